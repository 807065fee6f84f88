// The company's licences and devices (issue #16 point 6, SPEC §3 license, device, POS device): the
// licence list with each one's effective status, the old licensing flags, the active licences, the
// devices (terminals) with their connection, heartbeat, licences, control unit and warnings, and
// assigning a licence to a device. Read by FINANCE or SETTINGS (an owner who pays for licences or
// one who runs the tills); changed with SETTINGS.
import {
  type DeviceConnection,
  type DeviceWarning,
  deviceConnection,
  deviceWarnings,
  effectiveLicenseStatus,
  hasScope,
  idSchema,
  isDeviceProduct,
  isLicenseActive,
  isPosAccessBlocked,
  type LicenseStatus,
  licenseFitsDevice,
  needsControlUnit,
  OBJECT_PARAMS,
} from '@fika/domain';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { badInput, forbidden, notFound } from '../../kernel/errors.ts';
import { assertVenueAccess, requireScope, requireUser } from '../../kernel/guards.ts';
import { restrictedVenues, scoped } from '../../kernel/tenant.ts';
import { parseInput } from '../../kernel/validate.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { companies, legalEntities, licenses, terminals, venues } from '../../platform/db/schema/index.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';

/** The caller, when they hold FINANCE or SETTINGS (who may read /licenses). */
export function requireLicenseReader(ctx: Ctx): UserPrincipal {
  const user = requireUser(ctx);
  if (!hasScope(user.permissions, 'FINANCE') && !hasScope(user.permissions, 'SETTINGS')) throw forbidden();
  return user;
}

/** A licence as /licenses lists it. */
export interface LicenseView {
  id: string;
  product: string;
  plan: string;
  /** The status now: ACTIVE only within its validity. */
  status: LicenseStatus;
  deviceId: string | null;
  /** Whether it can be assigned to a device at all (a till licence can, an app licence cannot). */
  assignable: boolean;
  source: string;
  validFrom: Date;
  validUntil: Date | null;
  createdAt: Date;
}

/** The company's old licensing flags (GetOldLicenses). */
export interface OldLicensesView {
  useNewLicenses: boolean;
  hasExpress: boolean;
  hasAppOrders: boolean;
  hasKDS: boolean;
  hasCDS: boolean;
  hasTables: boolean;
}

type LicenseRow = typeof licenses.$inferSelect;

const licenseView = (row: LicenseRow, now = new Date()): LicenseView => ({
  id: row.id,
  product: row.product,
  plan: row.plan,
  status: effectiveLicenseStatus(row, now),
  deviceId: row.deviceId,
  assignable: isDeviceProduct(row.product),
  source: row.source,
  validFrom: row.validFrom,
  validUntil: row.validUntil,
  createdAt: row.createdAt,
});

async function licenseRows(db: DbOrTx, companyId: string): Promise<LicenseRow[]> {
  return db
    .select()
    .from(licenses)
    .where(scoped(licenses, companyId))
    .orderBy(asc(licenses.product), desc(licenses.createdAt), asc(licenses.id));
}

/** GetLicenses: every licence of the company, active first within each product. */
export async function listLicenses(ctx: Ctx): Promise<LicenseView[]> {
  const user = requireLicenseReader(ctx);
  const now = new Date();
  const rows = (await licenseRows(ctx.db, user.companyId)).map((row) => licenseView(row, now));
  const rank = (s: LicenseStatus) => (s === 'ACTIVE' ? 0 : s === 'PENDING' ? 1 : 2);
  return rows.sort((a, b) => a.product.localeCompare(b.product) || rank(a.status) - rank(b.status));
}

/** GetActiveLicenses: the licences in force now (id, product, device). */
export async function activeLicenses(ctx: Ctx): Promise<LicenseView[]> {
  const user = requireUser(ctx);
  const now = new Date();
  return (await licenseRows(ctx.db, user.companyId))
    .filter((row) => isLicenseActive(row, now))
    .map((row) => licenseView(row, now));
}

