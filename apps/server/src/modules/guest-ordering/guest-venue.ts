// A venue as the guest page sees it: found by its online-ordering slug, with its open state
// (opening hours in the venue's time zone, a pause) and the pickup times a guest may choose now.
import {
  type GuestOpenState,
  type GuestVenue,
  isOneOf,
  isPickupSlot,
  normalizeCountry,
  ONLINE_SERVICE_TYPES,
  type OnlineServiceType,
  type OpeningSchedule,
  openStateAt,
  pickupSlots,
} from '@fika/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  companies,
  diningTables,
  floorPlans,
  images,
  onlineOrderingSettings,
  onlineServiceMenus,
  venues,
} from '../../platform/db/schema/index.ts';
import { companyLicensedFeatures } from '../billing/licensed-features.ts';
import { publicImageUrl } from '../library/public-image.ts';
import { loadOpeningSchedule } from '../online-ordering/opening-hours.service.ts';
import { tableIdOfReference } from '../online-ordering/table-ref.ts';
import { guestError } from './guest-errors.ts';

/** Most pickup times offered at once (today's and the next open day's). */
export const PICKUP_SLOT_LIMIT = 96;

/** Everything the guest endpoints need to know about a venue taking online orders. */
export interface GuestVenueFacts {
  companyId: string;
  venueId: string;
  venueName: string;
  slug: string;
  enabled: boolean;
  guestName: string | null;
  description: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  image: { id: string; updatedAt: Date } | null;
  serviceTypes: OnlineServiceType[];
  /** The menu of each offered service type (a type without one shows no menu). */
  menus: Partial<Record<OnlineServiceType, string>>;
  preparationMinutes: number;
  pickupSlotMinutes: number;
  minOrderAmount: number;
  tipsEnabled: boolean;
  cardPayments: boolean;
  counterPayments: boolean;
  pausedUntil: Date | null;
  timezone: string;
  country: string;
  currency: string;
  companyLanguage: string;
  schedule: OpeningSchedule;
}

// A slug is short lower-case words with hyphens (the domain's slug rule); anything else names no venue.
const SLUG_SHAPE = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** The venue of `slug` (case-insensitive), or a 'venueNotFound' refusal: unknown, deleted or inactive. */
export async function loadGuestVenue(db: DbOrTx, rawSlug: string): Promise<GuestVenueFacts> {
  const slug = rawSlug.toLowerCase();
  if (!SLUG_SHAPE.test(slug)) throw guestError('venueNotFound');
  const [row] = await db
    .select({
      settings: onlineOrderingSettings,
      venueName: venues.name,
      timezone: venues.timezone,
      country: companies.country,
      currency: companies.defaultCurrency,
      companyLanguage: companies.defaultLanguage,
      imageUpdatedAt: images.updatedAt,
    })
    .from(onlineOrderingSettings)
    .innerJoin(
      venues,
      and(
        eq(venues.id, onlineOrderingSettings.venueId),
        eq(venues.companyId, onlineOrderingSettings.companyId),
      ),
    )
    .innerJoin(companies, eq(companies.id, venues.companyId))
    .leftJoin(
      images,
      and(
        eq(images.id, onlineOrderingSettings.imageId),
        eq(images.companyId, onlineOrderingSettings.companyId),
      ),
    )
    .where(
      and(
        sql`lower(${onlineOrderingSettings.slug}) = ${slug}`,
        eq(venues.deleted, false),
        eq(venues.active, true),
      ),
    );
  if (!row) throw guestError('venueNotFound');
  const s = row.settings;
  const [menuRows, schedule, licensed] = await Promise.all([
    db
      .select({ serviceType: onlineServiceMenus.serviceType, menuId: onlineServiceMenus.menuId })
      .from(onlineServiceMenus)
      .where(and(eq(onlineServiceMenus.companyId, s.companyId), eq(onlineServiceMenus.venueId, s.venueId))),
    loadOpeningSchedule(db, s.companyId, s.venueId),
    companyLicensedFeatures(db, s.companyId),
  ]);
  const menus: Partial<Record<OnlineServiceType, string>> = {};
  for (const m of menuRows) if (isOneOf(ONLINE_SERVICE_TYPES, m.serviceType)) menus[m.serviceType] = m.menuId;
  return {
    companyId: s.companyId,
    venueId: s.venueId,
    venueName: row.venueName,
    slug: s.slug,
    // §6: without app orders licensed the venue takes no online orders, whatever its settings say.
    enabled: s.enabled && licensed.appOrders,
    guestName: s.guestName,
    description: s.description,
    contactEmail: s.contactEmail,
    contactPhone: s.contactPhone,
    image: s.imageId && row.imageUpdatedAt ? { id: s.imageId, updatedAt: row.imageUpdatedAt } : null,
    serviceTypes: ONLINE_SERVICE_TYPES.filter((t) => s.serviceTypes.includes(t)),
    menus,
    preparationMinutes: s.preparationMinutes,
    pickupSlotMinutes: s.pickupSlotMinutes,
    minOrderAmount: s.minOrderAmount,
    tipsEnabled: s.tipsEnabled,
    cardPayments: s.cardPayments,
    counterPayments: s.counterPayments,
    pausedUntil: s.pausedUntil,
    timezone: row.timezone,
    country: normalizeCountry(row.country),
    currency: row.currency,
    companyLanguage: row.companyLanguage,
    schedule,
  };
}

