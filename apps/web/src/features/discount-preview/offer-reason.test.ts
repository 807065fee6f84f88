import { describe, expect, it } from 'vitest';
import { formatsFor } from '../../lib/format.ts';
import { createTestI18n } from '../../test/render-app.tsx';
import { offerReason } from './offer-reason.ts';
import type { NotAppliedOffer } from './use-discount-preview.ts';
import { venueNow } from './venue-time.ts';

const conditions: NotAppliedOffer['conditions'] = {
  schedule: [],
  serviceTypes: [],
  channels: [],
  startsOn: null,
  endsOn: null,
  minQuantity: null,
  minOrderAmount: null,
};
const offer = (reason: NotAppliedOffer['reason'], more: Partial<NotAppliedOffer['conditions']> = {}) =>
  ({
    offerId: 'o',
    offerName: 'Lunch',
    reason,
    byOfferName: 'Happy hour',
    conditions: { ...conditions, ...more },
  }) as NotAppliedOffer;

describe('offerReason', () => {
  it('says what was missing, in the user’s language and formats', async () => {
    const i18n = await createTestI18n(['discount-preview'], 'sv');
    const context = {
      t: i18n.getFixedT('sv', 'discount-preview'),
      fmt: formatsFor('sv', 'SE'),
      currency: 'SEK',
      weekday: 'TUESDAY' as const,
    };
    const lunch = [
      { weekday: 'TUESDAY' as const, startMinute: 660, endMinute: 840 },
      { weekday: 'WEDNESDAY' as const, startMinute: 600, endMinute: 700 },
    ];
    expect(offerReason(offer('OUTSIDE_HOURS', { schedule: lunch }), context)).toBe(
      'Utanför sina tider (11:00–14:00)',
    );
    expect(offerReason(offer('OUTSIDE_HOURS', { schedule: lunch.slice(1) }), context)).toBe(
      'Gäller inte en tisdag',
    );
    expect(
      offerReason(offer('WRONG_SERVICE_TYPE', { serviceTypes: ['TAKE_AWAY', 'EAT_HERE'] }), context),
    ).toBe('Endast vid Avhämtning eller Äta här');
    expect(offerReason(offer('MIN_ORDER_AMOUNT', { minOrderAmount: 20000 }), context)).toMatch(
      /^Kräver en order på minst 200,00\skr$/,
    );
    expect(offerReason(offer('MIN_QUANTITY', { minQuantity: 3 }), context)).toBe(
      'Kräver minst 3 matchande produkter',
    );
    expect(offerReason(offer('BLOCKED_BY_EXCLUSIVE'), context)).toMatch(/^Happy hour tog/);
    expect(offerReason(offer('AFTER_END', { endsOn: '2026-11-01' }), context)).toBe('Slutade 1 nov. 2026');
    expect(offerReason(offer('INACTIVE'), context)).toBe('Inaktivt');
  });
});

describe('venueNow', () => {
  it('is the date and time on the venue’s clock', () => {
    const instant = new Date('2026-11-24T23:30:00Z');
    expect(venueNow('Europe/Stockholm', instant)).toEqual({ date: '2026-11-25', time: '00:30' });
    expect(venueNow('America/New_York', instant)).toEqual({ date: '2026-11-24', time: '18:30' });
    expect(venueNow('Not/AZone', instant).date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
