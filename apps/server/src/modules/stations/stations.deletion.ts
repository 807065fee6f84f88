// Stations in deleteNode (§7, kernel/deletion.ts): they follow their venue; the items sent to one
// are its dependents, and `force` takes it off them before the soft delete.
import { type DeletableKind, lockLiveRow } from '../../kernel/deletion.ts';
import { itemStations, stations } from '../../platform/db/schema/index.ts';
import { itemsUsing, unlinkAndDelete } from '../catalogue/item-link-deletion.ts';
import { isStationVisible } from '../catalogue/item-links.ts';

export const stationDeletion: DeletableKind = {
  kind: 'STATION',
  scope: 'POS_CUSTOMIZATION',
  // A venue-restricted user's lock sees only their venues' stations and those serving every venue.
  lock: async (tx, user, id) =>
    (await lockLiveRow(tx, stations, user.companyId, id)) && (await isStationVisible(tx, user, id)),
  dependents: (tx, { companyId }, id) => itemsUsing(tx, itemStations, itemStations.stationId, companyId, id),
  remove: (tx, companyId, id) =>
    unlinkAndDelete(tx, itemStations, itemStations.stationId, stations, companyId, id),
};
