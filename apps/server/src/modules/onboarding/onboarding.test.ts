import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { signUpOtherCompany } from '../../../test/other-company.ts';
import { categories, companies, items, onboardingEvents } from '../../platform/db/schema/index.ts';
import { demoVenues, issueTerminal, orderBody, simpleLine, submit } from '../orders/terminal-test-kit.ts';

let t: TestServer;
let owner = '';
const b = { token: '', companyId: '', venueId: '' };

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  Object.assign(b, await signUpOtherCompany(t));
});
afterAll(() => t.close());

const codeOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  r.errors?.[0]?.extensions?.code;
const fieldsOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  (r.errors?.[0]?.extensions?.fieldErrors as { field: string; message: string }[] | undefined) ?? [];

const ONBOARDING = 'query { onboarding { done total complete steps { step done path } } }';
type Progress = {
  onboarding: { done: number; total: number; complete: boolean; steps: { step: string; done: boolean }[] };
};
async function stepsOf(token: string): Promise<Record<string, boolean>> {
  const r = await t.gql<Progress>(ONBOARDING, {}, token);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return Object.fromEntries((r.data?.onboarding.steps ?? []).map((s) => [s.step, s.done]));
}
const EVENT =
  'mutation($n: OnboardingStep!, $c: ID!) { addOnboardingEvent(name: $n, companyId: $c) { success } }';
const INFO = `mutation($input: CompanyInformationInput!) {
  saveCompanyInformation(input: $input) { legalName organizationNumber street zip city }
}`;
const PREVIEW = `query($t: ProductLibraryTemplate!) { productLibraryPreview(template: $t) {
  template imported categories { name vatRate exists } courses { name exists } products { title description price vatRate category exists }
} }`;
const IMPORT =
  'mutation($t: ProductLibraryTemplate!) { importProductLibrary(template: $t) { categories courses products } }';

describe('a new company', () => {
  it('starts with its country’s default categories, in its language', async () => {
    const rows = await t.database.db
      .select({ name: categories.name, vatRate: categories.vatRate })
      .from(categories)
      .where(eq(categories.companyId, b.companyId));
    // Company B is Danish: its content language is English (Danish is not one), but the library
    // names its categories in Danish; 25 % on everything.
    expect(rows.map((r) => r.name).sort()).toEqual(
      [
        'Øl',
        'Cider og alcopops',
        'Mad',
        'Mineralvand',
        'Andet',
        'Andre varer',
        'Spiritus',
        'Te og kaffe',
        'Vin',
      ].sort(),
    );
    expect(new Set(rows.map((r) => r.vatRate))).toEqual(new Set([25]));
  });

  it('shows every §3 step, the categories already done', async () => {
    const r = await t.gql<Progress>(ONBOARDING, {}, b.token);
    expect(r.data?.onboarding).toMatchObject({ total: 10, complete: false });
    const steps = await stepsOf(b.token);
    expect(steps).toMatchObject({ ADDED_CATEGORIES: true, ADDED_PRODUCTS: false, FIRST_SALE: false });
  });
});

