// A competition's leaderboard: the staff × item rollup summed over the competition's period, venues,
// staff and targets, grouped by staff and ranked. Once the competition has finished, the first read
// freezes the board into competitions.result, so later renames, catalogue changes or late refunds
// do not rewrite a contest that has been decided.
import {
  type CompetitionMetric,
  type LeaderboardEntry,
  rankLeaderboard,
  type StaffTally,
} from '@fika/domain';
import { and, between, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { competitions, staff, staffItemRollups } from '../../platform/db/schema/index.ts';

/** What a leaderboard is computed from. */
export interface LeaderboardRules {
  id: string;
  companyId: string;
  metric: CompetitionMetric;
  startsOn: string;
  endsOn: string;
  goal: number | null;
  venueIds: readonly string[];
  staffIds: readonly string[];
  itemIds: readonly string[];
  categoryIds: readonly string[];
}

/** The frozen board as stored in competitions.result. */
export interface FrozenResult {
  frozenAt: string;
  entries: LeaderboardEntry[];
}

/** Sums the rollup for the competition's rules, one tally per staff member (no-staff sales left out). */
export async function staffTallies(db: DbOrTx, rules: LeaderboardRules): Promise<StaffTally[]> {
  const R = staffItemRollups;
  const targets: SQL[] = [];
  if (rules.itemIds.length > 0) targets.push(inArray(R.itemId, [...rules.itemIds]));
  if (rules.categoryIds.length > 0) targets.push(inArray(R.categoryId, [...rules.categoryIds]));
  if (targets.length === 0 || rules.venueIds.length === 0) return [];
  const rows = await db
    .select({
      staffId: R.staffId,
      // Deleted staff keep their row (soft delete), so a past seller keeps their name.
      name: sql<string>`coalesce(max(${staff.name}), ${R.staffId})`,
      quantity: sql<number>`sum(${R.quantity})::float8`,
      amount: sql<number>`sum(${R.salesAmount})::float8`,
    })
    .from(R)
    .leftJoin(staff, and(eq(staff.companyId, R.companyId), eq(staff.id, R.staffId)))
    .where(
      and(
        eq(R.companyId, rules.companyId),
        between(R.accountingDay, rules.startsOn, rules.endsOn),
        inArray(R.venueId, [...rules.venueIds]),
        ne(R.staffId, ''),
        rules.staffIds.length > 0 ? inArray(R.staffId, [...rules.staffIds]) : undefined,
        or(...targets),
      ),
    )
    .groupBy(R.staffId);
  return rows.map((r) => ({ ...r, quantity: Number(r.quantity), amount: Number(r.amount) }));
}

/** The ranked board as the rollup has it now. */
export async function liveLeaderboard(db: DbOrTx, rules: LeaderboardRules): Promise<LeaderboardEntry[]> {
  return rankLeaderboard(await staffTallies(db, rules), rules.metric, rules.goal);
}

/**
 * The board of a finished competition: the stored one, or computed and stored now. The update only
 * fills an empty result, so two first readers at once store one board and both show it.
 */
export async function frozenLeaderboard(
  db: DbOrTx,
  rules: LeaderboardRules,
  stored: unknown,
): Promise<FrozenResult> {
  if (isFrozenResult(stored)) return stored;
  const result: FrozenResult = {
    frozenAt: new Date().toISOString(),
    entries: await liveLeaderboard(db, rules),
  };
  const [saved] = await db
    .update(competitions)
    .set({ result })
    .where(
      and(
        eq(competitions.companyId, rules.companyId),
        eq(competitions.id, rules.id),
        isNull(competitions.result),
      ),
    )
    .returning({ result: competitions.result });
  if (saved) return result;
  const [other] = await db
    .select({ result: competitions.result })
    .from(competitions)
    .where(and(eq(competitions.companyId, rules.companyId), eq(competitions.id, rules.id)));
  return isFrozenResult(other?.result) ? other.result : result;
}

function isFrozenResult(value: unknown): value is FrozenResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as FrozenResult).entries) &&
    typeof (value as FrozenResult).frozenAt === 'string'
  );
}
