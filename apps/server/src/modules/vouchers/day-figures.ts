// What a venue's day voucher is built from: the Z-report's figures (read through the same system
// reader as the Z-report screen) plus the split the Z-report does not show — discounts and refunds
// per VAT rate — and the company's names for its payment methods.
import {
  type DayVoucherInput,
  type DayVoucherTexts,
  ENGLISH_VOUCHER_TEXTS,
  orderTotals,
  refundVatLines,
  type VatLine,
  vatOfGross,
} from '@fika/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { orderLines, orders, voidJournal } from '../../platform/db/schema/index.ts';
import { paymentMethodsOf } from '../payment-methods/payment-methods.service.ts';
import { paidOrdersOfDay, readZReport } from '../reports/z-report.ts';

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

const addTo = (map: Map<number, VatLine>, line: VatLine) => {
  const sum = map.get(line.rate) ?? { rate: line.rate, gross: 0, vat: 0 };
  map.set(line.rate, { rate: line.rate, gross: sum.gross + line.gross, vat: sum.vat + line.vat });
};

/** Discounts and refunds of the day per VAT rate, from the day's orders and refund journal. */
async function discountsAndRefunds(db: DbOrTx, companyId: string, venueId: string, day: string) {
  const discounts = new Map<number, VatLine>();
  const discountRows = await db
    .select({
      rate: orderLines.vatRate,
      amount: sql<number>`coalesce(sum(${orderLines.discountAmount}), 0)::float8`,
    })
    .from(orderLines)
    .innerJoin(orders, and(eq(orders.companyId, orderLines.companyId), eq(orders.id, orderLines.orderId)))
    .where(and(paidOrdersOfDay(companyId, venueId, day), eq(orderLines.voided, false)))
    .groupBy(orderLines.vatRate);
  for (const row of discountRows) {
    const gross = Number(row.amount);
    if (gross !== 0) addTo(discounts, { rate: row.rate, gross, vat: vatOfGross(gross, row.rate) });
  }
  // Refunds are booked on the day they happen, spread over their order's VAT rates as the rollups do.
  const refunds = new Map<number, VatLine>();
  const journal = await db
    .select({ orderId: voidJournal.orderId, amount: voidJournal.amount })
    .from(voidJournal)
    .where(
      and(
        eq(voidJournal.companyId, companyId),
        eq(voidJournal.venueId, venueId),
        eq(voidJournal.accountingDay, day),
        inArray(voidJournal.kind, ['REFUND_ORDER', 'REFUND_PAYMENT']),
      ),
    );
  const orderIds = [...new Set(journal.map((j) => j.orderId).filter((id): id is string => !!id))];
  if (orderIds.length > 0) {
    const lines = await db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.companyId, companyId), inArray(orderLines.orderId, orderIds)));
    for (const entry of journal) {
      if (!entry.orderId) continue;
      const own = lines.filter((l) => l.orderId === entry.orderId);
      for (const line of refundVatLines(entry.amount, orderTotals(own).vatLines)) addTo(refunds, line);
    }
  }
  return { discounts: [...discounts.values()], refunds: [...refunds.values()] };
}

/** The day voucher's input for `venue`'s accounting `day`. */
export async function dayVoucherInput(
  db: DbOrTx,
  company: VoucherCompany,
  venue: VoucherVenue,
  day: string,
): Promise<DayVoucherInput> {
  const [z, split, methods] = await Promise.all([
    readZReport(db, company.id, venue, day, company.defaultCurrency),
    discountsAndRefunds(db, company.id, venue.id, day),
    paymentMethodsOf(db as Parameters<typeof paymentMethodsOf>[0], company.id, company.defaultLanguage),
  ]);
  const names = new Map(methods.map((m) => [m.internalId, m.name]));
  return {
    venueId: venue.id,
    day,
    currency: z.currency,
    description: `${DESCRIPTION[company.defaultLanguage] ?? 'Daily takings'} ${venue.name} ${day}`,
    sales: z.vat,
    discounts: split.discounts,
    refunds: split.refunds,
    payments: z.payments.map((p) => ({
      method: p.method,
      name: names.get(p.method) ?? p.method,
      amount: p.amount,
      tips: p.tips,
      refunds: p.refunds,
    })),
  };
}
