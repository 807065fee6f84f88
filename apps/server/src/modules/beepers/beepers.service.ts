// Beepers (issue #17 point 6): per venue the range of pager numbers handed out at the counter and
// how they are assigned; the numbers in use, each held by an open order. The rules live in the
// domain (beepers.ts); this reads and writes them for one venue of the caller's company.
import {
  type BeeperMode,
  beeperNumberSchema,
  beeperSettingsSchema,
  freeBeeperCount,
  nextFreeBeeper,
  overlappingRange,
} from '@fika/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Ctx } from '../../kernel/context.ts';
import { AppError, badInput } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import { scoped, venueScope } from '../../kernel/tenant.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  beeperAssignments,
  beeperSettings,
  companies,
  orders,
  venues,
} from '../../platform/db/schema/index.ts';
import { visibleVenues } from '../venues/venues.service.ts';

/** A number in use: the open order holding it. */
export interface BeeperInUse {
  number: number;
  orderId: string;
  orderNumber: number;
  status: string;
  assignedAt: Date;
  /** Outside the current range: handed out before the range was changed. */
  outsideRange: boolean;
}

/** A venue's beepers as the screen shows them. */
export interface BeeperSettingsView {
  venueId: string;
  venueName: string;
  /** False until a range is saved: the venue hands out no beepers. */
  configured: boolean;
  rangeFrom: number | null;
  rangeTo: number | null;
  mode: BeeperMode;
  inUse: BeeperInUse[];
  freeCount: number;
  nextFree: number | null;
  updatedAt: Date | null;
}

const isMode = (value: string): value is BeeperMode => value === 'AUTOMATIC' || value === 'MANUAL';

/** The venue's numbers in use, lowest first, with the order holding each. */
export async function beepersInUse(db: DbOrTx, companyId: string, venueId: string) {
  return db
    .select({
      number: beeperAssignments.number,
      orderId: beeperAssignments.orderId,
      orderNumber: orders.orderNumber,
      status: orders.status,
      assignedAt: beeperAssignments.assignedAt,
    })
    .from(beeperAssignments)
    .innerJoin(
      orders,
      and(eq(orders.companyId, beeperAssignments.companyId), eq(orders.id, beeperAssignments.orderId)),
    )
    .where(and(scoped(beeperAssignments, companyId), eq(beeperAssignments.venueId, venueId)))
    .orderBy(asc(beeperAssignments.number));
}

async function settingsRow(db: DbOrTx, companyId: string, venueId: string) {
  const [row] = await db
    .select()
    .from(beeperSettings)
    .where(and(scoped(beeperSettings, companyId), eq(beeperSettings.venueId, venueId)));
  return row;
}

async function viewOf(db: DbOrTx, companyId: string, venueId: string): Promise<BeeperSettingsView> {
  const [row, used, [venue]] = await Promise.all([
    settingsRow(db, companyId, venueId),
    beepersInUse(db, companyId, venueId),
    db
      .select({ name: venues.name })
      .from(venues)
      .where(and(scoped(venues, companyId), eq(venues.id, venueId))),
  ]);
  const numbers = used.map((u) => u.number);
  const range = row ? { rangeFrom: row.rangeFrom, rangeTo: row.rangeTo } : null;
  return {
    venueId,
    venueName: venue?.name ?? '',
    configured: row !== undefined,
    rangeFrom: row?.rangeFrom ?? null,
    rangeTo: row?.rangeTo ?? null,
    mode: row && isMode(row.mode) ? row.mode : 'AUTOMATIC',
    inUse: used.map((u) => ({
      ...u,
      outsideRange: range !== null && (u.number < range.rangeFrom || u.number > range.rangeTo),
    })),
    freeCount: range ? freeBeeperCount(range, numbers) : 0,
    nextFree: range ? nextFreeBeeper(range, numbers) : null,
    updatedAt: row?.updatedAt ?? null,
  };
}

