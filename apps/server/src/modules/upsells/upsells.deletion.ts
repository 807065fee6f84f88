// Upsells in deleteNode (§7, kernel/deletion.ts): company-wide; the items offering one are its
// dependents, and `force` takes it off them before the soft delete.
import { type DeletableKind, lockLiveRow } from '../../kernel/deletion.ts';
import { itemUpsells, upsells } from '../../platform/db/schema/index.ts';
import { itemsUsing, unlinkAndDelete } from '../catalogue/item-link-deletion.ts';

export const upsellDeletion: DeletableKind = {
  kind: 'UPSELL',
  scope: 'POS_CUSTOMIZATION',
  lock: (tx, { companyId }, id) => lockLiveRow(tx, upsells, companyId, id),
  dependents: (tx, { companyId }, id) => itemsUsing(tx, itemUpsells, itemUpsells.upsellId, companyId, id),
  remove: (tx, companyId, id) =>
    unlinkAndDelete(tx, itemUpsells, itemUpsells.upsellId, upsells, companyId, id),
};
