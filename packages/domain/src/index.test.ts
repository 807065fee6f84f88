import { describe, expect, it } from 'vitest';
import type * as Domain from './index.ts';
import * as domain from './index.ts';

// The server and the web import these names; renaming one must fail here, not in their builds.
const PUBLIC_VALUES = [
  // enums.ts
  'COMPANY_TYPES',
  'PRODUCT_KINDS',
  'INSIGHT_METRICS',
  'CURRENCIES',
  'WEEKDAYS',
  'DISCOUNT_VALUE_TYPES',
  'REPORT_AREAS',
  'SELECTION_MODES',
  'PERIODS',
  'OFFER_TYPES',
  'ONBOARDING_STEPS',
  'ORDER_CHANNELS',
  'ORDER_CHANNEL_LABELS',
  'ORDER_STATUSES',
  'ORDER_TYPES',
  'PERMISSION_AREAS',
  'BACKOFFICE_ROLES',
  'BACKOFFICE_ROLE_LABELS',
  'POS_STAFF_PERMISSIONS',
  'USER_SORT_FIELDS',
  'USER_SORT_KEYS',
  'ALLERGENS',
  'WEIGHT_UNITS',
  'SERVICE_TYPES',
  'LICENSE_PRODUCTS',
  'STORE_TYPES',
  'LOG_SEVERITIES',
  'DEFAULT_CATEGORIES',
  'DEFAULT_MENU_NAME',
  'TRIAL_DAYS',
  'isOneOf',
  // countries.ts
  'SUPPORTED_COUNTRIES',
  'isCountryCode',
  'normalizeCountry',
  'COUNTRY_CURRENCY',
  'COUNTRY_LANGUAGE_CODE',
  'COUNTRY_TIMEZONE',
  'COMPANY_LANGUAGES',
  'DEFAULT_COMPANY_LANGUAGE',
  'companyLanguageForCountry',
  'normalizeCompanyLanguage',
  'VAT_CHOICES',
  'isValidVatRate',
  // language.ts
  'UI_LANGUAGES',
  'DEFAULT_UI_LANGUAGE',
  'isUiLanguage',
  'isRtl',
  'LANGUAGE_STORAGE_KEY',
  'LANG_SEGMENT_LENGTH',
  'parseLangSegment',
  'buildLangSegment',
  'CANONICAL_LANG_SEGMENTS',
  'canonicalLangPath',
  'countryFromTimeZone',
  'languageFromBrowser',
  'resolveUiLanguage',
  'defaultLangSegment',
  'uiLanguageToCompanyLanguage',
  // validation.ts
  'PASSWORD_MIN_LENGTH',
  'checkPassword',
  'passwordChecklist',
  'isValidPassword',
  'ORG_NUMBER_RULES',
  'normalizeOrgNumber',
  'checkOrgNumber',
  'isValidEmail',
  'isValidPhone',
  'passwordSchema',
  'emailSchema',
  'temporaryRegistrationSchema',
  'companyApplicationSchema',
  'fieldErrorsFromZod',
  // accounting-day.ts
  'ACCOUNTING_DAY_START',
  'DEFAULT_TIMEZONE',
  'ALL_TIME_START',
  'VOUCHER_LOOKBACK_DAYS',
  'accountingDayOf',
  'accountingDayStart',
  'accountingDayRange',
  'accountingDayEndInclusive',
  'addDays',
  'voucherRange',
  // slug.ts, sort.ts
  'slugify',
  'compareItems',
  'sortItems',
  'compareNames',
  'sortByName',
  // permissions.ts
  'SCOPES',
  'isScope',
  'FULL_ACCESS',
  'hasFullAccess',
  'hasScope',
  'isVenueRestricted',
  'canAccessVenue',
  'filterVenues',
  // route-guards.ts, screens.ts, sidebar.ts: the screen manifest and what is derived from it
  'ROUTE_GUARDS',
  'guardForPath',
  'canOpenPath',
  'sectionPaths',
  'SCREENS',
  'screenForPath',
  'sectionScreens',
  'isNavigable',
  'isScreenOffered',
  'SIDEBAR',
  'SCOPE_LANDING_PATHS',
  'landingPath',
  'canGrant',
  // pricing.ts: the pricing engine
  'priceBasket',
  'preparePricing',
  'percentOf',
  'localMomentAt',
  'offerChannelOf',
] as const satisfies readonly (keyof typeof domain)[];

// Type-only names; this alias fails to compile if one of them disappears.
type PublicTypes = [
  Domain.Currency,
  Domain.BackofficeRole,
  Domain.ServiceType,
  Domain.StoreType,
  Domain.CountryCode,
  Domain.CompanyLanguage,
  Domain.UiLanguage,
  Domain.PasswordProblem,
  Domain.TemporaryRegistrationInput,
  Domain.CompanyApplicationInput,
  Domain.Scope,
  Domain.Permissions,
  Domain.Screen,
  Domain.SectionId,
  Domain.SidebarEntry,
  Domain.SidebarKey,
  Domain.PricingOffer,
  Domain.Basket,
  Domain.BasketLine,
  Domain.LocalMoment,
  Domain.PricingResult,
  Domain.NotAppliedReason,
  Domain.BasketPricer,
];

describe('public surface', () => {
  const exported = new Map(Object.entries(domain));

  it.each(PUBLIC_VALUES)('exports %s', (name) => {
    expect(exported.get(name)).toBeDefined();
  });

  it('names its public types', () => {
    const types: PublicTypes | undefined = undefined;
    expect(types).toBeUndefined();
  });
});
