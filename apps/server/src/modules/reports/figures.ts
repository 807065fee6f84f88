// A report's figures, read live through the one metric layer (finance/read.ts + metricsOf): the
// report screen, its CSV and the scheduled e-mails all come from `reportFigures`.
import {
  EMPTY_SUMS,
  type Metrics,
  metricsOf,
  ORDER_CHANNEL_LABELS,
  type OrderChannel,
  type ReportArea,
} from '@fika/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { staff } from '../../platform/db/schema/index.ts';
import { readOfferDiscounts } from '../finance/offer-read.ts';
import {
  type FinanceDimension,
  type FinanceFilter,
  readLastUpdated,
  readSums,
  readSumsSets,
  readTop,
  readVat,
  type SumsSets,
} from '../finance/read.ts';
import { companyPaymentMethodNames } from '../payment-methods/payment-methods.service.ts';

/** One line of a report table; the section decides which values mean something. */
export interface ReportRow {
  key: string;
  label: string;
  metrics: Metrics;
  /** Items sold (top items). */
  quantity: number | null;
  /** VAT rate in percent (VAT section). */
  rate: number | null;
  /** Percent of all discounts, one decimal (discounts by offer). */
  share: number | null;
}

export type ReportSectionKey =
  | 'day'
  | 'channel'
  | 'paymentMethod'
  | 'vat'
  | 'topItems'
  | 'offers'
  | 'staff'
  | 'payouts';

export interface ReportSection {
  key: ReportSectionKey;
  rows: ReportRow[];
}

export interface ReportFigures {
  totals: Metrics;
  sections: ReportSection[];
  lastUpdatedAt: Date | null;
}

const EMPTY = metricsOf(EMPTY_SUMS);

const row = (key: string, label: string, metrics: Metrics, extra: Partial<ReportRow> = {}): ReportRow => ({
  key,
  label,
  metrics,
  quantity: null,
  rate: null,
  share: null,
  ...extra,
});

const channelLabel = (channel: string) => ORDER_CHANNEL_LABELS[channel as OrderChannel] ?? channel;

/** The figures of a report of `type` over `filter` (venues already checked by the caller). */
export async function reportFigures(
  db: DbOrTx,
  companyId: string,
  type: ReportArea,
  filter: FinanceFilter,
): Promise<ReportFigures> {
  const sections: ReportSection[] = [];
  // The totals, the last update and the type's groupings come from one grouping-sets scan of the
  // coarsest rollup that has them; the other sections' reads run beside it.
  const sums = (sets: readonly (readonly FinanceDimension[])[]) =>
    readSumsSets(db, companyId, filter, [[], ...sets]);
  const totalsOf = (read: SumsSets) => ({
    totals: metricsOf(read.sets[0]?.[0]?.sums ?? EMPTY_SUMS),
    lastUpdatedAt: read.lastUpdatedAt,
  });
  if (type !== 'SALES' && type !== 'STAFF' && type !== 'PAYOUTS') {
    const [total] = await readSums(db, companyId, filter);
    return {
      totals: total ? metricsOf(total.sums) : EMPTY,
      sections,
      lastUpdatedAt: await readLastUpdated(db, companyId, filter),
    };
  }

  if (type === 'SALES') {
    const [read, vat, top, offers, methodNames] = await Promise.all([
      sums([['day'], ['channel'], ['paymentMethod']]),
      readVat(db, companyId, filter),
      readTop(db, companyId, filter, 'item', 20),
      readOfferDiscounts(db, companyId, filter),
      companyPaymentMethodNames(db, companyId),
    ]);
    const [, days = [], channels = [], methods = []] = read.sets;
    sections.push(
      { key: 'day', rows: days.map((r) => row(r.key.day ?? '', r.key.day ?? '', metricsOf(r.sums))) },
      {
        key: 'channel',
        rows: channels.map((r) =>
          row(r.key.channel ?? '', channelLabel(r.key.channel ?? ''), metricsOf(r.sums)),
        ),
      },
      {
        key: 'paymentMethod',
        rows: methods.map((r) =>
          // The company's name for the method; its code when it has none (readers translate it).
          row(
            r.key.paymentMethod ?? '',
            methodNames.get(r.key.paymentMethod ?? '') ?? r.key.paymentMethod ?? '',
            metricsOf(r.sums),
          ),
        ),
      },
      {
        key: 'vat',
        rows: vat.map((v) =>
          row(
            String(v.rate),
            `${v.rate} %`,
            { ...EMPTY, salesAmount: v.gross, vatAmount: v.vat, netOfVat: v.gross - v.vat },
            { rate: v.rate },
          ),
        ),
      },
      {
        key: 'topItems',
        rows: top.map((t) =>
          row(t.id ?? t.name, t.name, { ...EMPTY, salesAmount: t.salesAmount }, { quantity: t.quantity }),
        ),
      },
      {
        // Every offer of the period with its uses (quantity) and amount; the key 'manual' (label '')
        // is staff's manual discounts, worded on screen and in the CSV.
        key: 'offers',
        rows: offers.rows.map((o) =>
          row(o.key, o.name, { ...EMPTY, discountAmount: o.amount }, { quantity: o.uses, share: o.share }),
        ),
      },
    );
    return { ...totalsOf(read), sections };
  }
  if (type === 'STAFF') {
    const read = await sums([['staff']]);
    const groups = read.sets[1] ?? [];
    const ids = groups.map((g) => g.key.staff ?? '').filter((id) => id !== '');
    const names = ids.length
      ? await db
          .select({ id: staff.id, name: staff.name })
          .from(staff)
          .where(and(eq(staff.companyId, companyId), inArray(staff.id, ids)))
      : [];
    const nameOf = new Map(names.map((n) => [n.id, n.name]));
    sections.push({
      key: 'staff',
      rows: groups.map((g) => {
        const id = g.key.staff ?? '';
        // '' is the rollup's "no staff"; the label is translated on screen and in the CSV header.
        return row(id, id === '' ? '' : (nameOf.get(id) ?? id), metricsOf(g.sums));
      }),
    });
    return { ...totalsOf(read), sections };
  }
  // PAYOUTS: card payments by accounting day, what the payment provider pays out for these sales.
  const read = await sums([['paymentMethod', 'day']]);
  const card = (read.sets[1] ?? []).filter((r) => r.key.paymentMethod === 'CARD');
  sections.push({
    key: 'payouts',
    rows: card.map((r) => row(r.key.day ?? '', r.key.day ?? '', metricsOf(r.sums))),
  });
  return { ...totalsOf(read), sections };
}
