import { promoCodeInputSchema } from '@fika/domain';
import { describe, expect, it } from 'vitest';
import { promoInputOf } from './promo-code-drawer.tsx';

const draft = {
  code: 'welcome10',
  title: { en: 'Welcome', se: '', es: '' },
  membershipLevelId: null,
  offerId: 'offer-1',
  startsAt: '',
  endsAt: '',
  maxUses: 100,
  maxUsesPerMember: '',
  channels: ['ONLINE'],
  active: true,
};

describe('the promo code form input', () => {
  it('sends an empty level as {} (§5 drops it) and empty limits as none', () => {
    const input = promoInputOf(draft);
    expect(input.membershipLevel).toEqual({});
    const parsed = promoCodeInputSchema.parse(input);
    expect(parsed).toMatchObject({
      code: 'WELCOME10',
      membershipLevelId: null,
      offerId: 'offer-1',
      maxUses: 100,
      maxUsesPerMember: null,
      startsAt: null,
      title: { en: 'Welcome' },
    });
  });

  it('turns the local date-times into instants the schema accepts', () => {
    const parsed = promoCodeInputSchema.parse(
      promoInputOf({ ...draft, startsAt: '2026-12-01T08:00', endsAt: '2026-12-24T18:00' }),
    );
    expect(new Date(parsed.startsAt ?? '').getTime()).toBe(new Date('2026-12-01T08:00').getTime());
    expect(parsed.endsAt).not.toBeNull();
  });
});