async function companyFlags(db: DbOrTx, companyId: string): Promise<OldLicensesView> {
  const [row] = await db
    .select({
      useNewLicenses: companies.useNewLicenses,
      hasExpress: companies.hasExpress,
      hasAppOrders: companies.hasAppOrders,
      hasKDS: companies.hasKds,
      hasCDS: companies.hasCds,
      hasTables: companies.hasTables,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) throw notFound('Company');
  return row;
}

/** GetOldLicenses: the company's old licensing flags and whether it uses new licensing. */
export async function oldLicenses(ctx: Ctx): Promise<OldLicensesView> {
  const user = requireUser(ctx);
  return companyFlags(ctx.db, user.companyId);
}

/** isPOSAccessBlocked for the company: under new licensing, when no licence is active any more. */
export async function posAccessBlocked(ctx: Ctx): Promise<boolean> {
  const user = requireUser(ctx);
  const flags = await companyFlags(ctx.db, user.companyId);
  return isPosAccessBlocked({
    useNewLicenses: flags.useNewLicenses,
    licenses: await licenseRows(ctx.db, user.companyId),
  });
}

/** A device (a terminal of the company) as /licenses lists it. */
export interface DeviceView {
  id: string;
  name: string;
  venueId: string;
  venueName: string;
  kind: string;
  createdAt: Date;
  lastSeenAt: Date | null;
  connection: DeviceConnection;
  appVersion: string | null;
  unsyncedOrders: number;
  activeLicenses: LicenseView[];
  controlUnitSerial: string | null;
  controlUnitRegisteredAt: Date | null;
  needsControlUnit: boolean;
  warnings: DeviceWarning[];
  posAccessBlocked: boolean;
}

const deviceColumns = {
  id: terminals.id,
  name: terminals.name,
  venueId: terminals.venueId,
  venueName: venues.name,
  // A venue's country is its legal entity's, else the company's (the Z-report reads it the same way).
  country: sql<string>`coalesce(${legalEntities.country}, ${companies.country})`,
  kind: terminals.kind,
  createdAt: terminals.createdAt,
  lastSeenAt: terminals.lastSeenAt,
  appVersion: terminals.appVersion,
  unsyncedOrders: terminals.unsyncedOrders,
  controlUnitSerial: terminals.controlUnitSerial,
  controlUnitRegisteredAt: terminals.controlUnitRegisteredAt,
};

/** The caller's devices: the company's live terminals, in the venues they may see. */
async function deviceRows(db: DbOrTx, user: UserPrincipal, where?: SQL) {
  const restricted = restrictedVenues(user);
  return db
    .select(deviceColumns)
    .from(terminals)
    .innerJoin(venues, and(eq(venues.companyId, terminals.companyId), eq(venues.id, terminals.venueId)))
    .innerJoin(companies, eq(companies.id, terminals.companyId))
    .leftJoin(legalEntities, eq(legalEntities.id, venues.legalEntityId))
    .where(
      and(
        scoped(terminals, user),
        isNull(terminals.revokedAt),
        restricted ? sql`${terminals.venueId} = any(${restricted})` : undefined,
        where,
      ),
    )
    .orderBy(asc(venues.name), asc(terminals.name), asc(terminals.id));
}

/** GetDevices: the devices with connection, heartbeat, licences, control unit and what is at risk. */
export async function listDevices(ctx: Ctx, ids?: string[]): Promise<DeviceView[]> {
  const user = requireLicenseReader(ctx);
  const [rows, all, flags] = await Promise.all([
    deviceRows(ctx.db, user, ids ? inArray(terminals.id, ids) : undefined),
    licenseRows(ctx.db, user.companyId),
    companyFlags(ctx.db, user.companyId),
  ]);
  const now = new Date();
  const active = all.filter((l) => isLicenseActive(l, now));
  return rows.map((row) => {
    const own = active.filter((l) => l.deviceId === row.id);
    const products = own.map((l) => l.product);
    return {
      ...row,
      connection: deviceConnection(row.lastSeenAt, now),
      activeLicenses: own.map((l) => licenseView(l, now)),
      needsControlUnit: needsControlUnit(row),
      warnings: deviceWarnings(
        { ...row, activeProducts: products },
        { useNewLicenses: flags.useNewLicenses, now },
      ),
      posAccessBlocked: isPosAccessBlocked({
        useNewLicenses: flags.useNewLicenses,
        licenses: all,
        device: row,
        now,
      }),
    };
  });
}

/** One device of the caller's, or NOT_FOUND 'Device' (another company's reads as missing). */
export async function deviceOrNotFound(db: DbOrTx, user: UserPrincipal, id: string, lock = false) {
  const query = db
    .select({ id: terminals.id, venueId: terminals.venueId, kind: terminals.kind })
    .from(terminals)
    .where(and(scoped(terminals, user), eq(terminals.id, id), isNull(terminals.revokedAt)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Device');
  try {
    assertVenueAccess(user, row.venueId);
  } catch {
    throw notFound('Device');
  }
  return row;
}

/** One device as GetDevices shows it, or NOT_FOUND. */
export async function oneDevice(ctx: Ctx, id: string): Promise<DeviceView> {
  const [device] = await listDevices(ctx, [id]);
  if (!device) throw notFound('Device');
  return device;
}

/** The caller's licence `id`, locked for the change, or NOT_FOUND. */
async function lockedLicense(tx: DbOrTx, user: UserPrincipal, id: string): Promise<LicenseRow> {
  const [license] = await tx
    .select()
    .from(licenses)
    .where(and(scoped(licenses, user), eq(licenses.id, id)))
    .for('update');
  if (!license) throw notFound('License');
  return license;
}

const assignSchema = z.object({ licenseId: idSchema, deviceId: idSchema }, OBJECT_PARAMS);
const unassignSchema = z.object({ licenseId: idSchema }, OBJECT_PARAMS);

/**
 * assignLicense (SETTINGS): puts a licence on a device — moving it when it sits on another. The
 * licence must be in force, fit the device's kind, and the device may not hold another licence of
 * the product (the unique index decides a concurrent burst: one wins, the others are refused).
 */
export async function assignLicense(ctx: Ctx, raw: unknown): Promise<LicenseView> {
  const user = requireScope(ctx, 'SETTINGS');
  const input = parseInput(assignSchema, raw);
  try {
    return await ctx.db.transaction(async (tx) => {
      const license = await lockedLicense(tx, user, input.licenseId);
      const device = await deviceOrNotFound(tx, user, input.deviceId);
      // A restricted user may not take a licence off a device in a venue they cannot see.
      if (license.deviceId && license.deviceId !== device.id)
        await deviceOrNotFound(tx, user, license.deviceId);
      const status = effectiveLicenseStatus(license);
      if (status === 'EXPIRED' || status === 'CANCELLED') {
        throw badInput([{ field: 'licenseId', message: 'validation.licenseInactive' }]);
      }
      if (!licenseFitsDevice(license.product, device.kind)) {
        throw badInput([{ field: 'deviceId', message: 'validation.licenseKind' }]);
      }
      if (license.deviceId === device.id) return licenseView(license);
      const [other] = await tx
        .select({ id: licenses.id })
        .from(licenses)
        .where(
          and(
            scoped(licenses, user),
            eq(licenses.deviceId, device.id),
            eq(licenses.product, license.product),
          ),
        );
      if (other) throw productTaken();
      const [saved] = await tx
        .update(licenses)
        .set({ deviceId: device.id, updatedAt: sql`now()` })
        .where(eq(licenses.id, license.id))
        .returning();
      if (!saved) throw notFound('License');
      return licenseView(saved);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw productTaken();
    throw error;
  }
}

const productTaken = () => badInput([{ field: 'deviceId', message: 'validation.licenseProductTaken' }]);

/** unassignLicense (SETTINGS): takes a licence off its device (it stays the company's). */
export async function unassignLicense(ctx: Ctx, raw: unknown): Promise<LicenseView> {
  const user = requireScope(ctx, 'SETTINGS');
  const input = parseInput(unassignSchema, raw);
  return ctx.db.transaction(async (tx) => {
    const license = await lockedLicense(tx, user, input.licenseId);
    if (!license.deviceId) return licenseView(license);
    await deviceOrNotFound(tx, user, license.deviceId);
    const [saved] = await tx
      .update(licenses)
      .set({ deviceId: null, updatedAt: sql`now()` })
      .where(eq(licenses.id, license.id))
      .returning();
    return licenseView(saved ?? license);
  });
}
