// A venue's online-ordering settings (issue #15 point 3): the row every other online-ordering piece
// reads (overview, pause, guest API, terminals' feed). The row is created on first need with the
// defaults of the table and a slug made from the venue's name, so a venue never needs a separate
// "set up" step before it can be paused, configured or fed to terminals.
import {
  ONLINE_SERVICE_TYPES,
  ONLINE_SETTINGS_MESSAGE_KEYS,
  type OnlineServiceType,
  onlineOrderingBlockers,
  onlineSettingsSchema,
  slugify,
  VALIDATION_MESSAGE_KEYS,
} from '@fika/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { badInput, type FieldError, notFound } from '../../kernel/errors.ts';
import { requireUser } from '../../kernel/guards.ts';
import { live, scoped, venueScope } from '../../kernel/tenant.ts';
import { parseInput } from '../../kernel/validate.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  images,
  menus,
  onlineOrderingSettings,
  onlineServiceMenus,
  openingHours,
  venueMenus,
  venues,
} from '../../platform/db/schema/index.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { guestVenueUrl } from './guest-links.ts';

const KEYS = { ...VALIDATION_MESSAGE_KEYS, ...ONLINE_SETTINGS_MESSAGE_KEYS };

export type OnlineSettingsRow = typeof onlineOrderingSettings.$inferSelect;

/** The settings of a venue with the menu each service type uses. */
export interface OnlineSettings extends OnlineSettingsRow {
  /** false: no row yet, the values are the table's defaults (nothing was ever saved). */
  saved: boolean;
  serviceMenus: { serviceType: OnlineServiceType; menuId: string }[];
}

/** Longest slug we make from a name; the input schema allows the same. */
export const SLUG_MAX = 60;

/** The row's defaults, as the table declares them, for a venue that has no row. */
function defaultRow(companyId: string, venueId: string, slug: string): OnlineSettingsRow {
  return {
    venueId,
    companyId,
    enabled: false,
    slug,
    guestName: null,
    description: null,
    contactEmail: null,
    contactPhone: null,
    imageId: null,
    serviceTypes: ['TAKE_AWAY'],
    preparationMinutes: 15,
    pickupSlotMinutes: 15,
    minOrderAmount: 0,
    tipsEnabled: false,
    cardPayments: true,
    counterPayments: true,
    pausedUntil: null,
    updatedAt: new Date(0),
  };
}

/** The slug a venue name gives, cut to SLUG_MAX without a trailing hyphen ('venue' for a name without letters). */
export function baseSlug(name: string): string {
  return slugify(name).slice(0, SLUG_MAX).replace(/-+$/, '') || 'venue';
}

