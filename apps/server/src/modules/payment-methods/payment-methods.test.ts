// Payment methods over HTTP: the standard methods of every company (demo seed, sign-up), add /
// rename / delete with their refusals, uniqueness under a burst, tenancy, and the terminal feed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { signUpOtherCompany } from '../../../test/other-company.ts';
import { paymentMethods } from '../../platform/db/schema/index.ts';
import { demoVenues, issueTerminal } from '../orders/terminal-test-kit.ts';
import { paymentMethodNames, paymentMethodsOf } from './payment-methods.service.ts';

type Method = { id: string; internalId: string; name: string; deleted: boolean; createdAt: string };

let t: TestServer;
let owner = '';
let b = { token: '', companyId: '' };

const FIELDS = 'id internalId name deleted createdAt';

async function list(token: string, includeDeleted = false): Promise<Method[]> {
  const result = await t.gql<{ paymentMethods: Method[] }>(
    `query($d: Boolean) { paymentMethods(includeDeleted: $d) { ${FIELDS} } }`,
    { d: includeDeleted },
    token,
  );
  expect(result.errors).toBeUndefined();
  return result.data?.paymentMethods ?? [];
}

const create = (token: string, input: Record<string, unknown>) =>
  t.gql<{ createPaymentMethod: Method }>(
    `mutation($input: PaymentMethodInput!) { createPaymentMethod(input: $input) { ${FIELDS} } }`,
    { input },
    token,
  );
const rename = (token: string, id: string, name: string) =>
  t.gql<{ renamePaymentMethod: Method }>(
    `mutation($id: ID!, $name: String!) { renamePaymentMethod(id: $id, name: $name) { ${FIELDS} } }`,
    { id, name },
    token,
  );
const remove = (token: string, id: string) =>
  t.gql<{ deletePaymentMethod: boolean }>(
    'mutation($id: ID!) { deletePaymentMethod(id: $id) }',
    { id },
    token,
  );

const fieldErrors = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.fieldErrors;
const codeOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  const other = await signUpOtherCompany(t);
  b = { token: other.token, companyId: other.companyId };
});
afterAll(() => t.close());

