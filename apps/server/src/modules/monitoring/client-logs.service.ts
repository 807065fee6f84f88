// The monitoring intake's store (§4, §8, §9, #17 item 8): what the browser client posts is kept
// bounded (messages cut, rows pruned by age and by count per company), scoped to the company of the
// session that sent it (signed out: of the guest ordering page's venue, else of none), and grouped
// into the Client errors screen — for those who run the company, and for the organisation
// administrators who run Fika across companies (with the signed-out pages of no company).
import { createHash } from 'node:crypto';
import {
  CLIENT_LOG_STORE,
  canReadClientErrors,
  ERROR_SEVERITIES,
  errorGroupKey,
  guestPageSlug,
  type LogSeverity,
  redactClientUrl,
} from '@fika/domain';
import { and, desc, eq, gte, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Ctx, Principal } from '../../kernel/context.ts';
import { badInput, forbidden, notFound } from '../../kernel/errors.ts';
import { requireUser } from '../../kernel/guards.ts';
import { newId } from '../../lib/ids.ts';
import type { Db } from '../../platform/db/client.ts';
import { takeSlot } from '../../platform/db/counted-limits.ts';
import {
  clientLogs,
  companies,
  onlineOrderingSettings,
  organizationCompanies,
  users,
} from '../../platform/db/schema/index.ts';

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

/** The companies of the guest ordering pages a signed-out batch came from, by lower-case slug. */
async function companiesOfGuestPages(db: Db, batch: IncomingBatch): Promise<Map<string, string>> {
  // A batch comes from one page or a few: a handful of slugs is all a real client sends.
  const slugs = [...new Set(batch.messages.map((m) => guestPageSlug(m.url)).filter((s) => s !== null))].slice(
    0,
    5,
  );
  if (slugs.length === 0) return new Map();
  const found = await db
    .select({
      slug: sql<string>`lower(${onlineOrderingSettings.slug})`,
      companyId: onlineOrderingSettings.companyId,
    })
    .from(onlineOrderingSettings)
    .where(inArray(sql`lower(${onlineOrderingSettings.slug})`, slugs));
  return new Map(found.map((r) => [r.slug, r.companyId]));
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
  const ownCompany = principal?.kind === 'user' ? principal.companyId : null;
  // Signed out on a venue's guest ordering page: the error is that venue's company's to see.
  const guestCompanies = principal ? new Map<string, string>() : await companiesOfGuestPages(db, batch);
  const companyOf = (m: IncomingClientLog) =>
    ownCompany ?? guestCompanies.get(guestPageSlug(m.url) ?? '') ?? null;
  const userId = principal?.userId ?? null;
  const rows = batch.messages.map((m) => {
    const message = m.message.slice(0, CLIENT_LOG_STORE.messageChars);
    return {
      id: newId(),
      companyId: companyOf(m),
      userId,
      sessionId: batch.sessionId,
      severity: m.severity,
      message,
      fingerprint: fingerprintOf(m.message, m.stack),
      release: batch.release,
      url: m.url === undefined ? null : redactClientUrl(m.url),
      requestId: m.requestId ?? null,
      stack: m.stack?.slice(0, CLIENT_LOG_STORE.stackChars) ?? null,
      context: m.context ?? null,
      size: Buffer.byteLength(message),
      occurredAt: m.occurredAt ?? null,
      createdAt: now,
    };
  });
  await db.insert(clientLogs).values(rows);
  for (const companyId of new Set(rows.map((r) => r.companyId))) await pruneClientLogs(db, companyId, now);
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
  /** The company whose user or guest page reported it; null for a signed-out page of no company. */
  company: { id: string; name: string } | null;
  count: number;
  usersAffected: number;
  firstSeen: Date;
  lastSeen: Date;
  example: ClientErrorExample;
}

export interface ClientErrorFilter {
  days?: number | null;
  /** One company (an organisation administrator's filter; a company user may name only their own). */
  companyId?: string | null;
  /** Only the errors of signed-out pages that belong to no company (organisation administrators). */
  signedOut?: boolean | null;
  /** Text in the message, release or request id (up to 200 characters). */
  search?: string | null;
}

export interface ClientErrorGroupPage {
  nodes: ClientErrorGroup[];
  /** Pass as `after` for the next page; null on the last. */
  nextCursor: string | null;
}

const MAX_GROUPS = 200;
const DEFAULT_PAGE = 50;
const MAX_DAYS = CLIENT_LOG_STORE.retentionDays;
const CURSOR = /^[0-9]{1,6}$/;
const ID_CHARS = 100;
const SEARCH_CHARS = 200;

/**
 * Whose errors the caller may read, as a condition on client_logs: a company user with SETTINGS
 * their company's; an organisation administrator those of their organisation's companies and of the
 * signed-out pages that belong to no company (§8: the people who run Fika). A company outside that
 * is NOT_FOUND, never an empty list, so the answer does not depend on whether it exists.
 */
