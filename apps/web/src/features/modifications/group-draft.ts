import type { ModificationGroupInput } from '@fika/domain';
import { NO_TEXTS, type TranslatedText, translatedText } from '../../ui/translation-fields.tsx';
import type { ModificationGroup } from './use-modifications.ts';

/** One modification as the group form edits it; `key` is stable while rows move. */
export interface ModificationDraft {
  key: string;
  id: string | null;
  name: string;
  nameLang: TranslatedText;
  /** Minor units; null while the field is empty or not an amount. */
  price: number | null;
}

/** A modification group as its form edits it. */
export interface GroupDraft {
  title: string;
  titleLang: TranslatedText;
  /** Numbers, or '' while a field is empty (NumberInput). */
  minSelections: number | string;
  maxSelections: number | string;
  modifications: ModificationDraft[];
  itemIds: string[];
}

let counter = 0;
/** A key for a row that has no id yet. */
export const newKey = () => {
  counter += 1;
  return `new-${counter}`;
};

/** The form of an existing group, or of a new one (optional, no limit, no modifications). */
export function groupDraft(group: ModificationGroup | null): GroupDraft {
  if (!group) {
    return {
      title: '',
      titleLang: NO_TEXTS,
      minSelections: 0,
      maxSelections: '',
      modifications: [],
      itemIds: [],
    };
  }
  return {
    title: group.title,
    titleLang: translatedText(group.titleLang),
    minSelections: group.minSelections,
    maxSelections: group.maxSelections ?? '',
    modifications: group.modifications.map((m) => ({
      key: m.id,
      id: m.id,
      name: m.name,
      nameLang: translatedText(m.nameLang),
      price: m.price,
    })),
    itemIds: group.items.map((i) => i.id),
  };
}

const count = (value: number | string): number | null => (value === '' ? null : Number(value));

/** What the form sends (and the domain schema checks): empty minimum 0, empty maximum no limit. */
export function groupInput(draft: GroupDraft): ModificationGroupInput {
  return {
    title: draft.title,
    titleLang: draft.titleLang,
    minSelections: count(draft.minSelections) ?? 0,
    maxSelections: count(draft.maxSelections),
    modifications: draft.modifications.map((m) => ({
      id: m.id,
      name: m.name,
      nameLang: m.nameLang,
      price: m.price as number,
    })),
    itemIds: draft.itemIds,
  };
}

/** Whether two forms hold the same group (row keys aside). */
export function sameGroup(a: GroupDraft, b: GroupDraft): boolean {
  const strip = (d: GroupDraft) => ({ ...d, modifications: d.modifications.map(({ key: _key, ...m }) => m) });
  return JSON.stringify(strip(a)) === JSON.stringify(strip(b));
}
