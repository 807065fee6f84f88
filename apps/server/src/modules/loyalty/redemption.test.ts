import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { newId } from '../../lib/ids.ts';
import {
  members,
  membershipLevels,
  offers,
  promoCodes,
  promoRedemptions,
} from '../../platform/db/schema/index.ts';
import { demoVenues } from '../orders/terminal-test-kit.ts';
import { checkPromoCode, PromoRefusedError, redeemPromoCode } from './promo-redemption.ts';

let t: TestServer;
let companyId = '';
let offerId = '';
const level = { low: newId(), high: newId() };
const member = { a: newId(), b: newId() };

beforeAll(async () => {
  t = await startTestServer();
  ({ companyId } = await demoVenues(t));
  const db = t.database.db;
  const [offer] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.companyId, companyId), eq(offers.deleted, false)))
    .limit(1);
  offerId = offer?.id ?? '';
  // Points far from any seeded level, so the unique points-required index never collides.
  await db.insert(membershipLevels).values([
    { id: level.low, companyId, title: { en: 'Test low' }, pointsRequired: 910_001 },
    {
      id: level.high,
      companyId,
      title: { en: 'Test high' },
      pointsRequired: 910_002,
      discountPercentage: 15,
    },
  ]);
  await db.insert(members).values([
    { id: member.a, companyId, email: `redeem-a-${member.a}@example.com`, membershipLevelId: level.low },
    { id: member.b, companyId, email: `redeem-b-${member.b}@example.com` },
  ]);
});
afterAll(() => t.close());

async function makeCode(values: Partial<typeof promoCodes.$inferInsert> & { code: string }) {
  const id = newId();
  await t.database.db.insert(promoCodes).values({ id, companyId, offerId, title: { en: 'Test' }, ...values });
  return id;
}

const AT = new Date('2026-11-20T12:00:00Z');

describe('checkPromoCode', () => {
  it('finds a code case-insensitively with its offer as the pricing engine reads it', async () => {
    await makeCode({ code: 'CHECK-ONE', membershipLevelId: level.high });
    const check = await checkPromoCode(t.database.db, companyId, ' check-one ', {
      at: AT,
      channel: 'ONLINE',
      memberId: member.a,
    });
    expect(check.problem).toBeNull();
    expect(check.promo?.offer?.id).toBe(offerId);
    expect(check.promo?.offer?.type).toBeTypeOf('string');
    expect(check.promo?.membershipLevel).toMatchObject({ id: level.high, discountPercentage: 15 });
  });

  it('names why a code does not apply', async () => {
    const db = t.database.db;
    const online = { at: AT, channel: 'ONLINE' as const, memberId: null };
    expect((await checkPromoCode(db, companyId, 'NO-SUCH-CODE', online)).problem).toBe('promoUnknown');
    expect((await checkPromoCode(db, companyId, 'x\u0000', online)).problem).toBe('promoUnknown');
    expect((await checkPromoCode(db, companyId, 'y'.repeat(10_000), online)).problem).toBe('promoUnknown');
    await makeCode({ code: 'CHECK-POS', channels: ['POS'] });
    expect((await checkPromoCode(db, companyId, 'CHECK-POS', online)).problem).toBe('promoUnknown');
    await makeCode({ code: 'CHECK-OLD', endsAt: new Date('2026-01-01T00:00:00Z') });
    expect((await checkPromoCode(db, companyId, 'CHECK-OLD', online)).problem).toBe('promoExpired');
    await makeCode({ code: 'CHECK-FULL', maxUses: 1, uses: 1 });
    expect((await checkPromoCode(db, companyId, 'CHECK-FULL', online)).problem).toBe('promoUsedUp');
    await makeCode({ code: 'CHECK-MEMBER', maxUsesPerMember: 1 });
    expect((await checkPromoCode(db, companyId, 'CHECK-MEMBER', online)).problem).toBe('promoMembersOnly');
  });

  it('does not find another company’s code', async () => {
    const check = await checkPromoCode(t.database.db, 'another-company', 'CHECK-ONE', {
      at: AT,
      channel: 'ONLINE',
      memberId: null,
    });
    expect(check).toEqual({ promo: null, problem: 'promoUnknown' });
  });
});

describe('redeemPromoCode', () => {
  const redeem = (promoCodeId: string, memberId: string | null) =>
    t.database.db
      .transaction((tx) => redeemPromoCode(tx, { companyId, promoCodeId, memberId, orderId: null }))
      .then(
        () => 'ok' as const,
        (error: unknown) => (error instanceof PromoRefusedError ? error.problem : String(error)),
      );

  it('20 concurrent redemptions of a code with 5 uses left: exactly 5', async () => {
    const id = await makeCode({ code: 'BURST-5', maxUses: 8, uses: 3 });
    const results = await Promise.all(Array.from({ length: 20 }, () => redeem(id, null)));
    expect(results.filter((r) => r === 'ok')).toHaveLength(5);
    expect(results.filter((r) => r !== 'ok')).toEqual(Array(15).fill('promoUsedUp'));
    const [row] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.id, id));
    expect(row?.uses).toBe(8);
    const [n] = await t.database.db
      .select({ n: count() })
      .from(promoRedemptions)
      .where(eq(promoRedemptions.promoCodeId, id));
    expect(n?.n).toBe(5);
  });

  it('holds the per-member limit under a concurrent burst of one member', async () => {
    const id = await makeCode({ code: 'BURST-MEMBER', maxUsesPerMember: 2 });
    const results = await Promise.all(Array.from({ length: 8 }, () => redeem(id, member.b)));
    expect(results.filter((r) => r === 'ok')).toHaveLength(2);
    expect(results.filter((r) => r !== 'ok')).toEqual(Array(6).fill('promoMemberLimit'));
    const [row] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.id, id));
    expect(row?.uses).toBe(2);
  });

  it('refuses a members-only code without a member and an unknown one, writing nothing', async () => {
    const id = await makeCode({ code: 'REDEEM-MO', maxUsesPerMember: 1 });
    expect(await redeem(id, null)).toBe('promoMembersOnly');
    expect(await redeem('no-such-code', null)).toBe('promoUnknown');
    const [row] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.id, id));
    expect(row?.uses).toBe(0);
  });

  it('moves the member up to the level the code grants, never down', async () => {
    const up = await makeCode({ code: 'REDEEM-LEVEL-UP', membershipLevelId: level.high });
    expect(await redeem(up, member.a)).toBe('ok');
    const levelOf = async () =>
      (await t.database.db.select().from(members).where(eq(members.id, member.a)))[0]?.membershipLevelId;
    expect(await levelOf()).toBe(level.high);
    const down = await makeCode({ code: 'REDEEM-LEVEL-DOWN', membershipLevelId: level.low });
    expect(await redeem(down, member.a)).toBe('ok');
    expect(await levelOf()).toBe(level.high);
  });
});
