// The online-ordering overview (issue #15 point 1): per venue the caller may see, whether guests
// can order right now (enabled, open by the opening hours, not paused) and until when, today's
// online orders and sales, and the guest page's link; and the pause switch ("not taking orders
// for 30 minutes").
import { accountingDayOf, openStateAt } from '@fika/domain';
import { and, asc, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Config } from '../../config.ts';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { badInput } from '../../kernel/errors.ts';
import { requireUser } from '../../kernel/guards.ts';
import { live, restrictedVenues, venueScope } from '../../kernel/tenant.ts';
import { parseInput } from '../../kernel/validate.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { onlineOrderingSettings, orders, venues } from '../../platform/db/schema/index.ts';
import { guestVenueUrl } from './guest-links.ts';
import { loadOpeningSchedule } from './opening-hours.service.ts';
import { ensureOnlineSettingsRow, loadOnlineSettings } from './settings.service.ts';

/** One venue's card on the overview. */
export interface OnlineVenueOverview {
  venueId: string;
  venueName: string;
  timeZone: string;
  enabled: boolean;
  slug: string;
  /** The guest page: {publicUrl}/{lang}/order/{slug}, as the settings and QR screens link it. */
  guestUrl: string;
  /** Whether the opening hours say open at the time of asking. */
  open: boolean;
  closesAt: Date | null;
  opensAt: Date | null;
  /** Set while a pause lasts; null when not paused (a past pause reads as none). */
  pausedUntil: Date | null;
  /** Guests can order now: enabled, open and not paused. */
  acceptingOrders: boolean;
  /** Whether the venue has any weekly hours (without them it never opens). */
  hasHours: boolean;
  /** Today's (the venue's accounting day) online orders, not counting cancelled or rejected ones. */
  todayOrders: number;
  /** Their paid total in minor units (an open, unpaid counter order counts once paid). */
  todaySales: number;
  currency: string;
}

/** Orders that never became a sale. */
const NOT_SALES = ['CANCELLED', 'REJECTED'];

async function venueOverview(
  db: DbOrTx,
  config: Config,
  user: UserPrincipal,
  venue: { id: string; name: string; timezone: string },
  now: Date,
): Promise<OnlineVenueOverview> {
  const day = accountingDayOf(now, venue.timezone);
  const [settings, schedule, [today]] = await Promise.all([
    loadOnlineSettings(db, user.companyId, venue.id),
    loadOpeningSchedule(db, user.companyId, venue.id, now),
    db
      .select({
        count: sql<number>`count(*)::int`,
        sales: sql<number>`coalesce(sum(${orders.totalAmount}) filter (where ${orders.closedAt} is not null), 0)::int`,
      })
      .from(orders)
      .where(
        and(
          eq(orders.companyId, user.companyId),
          eq(orders.venueId, venue.id),
          eq(orders.accountingDay, day),
          eq(orders.channel, 'APP'),
          notInArray(orders.status, NOT_SALES),
        ),
      ),
  ]);
  const state = openStateAt(schedule, now, venue.timezone);
  const pausedUntil = settings.pausedUntil && settings.pausedUntil > now ? settings.pausedUntil : null;
  return {
    venueId: venue.id,
    venueName: venue.name,
    timeZone: venue.timezone,
    enabled: settings.enabled,
    slug: settings.slug,
    guestUrl: guestVenueUrl(config, user.company, settings.slug),
    open: state.open,
    closesAt: state.closesAt,
    opensAt: state.opensAt,
    pausedUntil,
    acceptingOrders: settings.enabled && state.open && !pausedUntil,
    hasHours: schedule.weekly.length > 0 || schedule.exceptions.some((e) => !e.closed),
    todayOrders: today?.count ?? 0,
    todaySales: today?.sales ?? 0,
    currency: user.company.defaultCurrency,
  };
}

