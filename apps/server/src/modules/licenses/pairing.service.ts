// Pairing a new device (issue #16 point 6): the device asks for a code (POST /terminal/v1/pairing,
// no credential yet, rate-limited per address) and shows it; an owner enters it in /licenses with a
// venue and a name (claimDevice); the device, polling with the pairing's secret, then collects its
// terminal credential once. The terminal's secret IS the pairing secret: the server only ever holds
// its SHA-256, so no credential is stored to be handed over — the device already has it.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  claimDeviceSchema,
  DEVICE_KINDS,
  type DeviceKind,
  formatPairingCode,
  hasUnstorableCharacter,
  isDeviceKind,
  PAIRING_ALPHABET,
  PAIRING_CODE_LENGTH,
  PAIRING_CODE_MINUTES,
} from '@fika/domain';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Ctx } from '../../kernel/context.ts';
import { AppError, badInput, notFound } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import { venueScope } from '../../kernel/tenant.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import type { Db } from '../../platform/db/client.ts';
import { takeSlot } from '../../platform/db/counted-limits.ts';
import { devicePairings, terminals } from '../../platform/db/schema/index.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';

/** Pairing codes one address may ask for per window: a shop's handful of tills, never a scan. */
export const PAIRING_RATE_LIMIT = { limit: 20, windowMs: 10 * 60_000 } as const;

const sha256Hex = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

function newCode(): string {
  let code = '';
  for (let i = 0; i < PAIRING_CODE_LENGTH; i += 1)
    code += PAIRING_ALPHABET[randomInt(PAIRING_ALPHABET.length)];
  return code;
}

export class PairingRateLimited extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      'RATE_LIMITED',
      'licenses.errors.pairingRateLimited',
      'Too many pairing codes. Wait and try again.',
    );
  }
}

/** What a device gets when it asks to be paired: the code to show, the secret to keep. */
export interface PairingStarted {
  pairingId: string;
  code: string;
  secret: string;
  expiresAt: string;
}

function readPairingRequest(body: unknown): { kind: DeviceKind; appVersion: string | null } {
  const raw = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors: { field: string; message: string }[] = [];
  let kind: DeviceKind = 'EPOS';
  if (raw.kind !== undefined && raw.kind !== null) {
    if (typeof raw.kind === 'string' && isDeviceKind(raw.kind)) kind = raw.kind;
    else errors.push({ field: 'kind', message: 'validation.invalid' });
  }
  const appVersion = readAppVersion(raw.appVersion, errors);
  if (errors.length > 0) throw badInput(errors);
  return { kind, appVersion };
}

/** An app version as a device reports it: up to 40 printable characters, or absent. */
export function readAppVersion(value: unknown, errors: { field: string; message: string }[]): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > 40 || hasUnstorableCharacter(value)) {
    errors.push({ field: 'appVersion', message: 'validation.invalid' });
    return null;
  }
  return value.trim();
}

