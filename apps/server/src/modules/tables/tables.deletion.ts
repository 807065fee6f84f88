// Tables in deleteNode (§7, kernel/deletion.ts): a soft delete (the §3 deleted flag), so past
// orders keep their table code and the table's QR code stops resolving. Nothing depends on a table.

import { canAccessVenue } from '@fika/domain';
import { and, eq } from 'drizzle-orm';
import { type DeletableKind, lockLiveRow } from '../../kernel/deletion.ts';
import { diningTables } from '../../platform/db/schema/index.ts';
import { touchPlan } from './tables.service.ts';

export const tableDeletion: DeletableKind = {
  kind: 'TABLE',
  scope: 'POS_CUSTOMIZATION',
  // A venue-restricted user's lock sees only their venues' tables.
  lock: async (tx, user, id) => {
    if (!(await lockLiveRow(tx, diningTables, user.companyId, id))) return false;
    const [row] = await tx
      .select({ venueId: diningTables.venueId })
      .from(diningTables)
      .where(and(eq(diningTables.companyId, user.companyId), eq(diningTables.id, id)));
    return !!row && canAccessVenue(user.permissions, row.venueId);
  },
  dependents: async () => [],
  remove: async (tx, companyId, id) => {
    const [row] = await tx
      .update(diningTables)
      .set({ deleted: true, updatedAt: new Date() })
      .where(and(eq(diningTables.companyId, companyId), eq(diningTables.id, id)))
      .returning({ floorPlanId: diningTables.floorPlanId });
    if (row) await touchPlan(tx, companyId, row.floorPlanId);
  },
};
