// Floor plans in deleteNode (§7, kernel/deletion.ts): the plan's live tables are its dependents;
// `force` deletes them with it (soft: past orders keep their table code). A venue-restricted user's
// lock finds only their venues' plans.
import { canAccessVenue } from '@fika/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DeletableKind } from '../../kernel/deletion.ts';
import { diningTables, floorPlans } from '../../platform/db/schema/index.ts';

export const floorPlanDeletion: DeletableKind = {
  kind: 'FLOOR_PLAN',
  scope: 'POS_CUSTOMIZATION',
  lock: async (tx, user, id) => {
    const [plan] = await tx
      .select({ venueId: floorPlans.venueId })
      .from(floorPlans)
      .where(
        and(eq(floorPlans.companyId, user.companyId), eq(floorPlans.id, id), eq(floorPlans.deleted, false)),
      )
      .for('update');
    return plan !== undefined && canAccessVenue(user.permissions, plan.venueId);
  },
  dependents: async (tx, { companyId }, id) => {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(diningTables)
      .where(
        and(
          eq(diningTables.companyId, companyId),
          eq(diningTables.floorPlanId, id),
          eq(diningTables.deleted, false),
        ),
      );
    return [{ kind: 'TABLES', count: row?.count ?? 0 }];
  },
  remove: async (tx, companyId, id) => {
    const now = new Date();
    await tx
      .update(diningTables)
      .set({ deleted: true, updatedAt: now })
      .where(
        and(
          eq(diningTables.companyId, companyId),
          eq(diningTables.floorPlanId, id),
          eq(diningTables.deleted, false),
        ),
      );
    // The version moves too: an editor still open on the plan cannot save it back to life.
    await tx
      .update(floorPlans)
      .set({ deleted: true, version: sql`${floorPlans.version} + 1`, updatedAt: now })
      .where(and(eq(floorPlans.companyId, companyId), eq(floorPlans.id, id)));
  },
};
