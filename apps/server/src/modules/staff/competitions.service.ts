// Staff competitions (issue #13 point 5): list, read, create and update, all under STAFF. A
// venue-restricted user sees and edits only competitions whose venues are all theirs, so no board
// shows them another venue's sales.
import {
  type CompetitionMetric,
  type CompetitionStatus,
  canAccessVenue,
  competitionSchema,
  competitionStatus,
  type LeaderboardEntry,
} from '@fika/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { badInput, type FieldError, notFound } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import { live, scoped } from '../../kernel/tenant.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  categories,
  competitionStaff,
  competitions,
  competitionTargets,
  competitionVenues,
  items,
  staff,
  venues,
} from '../../platform/db/schema/index.ts';
import { todayFor } from '../finance/access.ts';
import { frozenLeaderboard, type LeaderboardRules, liveLeaderboard } from './competitions.leaderboard.ts';

/** An id with the name people know it by. */
export interface NamedRef {
  id: string;
  name: string;
}

/** A competition as the back office shows it. */
export interface CompetitionView extends LeaderboardRules {
  name: string;
  prize: string | null;
  status: CompetitionStatus;
  venues: NamedRef[];
  staff: NamedRef[];
  items: NamedRef[];
  categories: NamedRef[];
  /** The stored final board (finished competitions, once read). */
  result: unknown;
}

/** A leaderboard and, for a finished competition, when it was frozen. */
export interface LeaderboardView {
  entries: LeaderboardEntry[];
  frozenAt: string | null;
}

const MESSAGE = {
  unknownVenue: 'validation.unknownVenue',
  unknownStaff: 'validation.unknownStaff',
  unknownItem: 'validation.unknownItem',
  unknownCategory: 'validation.unknownCategory',
} as const;

function groupNames(rows: { owner: string; id: string; name: string }[]): Map<string, NamedRef[]> {
  const by = new Map<string, NamedRef[]>();
  for (const { owner, id, name } of rows) {
    const list = by.get(owner) ?? [];
    list.push({ id, name });
    by.set(owner, list);
  }
  for (const list of by.values()) list.sort((a, b) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1));
  return by;
}

/** The competitions of `user`'s company that they may see (optionally only `ids`), newest period first. */
async function competitionsWhere(
  db: DbOrTx,
  user: UserPrincipal,
  ids?: readonly string[],
): Promise<CompetitionView[]> {
  const rows = await db
    .select()
    .from(competitions)
    .where(and(live(competitions, user), ids ? inArray(competitions.id, [...ids]) : undefined))
    .orderBy(desc(competitions.startsOn), asc(competitions.name), asc(competitions.id));
  if (rows.length === 0) return [];
  const owners = rows.map((r) => r.id);
  const C = { venues: competitionVenues, staff: competitionStaff, targets: competitionTargets };
  const [venueRows, staffRows, targetRows, zones] = await Promise.all([
    db
      .select({ owner: C.venues.competitionId, id: venues.id, name: venues.name })
      .from(C.venues)
      .innerJoin(venues, eq(venues.id, C.venues.venueId))
      .where(and(scoped(C.venues, user), inArray(C.venues.competitionId, owners))),
    db
      .select({ owner: C.staff.competitionId, id: staff.id, name: staff.name })
      .from(C.staff)
      .innerJoin(staff, and(eq(staff.companyId, C.staff.companyId), eq(staff.id, C.staff.staffId)))
      .where(and(scoped(C.staff, user), inArray(C.staff.competitionId, owners))),
    db
      .select({ owner: C.targets.competitionId, kind: C.targets.kind, id: C.targets.targetId })
      .from(C.targets)
      .where(and(scoped(C.targets, user), inArray(C.targets.competitionId, owners))),
    db.select({ id: venues.id, timezone: venues.timezone }).from(venues).where(scoped(venues, user)),
  ]);
  const targetIds = (kind: string) => [
    ...new Set(targetRows.filter((t) => t.kind === kind).map((t) => t.id)),
  ];
  const [itemNames, categoryNames] = await Promise.all([
    targetIds('ITEM').length === 0
      ? []
      : db
          .select({ id: items.id, name: items.title })
          .from(items)
          .where(and(scoped(items, user), inArray(items.id, targetIds('ITEM')))),
    targetIds('CATEGORY').length === 0
      ? []
      : db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(and(scoped(categories, user), inArray(categories.id, targetIds('CATEGORY')))),
  ]);
  const nameOf = new Map([...itemNames, ...categoryNames].map((r) => [r.id, r.name]));
  const targetsBy = (kind: string) =>
    groupNames(
      targetRows
        .filter((t) => t.kind === kind)
        .map((t) => ({ owner: t.owner, id: t.id, name: nameOf.get(t.id) ?? t.id })),
    );
  const venuesBy = groupNames(venueRows);
  const staffBy = groupNames(staffRows);
  const itemsBy = targetsBy('ITEM');
  const categoriesBy = targetsBy('CATEGORY');
  const zoneOf = new Map(zones.map((z) => [z.id, z.timezone]));
  const now = new Date();
  return rows
    .map((row): CompetitionView => {
      const own = {
        venues: venuesBy.get(row.id) ?? [],
        staff: staffBy.get(row.id) ?? [],
        items: itemsBy.get(row.id) ?? [],
        categories: categoriesBy.get(row.id) ?? [],
      };
      const todays = own.venues.map((v) => todayFor(zoneOf.get(v.id) ?? 'Europe/Stockholm', now));
      return {
        id: row.id,
        companyId: row.companyId,
        name: row.name,
        metric: row.metric as CompetitionMetric,
        startsOn: row.startsOn,
        endsOn: row.endsOn,
        goal: row.goal,
        prize: row.prize,
        result: row.result,
        status: competitionStatus(row, todays),
        ...own,
        venueIds: own.venues.map((v) => v.id),
        staffIds: own.staff.map((s) => s.id),
        itemIds: own.items.map((i) => i.id),
        categoryIds: own.categories.map((c) => c.id),
      };
    })
    .filter((c) => c.venueIds.every((id) => canAccessVenue(user.permissions, id)));
}

