// The monitoring intake's store (§4, §8, §9, #17 item 8): what the browser client posts is kept
// bounded (messages cut, rows pruned by age and by count per company), scoped to the company of the
// session that sent it, and grouped into the Client errors screen for those who run the company.
import { createHash } from 'node:crypto';
import {
  CLIENT_LOG_STORE,
  canReadClientErrors,
  ERROR_SEVERITIES,
  errorGroupKey,
  type LogSeverity,
} from '@fika/domain';
import { and, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Ctx, Principal } from '../../kernel/context.ts';
import { forbidden } from '../../kernel/errors.ts';
import { requireUser } from '../../kernel/guards.ts';
import { newId } from '../../lib/ids.ts';
import type { Db } from '../../platform/db/client.ts';
import { takeSlot } from '../../platform/db/counted-limits.ts';
import { clientLogs, users } from '../../platform/db/schema/index.ts';

/** One message of a batch, as the intake's JSON schema has already checked it. */
export interface IncomingClientLog {
  severity: LogSeverity;
  message: string;
  occurredAt?: string;
  url?: string;
  requestId?: string;
  stack?: string;
  context?: Record<string, unknown>;
}

export interface IncomingBatch {
  sessionId: string;
  release: string;
  messages: IncomingClientLog[];
}

export type IntakeOutcome =
  | { kind: 'stored'; count: number }
  | { kind: 'rateLimited' }
  | { kind: 'malformed'; reason: string };

const NUL = '\u0000';
const MINUTE = 60_000;

/** Text PostgreSQL cannot store (NUL) anywhere in the batch makes it malformed. */
function malformedReason(batch: IncomingBatch): string | null {
  for (const m of batch.messages) {
    for (const text of [m.message, m.url, m.requestId, m.stack, m.occurredAt]) {
      if (text?.includes(NUL)) return 'NUL character in a message';
    }
    if (m.occurredAt !== undefined && Number.isNaN(Date.parse(m.occurredAt)))
      return 'occurredAt is not a time';
    if (m.context !== undefined) {
      const json = JSON.stringify(m.context);
      if (json.includes('\\u0000')) return 'NUL character in a context';
      if (Buffer.byteLength(json) > CLIENT_LOG_STORE.contextBytes) return 'context too large';
    }
  }
  return null;
}

const fingerprintOf = (message: string, stack: string | undefined): string =>
  createHash('sha256').update(errorGroupKey(message, stack)).digest('hex').slice(0, 32);

/**
 * Stores one batch in one insert, or nothing: a malformed batch and one over the per-session or
 * per-address limit leave the table as it was.
 */
export async function storeClientLogs(
  db: Db,
  principal: Principal | null,
  ip: string,
  batch: IncomingBatch,
  now = new Date(),
): Promise<IntakeOutcome> {
  const reason = malformedReason(batch);
  if (reason) return { kind: 'malformed', reason };
  // Per address first: one machine cycling session ids must not get past the session limit.
  if (!(await takeSlot(db, `monitoring:ip:${ip}`, CLIENT_LOG_STORE.batchesPerAddressPerMinute, MINUTE, now)))
    return { kind: 'rateLimited' };
  if (
    !(await takeSlot(
      db,
      `monitoring:session:${batch.sessionId}`,
      CLIENT_LOG_STORE.batchesPerSessionPerMinute,
      MINUTE,
      now,
    ))
  )
    return { kind: 'rateLimited' };
  const companyId = principal?.kind === 'user' ? principal.companyId : null;
  const userId = principal?.userId ?? null;
  await db.insert(clientLogs).values(
    batch.messages.map((m) => {
      const message = m.message.slice(0, CLIENT_LOG_STORE.messageChars);
      return {
        id: newId(),
        companyId,
        userId,
        sessionId: batch.sessionId,
        severity: m.severity,
        message,
        fingerprint: fingerprintOf(m.message, m.stack),
        release: batch.release,
        url: m.url ?? null,
        requestId: m.requestId ?? null,
        stack: m.stack?.slice(0, CLIENT_LOG_STORE.stackChars) ?? null,
        context: m.context ?? null,
        size: Buffer.byteLength(message),
        occurredAt: m.occurredAt ?? null,
        createdAt: now,
      };
    }),
  );
  await pruneClientLogs(db, companyId, now);
  return { kind: 'stored', count: batch.messages.length };
}