describe('company information', () => {
  const good = {
    legalName: 'Other Company ApS',
    organizationNumber: '12 34 56 78',
    street: 'Nyhavn 1',
    zip: '1051',
    city: 'København',
  };

  it('refuses an organisation number of the wrong length for the country and changes nothing', async () => {
    const r = await t.gql(INFO, { input: { ...good, organizationNumber: '1234567' } }, b.token);
    expect(codeOf(r)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(r)).toEqual([{ field: 'organizationNumber', message: 'validation.orgNumber.length' }]);
    const [company] = await t.database.db.select().from(companies).where(eq(companies.id, b.companyId));
    expect(company?.legalName ?? null).toBeNull();
    expect((await stepsOf(b.token)).FILLED_IN_COMPANY_INFORMATION).toBe(false);
  });

  it('refuses NUL bytes and huge strings with field errors', async () => {
    const nul = await t.gql(INFO, { input: { ...good, legalName: 'A\u0000B' } }, b.token);
    expect(codeOf(nul)).toBe('BAD_USER_INPUT');
    const huge = await t.gql(INFO, { input: { ...good, city: 'x'.repeat(5000) } }, b.token);
    expect(fieldsOf(huge).map((f) => f.field)).toEqual(['city']);
  });

  it('saves the legal name, the number and the address of the first venue, and ticks the step', async () => {
    const r = await t.gql<{ saveCompanyInformation: Record<string, string> }>(INFO, { input: good }, b.token);
    expect(r.errors).toBeUndefined();
    expect(r.data?.saveCompanyInformation).toEqual({ ...good, organizationNumber: '12345678' });
    expect((await stepsOf(b.token)).FILLED_IN_COMPANY_INFORMATION).toBe(true);
  });
});

describe('the account step', () => {
  const ACCOUNT = `mutation($input: OnboardingAccountInput!) { saveOnboardingAccount(input: $input) { storeType timezone defaultLanguage } }`;
  it('saves the language and time zone; refuses one that does not exist', async () => {
    const bad = await t.gql(
      ACCOUNT,
      { input: { storeType: 'SINGLE_STORE', defaultLanguage: 'en', timezone: 'Mars/Olympus' } },
      b.token,
    );
    expect(fieldsOf(bad).map((f) => f.field)).toEqual(['timezone']);
    const r = await t.gql(
      ACCOUNT,
      { input: { storeType: 'MULTIPLE_STORES', defaultLanguage: 'en', timezone: 'Europe/Copenhagen' } },
      b.token,
    );
    expect(r.data).toEqual({
      saveOnboardingAccount: {
        storeType: 'MULTIPLE_STORES',
        timezone: 'Europe/Copenhagen',
        defaultLanguage: 'en',
      },
    });
  });

  it('is the owner’s: a manager without SETTINGS is refused', async () => {
    const manager = await t.login(DEMO.manager);
    const r = await t.gql(
      ACCOUNT,
      { input: { storeType: 'SINGLE_STORE', defaultLanguage: 'se', timezone: 'Europe/Stockholm' } },
      manager,
    );
    expect(codeOf(r)).toBe('FORBIDDEN');
  });
});

describe('addOnboardingEvent', () => {
  it('records a step once, even from a burst', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => t.gql(EVENT, { n: 'CREATED_FLOOR_PLAN', c: b.companyId }, b.token)),
    );
    for (const r of results) expect(r.errors).toBeUndefined();
    const rows = await t.database.db
      .select()
      .from(onboardingEvents)
      .where(
        and(eq(onboardingEvents.companyId, b.companyId), eq(onboardingEvents.name, 'CREATED_FLOOR_PLAN')),
      );
    expect(rows).toHaveLength(1);
    expect((await stepsOf(b.token)).CREATED_FLOOR_PLAN).toBe(true);
  });

  it('refuses another company’s id, an empty id and an unknown step (tenancy)', async () => {
    expect(codeOf(await t.gql(EVENT, { n: 'CREATED_STAFF', c: b.companyId }, owner))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(EVENT, { n: 'CREATED_STAFF', c: '' }, owner))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(EVENT, { n: 'WON_THE_LOTTERY', c: b.companyId }, b.token))).toBe(
      'BAD_USER_INPUT',
    );
    expect((await stepsOf(b.token)).CREATED_STAFF).toBe(false);
  });
});