/** One competition the caller may see, or NOT_FOUND (another company's or another venue's). */
export async function competitionOf(db: DbOrTx, user: UserPrincipal, id: string): Promise<CompetitionView> {
  const [found] = await competitionsWhere(db, user, [id]);
  if (!found) throw notFound('Competition');
  return found;
}

/** The competitions the caller may see, newest period first (STAFF). */
export async function listCompetitions(ctx: Ctx): Promise<CompetitionView[]> {
  return competitionsWhere(ctx.db, requireScope(ctx, 'STAFF'));
}

/** One competition (STAFF). */
export async function getCompetition(ctx: Ctx, id: string): Promise<CompetitionView> {
  return competitionOf(ctx.db, requireScope(ctx, 'STAFF'), id);
}

// One board per competition per request, however many fields (leader, leaderboard) ask for it.
const boards = new WeakMap<CompetitionView, Promise<LeaderboardView>>();

/** The competition's leaderboard: live while it runs, frozen once it has finished. */
export function leaderboardOf(ctx: Ctx, competition: CompetitionView): Promise<LeaderboardView> {
  let board = boards.get(competition);
  if (!board) {
    board =
      competition.status === 'FINISHED'
        ? frozenLeaderboard(ctx.db, competition, competition.result)
        : liveLeaderboard(ctx.db, competition).then((entries) => ({ entries, frozenAt: null }));
    boards.set(competition, board);
  }
  return board;
}