/** The first of base, base-2, base-3 … that no venue of any company uses (the slug is global). */
async function freeSlug(db: DbOrTx, base: string): Promise<string> {
  const stem = base.slice(0, SLUG_MAX - 4).replace(/-+$/, '');
  const rows = await db
    .select({ slug: sql<string>`lower(${onlineOrderingSettings.slug})` })
    .from(onlineOrderingSettings)
    .where(
      sql`lower(${onlineOrderingSettings.slug}) = ${base} or lower(${onlineOrderingSettings.slug}) like ${`${stem}-%`}`,
    );
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${stem}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * The venue's settings row, inserted with the defaults when it is missing. Concurrency-safe: the
 * insert does nothing when another request made the row first (or took the slug meanwhile — then
 * the next free slug is tried). NOT_FOUND when the venue is not a live venue of the company.
 */
export async function ensureOnlineSettingsRow(
  tx: DbOrTx,
  companyId: string,
  venueId: string,
): Promise<OnlineSettingsRow> {
  const existing = await settingsRow(tx, companyId, venueId);
  if (existing) return existing;
  const [venue] = await tx
    .select({ name: venues.name })
    .from(venues)
    .where(and(eq(venues.companyId, companyId), eq(venues.id, venueId), eq(venues.deleted, false)));
  if (!venue) throw notFound('Venue');
  const base = baseSlug(venue.name);
  for (let attempt = 0; attempt < 20; attempt++) {
    const slug = await freeSlug(tx, base);
    // No conflict target: the venue's row made by someone else and a slug taken meanwhile both
    // leave the statement without effect instead of aborting the caller's transaction.
    const [row] = await tx
      .insert(onlineOrderingSettings)
      .values({ venueId, companyId, slug })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    const made = await settingsRow(tx, companyId, venueId);
    if (made) return made;
  }
  throw new Error(`No free online-ordering slug for venue ${venueId}`);
}

async function settingsRow(db: DbOrTx, companyId: string, venueId: string) {
  const [row] = await db
    .select()
    .from(onlineOrderingSettings)
    .where(and(eq(onlineOrderingSettings.companyId, companyId), eq(onlineOrderingSettings.venueId, venueId)));
  return row;
}

/**
 * A venue's settings with its service menus; the defaults (and the slug the venue's name would
 * get) when nothing was saved yet. Reads only: nothing is inserted. The caller checks the venue.
 */
export async function loadOnlineSettings(
  db: DbOrTx,
  companyId: string,
  venueId: string,
): Promise<OnlineSettings> {
  const [row, serviceMenuRows] = await Promise.all([
    settingsRow(db, companyId, venueId),
    db
      .select({ serviceType: onlineServiceMenus.serviceType, menuId: onlineServiceMenus.menuId })
      .from(onlineServiceMenus)
      .where(and(eq(onlineServiceMenus.companyId, companyId), eq(onlineServiceMenus.venueId, venueId)))
      .orderBy(asc(onlineServiceMenus.serviceType)),
  ]);
  const serviceMenus = serviceMenuRows
    .filter((m): m is { serviceType: OnlineServiceType; menuId: string } =>
      (ONLINE_SERVICE_TYPES as readonly string[]).includes(m.serviceType),
    )
    .sort(
      (a, b) => ONLINE_SERVICE_TYPES.indexOf(a.serviceType) - ONLINE_SERVICE_TYPES.indexOf(b.serviceType),
    );
  if (row) return { ...row, saved: true, serviceMenus };
  const [venue] = await db
    .select({ name: venues.name })
    .from(venues)
    .where(and(eq(venues.companyId, companyId), eq(venues.id, venueId)));
  if (!venue) throw notFound('Venue');
  return {
    ...defaultRow(companyId, venueId, await freeSlug(db, baseSlug(venue.name))),
    saved: false,
    serviceMenus,
  };
}

// ---------------------------------------------------------------------------------------------
// The /online-ordering/settings screen: read, save, switch on and off (no scope of its own, §6;
// the venue must be one the caller may see).

/** What the settings screen shows: the settings, the guest link and why it cannot be switched on. */
export interface OnlineSettingsView extends OnlineSettings {
  guestUrl: string;
  /** Message keys of what keeps the venue from taking online orders (none: it can be switched on). */
  blockers: string[];
  /** The menus a service type may use: the venue's live menus, by name. */
  venueMenus: { id: string; name: string }[];
}

async function openingIntervalCount(db: DbOrTx, companyId: string, venueId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(openingHours)
    .where(and(eq(openingHours.companyId, companyId), eq(openingHours.venueId, venueId)));
  return row?.n ?? 0;
}

function menusOf(settings: Pick<OnlineSettings, 'serviceMenus'>): Partial<Record<OnlineServiceType, string>> {
  return Object.fromEntries(settings.serviceMenus.map((m) => [m.serviceType, m.menuId]));
}

async function viewOf(ctx: Ctx, user: UserPrincipal, venueId: string): Promise<OnlineSettingsView> {
  const [settings, openingIntervals, venueMenuRows] = await Promise.all([
    loadOnlineSettings(ctx.db, user.company.id, venueId),
    openingIntervalCount(ctx.db, user.company.id, venueId),
    ctx.db
      .selectDistinct({ id: menus.id, name: menus.name })
      .from(menus)
      .innerJoin(
        venueMenus,
        and(
          eq(venueMenus.companyId, menus.companyId),
          eq(venueMenus.menuId, menus.id),
          eq(venueMenus.venueId, venueId),
        ),
      )
      .where(live(menus, user))
      .orderBy(asc(menus.name), asc(menus.id)),
  ]);
  return {
    ...settings,
    venueMenus: venueMenuRows,
    guestUrl: guestVenueUrl(ctx.config, user.company, settings.slug),
    blockers: onlineOrderingBlockers({
      serviceTypes: settings.serviceTypes as OnlineServiceType[],
      menus: menusOf(settings),
      openingIntervals,
    }),
  };
}

/** A venue's online-ordering settings (defaults while nothing was saved). */
export async function getOnlineOrderingSettings(ctx: Ctx, venueId: string): Promise<OnlineSettingsView> {
  const user = requireUser(ctx);
  await venueScope(ctx.db, user, venueId);
  return viewOf(ctx, user, venueId);
}

// The menus a venue's guests may order from: live menus linked to the venue (any service type).
async function checkMenus(tx: DbOrTx, user: UserPrincipal, venueId: string, menuIds: string[]) {
  if (menuIds.length === 0) return new Set<string>();
  const rows = await tx
    .select({ id: menus.id })
    .from(menus)
    .innerJoin(
      venueMenus,
      and(
        eq(venueMenus.companyId, menus.companyId),
        eq(venueMenus.menuId, menus.id),
        eq(venueMenus.venueId, venueId),
      ),
    )
    .where(and(live(menus, user), inArray(menus.id, menuIds)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Saves a venue's settings and service menus in one transaction (the row is made on first save).
 * A menu that is not one of the venue's, an image of another company, or an address another venue
 * has is a field error; a venue taking orders cannot save away its last service type with a menu.
 */
export async function updateOnlineOrderingSettings(
  ctx: Ctx,
  venueId: string,
  raw: unknown,
): Promise<OnlineSettingsView> {
  const user = requireUser(ctx);
  const input = parseInput(onlineSettingsSchema, raw);
  await venueScope(ctx.db, user, venueId);
  const errors: FieldError[] = [];
  const chosen = ONLINE_SERVICE_TYPES.flatMap((type) => {
    const menuId = input.menus[type];
    return menuId ? [{ serviceType: type, menuId }] : [];
  });
  const usable = await checkMenus(ctx.db, user, venueId, [...new Set(chosen.map((c) => c.menuId))]);
  for (const c of chosen) {
    if (!usable.has(c.menuId)) errors.push({ field: `menus.${c.serviceType}`, message: KEYS.menu });
  }
  if (input.imageId) {
    const [image] = await ctx.db
      .select({ id: images.id })
      .from(images)
      .where(and(scoped(images, user), eq(images.id, input.imageId)));
    if (!image) errors.push({ field: 'imageId', message: KEYS.image });
  }
  if (errors.length > 0) throw badInput(errors);
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await ensureOnlineSettingsRow(tx, user.company.id, venueId);
      const locked = await tx
        .select({ enabled: onlineOrderingSettings.enabled })
        .from(onlineOrderingSettings)
        .where(eq(onlineOrderingSettings.venueId, row.venueId))
        .for('update');
      const offered = input.serviceTypes.filter((type) => input.menus[type]);
      if (locked[0]?.enabled && offered.length === 0) {
        throw badInput([{ field: 'serviceTypes', message: KEYS.noServiceType }]);
      }
      await tx
        .update(onlineOrderingSettings)
        .set({
          slug: input.slug,
          guestName: input.guestName,
          description: input.description,
          contactEmail: input.contactEmail,
          contactPhone: input.contactPhone,
          imageId: input.imageId,
          serviceTypes: input.serviceTypes,
          preparationMinutes: input.preparationMinutes,
          pickupSlotMinutes: input.pickupSlotMinutes,
          minOrderAmount: input.minOrderAmount,
          tipsEnabled: input.tipsEnabled,
          cardPayments: input.cardPayments,
          counterPayments: input.counterPayments,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(onlineOrderingSettings.companyId, user.company.id),
            eq(onlineOrderingSettings.venueId, venueId),
          ),
        );
      await tx
        .delete(onlineServiceMenus)
        .where(
          and(eq(onlineServiceMenus.companyId, user.company.id), eq(onlineServiceMenus.venueId, venueId)),
        );
      if (chosen.length > 0) {
        await tx
          .insert(onlineServiceMenus)
          .values(chosen.map((c) => ({ companyId: user.company.id, venueId, ...c })));
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badInput([{ field: 'slug', message: KEYS.slugTaken }]);
    throw error;
  }
  return viewOf(ctx, user, venueId);
}

/**
 * Switches a venue's online ordering on or off (§7 manageOnlineOrdering). Switching on needs a
 * service type with a menu and opening hours: otherwise BAD_USER_INPUT naming what is missing.
 */
export async function manageOnlineOrdering(
  ctx: Ctx,
  venueId: string,
  enabled: boolean,
): Promise<OnlineSettingsView> {
  const user = requireUser(ctx);
  if (typeof enabled !== 'boolean') throw badInput([{ field: 'enabled', message: KEYS.invalid }]);
  await venueScope(ctx.db, user, venueId);
  await ctx.db.transaction(async (tx) => {
    await ensureOnlineSettingsRow(tx, user.company.id, venueId);
    // Locked, so a settings save running at the same time cannot take away what this check saw.
    await tx
      .select({ venueId: onlineOrderingSettings.venueId })
      .from(onlineOrderingSettings)
      .where(
        and(
          eq(onlineOrderingSettings.companyId, user.company.id),
          eq(onlineOrderingSettings.venueId, venueId),
        ),
      )
      .for('update');
    if (enabled) {
      const [settings, openingIntervals] = await Promise.all([
        loadOnlineSettings(tx, user.company.id, venueId),
        openingIntervalCount(tx, user.company.id, venueId),
      ]);
      const blockers = onlineOrderingBlockers({
        serviceTypes: settings.serviceTypes as OnlineServiceType[],
        menus: menusOf(settings),
        openingIntervals,
      });
      if (blockers.length > 0) throw badInput(blockers.map((message) => ({ field: 'enabled', message })));
    }
    await tx
      .update(onlineOrderingSettings)
      .set({ enabled, updatedAt: sql`now()` })
      .where(
        and(
          eq(onlineOrderingSettings.companyId, user.company.id),
          eq(onlineOrderingSettings.venueId, venueId),
        ),
      );
  });
  return viewOf(ctx, user, venueId);
}
