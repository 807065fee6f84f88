// POS terminals of a venue and their device credentials ('<terminal id>.<secret>'). The secret is
// shown once when issued; only its SHA-256 is kept, compared in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Ctx } from '../../kernel/context.ts';
import { badInput, notFound } from '../../kernel/errors.ts';
import { assertVenueAccess, requireScope } from '../../kernel/guards.ts';
import { venueScope } from '../../kernel/tenant.ts';
import { newId } from '../../lib/ids.ts';
import { setAuditActor } from '../../platform/db/audit-scope.ts';
import type { Db } from '../../platform/db/client.ts';
import { terminals } from '../../platform/db/schema/index.ts';
import type { TerminalRef } from '../orders/terminal-rules.ts';

/** A terminal as the back office lists it. */
export interface TerminalView {
  id: string;
  venueId: string;
  name: string;
  createdAt: Date;
  lastSeenAt: Date | null;
  lastConfigReadAt: Date | null;
  lastConfigVersion: number | null;
  revokedAt: Date | null;
}

const columns = {
  id: terminals.id,
  venueId: terminals.venueId,
  name: terminals.name,
  createdAt: terminals.createdAt,
  lastSeenAt: terminals.lastSeenAt,
  lastConfigReadAt: terminals.lastConfigReadAt,
  lastConfigVersion: terminals.lastConfigVersion,
  revokedAt: terminals.revokedAt,
};

const hashSecret = (secret: string): Buffer => createHash('sha256').update(secret, 'utf8').digest();

/** The venue's terminals, newest first, revoked ones included (SETTINGS). */
export async function listTerminals(ctx: Ctx, venueId: string): Promise<TerminalView[]> {
  const user = requireScope(ctx, 'SETTINGS');
  await venueScope(ctx.db, user, venueId);
  return ctx.db
    .select(columns)
    .from(terminals)
    .where(and(eq(terminals.companyId, user.companyId), eq(terminals.venueId, venueId)))
    .orderBy(desc(terminals.createdAt), desc(terminals.id));
}

/** Issues a terminal for a venue; its credential is returned here and never again (SETTINGS). */
export async function createTerminal(
  ctx: Ctx,
  input: { venueId: string; name: string },
): Promise<{ terminal: TerminalView; credential: string }> {
  const user = requireScope(ctx, 'SETTINGS');
  await venueScope(ctx.db, user, input.venueId);
  const name = input.name.trim();
  if (name.length === 0) throw badInput([{ field: 'name', message: 'validation.required' }]);
  if (name.length > 100) throw badInput([{ field: 'name', message: 'validation.tooLong' }]);
  const id = newId();
  const secret = randomBytes(32).toString('base64url');
  const [terminal] = await ctx.db
    .insert(terminals)
    .values({
      id,
      companyId: user.companyId,
      venueId: input.venueId,
      name,
      secretHash: hashSecret(secret).toString('hex'),
      createdBy: user.userId,
    })
    .returning(columns);
  if (!terminal) throw new Error('terminal not returned');
  return { terminal, credential: `${id}.${secret}` };
}

/** Revokes a terminal: its credential stops working at once (SETTINGS). Revoking twice is harmless. */
export async function revokeTerminal(ctx: Ctx, id: string): Promise<TerminalView> {
  const user = requireScope(ctx, 'SETTINGS');
  const [found] = await ctx.db
    .select(columns)
    .from(terminals)
    .where(and(eq(terminals.companyId, user.companyId), eq(terminals.id, id)));
  if (!found) throw notFound('Terminal');
  try {
    assertVenueAccess(user, found.venueId);
  } catch {
    throw notFound('Terminal');
  }
  if (found.revokedAt) return found;
  const [revoked] = await ctx.db
    .update(terminals)
    .set({ revokedAt: new Date() })
    .where(and(eq(terminals.companyId, user.companyId), eq(terminals.id, id)))
    .returning(columns);
  return revoked ?? found;
}

/** A terminal that showed its credential, with its device kind (what licence it needs). */
export interface AuthenticatedTerminal extends TerminalRef {
  kind: string;
}

/**
 * The terminal a credential belongs to, or null when it is malformed, unknown, wrong or revoked.
 * Marks the terminal as seen, at most once a minute so busy terminals don't write on every order.
 */
export async function authenticateTerminal(
  db: Db,
  credential: string,
): Promise<AuthenticatedTerminal | null> {
  const dot = credential.indexOf('.');
  if (dot <= 0 || dot === credential.length - 1) return null;
  const id = credential.slice(0, dot);
  const secret = credential.slice(dot + 1);
  const [row] = await db
    .select({
      id: terminals.id,
      companyId: terminals.companyId,
      venueId: terminals.venueId,
      kind: terminals.kind,
      secretHash: terminals.secretHash,
      revokedAt: terminals.revokedAt,
      lastSeenAt: terminals.lastSeenAt,
    })
    .from(terminals)
    .where(eq(terminals.id, id));
  const expected = Buffer.from(row?.secretHash ?? '0'.repeat(64), 'hex');
  const given = hashSecret(secret);
  // Compared even for an unknown id, so timing tells nothing about which ids exist.
  const matches = expected.length === given.length && timingSafeEqual(expected, given);
  if (!row || !matches || row.revokedAt) return null;
  setAuditActor({ kind: 'TERMINAL', terminalId: row.id });
  // Seen within the minute (as read just now): no write at all, so a till posting orders costs one
  // read here instead of a write transaction per request. The condition below still decides.
  const seenRecently = row.lastSeenAt !== null && Date.now() - row.lastSeenAt.getTime() < 60_000;
  if (seenRecently) return { id: row.id, companyId: row.companyId, venueId: row.venueId, kind: row.kind };
  await db
    .update(terminals)
    .set({ lastSeenAt: new Date() })
    .where(
      and(
        eq(terminals.id, row.id),
        or(isNull(terminals.lastSeenAt), lt(terminals.lastSeenAt, sql`now() - interval '1 minute'`)),
      ),
    );
  return { id: row.id, companyId: row.companyId, venueId: row.venueId, kind: row.kind };
}
