// Test-only: modification groups as the API gives them; rendering a PIM screen and the fixtures the
// stations, upsells and predefined messages tests share come from test/back-office.tsx.
export {
  badUserInput,
  callsTo,
  conflictUnlessForced,
  ITEMS,
  mockGraphQL,
  renderPim,
  sessionData,
} from '../../test/back-office.tsx';

/** A group as the API gives it, with defaults for what a test does not care about. */
export function groupData(
  id: string,
  title: string,
  modifications: { id: string; name: string; price: number }[] = [],
  items: { id: string; title: string }[] = [],
) {
  const none = { en: null, se: null, es: null, no: null };
  return {
    id,
    title,
    titleLang: { ...none, se: title },
    minSelections: 0,
    maxSelections: null as number | null,
    modifications: modifications.map((m, position) => ({ ...m, groupId: id, nameLang: none, position })),
    items,
  };
}
