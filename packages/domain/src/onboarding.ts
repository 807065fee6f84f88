// Onboarding (§3, issue #17): the setup path a new company walks, and its progress. A step is done
// when it was recorded (addOnboardingEvent) OR when what it asks for really exists — the
// company made its first category through the catalogue, not through the setup path — so the
// checklist completes itself whichever way the owner went.
import * as z from 'zod/mini';
import { COMPANY_LANGUAGES, type CountryCode, isCountryCode } from './countries.ts';
import { ONBOARDING_STEPS, type OnboardingStep, STORE_TYPES } from './enums.ts';
import { isValidTimeZone } from './settings.ts';
import {
  checkOrgNumber,
  countrySchema,
  VALIDATION_MESSAGE_KEYS as KEYS,
  normalizeOrgNumber,
  OBJECT_PARAMS,
  oneOf,
  requiredText,
  typeError,
} from './validation.ts';

/** The screens of the setup path, in the order the owner walks them. */
export const ONBOARDING_PATH = [
  '/onboarding/account',
  '/onboarding/information',
  '/onboarding/stations',
  '/onboarding/product-library',
  '/onboarding/integrations',
  '/onboarding/licenses',
] as const;
/** A screen of the setup path. */
export type OnboardingPathStep = (typeof ONBOARDING_PATH)[number];

/** The step after `current` on the setup path; the dashboard after the last. */
export function nextOnboardingPath(current: string): string {
  const index = ONBOARDING_PATH.indexOf(current as OnboardingPathStep);
  return index >= 0 && index < ONBOARDING_PATH.length - 1 ? (ONBOARDING_PATH[index + 1] as string) : '/';
}

/** Where the checklist sends the owner to do each step. */
export const ONBOARDING_STEP_PATH: Readonly<Record<OnboardingStep, string>> = {
  FILLED_IN_COMPANY_INFORMATION: '/onboarding/information',
  ADDED_CATEGORIES: '/pim/categories',
  ADDED_COURSE_TYPES: '/pim/courses',
  ADDED_PRODUCTS: '/onboarding/product-library',
  CREATED_STATION: '/onboarding/stations',
  CREATED_STAFF: '/staff',
  CREATED_POS_LAYOUT: '/pos-layout',
  CREATED_FLOOR_PLAN: '/tables/floor-plan',
  CLAIMED_DEVICE: '/settings/terminals',
  FIRST_SALE: '/settings/terminals',
};

/** The checklist's order: the company first, then the catalogue, the venue's set-up, the first sale. */
export const ONBOARDING_CHECKLIST: readonly OnboardingStep[] = [
  'FILLED_IN_COMPANY_INFORMATION',
  'ADDED_CATEGORIES',
  'ADDED_COURSE_TYPES',
  'ADDED_PRODUCTS',
  'CREATED_STATION',
  'CREATED_STAFF',
  'CREATED_POS_LAYOUT',
  'CREATED_FLOOR_PLAN',
  'CLAIMED_DEVICE',
  'FIRST_SALE',
];

/** What really exists in a company, counted by the server; each answers one step. */
export interface OnboardingFacts {
  categories: number;
  courseTypes: number;
  products: number;
  /** Terminals (devices) issued or claimed and not revoked. */
  devices: number;
  floorPlans: number;
  posLayouts: number;
  staff: number;
  stations: number;
  orders: number;
  companyInformationFilled: boolean;
}

const FACT_OF_STEP: Readonly<Record<OnboardingStep, (facts: OnboardingFacts) => boolean>> = {
  ADDED_CATEGORIES: (f) => f.categories > 0,
  ADDED_COURSE_TYPES: (f) => f.courseTypes > 0,
  ADDED_PRODUCTS: (f) => f.products > 0,
  CLAIMED_DEVICE: (f) => f.devices > 0,
  CREATED_FLOOR_PLAN: (f) => f.floorPlans > 0,
  CREATED_POS_LAYOUT: (f) => f.posLayouts > 0,
  CREATED_STAFF: (f) => f.staff > 0,
  CREATED_STATION: (f) => f.stations > 0,
  FILLED_IN_COMPANY_INFORMATION: (f) => f.companyInformationFilled,
  FIRST_SALE: (f) => f.orders > 0,
};

