// Test-only: renders a screen of this area the way the back office does, in English, with a
// router whose route reads ?id= and a stand-in for the modification groups screen its links lead to.
import type { ReactElement } from 'react';
import { renderRoute } from '../../test/render-app.tsx';

export { badUserInput, callsTo, mockGraphQL, sessionData } from '../settings/test-utils.tsx';

const GROUPS_PATH = '/pim/modification-groups';

/** Renders `screen` at `url` (e.g. '/pim/stations?id=new'); the path part names its route. */
export function renderPim(screen: ReactElement, url: string) {
  return renderRoute(screen, url, {
    namespaces: ['backoffice', 'catalogue', 'pim'],
    routes: [{ path: GROUPS_PATH, component: () => <p>Modification groups</p> }],
  });
}

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

/** The demo items the pickers offer. */
export const ITEMS = [
  { id: 'i1', title: 'Cappuccino' },
  { id: 'i2', title: 'Caffè latte' },
];
