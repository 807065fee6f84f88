// Counted limits on the rate_limits table (schema/auth.ts): one conditional upsert per attempt, so a
// limit holds under a concurrent burst on PGlite and PostgreSQL alike. Used by sign-in, invitations
// and the terminals' staff PIN login, so it sits below every module.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { rateLimits } from './schema/index.ts';

/**
 * Takes one of `limit` slots of `key` in its window of `windowMs`; false when none is left.
 *
 * One conditional upsert, so it is atomic on PGlite and PostgreSQL alike: concurrent callers queue
 * on the key's row, and each sees the count the one before it wrote. A window that has run out
 * starts again at 1. (A SELECT count followed by an INSERT let a burst all pass the check first.)
 */
export async function takeSlot(
  db: DbOrTx,
  key: string,
  limit: number,
  windowMs: number,
  now = new Date(),
): Promise<boolean> {
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`${rateLimits.windowStartedAt} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const taken = await db
    .insert(rateLimits)
    .values({ key, windowStartedAt: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${nowAt} else ${rateLimits.windowStartedAt} end`,
      },
      setWhere: sql`${expired} or ${rateLimits.count} < ${limit}`,
    })
    .returning({ count: rateLimits.count });
  return taken.length === 1;
}

/** Gives back a slot taken by `takeSlot` for an attempt that, in the end, does not count. */
export async function releaseSlot(db: DbOrTx, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** Forgets every slot of `key`. */
export async function clearSlots(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