/** beeperSettings(venueId) (SETTINGS): the venue's range, mode and numbers in use and free. */
export async function getBeeperSettings(ctx: Ctx, venueId: string): Promise<BeeperSettingsView> {
  const user = requireScope(ctx, 'SETTINGS');
  await venueScope(ctx.db, user, venueId);
  return viewOf(ctx.db, user.companyId, venueId);
}

/** beeperOverview (SETTINGS): every venue the caller sees, with its beepers, by venue name. */
export async function beeperOverview(ctx: Ctx): Promise<BeeperSettingsView[]> {
  const user = requireScope(ctx, 'SETTINGS');
  const mine = await visibleVenues(ctx, user);
  const views = await Promise.all(mine.map((v) => viewOf(ctx.db, user.companyId, v.id)));
  return views.sort((a, b) => a.venueName.localeCompare(b.venueName));
}

/**
 * updateBeeperSettings (SETTINGS): saves the venue's range and mode. The range may not overlap
 * another venue's of the company; the check runs under the company row's lock, so two venues saved
 * at once cannot both take the same numbers. Numbers in use outside a narrowed range stay held by
 * their orders until those complete (a guest already holds the pager).
 */
export async function updateBeeperSettings(
  ctx: Ctx,
  venueId: string,
  raw: unknown,
): Promise<BeeperSettingsView> {
  const user = requireScope(ctx, 'SETTINGS');
  const input = parseInput(beeperSettingsSchema, raw);
  await venueScope(ctx.db, user, venueId);
  await ctx.db.transaction(async (tx) => {
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, user.companyId))
      .for('update');
    const others = await tx
      .select({ rangeFrom: beeperSettings.rangeFrom, rangeTo: beeperSettings.rangeTo })
      .from(beeperSettings)
      .where(and(scoped(beeperSettings, user.companyId), ne(beeperSettings.venueId, venueId)));
    if (overlappingRange(input, others)) {
      throw badInput([
        { field: 'rangeFrom', message: 'validation.beeperRangeOverlap' },
        { field: 'rangeTo', message: 'validation.beeperRangeOverlap' },
      ]);
    }
    const current = await settingsRow(tx, user.companyId, venueId);
    // Saving what is already stored writes nothing: no feed change for the tills to fetch.
    if (
      current &&
      current.rangeFrom === input.rangeFrom &&
      current.rangeTo === input.rangeTo &&
      current.mode === input.mode
    ) {
      return;
    }
    await tx
      .insert(beeperSettings)
      .values({ id: newId(), companyId: user.companyId, venueId, ...input })
      .onConflictDoUpdate({
        target: [beeperSettings.companyId, beeperSettings.venueId],
        set: { ...input, updatedAt: new Date() },
      });
  });
  return viewOf(ctx.db, user.companyId, venueId);
}

const releaseSchema = z.object({ number: beeperNumberSchema });

/**
 * releaseBeeper (SETTINGS): frees a number whose order never completed (the pager came back, the
 * till was reset). The order keeps the number it was given, as its history; only the hold ends.
 */
export async function releaseBeeper(ctx: Ctx, venueId: string, number: unknown): Promise<BeeperSettingsView> {
  const user = requireScope(ctx, 'SETTINGS');
  const input = parseInput(releaseSchema, { number });
  await venueScope(ctx.db, user, venueId);
  const released = await ctx.db
    .delete(beeperAssignments)
    .where(
      and(
        scoped(beeperAssignments, user.companyId),
        eq(beeperAssignments.venueId, venueId),
        eq(beeperAssignments.number, input.number),
      ),
    )
    .returning({ number: beeperAssignments.number });
  if (released.length === 0) {
    throw new AppError('CONFLICT', 'beepers.errors.notInUse', `Beeper ${input.number} is not in use.`);
  }
  return viewOf(ctx.db, user.companyId, venueId);
}
