// Access levels in deleteNode (§7, kernel/deletion.ts). The live staff on a level are its
// dependents, named so the manager sees whom to move. There is no forced delete: it would leave
// those staff without a level, unable to do anything on the tills — they are moved first.
import { and, asc, eq, sql } from 'drizzle-orm';
import { type DeletableKind, DependentsConflict, lockLiveRow } from '../../kernel/deletion.ts';
import { forbidden } from '../../kernel/errors.ts';
import { live } from '../../kernel/tenant.ts';
import type { Tx } from '../../platform/db/client.ts';
import { accessLevels, staff } from '../../platform/db/schema/index.ts';
import { accessLevelOf, visibleStaff } from './access-levels.service.ts';

/** Most staff names a refusal lists; the count says how many there are. */
const MAX_NAMES = 20;

async function staffCount(tx: Tx, companyId: string, id: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(staff)
    .where(and(live(staff, companyId), eq(staff.accessLevelId, id)));
  return row?.count ?? 0;
}

export const accessLevelDeletion: DeletableKind = {
  kind: 'ACCESS_LEVEL',
  scope: 'STAFF',
  lock: async (tx, user, id) => {
    if (!(await lockLiveRow(tx, accessLevels, user.companyId, id))) return false;
    const level = await accessLevelOf(tx, user, id).catch(() => null);
    if (!level) return false;
    // Seen but reaching beyond a restricted manager's venues: theirs to read, not to delete.
    if (!level.editable) throw forbidden();
    return true;
  },
  // Every live staff member counts (the level cannot go while anyone is on it); the names are of
  // those the caller sees.
  dependents: async (tx, user, id) => {
    const count = await staffCount(tx, user.companyId, id);
    if (count === 0) return [];
    const named = await tx
      .select({ name: staff.name })
      .from(staff)
      .where(and(visibleStaff(user), eq(staff.accessLevelId, id)))
      .orderBy(asc(staff.name), asc(staff.id))
      .limit(MAX_NAMES);
    return [{ kind: 'STAFF', count, names: named.map((s) => s.name) }];
  },
  remove: async (tx, companyId, id) => {
    // Reached with force only: staff are still on it, and they are never left without a level.
    const count = await staffCount(tx, companyId, id);
    if (count > 0) throw new DependentsConflict([{ kind: 'STAFF', count }]);
    await tx
      .update(accessLevels)
      .set({ deleted: true, updatedAt: new Date() })
      .where(and(live(accessLevels, companyId), eq(accessLevels.id, id)));
  },
};
