// Staff in deleteNode (§7, kernel/deletion.ts): a soft delete, so past orders (orders.staff_name)
// and the void journal keep the name; the PIN goes at once, so the till can no longer sign them in
// and the PIN is free for someone else. Nothing depends on a staff member in a way that blocks it.
import { and, eq } from 'drizzle-orm';
import { type DeletableKind, lockLiveRow } from '../../kernel/deletion.ts';
import { staff } from '../../platform/db/schema/index.ts';
import { isStaffVisible } from './staff.service.ts';

export const staffDeletion: DeletableKind = {
  kind: 'STAFF',
  scope: 'STAFF',
  // A venue-restricted user's lock sees only staff of their venues.
  lock: async (tx, user, id) =>
    (await lockLiveRow(tx, staff, user.companyId, id)) && (await isStaffVisible(tx, user, id)),
  dependents: async () => [],
  remove: async (tx, companyId, id) => {
    await tx
      .update(staff)
      .set({
        deleted: true,
        active: false,
        pinHash: null,
        pinLookup: null,
        pinSetAt: null,
        updatedAt: new Date(),
      })
      .where(and(eq(staff.companyId, companyId), eq(staff.id, id)));
  },
};
