import { POS_STAFF_PERMISSIONS } from '@fika/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { accessLevels, companies, users } from '../../platform/db/schema/index.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const REGISTER = `mutation($input: TemporaryRegistrationInput!) { registerTemporaryUser(input: $input) { success } }`;

async function levelsOfCompany(companyId: string) {
  return t.database.db
    .select({
      name: accessLevels.name,
      permissions: accessLevels.permissions,
      manualDiscountCap: accessLevels.manualDiscountCap,
    })
    .from(accessLevels)
    .where(and(eq(accessLevels.companyId, companyId), eq(accessLevels.deleted, false)))
    .orderBy(asc(accessLevels.createdAt), asc(accessLevels.name));
}

async function signUp(email: string, country: string, companyLanguage?: string): Promise<string> {
  const result = await t.gql(REGISTER, {
    input: {
      username: email,
      name: 'Ana Alba',
      password: 'Churros123!',
      companyName: `Bar ${country}`,
      country,
      phoneNumber: '+34 612 345 678',
      storeType: 'SINGLE_STORE',
      ...(companyLanguage ? { companyLanguage } : {}),
    },
  });
  expect(result.data).toEqual({ registerTemporaryUser: { success: true } });
  const [user] = await t.database.db.select().from(users).where(eq(users.username, email));
  return user?.companyId ?? '';
}

describe('default access levels', () => {
  it('gives a new company Cashier, Waiter and Manager in its language', async () => {
    const spanish = await levelsOfCompany(await signUp('ana@bar.test', 'ES'));
    expect(spanish.map((l) => l.name).sort()).toEqual(['Cajero', 'Camarero', 'Encargado']);
    const manager = spanish.find((l) => l.name === 'Encargado');
    expect(manager?.permissions.sort()).toEqual([...POS_STAFF_PERMISSIONS].sort());
    expect(manager?.manualDiscountCap).toBeNull();
    const waiter = spanish.find((l) => l.name === 'Camarero');
    expect(waiter?.permissions).toEqual(
      expect.arrayContaining(['ADD_ITEM_TO_TABLE', 'CREATE_CHEQUE', 'MAKE_PAYMENT']),
    );
    expect(waiter?.manualDiscountCap).toBe(10);
    const cashier = spanish.find((l) => l.name === 'Cajero');
    expect(cashier?.permissions).toEqual(expect.arrayContaining(['MAKE_PAYMENT', 'HISTORY', 'LOG_OUT']));
    expect(cashier?.permissions).not.toContain('MANUAL_DISCOUNT');

    // A Danish company's content language is English; a chosen company language wins over the country's.
    const danish = await levelsOfCompany(await signUp('dan@bar.test', 'DK'));
    expect(danish.map((l) => l.name).sort()).toEqual(['Cashier', 'Manager', 'Waiter']);
    const norwegian = await levelsOfCompany(await signUp('nora@bar.test', 'SE', 'no'));
    expect(norwegian.map((l) => l.name).sort()).toEqual(['Kasserer', 'Leder', 'Servitør']);
  });

  it('gives the demo company its Swedish levels', async () => {
    const [bistro] = await t.database.db.select().from(companies).where(eq(companies.name, 'Demo Bistro'));
    const levels = await levelsOfCompany(bistro?.id ?? '');
    expect(levels.map((l) => l.name).sort()).toEqual(['Chef', 'Kassör', 'Servitör']);
  });
});
