import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { rateLimits } from '../../platform/db/schema/index.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 30;

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

const accountSlot = (accountKey: string) => `login:account:${accountKey}`;
const addressSlot = (ip: string) => `login:ip:${ip}`;

/**
 * Counts a sign-in attempt before its password is checked: false (refuse it unchecked) when the
 * account has had 5 or the address 30 attempts in the window. The attempt stays counted as a
 * failure unless `loginSucceeded` gives it back.
 */
export async function beginLoginAttempt(db: DbOrTx, accountKey: string, ip: string): Promise<boolean> {
  if (!(await takeSlot(db, addressSlot(ip), MAX_FAILURES_PER_IP, LOGIN_WINDOW_MS))) return false;
  if (await takeSlot(db, accountSlot(accountKey), MAX_FAILURES_PER_ACCOUNT, LOGIN_WINDOW_MS)) return true;
  // Refused unchecked for the account: not a check, so the address does not pay for it.
  await releaseSlot(db, addressSlot(ip));
  return false;
}

// A correct password clears the account's count, so earlier typos do not linger, and gives the
// address its slot back, so colleagues behind one address can all sign in; its failures stay.
export async function loginSucceeded(db: DbOrTx, accountKey: string, ip: string): Promise<void> {
  await clearSlots(db, accountSlot(accountKey));
  await releaseSlot(db, addressSlot(ip));
}
