// Licences and devices (issue #16 points 6 and 8, SPEC §3 license, device, POS device, SKV device):
// which licence product a device of a kind may hold, when a licence counts as active, when a device
// is online, what puts a till at risk (offline with unsynced orders, no licence, a Swedish till
// without a control unit), whether POS access is blocked, and the input rules of a claim, a rename
// and a control unit. The server and the /licenses screen check the same rules.
import * as z from 'zod/mini';
import type { ProductKind } from './enums.ts';
import { hasUnstorableCharacter, labelText } from './tables.ts';
import { idSchema, OBJECT_PARAMS, typeError, VALIDATION_MESSAGE_KEYS } from './validation.ts';

/** Kinds a device (a terminal) can be: what it runs, and so which licences fit it. */
export const DEVICE_KINDS = [
  'EPOS',
  'KDS',
  'CUSTOMER_DISPLAY',
  'HANDHELD_ORDER',
  'HANDHELD_PAY',
  'HANDHELD_PRO',
] as const;
/** A device kind. */
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export const isDeviceKind = (value: string): value is DeviceKind =>
  (DEVICE_KINDS as readonly string[]).includes(value);

/** Statuses a licence is stored with. */
export const LICENSE_STATUSES = ['ACTIVE', 'PENDING', 'CANCELLED', 'EXPIRED'] as const;
export type LicenseStatus = (typeof LICENSE_STATUSES)[number];

/**
 * The device kinds each device-bound product fits. A product not named here (APP, GIFTCARD,
 * INSIGHTS, INVENTORY, support) belongs to the company and is never assigned to a device. EPOS is
 * the till licence (a handheld POS is a till too); QSR is the express till; TSR adds table service
 * to a till or an order-taking handheld; the others fit their own kind only.
 */
export const PRODUCT_DEVICE_KINDS: Readonly<Partial<Record<ProductKind, readonly DeviceKind[]>>> = {
  EPOS: ['EPOS', 'HANDHELD_PRO'],
  QSR: ['EPOS', 'HANDHELD_PRO'],
  TSR: ['EPOS', 'HANDHELD_PRO', 'HANDHELD_ORDER'],
  KDS: ['KDS'],
  CUSTOMER_DISPLAY: ['CUSTOMER_DISPLAY'],
  HANDHELD_ORDER: ['HANDHELD_ORDER'],
  HANDHELD_PAY: ['HANDHELD_PAY'],
  HANDHELD_PRO: ['HANDHELD_PRO'],
};

/** Whether a licence of `product` may be assigned to a device of `kind`. */
export function licenseFitsDevice(product: string, kind: string): boolean {
  const kinds = PRODUCT_DEVICE_KINDS[product as ProductKind];
  return kinds !== undefined && (kinds as readonly string[]).includes(kind);
}

/** Whether a licence of `product` can be assigned to any device at all. */
export const isDeviceProduct = (product: string): boolean =>
  PRODUCT_DEVICE_KINDS[product as ProductKind] !== undefined;

/**
 * The licence a device of each kind needs to be used at all (under new licensing): a till or a
 * handheld POS its EPOS (or express QSR) licence, the others their own kind.
 */
export const REQUIRED_PRODUCTS: Readonly<Record<DeviceKind, readonly ProductKind[]>> = {
  EPOS: ['EPOS', 'QSR'],
  HANDHELD_PRO: ['EPOS', 'QSR', 'HANDHELD_PRO'],
  KDS: ['KDS'],
  CUSTOMER_DISPLAY: ['CUSTOMER_DISPLAY'],
  HANDHELD_ORDER: ['HANDHELD_ORDER', 'TSR'],
  HANDHELD_PAY: ['HANDHELD_PAY'],
};

/** Device kinds that take payments: a Swedish one must have a registered control unit (SKV). */
export const PAYMENT_DEVICE_KINDS: readonly DeviceKind[] = ['EPOS', 'HANDHELD_PRO', 'HANDHELD_PAY'];

/** A licence as the rules read it. */
export interface LicenseState {
  status: string;
  validFrom?: Date | string | null;
  validUntil?: Date | string | null;
}

const time = (value: Date | string) => (value instanceof Date ? value.getTime() : Date.parse(value));

