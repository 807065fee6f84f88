// The "cloud configuration for online ordering" (§7): one venue's online ordering as terminals and
// the guest page get it — the settings, the menu of each service type, the weekly hours and the
// exceptions of the next 60 days. The terminals' feed list 'onlineOrdering' and the GraphQL query
// `onlineOrderingConfiguration` both read it here, so they cannot disagree.
import type { OnlineServiceType, Weekday } from '@fika/domain';
import { sortWeeklyIntervals } from '@fika/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { openingExceptions, openingHours, venues } from '../../platform/db/schema/index.ts';
import { loadOnlineSettings } from './settings.service.ts';

/** Days ahead (from the venue's today) whose exceptions the configuration carries. */
export const CONFIGURATION_EXCEPTION_DAYS = 60;

export interface OnlineOrderingConfiguration {
  /** The venue's id (the feed keys the list by it). */
  id: string;
  enabled: boolean;
  slug: string;
  guestName: string | null;
  description: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  imageId: string | null;
  timezone: string;
  serviceTypes: OnlineServiceType[];
  serviceMenus: { serviceType: OnlineServiceType; menuId: string }[];
  preparationMinutes: number;
  pickupSlotMinutes: number;
  minOrderAmount: number;
  tipsEnabled: boolean;
  cardPayments: boolean;
  counterPayments: boolean;
  pausedUntil: string | null;
  openingHours: { weekday: Weekday; startMinute: number; endMinute: number }[];
  exceptions: {
    date: string;
    closed: boolean;
    intervals: { startMinute: number; endMinute: number }[];
    note: string | null;
  }[];
}

/** The configuration of a venue of `companyId`, or null when it is not a live venue of that company. */
export async function loadOnlineConfiguration(
  db: DbOrTx,
  companyId: string,
  venueId: string,
): Promise<OnlineOrderingConfiguration | null> {
  const [venue] = await db
    .select({ timezone: venues.timezone })
    .from(venues)
    .where(and(eq(venues.companyId, companyId), eq(venues.id, venueId), eq(venues.deleted, false)));
  if (!venue) return null;
  // The venue's own today: a Stockholm venue's holiday tomorrow is still listed at 23:30 UTC.
  const today = sql`(now() at time zone ${venue.timezone}::text)::date`;
  const [settings, weekly, exceptions] = await Promise.all([
    loadOnlineSettings(db, companyId, venueId),
    db
      .select({
        weekday: openingHours.weekday,
        startMinute: openingHours.startMinute,
        endMinute: openingHours.endMinute,
      })
      .from(openingHours)
      .where(and(eq(openingHours.companyId, companyId), eq(openingHours.venueId, venueId))),
    db
      .select({
        date: openingExceptions.date,
        closed: openingExceptions.closed,
        intervals: openingExceptions.intervals,
        note: openingExceptions.note,
      })
      .from(openingExceptions)
      .where(
        and(
          eq(openingExceptions.companyId, companyId),
          eq(openingExceptions.venueId, venueId),
          sql`${openingExceptions.date} >= ${today} - 1`,
          sql`${openingExceptions.date} <= ${today} + ${CONFIGURATION_EXCEPTION_DAYS}::int`,
        ),
      )
      .orderBy(asc(openingExceptions.date)),
  ]);
  return {
    id: venueId,
    enabled: settings.enabled,
    slug: settings.slug,
    guestName: settings.guestName,
    description: settings.description,
    contactEmail: settings.contactEmail,
    contactPhone: settings.contactPhone,
    imageId: settings.imageId,
    timezone: venue.timezone,
    serviceTypes: settings.serviceTypes as OnlineServiceType[],
    serviceMenus: settings.serviceMenus,
    preparationMinutes: settings.preparationMinutes,
    pickupSlotMinutes: settings.pickupSlotMinutes,
    minOrderAmount: settings.minOrderAmount,
    tipsEnabled: settings.tipsEnabled,
    cardPayments: settings.cardPayments,
    counterPayments: settings.counterPayments,
    pausedUntil: settings.pausedUntil?.toISOString() ?? null,
    openingHours: sortWeeklyIntervals(weekly.map((w) => ({ ...w, weekday: w.weekday as Weekday }))),
    exceptions: exceptions.map((e) => ({ ...e, closed: e.closed, intervals: e.closed ? [] : e.intervals })),
  };
}
