// POST /terminal/v1/staff/login: a till checks a staff member's PIN for its venue and learns what
// they may do there. Rate-limited per staff member with the same atomic rate_limits slots as the
// back-office sign-in, so a burst of wrong PINs cannot get more than the limit checked.
import { isValidPin } from '@fika/domain';
import { and, eq, exists, sql } from 'drizzle-orm';
import { AppError, badInput } from '../../kernel/errors.ts';
import type { Db } from '../../platform/db/client.ts';
import { clearSlots, takeSlot } from '../../platform/db/counted-limits.ts';
import {
  accessLevels,
  accessLevelVenues,
  rateLimits,
  staff,
  staffVenues,
} from '../../platform/db/schema/index.ts';
import type { TerminalRef } from '../orders/terminal-rules.ts';
import { verifyPin } from './pin.ts';

/** Wrong PINs a staff member may enter in a window before the till must wait. */
export const MAX_PIN_FAILURES = 5;
/** The window of MAX_PIN_FAILURES. */
export const PIN_WINDOW_MS = 5 * 60 * 1000;

export interface StaffLogin {
  staff: { id: string; name: string; accessLevelId: string | null };
  accessLevel: { id: string; name: string } | null;
  /** The POS permissions they have at the terminal's venue (none when their level does not apply there). */
  permissions: string[];
  /** The most a manual discount may take off, in percent; null: no cap. */
  manualDiscountCap: number | null;
}

/** RATE_LIMITED with how long the till should wait. */
export class PinRateLimited extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', 'terminals.errors.pinRateLimited', 'Too many wrong PINs. Wait and try again.');
  }
}

const wrongPin = () =>
  new AppError(
    'UNAUTHENTICATED',
    'terminals.errors.wrongPin',
    'Wrong PIN, or the staff member cannot sign in here.',
  );

// Ids are short printable ASCII; anything else (NUL, megabytes) is refused before the database.
const ID_PATTERN = /^[\x21-\x7e]{1,64}$/;

function parseBody(body: unknown): { staffId: string; pin: string } {
  const { staffId, pin } = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors = [];
  if (typeof staffId !== 'string' || !ID_PATTERN.test(staffId)) {
    errors.push({ field: 'staffId', message: staffId ? 'validation.invalid' : 'validation.required' });
  }
  if (!isValidPin(pin))
    errors.push({ field: 'pin', message: pin ? 'validation.pin' : 'validation.required' });
  if (errors.length > 0) throw badInput(errors);
  return { staffId: staffId as string, pin: pin as string };
}

const slotKey = (terminal: TerminalRef, staffId: string) => `staff-pin:${terminal.companyId}:${staffId}`;

async function retryAfter(db: Db, key: string): Promise<number> {
  const [row] = await db
    .select({ startedAt: rateLimits.windowStartedAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  const left = row ? row.startedAt.getTime() + PIN_WINDOW_MS - Date.now() : PIN_WINDOW_MS;
  return Math.max(1, Math.ceil(left / 1000));
}

/**
 * Checks `{ staffId, pin }` for the terminal's venue. The attempt is counted before the PIN is
 * checked (one atomic upsert) and given back only by a right PIN, so concurrent wrong guesses
 * queue on the slot row and at most MAX_PIN_FAILURES of them are ever checked per window.
 * An unknown, inactive or deleted staff member, or one not working at this venue, reads exactly
 * like a wrong PIN.
 */
export async function staffLogin(db: Db, terminal: TerminalRef, body: unknown): Promise<StaffLogin> {
  const { staffId, pin } = parseBody(body);
  const key = slotKey(terminal, staffId);
  if (!(await takeSlot(db, key, MAX_PIN_FAILURES, PIN_WINDOW_MS))) {
    throw new PinRateLimited(await retryAfter(db, key));
  }
  const [row] = await db
    .select({
      id: staff.id,
      name: staff.name,
      pinHash: staff.pinHash,
      accessLevelId: staff.accessLevelId,
      levelName: accessLevels.name,
      levelPermissions: accessLevels.permissions,
      levelCap: accessLevels.manualDiscountCap,
      // A level without venue rows applies everywhere; with rows, only at those venues.
      levelApplies: sql<boolean>`not exists (select 1 from ${accessLevelVenues} where ${accessLevelVenues.accessLevelId} = ${accessLevels.id})
        or exists (select 1 from ${accessLevelVenues} where ${accessLevelVenues.accessLevelId} = ${accessLevels.id} and ${accessLevelVenues.venueId} = ${terminal.venueId})`,
    })
    .from(staff)
    .leftJoin(
      accessLevels,
      and(
        eq(accessLevels.companyId, staff.companyId),
        eq(accessLevels.id, staff.accessLevelId),
        eq(accessLevels.deleted, false),
      ),
    )
    .where(
      and(
        eq(staff.companyId, terminal.companyId),
        eq(staff.id, staffId),
        eq(staff.deleted, false),
        eq(staff.active, true),
        exists(
          sql`(select 1 from ${staffVenues} where ${staffVenues.staffId} = ${staff.id} and ${staffVenues.venueId} = ${terminal.venueId})`,
        ),
      ),
    );
  // verifyPin runs even without a row (null hash: false), and argon2 is the slow part either way.
  if (!(await verifyPin(row?.pinHash ?? null, pin)) || !row) throw wrongPin();
  await clearSlots(db, key);
  const level =
    row.accessLevelId && row.levelName !== null ? { id: row.accessLevelId, name: row.levelName } : null;
  const applies = level !== null && Boolean(row.levelApplies);
  return {
    staff: { id: row.id, name: row.name, accessLevelId: level?.id ?? null },
    accessLevel: level,
    permissions: applies ? [...(row.levelPermissions ?? [])] : [],
    manualDiscountCap: applies ? (row.levelCap ?? null) : null,
  };
}
