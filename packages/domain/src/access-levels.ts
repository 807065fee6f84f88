// Access levels (SPEC §6, issue #13): named sets of the POS staff permissions, a cap on manual
// discounts and the venues where a level applies. The server enforces these rules, the access
// levels screen checks them before sending, and the terminal login reads `permissionsAt`.
// Messages are i18n keys (validation.* in the 'access-levels' namespace).
import * as z from 'zod/mini';
import { POS_STAFF_PERMISSIONS, type PosStaffPermission } from './enums.ts';
import { idSchema, nullishAs, OBJECT_PARAMS, requiredText, VALIDATION_MESSAGE_KEYS } from './validation.ts';

/** The i18n keys access-level issues carry, beyond the general ones. */
export const ACCESS_LEVEL_MESSAGE_KEYS = {
  /** A permission that is not one of POS_STAFF_PERMISSIONS. */
  permission: 'validation.permission',
  /** A manual-discount cap that is not a whole percent from 0 to 100. */
  discountCap: 'validation.discountCap',
  /** Another live level of the company has this name (whatever the case). */
  nameTaken: 'validation.nameTaken',
  /** A venue the caller may not see (another company's, deleted, outside their venues). */
  venue: 'validation.venue',
  duplicate: 'validation.duplicate',
  /** An access level the caller may not put staff on (another company's, deleted, not theirs). */
  accessLevel: 'validation.accessLevel',
} as const;

const KEYS = { ...VALIDATION_MESSAGE_KEYS, ...ACCESS_LEVEL_MESSAGE_KEYS };

/** Longest access level name. */
export const MAX_ACCESS_LEVEL_NAME = 60;
/** Most venues one level may name (a restaurant group, not a bound anyone meets). */
export const MAX_ACCESS_LEVEL_VENUES = 500;

/** Whether `value` is a POS staff permission. */
export function isPosStaffPermission(value: unknown): value is PosStaffPermission {
  return (POS_STAFF_PERMISSIONS as readonly unknown[]).includes(value);
}

/** `permissions` without repeats, in the one order of POS_STAFF_PERMISSIONS. */
export function sortPermissions(permissions: Iterable<string>): PosStaffPermission[] {
  const wanted = new Set(permissions);
  return POS_STAFF_PERMISSIONS.filter((p) => wanted.has(p));
}

/**
 * The permissions grouped as a manager thinks of them, for the access-level checklist: selling,
 * discounts and money back, the day's figures, and the terminal itself. Every permission is in
 * exactly one group (a unit test holds it).
 */
export const PERMISSION_GROUPS: readonly { key: string; permissions: readonly PosStaffPermission[] }[] = [
  {
    key: 'sales',
    permissions: [
      'MAKE_PAYMENT',
      'ADD_ITEM_TO_TABLE',
      'CREATE_CHEQUE',
      'GIFT_CARDS',
      'INVOICE_PURCHASE',
      'CREATE_INVOICE_TARGET',
    ],
  },
  { key: 'discounts', permissions: ['PRESET_DISCOUNT', 'MANUAL_DISCOUNT', 'REFUND', 'VOID_PAYMENT'] },
  { key: 'figures', permissions: ['HISTORY', 'REPORTS', 'ANALYTICS', 'CLOSE_DAY'] },
  { key: 'terminal', permissions: ['LOG_OUT', 'ASSUME_ROLE', 'SETTINGS'] },
];

/** The i18n keys of a permission's name and its description from the spec (in 'access-levels'). */
export function permissionTextKeys(permission: PosStaffPermission): { name: string; description: string } {
  return {
    name: `permissions.${permission}.name`,
    description: `permissions.${permission}.description`,
  };
}

/** An access level as far as its permissions go: what it allows and where. */
export interface AccessLevelGrant {
  permissions: readonly string[];
  /** The venues where it applies; empty: every venue. */
  venueIds: readonly string[];
}

/**
 * The permissions a staff member with `level` has at `venueId`: none without a level or where the
 * level does not apply, otherwise the level's (known ones only, in canonical order).
 */
export function permissionsAt(
  level: AccessLevelGrant | null | undefined,
  venueId: string,
): PosStaffPermission[] {
  if (!level) return [];
  if (level.venueIds.length > 0 && !level.venueIds.includes(venueId)) return [];
  return sortPermissions(level.permissions);
}

/**
 * The manual-discount cap (percent) that holds for `level`: null when manual discounts are allowed
 * without a cap, 0 when they are not allowed at all.
 */
export function manualDiscountCapOf(level: {
  permissions: readonly string[];
  manualDiscountCap: number | null;
}): number | null {
  if (!level.permissions.includes('MANUAL_DISCOUNT')) return 0;
  return level.manualDiscountCap;
}

function uniqueList<T extends z.core.SomeType>(item: T, max: number) {
  return z.array(item, { error: KEYS.invalid }).check(
    z.maxLength(max, { error: KEYS.tooLong }),
    z.refine((list) => new Set(list).size === list.length, KEYS.duplicate),
  );
}

const permissionSchema = z
  .string({ error: KEYS.permission })
  .check(z.refine(isPosStaffPermission, KEYS.permission));

const capSchema = z
  .number({ error: KEYS.discountCap })
  .check(
    z.int({ error: KEYS.discountCap }),
    z.minimum(0, KEYS.discountCap),
    z.maximum(100, KEYS.discountCap),
  );

/**
 * createAccessLevel / updateAccessLevel input. The cap only means something with MANUAL_DISCOUNT,
 * so without it the cap is stored as none (a form that unticks manual discounts need not clear it).
 */
export const accessLevelSchema = z.pipe(
  z.object(
    {
      name: requiredText(MAX_ACCESS_LEVEL_NAME),
      permissions: uniqueList(permissionSchema, POS_STAFF_PERMISSIONS.length),
      manualDiscountCap: nullishAs(capSchema, null),
      venueIds: nullishAs(uniqueList(idSchema, MAX_ACCESS_LEVEL_VENUES), []),
    },
    OBJECT_PARAMS,
  ),
  z.transform((input) => {
    const permissions = sortPermissions(input.permissions);
    return {
      ...input,
      permissions,
      manualDiscountCap: permissions.includes('MANUAL_DISCOUNT') ? input.manualDiscountCap : null,
    };
  }),
);
/** What an access-level form or request holds. */
export type AccessLevelInput = z.input<typeof accessLevelSchema>;

/** The levels a new company starts with, by template key; names come in the company's language. */
export const DEFAULT_ACCESS_LEVELS: readonly {
  key: 'cashier' | 'waiter' | 'manager';
  permissions: readonly PosStaffPermission[];
  manualDiscountCap: number | null;
}[] = [
  {
    key: 'cashier',
    permissions: ['MAKE_PAYMENT', 'HISTORY', 'PRESET_DISCOUNT', 'GIFT_CARDS', 'LOG_OUT'],
    manualDiscountCap: null,
  },
  {
    key: 'waiter',
    // A waiter may round a bill down a little without calling the manager over.
    permissions: [
      'MAKE_PAYMENT',
      'HISTORY',
      'PRESET_DISCOUNT',
      'MANUAL_DISCOUNT',
      'GIFT_CARDS',
      'LOG_OUT',
      'ADD_ITEM_TO_TABLE',
      'CREATE_CHEQUE',
      'INVOICE_PURCHASE',
    ],
    manualDiscountCap: 10,
  },
  { key: 'manager', permissions: POS_STAFF_PERMISSIONS, manualDiscountCap: null },
];
