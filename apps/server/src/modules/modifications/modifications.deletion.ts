// Modification groups and modifications in deleteNode (§7, kernel/deletion.ts): items that use
// one are the dependents; `force` takes it off them first. Both are company-wide.
import { type DeletableKind, lockLiveRow } from '../../kernel/deletion.ts';
import {
  itemDefaultModifications,
  itemModificationGroups,
  modificationGroups,
  modifications,
} from '../../platform/db/schema/index.ts';
import { itemsUsing } from '../catalogue/item-link-deletion.ts';
import { removeModificationGroup, removeModifications } from './modifications.service.ts';

export const modificationGroupDeletion: DeletableKind = {
  kind: 'MODIFICATION_GROUP',
  scope: 'POS_CUSTOMIZATION',
  lock: (tx, { companyId }, id) => lockLiveRow(tx, modificationGroups, companyId, id),
  dependents: (tx, { companyId }, id) =>
    itemsUsing(tx, itemModificationGroups, itemModificationGroups.groupId, companyId, id),
  remove: removeModificationGroup,
};

export const modificationDeletion: DeletableKind = {
  kind: 'MODIFICATION',
  scope: 'POS_CUSTOMIZATION',
  lock: (tx, { companyId }, id) => lockLiveRow(tx, modifications, companyId, id),
  // Items that preselect it; items offering its group only lose one choice.
  dependents: (tx, { companyId }, id) =>
    itemsUsing(tx, itemDefaultModifications, itemDefaultModifications.modificationId, companyId, id),
  remove: (tx, companyId, id) => removeModifications(tx, companyId, [id]),
};