/** Every venue the caller may see, in the order the venue lists show them. */
export async function onlineOrderingOverview(ctx: Ctx, now = new Date()): Promise<OnlineVenueOverview[]> {
  const user = requireUser(ctx);
  const restricted = restrictedVenues(user);
  const rows = await ctx.db
    .select({ id: venues.id, name: venues.name, timezone: venues.timezone })
    .from(venues)
    .where(and(live(venues, user), restricted ? sql`${venues.id} = any(${restricted})` : undefined))
    .orderBy(asc(venues.createdAt), asc(venues.id));
  return Promise.all(rows.map((venue) => venueOverview(ctx.db, ctx.config, user, venue, now)));
}

async function oneVenue(ctx: Ctx, user: UserPrincipal, venueId: string, now: Date) {
  const [venue] = await ctx.db
    .select({ id: venues.id, name: venues.name, timezone: venues.timezone })
    .from(venues)
    .where(and(live(venues, user), eq(venues.id, venueId)));
  // venueScope ran before: the venue is there.
  return venueOverview(ctx.db, ctx.config, user, venue as NonNullable<typeof venue>, now);
}

/** Longest pause by minutes: a day. */
export const PAUSE_MAX_MINUTES = 1440;

const pauseSchema = z.object({
  minutes: z.nullish(
    z
      .number({ error: 'validation.pauseMinutes' })
      .check(
        z.int({ error: 'validation.pauseMinutes' }),
        z.minimum(1, { error: 'validation.pauseMinutes' }),
        z.maximum(PAUSE_MAX_MINUTES, { error: 'validation.pauseMinutes' }),
      ),
  ),
  untilClosing: z.nullish(z.boolean({ error: 'validation.invalid' })),
});

/**
 * Stops guests ordering at the venue for `minutes`, or until the opening hours' current closing
 * (refused while closed: there is nothing to pause). Makes the settings row when the venue has none.
 */
export async function pauseOnlineOrdering(
  ctx: Ctx,
  venueId: string,
  raw: { minutes?: number | null; untilClosing?: boolean | null },
  now = new Date(),
): Promise<OnlineVenueOverview> {
  const user = requireUser(ctx);
  const input = parseInput(pauseSchema, raw);
  await venueScope(ctx.db, user, venueId);
  let until: Date;
  if (input.untilClosing) {
    const [venue] = await ctx.db
      .select({ timezone: venues.timezone })
      .from(venues)
      .where(eq(venues.id, venueId));
    const schedule = await loadOpeningSchedule(ctx.db, user.companyId, venueId, now);
    const state = openStateAt(schedule, now, venue?.timezone ?? user.company.timezone);
    if (!state.open) throw badInput([{ field: 'untilClosing', message: 'validation.notOpen' }]);
    // Open around the clock: "until closing" holds for a day.
    until = state.closesAt ?? new Date(now.getTime() + PAUSE_MAX_MINUTES * 60_000);
  } else {
    if (input.minutes == null) throw badInput([{ field: 'minutes', message: 'validation.required' }]);
    until = new Date(now.getTime() + input.minutes * 60_000);
  }
  await ctx.db.transaction(async (tx) => {
    await ensureOnlineSettingsRow(tx, user.companyId, venueId);
    await setPausedUntil(tx, user.companyId, venueId, until);
  });
  return oneVenue(ctx, user, venueId, now);
}

/** Takes orders again at once (ends a pause; nothing to do without one). */
export async function resumeOnlineOrdering(
  ctx: Ctx,
  venueId: string,
  now = new Date(),
): Promise<OnlineVenueOverview> {
  const user = requireUser(ctx);
  await venueScope(ctx.db, user, venueId);
  await setPausedUntil(ctx.db, user.companyId, venueId, null);
  return oneVenue(ctx, user, venueId, now);
}

async function setPausedUntil(db: DbOrTx, companyId: string, venueId: string, until: Date | null) {
  await db
    .update(onlineOrderingSettings)
    .set({ pausedUntil: until, updatedAt: new Date() })
    .where(
      and(
        eq(onlineOrderingSettings.companyId, companyId),
        eq(onlineOrderingSettings.venueId, venueId),
        until ? undefined : isNotNull(onlineOrderingSettings.pausedUntil),
      ),
    );
}