/** A disabled venue has no guest page. */
export async function loadOrderingVenue(db: DbOrTx, slug: string): Promise<GuestVenueFacts> {
  const venue = await loadGuestVenue(db, slug);
  if (!venue.enabled) throw guestError('onlineOrderingOff');
  return venue;
}

const slotOptions = (venue: GuestVenueFacts) => ({
  preparationMinutes: venue.preparationMinutes,
  slotMinutes: venue.pickupSlotMinutes,
  limit: PICKUP_SLOT_LIMIT,
});

/** Whether the venue takes orders at `now`, and why not. */
export function openStateOf(venue: GuestVenueFacts, now: Date): GuestOpenState {
  const state = openStateAt(venue.schedule, now, venue.timezone);
  const paused = venue.pausedUntil !== null && venue.pausedUntil.getTime() > now.getTime();
  return {
    open: state.open,
    closesAt: state.closesAt?.toISOString() ?? null,
    opensAt: state.opensAt?.toISOString() ?? null,
    pausedUntil: paused ? (venue.pausedUntil?.toISOString() ?? null) : null,
    acceptingOrders: venue.enabled && state.open && !paused,
  };
}

/** Refuses an order now: online ordering off, paused, or closed (in that order). */
export function checkAcceptingOrders(venue: GuestVenueFacts, now: Date): void {
  const state = openStateOf(venue, now);
  if (!venue.enabled) throw guestError('onlineOrderingOff');
  if (state.pausedUntil) throw guestError('venuePaused');
  if (!state.open) throw guestError('venueClosed');
}

/** The pickup times a guest may choose at `now`. */
export const pickupSlotsOf = (venue: GuestVenueFacts, now: Date): Date[] =>
  pickupSlots(venue.schedule, now, venue.timezone, slotOptions(venue));

/** Whether `at` is one of the pickup times offered at `now`. */
export const isPickupSlotOf = (venue: GuestVenueFacts, at: Date, now: Date): boolean =>
  isPickupSlot(venue.schedule, at, now, venue.timezone, slotOptions(venue));

/** The table a signed reference names, when it is an active table of this venue; else 'tableInvalid'. */
export async function resolveVenueTable(
  db: DbOrTx,
  secret: string,
  venue: GuestVenueFacts,
  reference: string,
): Promise<{ code: string; floorPlanName: string }> {
  const tableId = tableIdOfReference(secret, reference);
  if (!tableId) throw guestError('tableInvalid', 'tableRef');
  const [row] = await db
    .select({ code: diningTables.code, floorPlanName: floorPlans.name })
    .from(diningTables)
    .innerJoin(
      floorPlans,
      and(eq(floorPlans.id, diningTables.floorPlanId), eq(floorPlans.companyId, diningTables.companyId)),
    )
    .where(
      and(
        eq(diningTables.id, tableId),
        eq(diningTables.companyId, venue.companyId),
        eq(diningTables.venueId, venue.venueId),
        eq(diningTables.deleted, false),
        eq(diningTables.active, true),
        eq(floorPlans.deleted, false),
      ),
    );
  if (!row) throw guestError('tableInvalid', 'tableRef');
  return row;
}

/** GET venues/:slug — the page head. */
export function guestVenueView(
  venue: GuestVenueFacts,
  now: Date,
  table: { code: string; floorPlanName: string } | null,
): GuestVenue {
  const state = openStateOf(venue, now);
  return {
    slug: venue.slug,
    name: venue.guestName ?? venue.venueName,
    description: venue.description,
    imageUrl: venue.image ? publicImageUrl(venue.image) : null,
    logoUrl: null,
    contactEmail: venue.contactEmail,
    contactPhone: venue.contactPhone,
    currency: venue.currency,
    country: venue.country,
    timezone: venue.timezone,
    serviceTypes: venue.serviceTypes,
    minOrderAmount: venue.minOrderAmount,
    tipsEnabled: venue.tipsEnabled,
    payment: { card: venue.cardPayments, counter: venue.counterPayments },
    preparationMinutes: venue.preparationMinutes,
    state,
    pickupSlots: state.acceptingOrders ? pickupSlotsOf(venue, now).map((d) => d.toISOString()) : [],
    table,
  };
}
