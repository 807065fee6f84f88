// Monitoring › Audit: reads the journal the fika_audit trigger writes (db/audit-scope.ts). Readable
// with SETTINGS or ACCOUNTS; always the caller's company, and entries of a venue only for callers
// who may see that venue (company-wide objects such as products have no venue).
import { type CsvCell, canReadAudit, csvDialect, isMoneyField, writeCsv } from '@fika/domain';
import { aliasedTable, and, asc, desc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { badInput, forbidden } from '../../kernel/errors.ts';
import { requireUser } from '../../kernel/guards.ts';
import { auditEntries, terminals, users, venues } from '../../platform/db/schema/index.ts';
import { financeVenues } from '../finance/access.ts';
import { journalCsvCopy, labelOf } from '../monitoring/journal-csv-copy.ts';
import { pageSize } from '../orders/orders.service.ts';

/** The caller, when they may read the audit journal (SETTINGS or ACCOUNTS). */
export function requireAuditReader(ctx: Ctx): UserPrincipal {
  const user = requireUser(ctx);
  if (!canReadAudit(user.permissions)) throw forbidden();
  return user;
}

export interface AuditFilter {
  userId?: string | null;
  objectType?: string | null;
  venueId?: string | null;
  /** First day, YYYY-MM-DD in the company's time zone, inclusive. */
  from?: string | null;
  /** Last day, YYYY-MM-DD, inclusive. */
  to?: string | null;
}

export interface AuditChange {
  field: string;
  /** JSON text of the value before; null when the row did not exist (INSERT). */
  before: string | null;
  /** JSON text of the value after; null when the row was deleted. */
  after: string | null;
}

export interface AuditEntryView {
  id: string;
  at: Date;
  actorKind: string;
  userId: string | null;
  userName: string | null;
  actingAdminName: string | null;
  terminalName: string | null;
  operation: string;
  objectType: string;
  objectId: string | null;
  objectLabel: string | null;
  action: string;
  venueId: string | null;
  venueName: string | null;
  changes: AuditChange[];
}

export interface AuditPage {
  nodes: AuditEntryView[];
  hasNextPage: boolean;
  endCursor: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CSV_MAX_ROWS = 50_000;

async function auditWhere(ctx: Ctx, filter: AuditFilter): Promise<SQL[]> {
  const user = requireAuditReader(ctx);
  const A = auditEntries;
  const where: SQL[] = [eq(A.companyId, user.companyId)];
  if (filter.venueId) {
    // NOT_FOUND for a venue the caller may not see, as every venue filter answers.
    await financeVenues(ctx, [filter.venueId]);
    where.push(eq(A.venueId, filter.venueId));
  } else if (user.permissions.venueIds.length > 0) {
    const own = or(isNull(A.venueId), inArray(A.venueId, [...user.permissions.venueIds]));
    if (own) where.push(own);
  }
  if (filter.userId) where.push(eq(A.userId, filter.userId));
  if (filter.objectType) where.push(eq(A.objectType, filter.objectType));
  for (const [field, day] of [
    ['from', filter.from],
    ['to', filter.to],
  ] as const) {
    if (day && !DAY.test(day)) throw badInput([{ field, message: 'validation.invalid' }]);
  }
  const tz = user.company.timezone;
  if (filter.from) where.push(sql`${A.at} >= (${filter.from}::date::timestamp at time zone ${tz})`);
  if (filter.to) where.push(sql`${A.at} < ((${filter.to}::date + 1)::timestamp at time zone ${tz})`);
  return where;
}

const admins = aliasedTable(users, 'acting_admins');

function selectEntries(ctx: Ctx) {
  const A = auditEntries;
  return ctx.db
    .select({
      id: A.id,
      at: A.at,
      actorKind: A.actorKind,
      userId: A.userId,
      userName: users.name,
      actingAdminName: admins.name,
      terminalName: terminals.name,
      operation: A.operation,
      objectType: A.objectType,
      objectId: A.objectId,
      objectLabel: A.objectLabel,
      action: A.action,
      venueId: A.venueId,
      venueName: venues.name,
      before: A.before,
      after: A.after,
    })
    .from(A)
    .leftJoin(users, eq(users.id, A.userId))
    .leftJoin(admins, eq(admins.id, A.actingAdminId))
    .leftJoin(terminals, eq(terminals.id, A.terminalId))
    .leftJoin(venues, eq(venues.id, A.venueId))
    .$dynamic();
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number];

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

function toView({ before, after, id, ...row }: EntryRow): AuditEntryView {
  const fields = Object.keys(after ?? before ?? {});
  return {
    ...row,
    id: String(id),
    changes: fields.map((field) => ({
      field,
      before: before ? json(before[field]) : null,
      after: after ? json(after[field]) : null,
    })),
  };
}

/** auditJournal(filter, first, after): newest first, keyset-paged on the entry id. */
export async function listAudit(
  ctx: Ctx,
  input: { filter?: AuditFilter | null; first?: number | null; after?: string | null },
): Promise<AuditPage> {
  const where = await auditWhere(ctx, input.filter ?? {});
  const limit = pageSize(input.first);
  if (input.after !== null && input.after !== undefined && !/^\d{1,18}$/.test(input.after)) {
    throw badInput([{ field: 'after', message: 'validation.invalid' }]);
  }
  const after = input.after ? lt(auditEntries.id, Number(input.after)) : undefined;
  const rows = await selectEntries(ctx)
    .where(and(...where, after))
    .orderBy(desc(auditEntries.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit).map(toView);
  return { nodes: page, hasNextPage: rows.length > limit, endCursor: page.at(-1)?.id ?? null };
}

/** The company's users (who may appear as the actor) and the kinds of object the journal covers, for the filters. */
export async function auditFilterOptions(ctx: Ctx) {
  const user = requireAuditReader(ctx);
  const people = await ctx.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.companyId, user.companyId))
    .orderBy(asc(users.name));
  // Every table the trigger is on: a table a new module adds shows up here by itself.
  const kinds = await ctx.db
    .select({ name: sql<string>`c.relname::text` })
    .from(sql`pg_trigger t join pg_class c on c.oid = t.tgrelid`)
    .where(sql`t.tgname = 'fika_audit'`)
    .orderBy(sql`c.relname`);
  return { users: people, objectTypes: kinds.map((r) => r.name) };
}

function csvValue(field: string, text: string | null, currency: string, decimal: string): CsvCell {
  if (text === null) return '';
  const value: unknown = JSON.parse(text);
  if (typeof value === 'number' && Number.isInteger(value) && isMoneyField(field))
    return { minor: value, currency };
  if (typeof value === 'number') return String(value).replace('.', decimal);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The journal of `filter` as CSV (oldest first, at most 50,000 entries, one line per changed
 * field): a UTF-8 byte-order mark, and `;` with decimal commas for readers of sv, no, da and es.
 */
export async function auditCsv(ctx: Ctx, filter: AuditFilter | null | undefined, language: string) {
  const where = await auditWhere(ctx, filter ?? {});
  const user = requireAuditReader(ctx);
  const { decimal } = csvDialect(language);
  const rows = await selectEntries(ctx)
    .where(and(...where))
    .orderBy(asc(auditEntries.id))
    .limit(CSV_MAX_ROWS);
  const currency = user.company.defaultCurrency;
  const copy = journalCsvCopy(language);
  const lines = rows.map(toView).flatMap((e) => {
    const head = [e.at.toISOString(), e.userName ?? '', e.actingAdminName ?? '', e.terminalName ?? ''];
    head.push(e.venueName ?? '', e.operation, e.objectType, e.objectId ?? '', e.objectLabel ?? '');
    head.push(labelOf(copy.auditActions, e.action));
    const changes = e.changes.length > 0 ? e.changes : [{ field: '', before: null, after: null }];
    return changes.map((c) => [
      ...head,
      c.field,
      csvValue(c.field, c.before, currency, decimal),
      csvValue(c.field, c.after, currency, decimal),
    ]);
  });
  // The one CSV writer: byte-order mark, and the reader's separator and decimal mark.
  return writeCsv([copy.auditHeader, ...lines], language);
}
