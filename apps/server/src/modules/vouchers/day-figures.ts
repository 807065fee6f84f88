// What a venue's day voucher is built from: the Z-report's figures (the frozen report once the day
// is closed) including the split the Z-report does not show — discounts and refunds per VAT rate —
// and the company's names for its payment methods.
import { addZFigures, type DayVoucherInput, type DayVoucherTexts, ENGLISH_VOUCHER_TEXTS } from '@fika/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import { paymentMethodsOf } from '../payment-methods/payment-methods.service.ts';
import { onDay, readDiscountsAndRefunds } from '../reports/z-carry.ts';
import { dayZReport } from '../reports/z-report.ts';

export interface VoucherVenue {
  id: string;
  name: string;
}

export interface VoucherCompany {
  id: string;
  defaultCurrency: string;
  defaultLanguage: string;
}

// Line texts as the company's bookkeeper reads them (the company language; English otherwise).
const TEXTS: Readonly<Record<string, DayVoucherTexts>> = {
  se: {
    sales: (rate) => `Försäljning ${rate} % moms`,
    vat: (rate) => `Utgående moms ${rate} %`,
    tips: 'Dricks, skuld till personal',
    discounts: 'Lämnade rabatter',
    refunds: 'Returer',
    rounding: 'Öresavrundning',
  },
  no: {
    sales: (rate) => `Salgsinntekt ${rate} % mva`,
    vat: (rate) => `Utgående mva ${rate} %`,
    tips: 'Tips, skyldig til ansatte',
    discounts: 'Gitte rabatter',
    refunds: 'Returer',
    rounding: 'Øreavrunding',
  },
  da: {
    sales: (rate) => `Salg ${rate} % moms`,
    vat: (rate) => `Salgsmoms ${rate} %`,
    tips: 'Drikkepenge, skyldig til personale',
    discounts: 'Givne rabatter',
    refunds: 'Returneringer',
    rounding: 'Øreafrunding',
  },
};
const DESCRIPTION: Readonly<Record<string, string>> = {
  se: 'Dagskassa',
  no: 'Dagsoppgjør',
  da: 'Dagsafslutning',
};

export const voucherTextsOf = (language: string) => TEXTS[language] ?? ENGLISH_VOUCHER_TEXTS;

/**
 * The day voucher's input for `venue`'s accounting `day`: the day's Z-report — the frozen one once
 * the day is closed, so the books equal the Z-report and a sale recorded for the day after it
 * closed never changes a re-sent voucher — with what that report carries (late sales of closed
 * days, booked with it). A first report's opening is not booked: those days had their vouchers.
 */
export async function dayVoucherInput(
  db: DbOrTx,
  company: VoucherCompany,
  venue: VoucherVenue,
  day: string,
): Promise<DayVoucherInput> {
  const [z, methods] = await Promise.all([
    dayZReport(db, company.id, venue, day, company.defaultCurrency),
    paymentMethodsOf(db as Parameters<typeof paymentMethodsOf>[0], company.id, company.defaultLanguage),
  ]);
  let own = z.figures;
  if (z.figuresKept === false) {
    // A report closed before it kept the split: the day's split as it stands.
    own = { ...own, ...(await readDiscountsAndRefunds(db, company.id, venue.id, onDay(day))) };
  }
  const booked = z.late ? addZFigures(own, z.late.figures) : own;
  const names = new Map(methods.map((m) => [m.internalId, m.name]));
  return {
    venueId: venue.id,
    day,
    currency: z.currency,
    description: `${DESCRIPTION[company.defaultLanguage] ?? 'Daily takings'} ${venue.name} ${day}`,
    sales: booked.vat,
    discounts: booked.discounts,
    refunds: booked.refunds,
    payments: booked.payments.map((p) => ({
      method: p.method,
      name: names.get(p.method) ?? p.method,
      amount: p.amount,
      tips: p.tips,
      refunds: p.refunds,
    })),
  };
}
