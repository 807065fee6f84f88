// A venue's opening hours for online ordering (issue #15 point 2): the week (several intervals a
// day, past midnight allowed) and the dates that differ. The rules live in the domain
// (opening-hours.ts); this reads and writes them for one venue of the caller's company.
import {
  exceptionDay,
  type OpeningException,
  type OpeningExceptionDay,
  type OpeningSchedule,
  openingExceptionSchema,
  openingWeekSchema,
  sortWeeklyIntervals,
  WEEKDAYS,
  type WeeklyInterval,
} from '@fika/domain';
import { and, asc, eq, gte, ne } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Ctx } from '../../kernel/context.ts';
import { notFound } from '../../kernel/errors.ts';
import { requireUser } from '../../kernel/guards.ts';
import { scoped, venueScope } from '../../kernel/tenant.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { openingExceptions, openingHours } from '../../platform/db/schema/index.ts';

/** One saved exception as the screen shows it. */
export interface OpeningExceptionView extends OpeningExceptionDay {
  id: string;
  venueId: string;
  note: string | null;
}

/** A venue's hours as the screen edits them. */
export interface OpeningHoursView {
  venueId: string;
  weekly: WeeklyInterval[];
  exceptions: OpeningExceptionView[];
}

function isWeekday(value: string): value is WeeklyInterval['weekday'] {
  return (WEEKDAYS as readonly string[]).includes(value);
}

async function weeklyOf(db: DbOrTx, companyId: string, venueId: string): Promise<WeeklyInterval[]> {
  const rows = await db
    .select({
      weekday: openingHours.weekday,
      startMinute: openingHours.startMinute,
      endMinute: openingHours.endMinute,
    })
    .from(openingHours)
    .where(and(scoped(openingHours, companyId), eq(openingHours.venueId, venueId)));
  return sortWeeklyIntervals(
    rows.flatMap((row) => (isWeekday(row.weekday) ? [{ ...row, weekday: row.weekday }] : [])),
  );
}

async function exceptionsOf(
  db: DbOrTx,
  companyId: string,
  venueId: string,
  from?: string,
): Promise<OpeningExceptionView[]> {
  const rows = await db
    .select()
    .from(openingExceptions)
    .where(
      and(
        scoped(openingExceptions, companyId),
        eq(openingExceptions.venueId, venueId),
        from ? gte(openingExceptions.date, from) : undefined,
      ),
    )
    .orderBy(asc(openingExceptions.date));
  return rows.map((row) => ({
    id: row.id,
    venueId: row.venueId,
    date: row.date,
    closed: row.closed,
    intervals: row.closed ? [] : row.intervals,
    note: row.note,
  }));
}

/**
 * A venue's schedule as openStateAt and pickupSlots read it: the week and the exceptions from
 * yesterday on (older dates cannot matter to "now"). The caller has checked the venue.
 */
export async function loadOpeningSchedule(
  db: DbOrTx,
  companyId: string,
  venueId: string,
  now: Date = new Date(),
): Promise<OpeningSchedule> {
  // Two days back covers any time zone's "yesterday", whose interval may run past midnight.
  const from = new Date(now.getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
  const [weekly, exceptions] = await Promise.all([
    weeklyOf(db, companyId, venueId),
    exceptionsOf(db, companyId, venueId, from),
  ]);
  return { weekly, exceptions };
}

/** The venue's week and every saved exception (past ones too, newest last). */
export async function getOpeningHours(ctx: Ctx, venueId: string): Promise<OpeningHoursView> {
  const user = requireUser(ctx);
  await venueScope(ctx.db, user, venueId);
  const [weekly, exceptions] = await Promise.all([
    weeklyOf(ctx.db, user.companyId, venueId),
    exceptionsOf(ctx.db, user.companyId, venueId),
  ]);
  return { venueId, weekly, exceptions };
}

/** Replaces the venue's whole week in one transaction (an empty list: no weekly hours). */
export async function setOpeningHours(ctx: Ctx, venueId: string, raw: unknown): Promise<OpeningHoursView> {
  const user = requireUser(ctx);
  // Parsed under its argument's name, so field errors read intervals.0.startMinute.
  const { intervals } = parseInput(z.object({ intervals: openingWeekSchema }), { intervals: raw });
  await venueScope(ctx.db, user, venueId);
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(openingHours)
      .where(and(scoped(openingHours, user.companyId), eq(openingHours.venueId, venueId)));
    if (intervals.length > 0) {
      await tx
        .insert(openingHours)
        .values(intervals.map((i) => ({ ...i, id: newId(), companyId: user.companyId, venueId })));
    }
  });
  return getOpeningHours(ctx, venueId);
}

/**
 * Saves the exception of a date: creates it, or replaces the one the venue has for that date
 * (a date has at most one). With `id`, that exception is updated (its date may move, unless
 * another exception holds the new date: then the other one is replaced).
 */
export async function saveOpeningException(
  ctx: Ctx,
  venueId: string,
  id: string | null,
  raw: unknown,
): Promise<OpeningExceptionView> {
  const user = requireUser(ctx);
  const input: OpeningException = parseInput(openingExceptionSchema, raw);
  await venueScope(ctx.db, user, venueId);
  const values = {
    date: input.date,
    closed: input.closed,
    intervals: exceptionDay(input).intervals,
    note: input.note,
  };
  const savedId = await ctx.db.transaction(async (tx) => {
    if (id) {
      const [own] = await tx
        .select({ id: openingExceptions.id })
        .from(openingExceptions)
        .where(
          and(
            scoped(openingExceptions, user.companyId),
            eq(openingExceptions.venueId, venueId),
            eq(openingExceptions.id, id),
          ),
        )
        .for('update');
      if (!own) throw notFound('OpeningException');
      // Moving onto a date that has its own exception: the edited one takes its place.
      await tx
        .delete(openingExceptions)
        .where(
          and(
            scoped(openingExceptions, user.companyId),
            eq(openingExceptions.venueId, venueId),
            eq(openingExceptions.date, input.date),
            ne(openingExceptions.id, id),
          ),
        );
      await tx.update(openingExceptions).set(values).where(eq(openingExceptions.id, id));
      return id;
    }
    // One exception per date: a second save of a date replaces it (also under a concurrent burst).
    const [row] = await tx
      .insert(openingExceptions)
      .values({ id: newId(), companyId: user.companyId, venueId, ...values })
      .onConflictDoUpdate({ target: [openingExceptions.venueId, openingExceptions.date], set: values })
      .returning({ id: openingExceptions.id });
    return row?.id ?? '';
  });
  const saved = (await exceptionsOf(ctx.db, user.companyId, venueId)).find((e) => e.id === savedId);
  if (!saved) throw notFound('OpeningException');
  return saved;
}

/** Deletes one exception of a venue the caller may see; true when it existed. */
export async function deleteOpeningException(ctx: Ctx, id: string): Promise<boolean> {
  const user = requireUser(ctx);
  const [row] = await ctx.db
    .select({ venueId: openingExceptions.venueId })
    .from(openingExceptions)
    .where(and(scoped(openingExceptions, user.companyId), eq(openingExceptions.id, id)));
  if (!row) throw notFound('OpeningException');
  await venueScope(ctx.db, user, row.venueId);
  await ctx.db
    .delete(openingExceptions)
    .where(and(scoped(openingExceptions, user.companyId), eq(openingExceptions.id, id)));
  return true;
}