/**
 * The status a licence has now: ACTIVE only while it is stored ACTIVE and within its validity
 * (an ACTIVE licence past its end reads EXPIRED, one not yet started PENDING).
 */
export function effectiveLicenseStatus(license: LicenseState, now: Date = new Date()): LicenseStatus {
  const stored = (LICENSE_STATUSES as readonly string[]).includes(license.status)
    ? (license.status as LicenseStatus)
    : 'PENDING';
  if (stored !== 'ACTIVE') return stored;
  if (license.validUntil && time(license.validUntil) <= now.getTime()) return 'EXPIRED';
  if (license.validFrom && time(license.validFrom) > now.getTime()) return 'PENDING';
  return 'ACTIVE';
}

export const isLicenseActive = (license: LicenseState, now: Date = new Date()): boolean =>
  effectiveLicenseStatus(license, now) === 'ACTIVE';

/** A device counts as online when it talked to the server within this many minutes. */
export const ONLINE_WINDOW_MINUTES = 5;

/** Online (seen within the window), offline (seen before) or never seen. */
export type DeviceConnection = 'online' | 'offline' | 'never';

export function deviceConnection(
  lastSeenAt: Date | string | null | undefined,
  now: Date = new Date(),
): DeviceConnection {
  if (!lastSeenAt) return 'never';
  return now.getTime() - time(lastSeenAt) <= ONLINE_WINDOW_MINUTES * 60_000 ? 'online' : 'offline';
}

/** What puts a device at risk, most serious first. */
export type DeviceWarning = 'offlineUnsynced' | 'offline' | 'noLicense' | 'noControlUnit' | 'unsynced';

export interface DeviceState {
  kind: string;
  lastSeenAt?: Date | string | null;
  unsyncedOrders?: number | null;
  /** Products of the device's active licences. */
  activeProducts: readonly string[];
  /** The venue's country: a Swedish till needs a control unit. */
  country?: string | null;
  controlUnitSerial?: string | null;
  revoked?: boolean;
}

/** Whether a device of this kind, holding these active products, has the licence it needs. */
export function hasRequiredLicense(kind: string, activeProducts: readonly string[]): boolean {
  const needed = REQUIRED_PRODUCTS[kind as DeviceKind] ?? [];
  return needed.some((product) => activeProducts.includes(product));
}

/**
 * What an owner must look at on a device: offline with orders not uploaded (sales at risk), offline,
 * no licence for its kind (under new licensing), a Swedish paying device without a control unit, or
 * orders waiting to upload while online. A revoked device warns of nothing.
 */
export function deviceWarnings(
  device: DeviceState,
  options: { useNewLicenses: boolean; now?: Date },
): DeviceWarning[] {
  if (device.revoked) return [];
  const out: DeviceWarning[] = [];
  const connection = deviceConnection(device.lastSeenAt, options.now);
  const unsynced = (device.unsyncedOrders ?? 0) > 0;
  if (connection === 'offline') out.push(unsynced ? 'offlineUnsynced' : 'offline');
  if (options.useNewLicenses && !hasRequiredLicense(device.kind, device.activeProducts))
    out.push('noLicense');
  if (needsControlUnit(device) && !device.controlUnitSerial) out.push('noControlUnit');
  if (connection !== 'offline' && unsynced) out.push('unsynced');
  return out;
}

/** Whether a device must have a control unit: a paying device in a Swedish venue. */
export function needsControlUnit(device: { kind: string; country?: string | null }): boolean {
  return device.country === 'SE' && PAYMENT_DEVICE_KINDS.includes(device.kind as DeviceKind);
}

/**
 * isPOSAccessBlocked (§3): under new licensing, a company none of whose licences is active any
 * more, or — for one device — a till or handheld without the licence its kind needs. Under the old
 * licensing flags the POS is never blocked by licences.
 */
export function isPosAccessBlocked(input: {
  useNewLicenses: boolean;
  licenses: readonly (LicenseState & { product: string; deviceId?: string | null })[];
  device?: { id: string; kind: string } | null;
  now?: Date;
}): boolean {
  if (!input.useNewLicenses) return false;
  const active = input.licenses.filter((l) => isLicenseActive(l, input.now));
  if (active.length === 0) return true;
  if (!input.device) return false;
  const deviceId = input.device.id;
  return !hasRequiredLicense(
    input.device.kind,
    active.filter((l) => l.deviceId === deviceId).map((l) => l.product),
  );
}