/** POST /terminal/v1/pairing: a new pairing code for a device of `kind`, valid 15 minutes. */
export async function startPairing(db: Db, ip: string, body: unknown): Promise<PairingStarted> {
  const input = readPairingRequest(body);
  if (!(await takeSlot(db, `pairing:ip:${ip}`, PAIRING_RATE_LIMIT.limit, PAIRING_RATE_LIMIT.windowMs))) {
    throw new PairingRateLimited(PAIRING_RATE_LIMIT.windowMs / 1000);
  }
  // Codes are unique over every row; unclaimed ones a day past their end are of no use to anyone.
  await db
    .delete(devicePairings)
    .where(
      and(isNull(devicePairings.claimedAt), lt(devicePairings.expiresAt, sql`now() - interval '1 day'`)),
    );
  const secret = randomBytes(32).toString('base64url');
  for (let attempt = 0; ; attempt += 1) {
    const id = newId();
    const code = newCode();
    try {
      const [row] = await db
        .insert(devicePairings)
        .values({
          id,
          code,
          secretHash: sha256Hex(secret),
          kind: input.kind,
          appVersion: input.appVersion,
          expiresAt: sql`now() + make_interval(mins => ${PAIRING_CODE_MINUTES})`,
        })
        .returning({ expiresAt: devicePairings.expiresAt });
      if (!row) throw new Error('pairing not returned');
      return { pairingId: id, code: formatPairingCode(code), secret, expiresAt: row.expiresAt.toISOString() };
    } catch (error) {
      // One in 31^8 per live code: try another, a few times.
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}

/** What a polling device learns. */
export type PairingState =
  | { status: 'waiting'; code: string; expiresAt: string }
  | { status: 'claimed'; credential: string; terminal: { id: string; name: string; venueId: string } }
  | { status: 'expired' }
  | { status: 'collected' };

const pairingNotFound = () => notFound('Pairing');

/**
 * GET /terminal/v1/pairing/:id with the pairing's secret: waiting, expired, or — once claimed —
 * the credential, handed out exactly once (a second collection reads 'collected').
 */
export async function pollPairing(db: Db, pairingId: string, secret: string): Promise<PairingState> {
  if (pairingId.length === 0 || pairingId.length > 64 || secret.length === 0 || secret.length > 200) {
    throw pairingNotFound();
  }
  const [row] = await db.select().from(devicePairings).where(eq(devicePairings.id, pairingId));
  const expected = Buffer.from(row?.secretHash ?? '0'.repeat(64), 'hex');
  const given = Buffer.from(sha256Hex(secret), 'hex');
  // Compared even for an unknown id, so timing tells nothing about which pairings exist.
  const matches = expected.length === given.length && timingSafeEqual(expected, given);
  if (!row || !matches) throw pairingNotFound();
  if (row.credentialIssuedAt) return { status: 'collected' };
  if (!row.terminalId) {
    if (row.expiresAt.getTime() <= Date.now()) return { status: 'expired' };
    return { status: 'waiting', code: formatPairingCode(row.code), expiresAt: row.expiresAt.toISOString() };
  }
  // Collected once: of two polls at the same moment only one sets the time and gets the credential.
  const [collected] = await db
    .update(devicePairings)
    .set({ credentialIssuedAt: sql`now()` })
    .where(and(eq(devicePairings.id, row.id), isNull(devicePairings.credentialIssuedAt)))
    .returning({ terminalId: devicePairings.terminalId });
  if (!collected?.terminalId) return { status: 'collected' };
  const [terminal] = await db
    .select({ id: terminals.id, name: terminals.name, venueId: terminals.venueId })
    .from(terminals)
    .where(eq(terminals.id, collected.terminalId));
  if (!terminal) return { status: 'collected' };
  return { status: 'claimed', credential: `${terminal.id}.${secret}`, terminal };
}

const codeError = (message: string) => badInput([{ field: 'code', message }]);

/**
 * claimDevice (SETTINGS): the device showing `code` becomes a terminal of the venue, named `name`.
 * The code must be live (15 minutes) and unused; of a burst of claims with one code exactly one
 * wins, the others read "already used". Returns the new terminal's id.
 */
export async function claimDevice(ctx: Ctx, raw: unknown): Promise<string> {
  const user = requireScope(ctx, 'SETTINGS');
  const input = parseInput(claimDeviceSchema, raw);
  await venueScope(ctx.db, user, input.venueId);
  return ctx.db.transaction(async (tx) => {
    // The claim itself: one conditional update, so concurrent claims queue on the row and only the
    // first finds it unclaimed.
    const [pairing] = await tx
      .update(devicePairings)
      .set({ claimedAt: sql`now()`, claimedBy: user.userId, companyId: user.companyId })
      .where(
        and(
          eq(devicePairings.code, input.code),
          isNull(devicePairings.claimedAt),
          gt(devicePairings.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!pairing) {
      const [known] = await tx
        .select({ claimedAt: devicePairings.claimedAt })
        .from(devicePairings)
        .where(eq(devicePairings.code, input.code));
      if (!known) throw codeError('validation.pairingUnknown');
      throw codeError(known.claimedAt ? 'validation.pairingUsed' : 'validation.pairingExpired');
    }
    const id = newId();
    await tx.insert(terminals).values({
      id,
      companyId: user.companyId,
      venueId: input.venueId,
      name: input.name,
      secretHash: pairing.secretHash,
      kind: (DEVICE_KINDS as readonly string[]).includes(pairing.kind) ? pairing.kind : 'EPOS',
      appVersion: pairing.appVersion,
      createdBy: user.userId,
    });
    await tx.update(devicePairings).set({ terminalId: id }).where(eq(devicePairings.id, pairing.id));
    return id;
  });
}
