// Rules of the audit journal (Monitoring › Audit) that the server's CSV and the screen share.
import { hasScope, type Permissions } from './permissions.ts';

/** Who may read the audit journal: holders of SETTINGS or ACCOUNTS (full access includes both). */
export function canReadAudit(p: Permissions): boolean {
  return hasScope(p, 'SETTINGS') || hasScope(p, 'ACCOUNTS');
}

/**
 * Whether a journalled column holds money in integer minor units, judged by its name (prices,
 * amounts, totals, tips): the journal stores raw columns of every table, new ones included.
 */
export function isMoneyField(field: string): boolean {
  return /(^|_)(price|amount|total|tip)(_|s$|$)/.test(field);
}

/** The value the journal stores for a password, PIN, secret or token that changed. */
export const AUDIT_REDACTED = '[redacted]';
