// Images in deleteNode (§7, kernel/deletion.ts): what uses an image (items, membership levels,
// guest pages, receipt templates' logos) are its dependents, named so the manager sees where it is shown; `force` takes the
// image off them, then removes the image and its upload (images have no soft delete: nothing
// historical shows a picture).
import type { DeletableKind } from '../../kernel/deletion.ts';
import { clearImageUses, lockImage, removeImage, usesOf } from './library.service.ts';

/** Most names a refusal lists per kind; the count says how many there are. */
const MAX_NAMES = 20;

const DEPENDENT_KIND = {
  ITEM: 'ITEMS',
  MEMBERSHIP_LEVEL: 'MEMBERSHIP_LEVELS',
  GUEST_PAGE: 'GUEST_PAGES',
  RECEIPT_TEMPLATE: 'RECEIPT_TEMPLATES',
} as const;

export const imageDeletion: DeletableKind = {
  kind: 'IMAGE',
  scope: 'POS_CUSTOMIZATION',
  lock: (tx, user, id) => lockImage(tx, user.companyId, id),
  dependents: async (tx, { companyId }, id) => {
    const uses = await usesOf(tx, companyId, id);
    return Object.entries(DEPENDENT_KIND).map(([usage, kind]) => {
      const names = uses.filter((u) => u.kind === usage).map((u) => u.name);
      return { kind, count: names.length, names: names.slice(0, MAX_NAMES) };
    });
  },
  remove: async (tx, companyId, id) => {
    await clearImageUses(tx, companyId, id);
    await removeImage(tx, companyId, id);
  },
};
