import { and, asc, eq } from 'drizzle-orm';
import type { Ctx } from '../../kernel/context.ts';
import { requireScope } from '../../kernel/guards.ts';
import { staff } from '../../platform/db/schema/index.ts';

export interface StaffView {
  id: string;
  name: string;
}

/** The company's non-deleted POS staff by name (STAFF). */
export async function listStaff(ctx: Ctx): Promise<StaffView[]> {
  const user = requireScope(ctx, 'STAFF');
  return ctx.db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(and(eq(staff.companyId, user.companyId), eq(staff.deleted, false)))
    .orderBy(asc(staff.name), asc(staff.id));
}