// ---------------------------------------------------------------------------------------------
// Pairing codes and input

/** Minutes a pairing code is valid. */
export const PAIRING_CODE_MINUTES = 15;
/** Letters and digits a pairing code is made of: no 0/O, 1/I/L, so it reads back without doubt. */
export const PAIRING_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Characters of a pairing code (shown as two groups of four: ABCD-EF23). */
export const PAIRING_CODE_LENGTH = 8;

/** A pairing code as typed (spaces, a dash, lower case) in its stored form, or null when it cannot be one. */
export function normalizePairingCode(value: string): string | null {
  const code = value.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== PAIRING_CODE_LENGTH) return null;
  for (const ch of code) if (!PAIRING_ALPHABET.includes(ch)) return null;
  return code;
}

/** ABCDEF23 → ABCD-EF23, as the device shows it. */
export const formatPairingCode = (code: string): string => `${code.slice(0, 4)}-${code.slice(4)}`;

/** The i18n keys these rules' issues carry (licenses namespace), beyond the general ones. */
export const LICENSE_MESSAGE_KEYS = {
  /** Not 8 letters and digits of a pairing code. */
  pairingCode: 'validation.pairingCode',
  /** A manufacturing number that is not 4–40 letters, digits or dashes. */
  controlUnitSerial: 'validation.controlUnitSerial',
  /** A registration time in the future, or not a time. */
  registeredAt: 'validation.registeredAt',
} as const;

const KEYS = { ...VALIDATION_MESSAGE_KEYS, ...LICENSE_MESSAGE_KEYS };

/** Longest device name. */
export const DEVICE_NAME_MAX = 100;

/** A device name: trimmed, 1–100 characters, no control characters. */
export const deviceNameSchema = labelText(DEVICE_NAME_MAX);

/** A pairing code as an owner types it, normalised (ABCD-EF23 → ABCDEF23). */
export const pairingCodeSchema = z.pipe(
  z.string({ error: typeError }).check(
    z.trim(),
    z.minLength(1, { error: KEYS.required, abort: true }),
    z.maxLength(32, { error: KEYS.pairingCode, abort: true }),
    z.refine((value) => normalizePairingCode(value) !== null, KEYS.pairingCode),
  ),
  z.transform((value: string) => normalizePairingCode(value) ?? value),
);

/** Claim a device: the code it shows, the venue it goes to, its name. */
export const claimDeviceSchema = z.object(
  { code: pairingCodeSchema, venueId: idSchema, name: deviceNameSchema },
  OBJECT_PARAMS,
);
export type ClaimDeviceInput = z.output<typeof claimDeviceSchema>;

/** A control unit's manufacturing number (tillverkningsnummer): 4–40 letters, digits or dashes. */
export const controlUnitSerialSchema = z.pipe(
  z.string({ error: typeError }).check(
    z.trim(),
    z.minLength(1, { error: KEYS.required, abort: true }),
    z.maxLength(40, { error: KEYS.tooLong, abort: true }),
    z.refine((value) => !hasUnstorableCharacter(value), { error: KEYS.unsupportedCharacter, abort: true }),
    z.refine((value) => /^[A-Za-z0-9][A-Za-z0-9-]{3,39}$/.test(value), KEYS.controlUnitSerial),
  ),
  z.transform((value: string) => value.toUpperCase()),
);

/** A registration time: an ISO date or date-time, not in the future (a minute's clock skew allowed). */
export const registeredAtSchema = z.string({ error: typeError }).check(
  z.trim(),
  z.minLength(1, { error: KEYS.required, abort: true }),
  z.maxLength(40, { error: KEYS.registeredAt, abort: true }),
  z.refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) return false;
    const at = Date.parse(value);
    return Number.isFinite(at) && at <= Date.now() + 60_000 && at >= Date.UTC(2000, 0, 1);
  }, KEYS.registeredAt),
);

/** Record a device's control unit. */
export const controlUnitSchema = z.object(
  { serial: controlUnitSerialSchema, registeredAt: registeredAtSchema },
  OBJECT_PARAMS,
);
export type ControlUnitInput = z.output<typeof controlUnitSchema>;
