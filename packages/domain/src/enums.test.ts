import { describe, expect, it } from 'vitest';
import {
  ALLERGENS,
  BACKOFFICE_ROLE_LABELS,
  BACKOFFICE_ROLES,
  COMPANY_TYPES,
  CURRENCIES,
  type Currency,
  DEFAULT_CATEGORIES,
  DEFAULT_MENU_NAME,
  DISCOUNT_VALUE_TYPES,
  INSIGHT_METRICS,
  isOneOf,
  LICENSE_PRODUCTS,
  LOG_SEVERITIES,
  OFFER_TYPES,
  ONBOARDING_STEPS,
  ORDER_CHANNEL_LABELS,
  ORDER_CHANNELS,
  ORDER_STATUSES,
  ORDER_TYPES,
  PERIODS,
  PERMISSION_AREAS,
  POS_STAFF_PERMISSIONS,
  PRODUCT_KINDS,
  REPORT_AREAS,
  SELECTION_MODES,
  SERVICE_TYPES,
  STORE_TYPES,
  TRIAL_DAYS,
  USER_SORT_FIELDS,
  USER_SORT_KEYS,
  WEEKDAYS,
  WEIGHT_UNITS,
} from './enums.ts';

const ALL_LISTS = {
  ALLERGENS,
  BACKOFFICE_ROLES,
  COMPANY_TYPES,
  CURRENCIES,
  DISCOUNT_VALUE_TYPES,
  INSIGHT_METRICS,
  LICENSE_PRODUCTS,
  LOG_SEVERITIES,
  OFFER_TYPES,
  ONBOARDING_STEPS,
  ORDER_CHANNELS,
  ORDER_STATUSES,
  ORDER_TYPES,
  PERIODS,
  PERMISSION_AREAS,
  POS_STAFF_PERMISSIONS,
  PRODUCT_KINDS,
  REPORT_AREAS,
  SELECTION_MODES,
  SERVICE_TYPES,
  STORE_TYPES,
  USER_SORT_FIELDS,
  USER_SORT_KEYS,
  WEEKDAYS,
  WEIGHT_UNITS,
};

describe('enumerations', () => {
  it.each(Object.entries(ALL_LISTS))('%s has no duplicates', (_name, list) => {
    expect(new Set(list).size).toBe(list.length);
  });

  it('lists the values of SPEC §3', () => {
    expect(COMPANY_TYPES).toEqual(['Business', 'Individual', 'NonProfit', 'Partnership', 'PublicCompany']);
    expect(CURRENCIES).toEqual(['AED', 'DKK', 'EUR', 'GBP', 'NOK', 'SEK', 'TRY', 'USD']);
    expect(PRODUCT_KINDS).toHaveLength(15);
    expect(PRODUCT_KINDS).toContain('HANDHELD_PRO');
    expect(INSIGHT_METRICS).toHaveLength(6);
    expect(WEEKDAYS[0]).toBe('MONDAY');
    expect(WEEKDAYS.at(-1)).toBe('SUNDAY');
    expect(DISCOUNT_VALUE_TYPES).toEqual(['FIXED', 'PERCENTAGE', 'PRICE']);
    expect(REPORT_AREAS).toEqual(['INVENTORY', 'MARGIN', 'PAYOUTS', 'SALES', 'STAFF']);
    expect(SELECTION_MODES).toEqual(['MULTIPLE', 'SINGLE']);
    expect(PERIODS).toEqual(['DAILY', 'WEEKLY', 'MONTHLY']);
    expect(OFFER_TYPES).toContain('STAGED_INDIVIDUAL');
    expect(ONBOARDING_STEPS).toHaveLength(10);
    expect(ORDER_CHANNELS).toEqual(['APP', 'EXPRESS', 'POS', 'THIRD_PARTY']);
    expect(ORDER_STATUSES).toHaveLength(10);
    expect(ORDER_TYPES).toHaveLength(9);
    expect(PERMISSION_AREAS).toContain('LOANS');
    expect(BACKOFFICE_ROLES).toEqual(['CONTENT_ADMIN', 'REGULAR', 'SUPER_ADMIN']);
    expect(POS_STAFF_PERMISSIONS).toHaveLength(17);
    expect(ALLERGENS).toHaveLength(32);
    expect(WEIGHT_UNITS).toEqual(['cl', 'g', 'hg', 'kg']);
    expect(SERVICE_TYPES).toEqual(['POS', 'TABLE_SERVICE', 'TAKE_AWAY', 'EAT_HERE']);
    expect(LICENSE_PRODUCTS).toEqual(['APP', 'EPOS', 'KDS', 'TSR']);
    expect(STORE_TYPES).toEqual(['SINGLE_STORE', 'MULTIPLE_STORES', 'ENTERPRISE']);
  });

  it('orders log severities from least to most severe', () => {
    expect(LOG_SEVERITIES).toEqual([
      'ok',
      'debug',
      'info',
      'notice',
      'warn',
      'error',
      'critical',
      'alert',
      'emerg',
    ]);
    expect(LOG_SEVERITIES.indexOf('warn')).toBeLessThan(LOG_SEVERITIES.indexOf('error'));
  });

  it('labels every order channel and back-office role', () => {
    expect(Object.keys(ORDER_CHANNEL_LABELS).sort()).toEqual([...ORDER_CHANNELS].sort());
    expect(ORDER_CHANNEL_LABELS).toEqual({
      APP: 'Online',
      EXPRESS: 'Express',
      POS: 'POS',
      THIRD_PARTY: 'Third party',
    });
    expect(Object.keys(BACKOFFICE_ROLE_LABELS).sort()).toEqual([...BACKOFFICE_ROLES].sort());
    expect(BACKOFFICE_ROLE_LABELS).toEqual({
      CONTENT_ADMIN: 'Admin',
      REGULAR: 'POS admin',
      SUPER_ADMIN: 'Super admin',
    });
  });
});