// Every id the input names must be the caller's: live venues they may see, staff, items and
// categories of their company. Each unknown one is a field error on its list; nothing is written.
async function checkReferences(db: DbOrTx, user: UserPrincipal, input: ReturnType<typeof parse>) {
  const errors: FieldError[] = [];
  const known = async (
    ids: readonly string[],
    query: (ids: string[]) => Promise<{ id: string }[]>,
  ): Promise<Set<string>> =>
    ids.length === 0 ? new Set() : new Set((await query([...ids])).map((r) => r.id));
  const [venueIds, staffIds, itemIds, categoryIds] = await Promise.all([
    known(input.venueIds, (ids) =>
      db
        .select({ id: venues.id })
        .from(venues)
        .where(and(live(venues, user), inArray(venues.id, ids))),
    ),
    known(input.staffIds, (ids) =>
      db
        .select({ id: staff.id })
        .from(staff)
        .where(and(live(staff, user), inArray(staff.id, ids))),
    ),
    known(input.itemIds, (ids) =>
      db
        .select({ id: items.id })
        .from(items)
        .where(and(live(items, user), inArray(items.id, ids))),
    ),
    known(input.categoryIds, (ids) =>
      db
        .select({ id: categories.id })
        .from(categories)
        .where(and(live(categories, user), inArray(categories.id, ids))),
    ),
  ]);
  const check = (field: string, ids: readonly string[], ok: (id: string) => boolean, message: string) => {
    if (ids.some((id) => !ok(id))) errors.push({ field, message });
  };
  check(
    'venueIds',
    input.venueIds,
    (id) => venueIds.has(id) && canAccessVenue(user.permissions, id),
    MESSAGE.unknownVenue,
  );
  check('staffIds', input.staffIds, (id) => staffIds.has(id), MESSAGE.unknownStaff);
  check('itemIds', input.itemIds, (id) => itemIds.has(id), MESSAGE.unknownItem);
  check('categoryIds', input.categoryIds, (id) => categoryIds.has(id), MESSAGE.unknownCategory);
  if (errors.length > 0) throw badInput(errors);
}

const parse = (raw: unknown) => parseInput(competitionSchema, raw);

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');

/**
 * createCompetition / updateCompetition (`id` given): the whole competition, replaced. Changing
 * what counts (period, metric, goal, venues, staff, targets) lets a finished board be frozen again
 * from the rollup; renaming it or its prize keeps the frozen board.
 */
export async function saveCompetition(ctx: Ctx, id: string | null, raw: unknown): Promise<CompetitionView> {
  const user = requireScope(ctx, 'STAFF');
  const { companyId } = user;
  const before = id !== null ? await competitionOf(ctx.db, user, id) : null;
  const input = parse(raw);
  await checkReferences(ctx.db, user, input);
  const competitionId = id ?? newId();
  const rulesChanged =
    !before ||
    before.startsOn !== input.startsOn ||
    before.endsOn !== input.endsOn ||
    before.metric !== input.metric ||
    before.goal !== input.goal ||
    !sameList(before.venueIds, input.venueIds) ||
    !sameList(before.staffIds, input.staffIds) ||
    !sameList(before.itemIds, input.itemIds) ||
    !sameList(before.categoryIds, input.categoryIds);
  await ctx.db.transaction(async (tx) => {
    const values = {
      name: input.name,
      metric: input.metric,
      startsOn: input.startsOn,
      endsOn: input.endsOn,
      goal: input.goal,
      prize: input.prize,
      updatedAt: new Date(),
      ...(rulesChanged ? { result: null } : {}),
    };
    if (id !== null) {
      await tx
        .update(competitions)
        .set(values)
        .where(and(live(competitions, user), eq(competitions.id, id)));
      if (!rulesChanged) return;
      for (const table of [competitionVenues, competitionStaff, competitionTargets]) {
        await tx.delete(table).where(and(scoped(table, user), eq(table.competitionId, id)));
      }
    } else {
      await tx.insert(competitions).values({ id: competitionId, companyId, ...values });
    }
    const link = { companyId, competitionId };
    await tx.insert(competitionVenues).values(input.venueIds.map((venueId) => ({ ...link, venueId })));
    if (input.staffIds.length > 0) {
      await tx.insert(competitionStaff).values(input.staffIds.map((staffId) => ({ ...link, staffId })));
    }
    const targets = [
      ...input.itemIds.map((targetId) => ({ ...link, kind: 'ITEM', targetId })),
      ...input.categoryIds.map((targetId) => ({ ...link, kind: 'CATEGORY', targetId })),
    ];
    await tx.insert(competitionTargets).values(targets);
  });
  return competitionOf(ctx.db, user, competitionId);
}

/** What a competition may count, for the form's pickers: the company's live items and categories (STAFF). */
export async function competitionChoices(ctx: Ctx): Promise<{ items: NamedRef[]; categories: NamedRef[] }> {
  const user = requireScope(ctx, 'STAFF');
  const [itemRows, categoryRows] = await Promise.all([
    ctx.db
      .select({ id: items.id, name: items.title })
      .from(items)
      .where(live(items, user))
      .orderBy(asc(items.title), asc(items.id)),
    ctx.db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(live(categories, user))
      .orderBy(asc(categories.name), asc(categories.id)),
  ]);
  return { items: itemRows, categories: categoryRows };
}
