// The one label of each payment method in the seven interface languages: the dashboard, the orders,
// the Z-report (screen, PDF, e-mail), the sales report and its CSV all show these, never the code.
import { isUiLanguage, type UiLanguage } from './language.ts';
import type { NO_PAYMENT_METHOD, PaymentMethod } from './orders.ts';

/** A payment method as the rollups key it: a method, or NONE for an order without payment. */
export type PaymentMethodKey = PaymentMethod | typeof NO_PAYMENT_METHOD;

/** Payment method labels per interface language. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<UiLanguage, Readonly<Record<PaymentMethodKey, string>>>> =
  {
    en: {
      CARD: 'Card',
      CASH: 'Cash',
      SWISH: 'Swish',
      VIPPS: 'Vipps',
      MOBILEPAY: 'MobilePay',
      GIFT_CARD: 'Gift card',
      INVOICE: 'Invoice',
      OTHER: 'Other',
      NONE: 'No payment',
    },
    sv: {
      CARD: 'Kort',
      CASH: 'Kontant',
      SWISH: 'Swish',
      VIPPS: 'Vipps',
      MOBILEPAY: 'MobilePay',
      GIFT_CARD: 'Presentkort',
      INVOICE: 'Faktura',
      OTHER: 'Annat',
      NONE: 'Ingen betalning',
    },
    no: {
      CARD: 'Kort',
      CASH: 'Kontant',
      SWISH: 'Swish',
      VIPPS: 'Vipps',
      MOBILEPAY: 'MobilePay',
      GIFT_CARD: 'Gavekort',
      INVOICE: 'Faktura',
      OTHER: 'Annet',
      NONE: 'Ingen betaling',
    },
    da: {
      CARD: 'Kort',
      CASH: 'Kontant',
      SWISH: 'Swish',
      VIPPS: 'Vipps',
      MOBILEPAY: 'MobilePay',
      GIFT_CARD: 'Gavekort',
      INVOICE: 'Faktura',
      OTHER: 'Andet',
      NONE: 'Ingen betaling',
    },
    es: {
      CARD: 'Tarjeta',
      CASH: 'Efectivo',
      SWISH: 'Swish',
      VIPPS: 'Vipps',
      MOBILEPAY: 'MobilePay',
      GIFT_CARD: 'Tarjeta regalo',
      INVOICE: 'Factura',
      OTHER: 'Otro',
      NONE: 'Sin pago',
    },
    tr: {
      CARD: 'Kart',
      CASH: 'Nakit',
      SWISH: 'Swish',
      VIPPS: 'Vipps',
      MOBILEPAY: 'MobilePay',
      GIFT_CARD: 'Hediye kartı',
      INVOICE: 'Fatura',
      OTHER: 'Diğer',
      NONE: 'Ödeme yok',
    },
    ar: {
      CARD: 'بطاقة',
      CASH: 'نقدًا',
      SWISH: 'Swish',
      VIPPS: 'Vipps',
      MOBILEPAY: 'MobilePay',
      GIFT_CARD: 'بطاقة هدية',
      INVOICE: 'فاتورة',
      OTHER: 'أخرى',
      NONE: 'بدون دفع',
    },
  };

/**
 * The label of a payment method in `language` ('sv-SE' reads as 'sv'; English when the language is
 * not an interface language); an unknown method (a newer terminal) shows as its code.
 */
export function paymentMethodLabel(method: string, language: string | null | undefined): string {
  const code = (language ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  // Browser and company spellings of the same languages.
  const base = ({ nb: 'no', nn: 'no', se: 'sv' } as Record<string, string>)[code] ?? code;
  const labels = PAYMENT_METHOD_LABELS[isUiLanguage(base) ? base : 'en'];
  return labels[method as PaymentMethodKey] ?? method;
}
