// Every enumeration of SPEC §3 (and the few constants that travel with them). Each list is an
// `as const` array so the server can hand it to GraphQL enums and zod, and the web to selects.

/** Legal forms a company can register with. */
export const COMPANY_TYPES = ['Business', 'Individual', 'NonProfit', 'Partnership', 'PublicCompany'] as const;
/** A legal form of a company. */
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** Device and product kinds a license or device can have. */
export const PRODUCT_KINDS = [
  'APP',
  'CUSTOMER_DISPLAY',
  'EPOS',
  'GIFTCARD',
  'HANDHELD_ORDER',
  'HANDHELD_PAY',
  'HANDHELD_PRO',
  'INSIGHTS',
  'INSIGHTS_YEAR',
  'INVENTORY',
  'KDS',
  'QSR',
  'SUPPORT_SUNRISE',
  'SUPPORT_SUNSET',
  'TSR',
] as const;
/** A device or product kind. */
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** Metrics the insights views can chart. */
export const INSIGHT_METRICS = [
  'SALES_AMOUNT',
  'SALES_AVERAGE',
  'SALES_COUNT',
  'TIPS_AMOUNT',
  'TIPS_AVERAGE',
  'TIPS_COUNT',
] as const;
/** An insights metric. */
export type InsightMetric = (typeof INSIGHT_METRICS)[number];

/** Currencies a company or menu can be priced in (ISO 4217). */
export const CURRENCIES = ['AED', 'DKK', 'EUR', 'GBP', 'NOK', 'SEK', 'TRY', 'USD'] as const;
/** An ISO 4217 currency code the product supports. */
export type Currency = (typeof CURRENCIES)[number];

/** Days of the week, Monday first as in the venues' markets. */
export const WEEKDAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
/** A day of the week. */
export type Weekday = (typeof WEEKDAYS)[number];

/** How a discount's value is read: a fixed amount off, a percentage off, or a new price. */
export const DISCOUNT_VALUE_TYPES = ['FIXED', 'PERCENTAGE', 'PRICE'] as const;
/** A discount value type. */
export type DiscountValueType = (typeof DISCOUNT_VALUE_TYPES)[number];

/** Areas a report can cover. */
export const REPORT_AREAS = ['INVENTORY', 'MARGIN', 'PAYOUTS', 'SALES', 'STAFF'] as const;
/** A report area. */
export type ReportArea = (typeof REPORT_AREAS)[number];
/**
 * The report areas the recorded data can answer, in the order they are offered. MARGIN and
 * INVENTORY need purchase prices and stock, which are not recorded yet: offering them only to
 * refuse them on submit is worse than not offering them.
 */
export const AVAILABLE_REPORT_AREAS = ['SALES', 'STAFF', 'PAYOUTS'] as const satisfies readonly ReportArea[];

/** Whether a choice accepts one or several options. */
export const SELECTION_MODES = ['MULTIPLE', 'SINGLE'] as const;
/** A selection mode. */
export type SelectionMode = (typeof SELECTION_MODES)[number];

/** Recurrence periods, e.g. of scheduled reports. */
export const PERIODS = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
/** A recurrence period. */
export type Period = (typeof PERIODS)[number];

/** Kinds of offers and bundles. */
export const OFFER_TYPES = [
  'BUNDLE',
  'ITEM_DISCOUNT',
  'ORDER_DISCOUNT',
  'STAGED_BUNDLE',
  'STAGED_INDIVIDUAL',
  'VISUAL',
] as const;
/** An offer or bundle type. */
export type OfferType = (typeof OFFER_TYPES)[number];

/** Where an offer can be used: at the till (POS, EXPRESS orders) or online (APP orders). */
export const OFFER_CHANNELS = ['POS', 'ONLINE'] as const;
/** An offer channel. */
export type OfferChannel = (typeof OFFER_CHANNELS)[number];

/** Shapes of a table on a floor plan. */
export const TABLE_SHAPES = ['SQUARE', 'ROUND', 'RECTANGLE'] as const;
/** A table shape. */
export type TableShape = (typeof TABLE_SHAPES)[number];