/** One step of the checklist: done or not, and where to do it. */
export interface OnboardingStepState {
  step: OnboardingStep;
  done: boolean;
  path: string;
}

/**
 * The progress of every §3 step in checklist order: done when recorded (`events`) or when the
 * facts show it. Unknown event names are ignored (a stored name from an older enum).
 */
export function onboardingProgress(
  events: Iterable<string>,
  facts: OnboardingFacts,
): { steps: OnboardingStepState[]; done: number; total: number; complete: boolean } {
  const recorded = new Set(events);
  const steps = ONBOARDING_CHECKLIST.map((step) => ({
    step,
    done: recorded.has(step) || FACT_OF_STEP[step](facts),
    path: ONBOARDING_STEP_PATH[step],
  }));
  const done = steps.filter((s) => s.done).length;
  return { steps, done, total: steps.length, complete: done === steps.length };
}

/** Whether `value` names an onboarding step (addOnboardingEvent's `name`). */
export function isOnboardingStep(value: unknown): value is OnboardingStep {
  return typeof value === 'string' && (ONBOARDING_STEPS as readonly string[]).includes(value);
}

/** The company information a receipt and an invoice need: legal name, organisation number, address. */
export interface CompanyInformation {
  legalName: string | null;
  organizationNumber: string | null;
  street: string | null;
  zip: string | null;
  city: string | null;
}

/** Filled in: every part present and the organisation number right for the country. */
export function isCompanyInformationFilled(country: CountryCode, info: CompanyInformation): boolean {
  const present = (v: string | null) => (v ?? '').trim() !== '';
  return (
    present(info.legalName) &&
    present(info.street) &&
    present(info.zip) &&
    present(info.city) &&
    checkOrgNumber(country, info.organizationNumber) === null
  );
}

/** /onboarding/account: what kind of business, the company's language and its time zone. */
export const onboardingAccountSchema = z.object(
  {
    storeType: oneOf(STORE_TYPES, KEYS.storeType),
    defaultLanguage: oneOf(COMPANY_LANGUAGES, KEYS.companyLanguage),
    timezone: z.string({ error: typeError }).check(
      z.trim(),
      z.minLength(1, { error: KEYS.required }),
      z.maxLength(64, { error: KEYS.invalid }),
      z.refine((value) => value === '' || isValidTimeZone(value), KEYS.invalid),
    ),
  },
  OBJECT_PARAMS,
);
export type OnboardingAccountInput = z.input<typeof onboardingAccountSchema>;

/**
 * /onboarding/information: legal name, organisation number (the country's rule) and the sales
 * address. `country` is the company's: the server puts its own in, whatever the form sent.
 */
export const onboardingInformationSchema = z
  .object(
    {
      country: countrySchema,
      legalName: requiredText(160),
      organizationNumber: z.pipe(requiredText(40), z.transform(normalizeOrgNumber)),
      street: requiredText(200),
      zip: requiredText(20),
      city: requiredText(100),
    },
    OBJECT_PARAMS,
  )
  .check(
    z.superRefine(
      (value, ctx) => {
        const problem = checkOrgNumber(value.country, value.organizationNumber);
        if (problem === 'length' || problem === 'characters') {
          ctx.addIssue({
            code: 'custom',
            path: ['organizationNumber'],
            message: `validation.orgNumber.${problem}`,
          });
        }
      },
      { when: ({ value }) => hasOrgNumber(value) },
    ),
  );
export type OnboardingInformationInput = z.input<typeof onboardingInformationSchema>;

function hasOrgNumber(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { country, organizationNumber } = value as Record<string, unknown>;
  return isCountryCode(country) && typeof organizationNumber === 'string' && organizationNumber.trim() !== '';
}
