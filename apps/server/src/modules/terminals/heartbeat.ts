// A device's heartbeat: the app version it runs and the orders it holds that it has not uploaded
// yet, reported on its feed read (X-App-Version, X-Unsynced-Orders) or by POST /terminal/v1/status.
// /licenses reads them to tell an owner which till is at risk. Written outside the audit journal
// (they change on every poll: bookkeeping, not an edit) and only when a value changed.
import { isPosAccessBlocked } from '@fika/domain';
import { and, eq, or, sql } from 'drizzle-orm';
import { badInput, type FieldError } from '../../kernel/errors.ts';
import { runUnjournalled } from '../../platform/db/audit-scope.ts';
import type { Db } from '../../platform/db/client.ts';
import { companies, licenses, terminals } from '../../platform/db/schema/index.ts';
import { readAppVersion } from '../licenses/pairing.service.ts';
import type { TerminalRef } from '../orders/terminal-rules.ts';

export interface Heartbeat {
  appVersion?: string | null;
  unsyncedOrders?: number | null;
}

/** Most orders a till can report holding: a number beyond it is not a till's. */
export const MAX_UNSYNCED_ORDERS = 1_000_000;

function readCount(value: unknown, errors: FieldError[]): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'string' && /^\d{1,7}$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > MAX_UNSYNCED_ORDERS) {
    errors.push({ field: 'unsyncedOrders', message: 'validation.invalid' });
    return null;
  }
  return n;
}

/** The heartbeat of a status body or of the feed read's headers; bad values are field errors. */
export function readHeartbeat(raw: { appVersion?: unknown; unsyncedOrders?: unknown }): Heartbeat {
  const errors: FieldError[] = [];
  const appVersion = readAppVersion(raw.appVersion, errors);
  const unsyncedOrders = readCount(raw.unsyncedOrders, errors);
  if (errors.length > 0) throw badInput(errors);
  return { appVersion, unsyncedOrders };
}

/** Stores what changed of the heartbeat (nothing when the device reported nothing new). */
export async function recordHeartbeat(db: Db, terminal: TerminalRef, beat: Heartbeat): Promise<void> {
  const set: { appVersion?: string; unsyncedOrders?: number } = {};
  if (beat.appVersion) set.appVersion = beat.appVersion;
  if (beat.unsyncedOrders !== null && beat.unsyncedOrders !== undefined)
    set.unsyncedOrders = beat.unsyncedOrders;
  if (Object.keys(set).length === 0) return;
  // Awaited inside: a Drizzle query runs when awaited, and it must run in the unjournalled scope.
  await runUnjournalled(async () => {
    await db
      .update(terminals)
      .set(set)
      .where(
        and(
          eq(terminals.id, terminal.id),
          or(
            set.appVersion === undefined
              ? undefined
              : sql`${terminals.appVersion} is distinct from ${set.appVersion}`,
            set.unsyncedOrders === undefined
              ? undefined
              : sql`${terminals.unsyncedOrders} <> ${set.unsyncedOrders}`,
          ),
        ),
      );
  });
}

/** Whether this device may sell now (§3 isPOSAccessBlocked), for the status answer. */
export async function terminalPosAccessBlocked(db: Db, terminal: TerminalRef): Promise<boolean> {
  const [company] = await db
    .select({ useNewLicenses: companies.useNewLicenses })
    .from(companies)
    .where(eq(companies.id, terminal.companyId));
  if (!company?.useNewLicenses) return false;
  const [device] = await db
    .select({ kind: terminals.kind })
    .from(terminals)
    .where(eq(terminals.id, terminal.id));
  const rows = await db.select().from(licenses).where(eq(licenses.companyId, terminal.companyId));
  return isPosAccessBlocked({
    useNewLicenses: true,
    licenses: rows,
    device: { id: terminal.id, kind: device?.kind ?? 'EPOS' },
  });
}