// Each prune removes at most this many rows, so one request never turns into a long delete.
const PRUNE_STEP = 1_000;

/**
 * Drops rows older than the retention and, for the sender's company (or the signed-out senders
 * together), rows beyond the newest {@link CLIENT_LOG_STORE.rowsPerCompany}. Runs after every
 * stored batch, so the table never grows past its bounds by more than a batch.
 */
export async function pruneClientLogs(db: Db, companyId: string | null, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - CLIENT_LOG_STORE.retentionDays * 24 * 60 * MINUTE);
  const old = db
    .select({ id: clientLogs.id })
    .from(clientLogs)
    .where(lt(clientLogs.createdAt, cutoff))
    .limit(PRUNE_STEP);
  await db.delete(clientLogs).where(inArray(clientLogs.id, old));
  const own = companyId === null ? isNull(clientLogs.companyId) : eq(clientLogs.companyId, companyId);
  const surplus = db
    .select({ id: clientLogs.id })
    .from(clientLogs)
    .where(own)
    .orderBy(desc(clientLogs.createdAt), desc(clientLogs.id))
    .offset(CLIENT_LOG_STORE.rowsPerCompany)
    .limit(PRUNE_STEP);
  await db.delete(clientLogs).where(inArray(clientLogs.id, surplus));
}

export interface ClientErrorExample {
  id: string;
  severity: string;
  message: string;
  url: string | null;
  requestId: string | null;
  stack: string | null;
  userName: string | null;
  at: Date;
}

export interface ClientErrorGroup {
  fingerprint: string;
  release: string;
  count: number;
  usersAffected: number;
  firstSeen: Date;
  lastSeen: Date;
  example: ClientErrorExample;
}

const MAX_GROUPS = 200;
const MAX_DAYS = CLIENT_LOG_STORE.retentionDays;

/** The caller's company's errors of the last `days` days, grouped by message and release, newest first. */
export async function listClientErrors(
  ctx: Ctx,
  days: number | null | undefined,
): Promise<ClientErrorGroup[]> {
  const user = requireUser(ctx);
  if (!canReadClientErrors(user.permissions)) throw forbidden();
  const span = Math.min(Math.max(Math.trunc(days ?? 7), 1), MAX_DAYS);
  const since = new Date(Date.now() - span * 24 * 60 * MINUTE);
  const L = clientLogs;
  const groups = await ctx.db
    .select({
      fingerprint: L.fingerprint,
      release: L.release,
      count: sql<number>`count(*)::int`,
      usersAffected: sql<number>`count(distinct ${L.userId})::int`,
      firstSeen: sql<Date>`min(${L.createdAt})`.mapWith(L.createdAt),
      lastSeen: sql<Date>`max(${L.createdAt})`.mapWith(L.createdAt),
      exampleId: sql<string>`(array_agg(${L.id} order by ${L.createdAt} desc, ${L.id} desc))[1]`,
    })
    .from(L)
    .where(
      and(
        eq(L.companyId, user.companyId),
        inArray(L.severity, [...ERROR_SEVERITIES]),
        gte(L.createdAt, since),
      ),
    )
    .groupBy(L.fingerprint, L.release)
    .orderBy(sql`max(${L.createdAt}) desc`, L.fingerprint, L.release)
    .limit(MAX_GROUPS);
  if (groups.length === 0) return [];
  const examples = await ctx.db
    .select({
      id: L.id,
      severity: L.severity,
      message: L.message,
      url: L.url,
      requestId: L.requestId,
      stack: L.stack,
      userName: users.name,
      at: L.createdAt,
    })
    .from(L)
    .leftJoin(users, eq(users.id, L.userId))
    .where(
      and(
        eq(L.companyId, user.companyId),
        inArray(
          L.id,
          groups.map((g) => g.exampleId),
        ),
      ),
    );
  const byId = new Map(examples.map((e) => [e.id, e]));
  return groups.flatMap((g) => {
    const example = byId.get(g.exampleId);
    if (!example) return [];
    return [
      {
        fingerprint: g.fingerprint,
        release: g.release,
        count: g.count,
        usersAffected: g.usersAffected,
        firstSeen: g.firstSeen,
        lastSeen: g.lastSeen,
        example,
      },
    ];
  });
}
