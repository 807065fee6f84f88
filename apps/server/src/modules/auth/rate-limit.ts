import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 30;

/** True when the account or the address has failed too often within the window. */
export async function isLoginBlocked(
  db: Db,
  accountKey: string,
  ip: string,
  now = new Date(),
): Promise<boolean> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const failures = (column: typeof loginAttempts.accountKey | typeof loginAttempts.ip, value: string) =>
    db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(column, value), eq(loginAttempts.success, false), gt(loginAttempts.createdAt, since)));
  const [[byAccount], [byIp]] = await Promise.all([
    failures(loginAttempts.accountKey, accountKey),
    failures(loginAttempts.ip, ip),
  ]);
  return (byAccount?.n ?? 0) >= MAX_FAILURES_PER_ACCOUNT || (byIp?.n ?? 0) >= MAX_FAILURES_PER_IP;
}

export async function recordLoginFailure(db: Db, accountKey: string, ip: string): Promise<void> {
  await db.insert(loginAttempts).values({ id: newId(), accountKey, ip, success: false });
}

// A correct password clears the account's count, so earlier typos do not linger; the address's count stays.
export async function clearAccountFailures(db: Db, accountKey: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.accountKey, accountKey));
}
