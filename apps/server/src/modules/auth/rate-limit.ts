import type { DbOrTx } from '../../platform/db/client.ts';
import { clearSlots, releaseSlot, takeSlot } from '../../platform/db/counted-limits.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 30;

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