describe('payment methods', () => {
  it('the demo company has Sweden’s standard methods, named in Swedish, oldest first', async () => {
    const methods = await list(owner);
    expect(methods.map((m) => [m.internalId, m.name])).toEqual([
      ['CARD', 'Kort'],
      ['CASH', 'Kontant'],
      ['SWISH', 'Swish'],
      ['GIFT_CARD', 'Presentkort'],
      ['INVOICE', 'Faktura'],
      ['VIPPS', 'Vipps'],
    ]);
    expect(methods.every((m) => !m.deleted)).toBe(true);
  });

  it('a company that signs up in Denmark starts with MobilePay, not Swish', async () => {
    const methods = await list(b.token);
    expect(methods.map((m) => m.internalId)).toEqual(['CARD', 'CASH', 'MOBILEPAY', 'GIFT_CARD', 'INVOICE']);
  });

  it('a company that predates payment methods gets the standard ones the first time they are read', async () => {
    await t.database.db.delete(paymentMethods).where(eq(paymentMethods.companyId, b.companyId));
    const read = await Promise.all(
      [1, 2, 3, 4].map(() => paymentMethodsOf(t.database.db, b.companyId, 'da')),
    );
    for (const methods of read) expect(methods.map((m) => m.internalId)).toHaveLength(5);
    expect(await list(b.token)).toHaveLength(5);
  });

  it('adds a method under the company’s name, and refuses a code it already has or does not know', async () => {
    const added = await create(owner, { internalId: 'OTHER', name: '  Lunchkupong  ' });
    expect(added.errors).toBeUndefined();
    expect(added.data?.createPaymentMethod).toMatchObject({
      internalId: 'OTHER',
      name: 'Lunchkupong',
      deleted: false,
    });
    expect(fieldErrors(await create(owner, { internalId: 'CARD', name: 'Kort 2' }))).toEqual([
      { field: 'internalId', message: 'validation.paymentMethodTaken' },
    ]);
    expect(fieldErrors(await create(owner, { internalId: 'BITCOIN', name: 'Bitcoin' }))).toEqual([
      { field: 'internalId', message: 'validation.paymentMethodCode' },
    ]);
    expect(fieldErrors(await create(owner, { internalId: 'VIPPS', name: 'Vipps 2' }))).toEqual([
      { field: 'internalId', message: 'validation.paymentMethodTaken' },
    ]);
    expect(fieldErrors(await create(owner, { internalId: 'OTHER', name: 'x'.repeat(41) }))).toEqual([
      { field: 'name', message: 'validation.tooLong' },
    ]);
    expect(fieldErrors(await create(owner, { internalId: 'OTHER', name: '   ' }))).toEqual([
      { field: 'name', message: 'validation.required' },
    ]);
    expect(codeOf(await create(owner, { internalId: 'OTHER', name: 'Nul\u0000l' }))).toBe('BAD_USER_INPUT');
    expect((await list(owner)).map((m) => m.internalId)).toEqual([
      'CARD',
      'CASH',
      'SWISH',
      'GIFT_CARD',
      'INVOICE',
      'VIPPS',
      'OTHER',
    ]);
  });

  it('keeps one live method per code under a concurrent burst', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => create(owner, { internalId: 'MOBILEPAY', name: `MobilePay ${i}` })),
    );
    expect(results.filter((r) => r.data?.createPaymentMethod)).toHaveLength(1);
    for (const r of results.filter((r) => r.errors)) {
      expect(fieldErrors(r)).toEqual([{ field: 'internalId', message: 'validation.paymentMethodTaken' }]);
    }
    expect((await list(owner)).filter((m) => m.internalId === 'MOBILEPAY')).toHaveLength(1);
  });

  it('renames a method; the Z-report and reports name payments by it', async () => {
    const card = (await list(owner)).find((m) => m.internalId === 'CARD');
    const renamed = await rename(owner, card?.id ?? '', 'Bankkort');
    expect(renamed.data?.renamePaymentMethod.name).toBe('Bankkort');
    expect(fieldErrors(await rename(owner, card?.id ?? '', ''))).toEqual([
      { field: 'name', message: 'validation.required' },
    ]);
    expect(codeOf(await rename(owner, '', 'X'))).toBe('BAD_USER_INPUT');
    expect(codeOf(await rename(owner, 'no-such-method', 'X'))).toBe('NOT_FOUND');
    const demo = await demoVenues(t);
    // The Z-report and the sales report name the day's card payments by it.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const z = await t.gql<{ zReport: { payments: { method: string; name: string | null }[] } }>(
      `query($v: ID!, $d: String!) { zReport(venueId: $v, day: $d) { payments { method name } } }`,
      { v: demo.byName.Södermalm, d: yesterday },
      owner,
    );
    expect(z.data?.zReport.payments.find((p) => p.method === 'CARD')?.name).toBe('Bankkort');
    const nameOf = await paymentMethodNames(t.database.db, demo.companyId, 'sv');
    expect([nameOf('CARD'), nameOf('OTHER'), nameOf('NONE')]).toEqual([
      'Bankkort',
      'Lunchkupong',
      'Ingen betalning',
    ]);
  });

  it('removes an unused method, soft-deletes one payments used, and keeps the last one', async () => {
    const methods = await list(owner);
    const unused = methods.find((m) => m.internalId === 'OTHER');
    const card = methods.find((m) => m.internalId === 'CARD');
    expect((await remove(owner, unused?.id ?? '')).data?.deletePaymentMethod).toBe(true);
    expect((await remove(owner, card?.id ?? '')).data?.deletePaymentMethod).toBe(true);
    const all = await list(owner, true);
    expect(all.find((m) => m.internalId === 'OTHER')).toBeUndefined();
    expect(all.find((m) => m.internalId === 'CARD')).toMatchObject({ name: 'Bankkort', deleted: true });
    expect((await list(owner)).find((m) => m.internalId === 'CARD')).toBeUndefined();
    // A deleted method still names its old payments.
    const demo = await demoVenues(t);
    expect((await paymentMethodNames(t.database.db, demo.companyId, 'sv'))('CARD')).toBe('Bankkort');
    // Card can be added back.
    expect((await create(owner, { internalId: 'CARD', name: 'Kort' })).errors).toBeUndefined();

    // Company B removes all but one at once: the last stays.
    const bMethods = await list(b.token);
    const results = await Promise.all(bMethods.map((m) => remove(b.token, m.id)));
    expect(results.filter((r) => r.data?.deletePaymentMethod)).toHaveLength(bMethods.length - 1);
    expect(results.filter((r) => r.errors).map(fieldErrors)).toEqual([
      [{ field: 'id', message: 'validation.lastPaymentMethod' }],
    ]);
    expect(await list(b.token)).toHaveLength(1);
  });

  it('another company’s methods read as missing and stay unchanged', async () => {
    const [bMethod] = await list(b.token);
    const before = await list(b.token, true);
    expect(codeOf(await rename(owner, bMethod?.id ?? '', 'Stolen'))).toBe('NOT_FOUND');
    expect(codeOf(await remove(owner, bMethod?.id ?? ''))).toBe('NOT_FOUND');
    expect(await list(b.token, true)).toEqual(before);
  });

  it('the terminal feed carries the live methods and a delta their renames and removals', async () => {
    const demo = await demoVenues(t);
    const { credential } = await issueTerminal(t, owner, demo.byName.Södermalm ?? '');
    const feed = async (query = '') => {
      const response = await fetch(`${t.url}/terminal/v1/config${query}`, {
        headers: { authorization: `Bearer ${credential}` },
      });
      return (await response.json()) as {
        version: number;
        paymentMethods: { id: string; internalId: string; name: string }[];
        deleted?: Record<string, string[]>;
      };
    };
    const full = await feed();
    const live = await list(owner);
    expect(full.paymentMethods).toEqual(live.map(({ id, internalId, name }) => ({ id, internalId, name })));
    const cash = live.find((m) => m.internalId === 'CASH');
    await rename(owner, cash?.id ?? '', 'Kontanter');
    const swish = live.find((m) => m.internalId === 'SWISH');
    await remove(owner, swish?.id ?? '');
    const delta = await feed(`?since=${full.version}`);
    expect(delta.paymentMethods).toEqual([{ id: cash?.id, internalId: 'CASH', name: 'Kontanter' }]);
    expect(delta.deleted?.paymentMethods).toEqual([swish?.id]);
  });

  it('needs SETTINGS', async () => {
    const result = await t.gql('query { paymentMethods { id } }', {}, null);
    expect(codeOf(result)).toBe('UNAUTHENTICATED');
  });
});