/** Onboarding milestones a company can reach. */
export const ONBOARDING_STEPS = [
  'ADDED_CATEGORIES',
  'ADDED_COURSE_TYPES',
  'ADDED_PRODUCTS',
  'CLAIMED_DEVICE',
  'CREATED_FLOOR_PLAN',
  'CREATED_POS_LAYOUT',
  'CREATED_STAFF',
  'CREATED_STATION',
  'FILLED_IN_COMPANY_INFORMATION',
  'FIRST_SALE',
] as const;
/** An onboarding milestone. */
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Channels an order can arrive through. */
export const ORDER_CHANNELS = ['APP', 'EXPRESS', 'POS', 'THIRD_PARTY'] as const;
/** An order channel. */
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/** English labels of the order channels as the spec names them (the web translates them). */
export const ORDER_CHANNEL_LABELS: Readonly<Record<OrderChannel, string>> = {
  APP: 'Online',
  EXPRESS: 'Express',
  POS: 'POS',
  THIRD_PARTY: 'Third party',
};

/** Statuses an order can have; transitions between them are not specified. */
export const ORDER_STATUSES = [
  'ACCEPTED',
  'CANCELLED',
  'COMPLETED',
  'DELIVERING',
  'FINALIZING',
  'PENDING',
  'READY',
  'REFUNDED',
  'REJECTED',
  'SCHEDULED',
] as const;
/** An order status. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Order and service types an order can have. */
export const ORDER_TYPES = [
  'BOOKING',
  'DELIVERY',
  'EAT_HERE',
  'INSTANT_BUY',
  'LOCAL_DELIVERY',
  'POS',
  'SHIPPED',
  'TABLE_SERVICE',
  'TAKE_AWAY',
] as const;
/** An order type. */
export type OrderType = (typeof ORDER_TYPES)[number];

/** Permission areas as the API enumerates them; LOANS has no scope or screen of its own. */
export const PERMISSION_AREAS = [
  'ACCOUNTS',
  'FINANCE',
  'INTEGRATIONS',
  'LOANS',
  'MENUS',
  'ORDERS',
  'POS_CUSTOMIZATION',
  'SETTINGS',
  'STAFF',
] as const;
/** A permission area. */
export type PermissionArea = (typeof PERMISSION_AREAS)[number];

/** Roles a back-office admin user can have. */
export const BACKOFFICE_ROLES = ['CONTENT_ADMIN', 'REGULAR', 'SUPER_ADMIN'] as const;
/** A back-office role. */
export type BackofficeRole = (typeof BACKOFFICE_ROLES)[number];

/** English labels of the back-office roles as the spec names them (the web translates them). */
export const BACKOFFICE_ROLE_LABELS: Readonly<Record<BackofficeRole, string>> = {
  CONTENT_ADMIN: 'Admin',
  REGULAR: 'POS admin',
  SUPER_ADMIN: 'Super admin',
};

/** What a staff member may do on a POS terminal (SPEC §6). */
export const POS_STAFF_PERMISSIONS = [
  'ADD_ITEM_TO_TABLE',
  'ANALYTICS',
  'ASSUME_ROLE',
  'CLOSE_DAY',
  'CREATE_CHEQUE',
  'CREATE_INVOICE_TARGET',
  'GIFT_CARDS',
  'HISTORY',
  'INVOICE_PURCHASE',
  'LOG_OUT',
  'MAKE_PAYMENT',
  'MANUAL_DISCOUNT',
  'PRESET_DISCOUNT',
  'REFUND',
  'REPORTS',
  'SETTINGS',
  'VOID_PAYMENT',
] as const;
/** A POS staff permission. */
export type PosStaffPermission = (typeof POS_STAFF_PERMISSIONS)[number];

/** User fields a user list can be sorted by. */
export const USER_SORT_FIELDS = [
  'activated',
  'blocked',
  'createdAt',
  'deleted',
  'email',
  'facebookId',
  'id',
  'image',
  'language',
  'lastLogin',
  'meta',
  'name',
  'ofLegalAge',
  'password',
  'personalNumber',
  'phone',
  'referralCode',
  'role',
  'shouldUpdatePassword',
  'updatedAt',
  'username',
  'venueLimited',
] as const;
/** A user field a list can be sorted by. */
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
/** A sort direction suffix. */
export type SortDirection = 'ASC' | 'DESC';
/** A user sort key such as `createdAt_DESC`. */
export type UserSortKey = `${UserSortField}_${SortDirection}`;

function sortKeysOf<F extends string>(fields: readonly F[]): readonly `${F}_${SortDirection}`[] {
  return fields.flatMap((field) => [`${field}_ASC` as const, `${field}_DESC` as const]);
}

/** Every user sort key, each field ascending then descending, in field order. */
export const USER_SORT_KEYS: readonly UserSortKey[] = sortKeysOf(USER_SORT_FIELDS);