async function readableLogs(ctx: Ctx, filter: ClientErrorFilter): Promise<SQL> {
  const L = clientLogs;
  const companyId = filter.companyId ?? null;
  if (ctx.principal?.kind === 'orgAdmin') {
    const rows = await ctx.db
      .select({ id: organizationCompanies.companyId })
      .from(organizationCompanies)
      .where(eq(organizationCompanies.organizationId, ctx.principal.organizationId));
    const own = rows.map((r) => r.id);
    if (companyId !== null) {
      if (!own.includes(companyId)) throw notFound('Company');
      return eq(L.companyId, companyId);
    }
    if (filter.signedOut) return isNull(L.companyId);
    return own.length > 0 ? (or(inArray(L.companyId, own), isNull(L.companyId)) as SQL) : isNull(L.companyId);
  }
  const user = requireUser(ctx);
  if (!canReadClientErrors(user.permissions)) throw forbidden();
  if (filter.signedOut) throw forbidden();
  if (companyId !== null && companyId !== user.companyId) throw notFound('Company');
  return eq(L.companyId, user.companyId);
}

/**
 * The errors the caller may read of the last `days` days (1 to 30, default 7), grouped by company,
 * message and release, the most recently seen first; `first` groups (1 to 200) after the cursor.
 */
export async function listClientErrorGroups(
  ctx: Ctx,
  filter: ClientErrorFilter,
  page: { first?: number | null; after?: string | null } = {},
): Promise<ClientErrorGroupPage> {
  if (filter.companyId != null && (filter.companyId === '' || filter.companyId.length > ID_CHARS))
    throw notFound('Company');
  if (page.after != null && !CURSOR.test(page.after))
    throw badInput([{ field: 'after', message: 'validation.invalid' }]);
  const text = filter.search?.trim() ?? '';
  if (text.length > SEARCH_CHARS || text.includes(NUL))
    throw badInput([{ field: 'search', message: 'validation.invalid' }]);
  const readable = await readableLogs(ctx, filter);
  // LIKE's own wildcards in the text match themselves.
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const matching = text
    ? or(ilike(clientLogs.message, like), ilike(clientLogs.release, like), ilike(clientLogs.requestId, like))
    : undefined;
  const span = Math.min(Math.max(Math.trunc(filter.days ?? 7), 1), MAX_DAYS);
  const since = new Date(Date.now() - span * 24 * 60 * MINUTE);
  const size = Math.min(Math.max(Math.trunc(page.first ?? DEFAULT_PAGE), 1), MAX_GROUPS);
  const offset = page.after ? Number(page.after) : 0;
  const L = clientLogs;
  const groups = await ctx.db
    .select({
      companyId: L.companyId,
      fingerprint: L.fingerprint,
      release: L.release,
      count: sql<number>`count(*)::int`,
      usersAffected: sql<number>`count(distinct ${L.userId})::int`,
      firstSeen: sql<Date>`min(${L.createdAt})`.mapWith(L.createdAt),
      lastSeen: sql<Date>`max(${L.createdAt})`.mapWith(L.createdAt),
      exampleId: sql<string>`(array_agg(${L.id} order by ${L.createdAt} desc, ${L.id} desc))[1]`,
    })
    .from(L)
    .where(and(readable, inArray(L.severity, [...ERROR_SEVERITIES]), gte(L.createdAt, since), matching))
    .groupBy(L.companyId, L.fingerprint, L.release)
    .orderBy(sql`max(${L.createdAt}) desc`, L.companyId, L.fingerprint, L.release)
    .offset(offset)
    // One more than asked tells whether a next page exists.
    .limit(size + 1);
  const more = groups.length > size;
  const shown = groups.slice(0, size);
  if (shown.length === 0) return { nodes: [], nextCursor: null };
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
        readable,
        inArray(
          L.id,
          shown.map((g) => g.exampleId),
        ),
      ),
    );
  const companyIds = [...new Set(shown.flatMap((g) => (g.companyId ? [g.companyId] : [])))];
  const names =
    companyIds.length === 0
      ? []
      : await ctx.db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(inArray(companies.id, companyIds));
  const companyById = new Map(names.map((c) => [c.id, c]));
  const byId = new Map(examples.map((e) => [e.id, e]));
  const nodes = shown.flatMap((g) => {
    const example = byId.get(g.exampleId);
    if (!example) return [];
    return [
      {
        fingerprint: g.fingerprint,
        release: g.release,
        company: g.companyId ? (companyById.get(g.companyId) ?? null) : null,
        count: g.count,
        usersAffected: g.usersAffected,
        firstSeen: g.firstSeen,
        lastSeen: g.lastSeen,
        example,
      },
    ];
  });
  return { nodes, nextCursor: more ? String(offset + size) : null };
}

/** The caller's company's errors of the last `days` days, the first 200 groups (the older query). */
export async function listClientErrors(
  ctx: Ctx,
  days: number | null | undefined,
): Promise<ClientErrorGroup[]> {
  requireUser(ctx);
  return (await listClientErrorGroups(ctx, { days }, { first: MAX_GROUPS })).nodes;
}
