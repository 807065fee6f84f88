import { describe, expect, it } from 'vitest';
import {
  addStamps,
  isPromoCode,
  type PromoCodeState,
  promoCodeInputSchema,
  promoCodeProblem,
  promoCodeStatus,
  promoTitle,
  removeStamps,
  stampCardInputSchema,
  stampsForLines,
} from './promo-codes.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('promo code input', () => {
  const base = { code: 'welcome10', title: { en: 'Welcome' }, offer: { id: 'offer-1' } };

  it('stores the code upper-case and keeps the titles given', () => {
    const parsed = promoCodeInputSchema.parse(base);
    expect(parsed.code).toBe('WELCOME10');
    expect(parsed.title).toEqual({ en: 'Welcome' });
    expect(parsed.offerId).toBe('offer-1');
    expect(parsed.membershipLevelId).toBeNull();
    expect(parsed.channels).toEqual(['POS', 'ONLINE']);
    expect(parsed.active).toBe(true);
  });

  it('drops a membershipLevel or offer without a connected id (§5)', () => {
    for (const empty of [{}, { id: '' }, { id: null }, { id: '  ' }, null, undefined]) {
      const parsed = promoCodeInputSchema.parse({ ...base, membershipLevel: empty });
      expect(parsed.membershipLevelId).toBeNull();
    }
    const levelOnly = promoCodeInputSchema.parse({
      ...base,
      offer: { id: '' },
      membershipLevel: { id: 'lvl' },
    });
    expect(levelOnly).toMatchObject({ offerId: null, membershipLevelId: 'lvl' });
  });

  it('refuses a code granting nothing', () => {
    const result = promoCodeInputSchema.safeParse({ ...base, offer: {} });
    expect(messages(result)).toEqual(['offer: validation.grant']);
  });

  it('checks the code: 3–32 of A–Z, digits and hyphens', () => {
    expect(isPromoCode('ab')).toBe(false);
    expect(isPromoCode('summer-26')).toBe(true);
    expect(isPromoCode('A'.repeat(33))).toBe(false);
    expect(isPromoCode('SÖT')).toBe(false);
    expect(isPromoCode('A B C')).toBe(false);
    expect(messages(promoCodeInputSchema.safeParse({ ...base, code: 'a\u0000b' }))).toEqual([
      'code: validation.code',
    ]);
    expect(messages(promoCodeInputSchema.safeParse({ ...base, code: '' }))).toEqual([
      'code: validation.required',
    ]);
  });

  it('needs a title in one of en, es, se and refuses unstorable text', () => {
    expect(messages(promoCodeInputSchema.safeParse({ ...base, title: {} }))).toEqual([
      'title.en: validation.title',
    ]);
    expect(messages(promoCodeInputSchema.safeParse({ ...base, title: { se: 'x'.repeat(81) } }))).toContain(
      'title.se: validation.tooLong',
    );
    expect(messages(promoCodeInputSchema.safeParse({ ...base, title: { en: 'a\u0000' } }))).toContain(
      'title.en: validation.unsupportedCharacter',
    );
  });

  it('checks validity and limits', () => {
    expect(
      messages(
        promoCodeInputSchema.safeParse({
          ...base,
          startsAt: '2026-05-02T00:00:00Z',
          endsAt: '2026-05-01T00:00:00Z',
        }),
      ),
    ).toEqual(['endsAt: validation.dateOrder']);
    expect(messages(promoCodeInputSchema.safeParse({ ...base, startsAt: '2026-02-30' }))).toEqual([
      'startsAt: validation.dateTime',
    ]);
    expect(messages(promoCodeInputSchema.safeParse({ ...base, maxUses: 0 }))).toEqual([
      'maxUses: validation.limit',
    ]);
    expect(messages(promoCodeInputSchema.safeParse({ ...base, maxUsesPerMember: 1.5 }))).toEqual([
      'maxUsesPerMember: validation.limit',
    ]);
    expect(messages(promoCodeInputSchema.safeParse({ ...base, channels: [] }))).toEqual([
      'channels: validation.channels',
    ]);
    const ok = promoCodeInputSchema.parse({ ...base, startsAt: '2026-05-01T10:00:00+02:00', endsAt: '' });
    expect(ok).toMatchObject({ startsAt: '2026-05-01T08:00:00.000Z', endsAt: null });
  });

  it('names the title in the asked language, falling back', () => {
    const promo = { code: 'X', title: { se: 'Välkommen', en: 'Welcome' } };
    expect(promoTitle(promo, 'sv')).toBe('Välkommen');
    expect(promoTitle(promo, 'ar')).toBe('Welcome');
    expect(promoTitle({ code: 'X', title: {} }, 'en')).toBe('X');
  });
});