/** Allergens an item can be marked with. */
export const ALLERGENS = [
  'CELERY',
  'GLUTEN',
  'CRUSTACEANS',
  'FISH',
  'EGGS',
  'LUPIN',
  'MILK',
  'MOLLUSCS',
  'MUSTARD',
  'NUTS',
  'PEANUTS',
  'SESAME',
  'SOYA',
  'SULPHITES',
  'ALMONDS',
  'BARLEY',
  'BRAZIL_NUTS',
  'CASHEW',
  'HAZELNUTS',
  'KAMUT',
  'MACADAMIA',
  'OATS',
  'PECAN',
  'PISTACHIOS',
  'RYE',
  'SPELT',
  'WALNUTS',
  'WHEAT',
  'SUGARY_PRODUCT',
  'DAIRY',
  'SULPHUR_DIOXIDE',
  'SOYBEANS',
] as const;
/** An allergen. */
export type Allergen = (typeof ALLERGENS)[number];

/** Units an item's weight or volume can be given in. */
export const WEIGHT_UNITS = ['cl', 'g', 'hg', 'kg'] as const;
/** A weight or volume unit. */
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** Service types; every venue gets one menu per service type. */
export const SERVICE_TYPES = ['POS', 'TABLE_SERVICE', 'TAKE_AWAY', 'EAT_HERE'] as const;
/** A menu service type. */
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** Products an active license can be for. */
export const LICENSE_PRODUCTS = ['APP', 'EPOS', 'KDS', 'TSR'] as const;
/** A licensed product. */
export type LicenseProduct = (typeof LICENSE_PRODUCTS)[number];

/** Store types offered at sign-up (changeable later). */
export const STORE_TYPES = ['SINGLE_STORE', 'MULTIPLE_STORES', 'ENTERPRISE'] as const;
/** A store type. */
export type StoreType = (typeof STORE_TYPES)[number];

/** Log severities in ascending order, so an index comparison orders them. */
export const LOG_SEVERITIES = [
  'ok',
  'debug',
  'info',
  'notice',
  'warn',
  'error',
  'critical',
  'alert',
  'emerg',
] as const;
/** A log severity. */
export type LogSeverity = (typeof LOG_SEVERITIES)[number];

/** Keys of the product categories a new company starts with. */
export type DefaultCategoryKey =
  | 'food'
  | 'beer'
  | 'wine'
  | 'spirits'
  | 'alcopops'
  | 'mineralWater'
  | 'teaCoffee'
  | 'otherGoods'
  | 'other';

/** A product category a new company starts with; VAT rates are integer percentages. */
export type DefaultCategory = {
  readonly key: DefaultCategoryKey;
  readonly name: string;
  readonly vatRate: number;
  readonly ukVatRate: number;
};

/** The product categories a new company starts with; `ukVatRate` applies to GB companies. */
export const DEFAULT_CATEGORIES: readonly DefaultCategory[] = [
  { key: 'food', name: 'Food', vatRate: 25, ukVatRate: 15 },
  { key: 'beer', name: 'Beer', vatRate: 25, ukVatRate: 25 },
  { key: 'wine', name: 'Wine', vatRate: 25, ukVatRate: 25 },
  { key: 'spirits', name: 'Spirits', vatRate: 25, ukVatRate: 25 },
  { key: 'alcopops', name: 'Alcopops', vatRate: 25, ukVatRate: 25 },
  { key: 'mineralWater', name: 'Mineral water', vatRate: 25, ukVatRate: 15 },
  { key: 'teaCoffee', name: 'Tea/coffee', vatRate: 25, ukVatRate: 15 },
  { key: 'otherGoods', name: 'Other goods', vatRate: 25, ukVatRate: 25 },
  { key: 'other', name: 'Other', vatRate: 25, ukVatRate: 25 },
];

/** Name of the menu that holds every item at its default price. */
export const DEFAULT_MENU_NAME = 'All articles';

/** Length of the free trial in days. */
export const TRIAL_DAYS = 30;

/** Whether `value` is one of `list`, narrowing it to the list's element type. */
export function isOneOf<T>(list: readonly T[], value: unknown): value is T {
  // Widening to unknown[] lets any value be looked up without a cast at every call site.
  return (list as readonly unknown[]).includes(value);
}

/**
 * What an image of the library is for: a product photo, a banner of the guest page, a logo. Here
 * rather than in image-library.ts: the library's URL check is in the back office's shell, which
 * must not pull in the schemas (and zod) of that file.
 */
export const IMAGE_KINDS = ['PRODUCT', 'BANNER', 'LOGO'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];
