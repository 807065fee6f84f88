import { describe, expect, it } from 'vitest';
import { ONBOARDING_STEPS } from './enums.ts';
import {
  isCompanyInformationFilled,
  nextOnboardingPath,
  ONBOARDING_CHECKLIST,
  type OnboardingFacts,
  onboardingAccountSchema,
  onboardingInformationSchema,
  onboardingProgress,
} from './onboarding.ts';

const NOTHING: OnboardingFacts = {
  categories: 0,
  courseTypes: 0,
  products: 0,
  devices: 0,
  floorPlans: 0,
  posLayouts: 0,
  staff: 0,
  stations: 0,
  orders: 0,
  companyInformationFilled: false,
};

describe('onboardingProgress', () => {
  it('lists every §3 step once, none done for a company with nothing', () => {
    const progress = onboardingProgress([], NOTHING);
    expect(progress.steps.map((s) => s.step).sort()).toEqual([...ONBOARDING_STEPS].sort());
    expect(progress).toMatchObject({ done: 0, total: 10, complete: false });
    expect(ONBOARDING_CHECKLIST).toHaveLength(ONBOARDING_STEPS.length);
  });

  it('ticks a step from a recorded event or from what exists', () => {
    const progress = onboardingProgress(['CREATED_STATION', 'NOT_A_STEP'], {
      ...NOTHING,
      products: 3,
      orders: 1,
    });
    const done = progress.steps.filter((s) => s.done).map((s) => s.step);
    expect(done.sort()).toEqual(['ADDED_PRODUCTS', 'CREATED_STATION', 'FIRST_SALE']);
    expect(progress.done).toBe(3);
  });

  it('is complete when every fact holds', () => {
    const all: OnboardingFacts = {
      categories: 1,
      courseTypes: 1,
      products: 1,
      devices: 1,
      floorPlans: 1,
      posLayouts: 1,
      staff: 1,
      stations: 1,
      orders: 1,
      companyInformationFilled: true,
    };
    expect(onboardingProgress([], all).complete).toBe(true);
    // Events alone complete it too.
    expect(onboardingProgress(ONBOARDING_STEPS, NOTHING).complete).toBe(true);
  });

  it('links every step to a screen', () => {
    for (const state of onboardingProgress([], NOTHING).steps) expect(state.path).toMatch(/^\/[a-z]/);
  });
});

describe('company information', () => {
  const filled = {
    legalName: 'Kafé Lyran AB',
    organizationNumber: '556677-8899',
    street: 'Götgatan 1',
    zip: '118 46',
    city: 'Stockholm',
  };

  it('is filled with every part and the country’s organisation number', () => {
    expect(isCompanyInformationFilled('SE', filled)).toBe(true);
    expect(isCompanyInformationFilled('SE', { ...filled, city: ' ' })).toBe(false);
    // Ten digits is a Swedish number, not a Norwegian one (nine).
    expect(isCompanyInformationFilled('NO', filled)).toBe(false);
  });

  it('the information form refuses an organisation number of the wrong length for the country', () => {
    const wrong = onboardingInformationSchema.safeParse({
      country: 'SE',
      ...filled,
      organizationNumber: '12345',
    });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['organizationNumber', 'validation.orgNumber.length'],
    ]);
    const right = onboardingInformationSchema.safeParse({ country: 'SE', ...filled });
    expect(right.success && right.data.organizationNumber).toBe('5566778899');
  });

  it('the information form refuses missing parts', () => {
    const result = onboardingInformationSchema.safeParse({
      country: 'DK',
      legalName: ' ',
      organizationNumber: '',
    });
    expect(result.success).toBe(false);
    const paths = new Set(result.error?.issues.map((i) => i.path.join('.')));
    for (const field of ['legalName', 'organizationNumber', 'street', 'zip', 'city'])
      expect(paths).toContain(field);
  });
});

describe('the account step', () => {
  it('takes a store type, a company language and a real time zone', () => {
    expect(
      onboardingAccountSchema.safeParse({
        storeType: 'SINGLE_STORE',
        defaultLanguage: 'no',
        timezone: 'Europe/Oslo',
      }).success,
    ).toBe(true);
    const bad = onboardingAccountSchema.safeParse({
      storeType: 'CASTLE',
      defaultLanguage: 'fr',
      timezone: 'Mars/Base',
    });
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'defaultLanguage',
      'storeType',
      'timezone',
    ]);
  });
});

describe('nextOnboardingPath', () => {
  it('walks the path in order and ends on the dashboard', () => {
    expect(nextOnboardingPath('/onboarding/account')).toBe('/onboarding/information');
    expect(nextOnboardingPath('/onboarding/stations')).toBe('/onboarding/product-library');
    expect(nextOnboardingPath('/onboarding/licenses')).toBe('/');
  });
});