describe('promoCodeProblem', () => {
  const code: PromoCodeState = {
    active: true,
    startsAt: '2026-05-01T00:00:00Z',
    endsAt: '2026-06-01T00:00:00Z',
    maxUses: 10,
    maxUsesPerMember: null,
    uses: 0,
    channels: ['ONLINE'],
  };
  const at = new Date('2026-05-10T12:00:00Z');
  const guest = { at, channel: 'ONLINE' as const, memberId: null, memberUses: 0 };

  it('lets a valid code through', () => {
    expect(promoCodeProblem(code, guest)).toBeNull();
  });

  it('names each reason a code does not apply', () => {
    expect(promoCodeProblem(null, guest)).toBe('promoUnknown');
    expect(promoCodeProblem({ ...code, active: false }, guest)).toBe('promoUnknown');
    expect(promoCodeProblem(code, { ...guest, channel: 'POS' })).toBe('promoUnknown');
    expect(promoCodeProblem(code, { ...guest, at: new Date('2026-04-30T23:59:59Z') })).toBe('promoExpired');
    // Half-open: the end instant itself is past.
    expect(promoCodeProblem(code, { ...guest, at: new Date('2026-06-01T00:00:00Z') })).toBe('promoExpired');
    expect(promoCodeProblem({ ...code, uses: 10 }, guest)).toBe('promoUsedUp');
    expect(promoCodeProblem({ ...code, maxUsesPerMember: 1 }, guest)).toBe('promoMembersOnly');
    expect(promoCodeProblem({ ...code, membershipLevelId: 'lvl' }, guest)).toBe('promoMembersOnly');
    const member = { ...guest, memberId: 'm1' };
    expect(promoCodeProblem({ ...code, maxUsesPerMember: 1 }, member)).toBeNull();
    expect(promoCodeProblem({ ...code, maxUsesPerMember: 1 }, { ...member, memberUses: 1 })).toBe(
      'promoMemberLimit',
    );
  });

  it('gives the list status', () => {
    expect(promoCodeStatus(code, at)).toBe('ACTIVE');
    expect(promoCodeStatus(code, new Date('2026-04-01T00:00:00Z'))).toBe('SCHEDULED');
    expect(promoCodeStatus(code, new Date('2026-07-01T00:00:00Z'))).toBe('EXPIRED');
    expect(promoCodeStatus({ ...code, uses: 10 }, at)).toBe('USED_UP');
    expect(promoCodeStatus({ ...code, active: false }, at)).toBe('INACTIVE');
  });
});

describe('stamp card input', () => {
  const base = {
    name: 'Coffee card',
    targets: [{ categoryId: 'coffee' }],
    stampsRequired: 10,
    rewardKind: 'ITEM',
    rewardItem: { id: 'cappuccino' },
  };

  it('keeps the reward of its kind and drops the other', () => {
    const parsed = stampCardInputSchema.parse({ ...base, rewardOffer: { id: 'o1' } });
    expect(parsed).toMatchObject({ rewardItemId: 'cappuccino', rewardOfferId: null, expiryDays: null });
    expect(parsed.targets).toEqual([{ itemId: null, categoryId: 'coffee' }]);
  });

  it('refuses missing targets, a bad target, stamps out of range, a missing reward', () => {
    expect(messages(stampCardInputSchema.safeParse({ ...base, targets: [] }))).toEqual([
      'targets: validation.targets',
    ]);
    expect(
      messages(stampCardInputSchema.safeParse({ ...base, targets: [{ itemId: 'a', categoryId: 'b' }] })),
    ).toEqual(['targets.0: validation.target']);
    expect(
      messages(stampCardInputSchema.safeParse({ ...base, targets: [{ itemId: 'a' }, { itemId: 'a' }] })),
    ).toEqual(['targets.1: validation.duplicate']);
    expect(messages(stampCardInputSchema.safeParse({ ...base, stampsRequired: 101 }))).toEqual([
      'stampsRequired: validation.stamps',
    ]);
    expect(messages(stampCardInputSchema.safeParse({ ...base, stampsRequired: 0 }))).toEqual([
      'stampsRequired: validation.stamps',
    ]);
    expect(messages(stampCardInputSchema.safeParse({ ...base, rewardItem: {} }))).toEqual([
      'rewardItem: validation.reward',
    ]);
    expect(messages(stampCardInputSchema.safeParse({ ...base, expiryDays: 0 }))).toEqual([
      'expiryDays: validation.expiry',
    ]);
    expect(messages(stampCardInputSchema.safeParse({ ...base, name: ' ' }))).toEqual([
      'name: validation.required',
    ]);
  });
});

describe('stamps', () => {
  const card = {
    targets: [
      { itemId: 'bun', categoryId: null },
      { itemId: null, categoryId: 'coffee' },
    ],
  };

  it('counts a stamp per matching unit, once per unit', () => {
    expect(
      stampsForLines(card, [
        { itemId: 'cap', categoryId: 'coffee', quantity: 2 },
        { itemId: 'bun', categoryIds: ['pastry'], quantity: 1 },
        { itemId: 'tea', categoryIds: ['tea'], quantity: 5 },
        { itemId: 'cap', categoryId: 'coffee', quantity: 3, voided: true },
        { itemId: 'bun', categoryIds: ['coffee'], quantity: 1 },
        { itemId: 'bun', quantity: -1 },
      ]),
    ).toBe(4);
  });

  it('turns full cards into rewards and carries the rest over', () => {
    expect(addStamps({ stamps: 9, rewardsAvailable: 0 }, 3, 10)).toEqual({
      stamps: 2,
      rewardsAvailable: 1,
      rewardsEarned: 1,
    });
    expect(addStamps({ stamps: 0, rewardsAvailable: 1 }, 25, 10)).toEqual({
      stamps: 5,
      rewardsAvailable: 3,
      rewardsEarned: 2,
    });
  });

  it('takes stamps back from stamps, then unused rewards, never below zero', () => {
    expect(removeStamps({ stamps: 2, rewardsAvailable: 1 }, 3, 10)).toEqual({
      stamps: 9,
      rewardsAvailable: 0,
      shortfall: 0,
    });
    expect(removeStamps({ stamps: 1, rewardsAvailable: 0 }, 3, 10)).toEqual({
      stamps: 0,
      rewardsAvailable: 0,
      shortfall: 2,
    });
  });
});