describe('USER_SORT_KEYS', () => {
  it('has an ascending and a descending key for every field, in field order', () => {
    expect(USER_SORT_FIELDS).toHaveLength(22);
    expect(USER_SORT_KEYS).toHaveLength(USER_SORT_FIELDS.length * 2);
    expect(USER_SORT_KEYS.slice(0, 4)).toEqual([
      'activated_ASC',
      'activated_DESC',
      'blocked_ASC',
      'blocked_DESC',
    ]);
    expect(USER_SORT_KEYS.at(-1)).toBe('venueLimited_DESC');
    for (const field of USER_SORT_FIELDS) {
      expect(USER_SORT_KEYS).toContain(`${field}_ASC`);
      expect(USER_SORT_KEYS).toContain(`${field}_DESC`);
    }
  });
});

describe('DEFAULT_CATEGORIES', () => {
  it('holds the nine starting categories with integer VAT rates', () => {
    expect(DEFAULT_CATEGORIES.map((c) => c.key)).toEqual([
      'food',
      'beer',
      'wine',
      'spirits',
      'alcopops',
      'mineralWater',
      'teaCoffee',
      'otherGoods',
      'other',
    ]);
    for (const category of DEFAULT_CATEGORIES) {
      expect(category.vatRate).toBe(25);
      expect(Number.isInteger(category.ukVatRate)).toBe(true);
      expect(category.name).not.toBe('');
    }
  });

  it('uses the reduced UK rate for food and soft drinks only', () => {
    const reduced = DEFAULT_CATEGORIES.filter((c) => c.ukVatRate === 15).map((c) => c.name);
    expect(reduced).toEqual(['Food', 'Mineral water', 'Tea/coffee']);
  });
});

describe('constants', () => {
  it('names the default menu and the trial length', () => {
    expect(DEFAULT_MENU_NAME).toBe('All articles');
    expect(TRIAL_DAYS).toBe(30);
  });
});

describe('isOneOf', () => {
  it('accepts members and narrows to the list type', () => {
    const value: unknown = 'SEK';
    if (!isOneOf(CURRENCIES, value)) throw new Error('expected a currency');
    const currency: Currency = value;
    expect(currency).toBe('SEK');
  });

  it.each([['sek'], [''], [null], [undefined], [42], [{}]])('rejects %j', (value) => {
    expect(isOneOf(CURRENCIES, value)).toBe(false);
  });
});