describe('the product library', () => {
  it('previews a template in the company’s language and currency', async () => {
    const r = await t.gql<{
      productLibraryPreview: {
        imported: boolean;
        products: { title: string; description: string; price: number; exists: boolean }[];
        categories: { name: string; exists: boolean }[];
      };
    }>(PREVIEW, { t: 'cafe' }, b.token);
    expect(r.errors).toBeUndefined();
    const preview = r.data?.productLibraryPreview;
    expect(preview?.imported).toBe(false);
    // In Danish, in Danish kroner: a 38 kr cinnamon bun is 25 DKK.
    expect(preview?.products.find((p) => p.title === 'Kanelsnegl')).toMatchObject({
      description: 'Vores klassiske kanelsnegl med smør, kanel og perlesukker, bagt hver morgen.',
      price: 2500,
      exists: false,
    });
    // The defaults already hold 'Te og kaffe': reused, not doubled.
    expect(preview?.categories.find((c) => c.name === 'Te og kaffe')?.exists).toBe(true);
  });

  it('imports once: a second import and a burst add nothing', async () => {
    const first = await t.gql<{
      importProductLibrary: { categories: number; courses: number; products: number };
    }>(IMPORT, { t: 'cafe' }, b.token);
    expect(first.data?.importProductLibrary).toEqual({ categories: 0, courses: 2, products: 6 });
    const again = await t.gql(IMPORT, { t: 'cafe' }, b.token);
    expect(again.data).toEqual({ importProductLibrary: { categories: 0, courses: 0, products: 0 } });
    const burst = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.gql<{ importProductLibrary: { products: number } }>(IMPORT, { t: 'bar' }, b.token),
      ),
    );
    expect(burst.map((r) => r.data?.importProductLibrary.products ?? -1).sort()).toEqual([0, 0, 0, 0, 7]);
    const titles = await t.database.db
      .select({ title: items.title })
      .from(items)
      .where(eq(items.companyId, b.companyId));
    expect(titles).toHaveLength(13);
    expect(new Set(titles.map((i) => i.title)).size).toBe(13);
    // Imported with their descriptions: the Danish text, and the translations but English (the
    // company's main slot, which holds the Danish).
    const [bun] = await t.database.db
      .select({ description: items.description, descriptionLang: items.descriptionLang })
      .from(items)
      .where(and(eq(items.companyId, b.companyId), eq(items.title, 'Kanelsnegl')));
    expect(bun?.description).toBe(
      'Vores klassiske kanelsnegl med smør, kanel og perlesukker, bagt hver morgen.',
    );
    expect(Object.keys(bun?.descriptionLang ?? {}).sort()).toEqual(['es', 'no', 'se']);
    const steps = await stepsOf(b.token);
    expect(steps).toMatchObject({ ADDED_PRODUCTS: true, ADDED_COURSE_TYPES: true });
    const preview = await t.gql<{ productLibraryPreview: { imported: boolean } }>(
      PREVIEW,
      { t: 'cafe' },
      b.token,
    );
    expect(preview.data?.productLibraryPreview.imported).toBe(true);
  });

  it('refuses an unknown template and a caller who is not signed in', async () => {
    expect(codeOf(await t.gql(IMPORT, { t: 'castle' }, b.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(IMPORT, { t: 'cafe' }, null))).toBe('UNAUTHENTICATED');
  });
});

describe('the first sale', () => {
  it('a terminal’s first order ticks FIRST_SALE', async () => {
    const { companyId, byName } = await demoVenues(t);
    await t.database.db.delete(onboardingEvents).where(eq(onboardingEvents.companyId, companyId));
    const { credential } = await issueTerminal(t, owner, byName.Södermalm ?? '', 'Onboarding till');
    const sold = await submit(
      t,
      credential,
      orderBody({ clientOrderId: 'onboarding-first', lines: [simpleLine(3800)] }),
    );
    expect(sold.status).toBeLessThan(300);
    const rows = await t.database.db
      .select({ name: onboardingEvents.name, userId: onboardingEvents.userId })
      .from(onboardingEvents)
      .where(eq(onboardingEvents.companyId, companyId));
    expect(rows).toEqual([{ name: 'FIRST_SALE', userId: null }]);
    expect((await stepsOf(owner)).FIRST_SALE).toBe(true);
  });
});
