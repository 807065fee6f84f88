// Licence gating (§6) and what can be bought: which features a company may use, from its licences
// under new licensing or from its old flags otherwise, and the products the licence checkout sells.
import type { ProductKind } from './enums.ts';
import { isLicenseActive, type LicenseState } from './licenses.ts';

/** The features licences switch on and off. */
export const LICENSED_FEATURES = [
  'appOrders',
  'express',
  'kitchenScreens',
  'tableService',
  'customerDisplay',
] as const;
/** A feature a licence switches on. */
export type LicensedFeature = (typeof LICENSED_FEATURES)[number];
/** Whether each feature may be used. */
export type LicensedFeatures = Readonly<Record<LicensedFeature, boolean>>;

/** The company's old licensing flags (§3): used while `useNewLicenses` is off. */
export interface OldLicenseFlags {
  readonly useNewLicenses: boolean;
  readonly hasExpress: boolean;
  readonly hasAppOrders: boolean;
  readonly hasKDS: boolean;
  readonly hasCDS: boolean;
  readonly hasTables: boolean;
}

/**
 * The products that switch a feature on under new licensing. APP is the online-ordering app; QSR
 * (quick-service) is the express till mode (self-ordering, no tables), so express POS needs it —
 * an EPOS licence alone is a plain till; KDS the kitchen screens; TSR (table-service restaurant)
 * the floor plans and tables; CUSTOMER_DISPLAY the screen facing the guest.
 */
export const FEATURE_PRODUCTS: Readonly<Record<LicensedFeature, readonly ProductKind[]>> = {
  appOrders: ['APP'],
  express: ['QSR'],
  kitchenScreens: ['KDS'],
  tableService: ['TSR'],
  customerDisplay: ['CUSTOMER_DISPLAY'],
};

/** A licence as far as gating cares: its product, status and validity. */
export interface GatingLicense extends LicenseState {
  readonly product: string;
}

/**
 * §6: with new licensing, each feature is on when an active licence (of the company or of one of
 * its devices) is of one of its products; otherwise the old flags say.
 */
export function licensedFeatures(
  flags: OldLicenseFlags,
  licenses: readonly GatingLicense[],
  now: Date = new Date(),
): LicensedFeatures {
  if (!flags.useNewLicenses) {
    return {
      appOrders: flags.hasAppOrders,
      express: flags.hasExpress,
      kitchenScreens: flags.hasKDS,
      tableService: flags.hasTables,
      customerDisplay: flags.hasCDS,
    };
  }
  const active = new Set(licenses.filter((l) => isLicenseActive(l, now)).map((l) => l.product));
  const has = (feature: LicensedFeature) => FEATURE_PRODUCTS[feature].some((p) => active.has(p));
  return {
    appOrders: has('appOrders'),
    express: has('express'),
    kitchenScreens: has('kitchenScreens'),
    tableService: has('tableService'),
    customerDisplay: has('customerDisplay'),
  };
}

/** Every feature on: what a session without a company (or a test) assumes. */
export const ALL_FEATURES_LICENSED: LicensedFeatures = {
  appOrders: true,
  express: true,
  kitchenScreens: true,
  tableService: true,
  customerDisplay: true,
};

/** The products the licence checkout sells, in the order the drawer lists them. */
export const PURCHASABLE_LICENSE_PRODUCTS = [
  'EPOS',
  'QSR',
  'TSR',
  'KDS',
  'APP',
  'CUSTOMER_DISPLAY',
  'HANDHELD_ORDER',
  'HANDHELD_PAY',
] as const satisfies readonly ProductKind[];
/** A product the licence checkout sells. */
export type PurchasableLicenseProduct = (typeof PURCHASABLE_LICENSE_PRODUCTS)[number];

/** Most licences of one product in one checkout. */
export const MAX_CHECKOUT_QUANTITY = 50;
