import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from './language.ts';
import { PAYMENT_METHODS } from './orders.ts';
import { PAYMENT_METHOD_LABELS, paymentMethodLabel } from './payment-methods.ts';

describe('paymentMethodLabel', () => {
  it('has a label for every method in every interface language, never the raw code', () => {
    for (const language of UI_LANGUAGES) {
      for (const method of [...PAYMENT_METHODS, 'NONE'] as const) {
        const label = PAYMENT_METHOD_LABELS[language][method];
        expect(label, `${language} ${method}`).toBeTruthy();
        if (method !== 'SWISH' && method !== 'VIPPS' && method !== 'MOBILEPAY') {
          expect(label).not.toBe(method);
        }
      }
    }
  });

  it('reads regional and company spellings of a language', () => {
    expect(paymentMethodLabel('GIFT_CARD', 'sv-SE')).toBe('Presentkort');
    expect(paymentMethodLabel('CASH', 'se')).toBe('Kontant');
    expect(paymentMethodLabel('GIFT_CARD', 'nb')).toBe('Gavekort');
    expect(paymentMethodLabel('CARD', 'fr')).toBe('Card');
    expect(paymentMethodLabel('CRYPTO', 'sv')).toBe('CRYPTO');
  });
});
