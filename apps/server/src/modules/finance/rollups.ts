// Writes the finance rollups. Called inside the transaction that records a sale or a refund, so
// a report never sees an order without its figures or figures without their order.
import { mainPaymentMethod, type VatLine } from '@fika/domain';
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { financeRollups, itemRollups, vatRollups } from '../../db/schema/index.ts';

/** Where an order's figures are filed: its venue, accounting day, hour and dimensions. */
export interface RollupPlace {
  companyId: string;
  venueId: string;
  accountingDay: string;
  hour: number;
  channel: string;
  serviceType: string;
  staffId: string | null;
}

/** A paid order as the rollups need it. */
export interface SaleForRollup extends RollupPlace {
  totalAmount: number;
  vatAmount: number;
  discountAmount: number;
  vatLines: readonly VatLine[];
  payments: readonly { method: string; amount: number; tipAmount: number }[];
  lines: readonly RolledLine[];
}

/** A non-voided order line as the item rollup needs it. */
export interface RolledLine {
  itemId: string | null;
  title: string;
  categoryId: string | null;
  categoryName: string | null;
  quantity: number;
  totalAmount: number;
}

/** A refund of one payment, filed on the accounting day and hour it happens. */
export interface RefundForRollup extends RollupPlace {
  method: string;
  amount: number;
  tipAmount: number;
  /** The refunded amount spread over the order's VAT rates (domain `refundVatLines`). */
  vatLines: readonly VatLine[];
  /** The order's lines when this refund leaves the order fully refunded: taken off the item rollup. */
  linesTakenBack: readonly RolledLine[];
}

type FinanceDelta = {
  paymentMethod: string;
  orderCount?: number;
  salesAmount?: number;
  vatAmount?: number;
  discountAmount?: number;
  paymentCount?: number;
  paymentAmount?: number;
  tipCount?: number;
  tipAmount?: number;
  refundCount?: number;
  refundAmount?: number;
};

const FINANCE_MEASURES = [
  'orderCount',
  'salesAmount',
  'vatAmount',
  'discountAmount',
  'paymentCount',
  'paymentAmount',
  'tipCount',
  'tipAmount',
  'refundCount',
  'refundAmount',
] as const;

/** Files a paid order: its sales on the main payment method, each payment on its own method. */
export async function rollUpSale(tx: Tx, sale: SaleForRollup): Promise<void> {
  const deltas: FinanceDelta[] = [
    {
      paymentMethod: mainPaymentMethod(sale.payments),
      orderCount: 1,
      salesAmount: sale.totalAmount,
      vatAmount: sale.vatAmount,
      discountAmount: sale.discountAmount,
    },
    ...sale.payments.map((p) => ({
      paymentMethod: p.method,
      paymentCount: 1,
      paymentAmount: p.amount,
      tipCount: p.tipAmount > 0 ? 1 : 0,
      tipAmount: p.tipAmount,
    })),
  ];
  await upsertFinance(tx, sale, deltas);
  await upsertVat(tx, sale, sale.vatLines, 1);
  await upsertItems(tx, sale, sale.lines, 1);
}

/** Files a refunded payment: refund count and amount, tips and VAT taken back on the refund's day. */
export async function rollUpRefund(tx: Tx, refund: RefundForRollup): Promise<void> {
  const vatBack = refund.vatLines.reduce((sum, l) => sum + l.vat, 0);
  await upsertFinance(tx, refund, [
    {
      paymentMethod: refund.method,
      refundCount: 1,
      refundAmount: refund.amount,
      vatAmount: -vatBack,
      tipAmount: -refund.tipAmount,
    },
  ]);
  await upsertVat(tx, refund, refund.vatLines, -1);
  await upsertItems(tx, refund, refund.linesTakenBack, -1);
}

// Rows are merged by key and written in key order: one statement per table, and concurrent
// transactions lock shared rows in the same order, so they wait for each other instead of deadlocking.
function mergeByKey<T>(rows: T[], keyOf: (row: T) => string, merge: (into: T, row: T) => void): T[] {
  const byKey = new Map<string, T>();
  for (const row of rows) {
    const key = keyOf(row);
    const existing = byKey.get(key);
    if (existing) merge(existing, row);
    else byKey.set(key, row);
  }
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}

function place(p: RollupPlace) {
  return {
    companyId: p.companyId,
    venueId: p.venueId,
    accountingDay: p.accountingDay,
    hour: p.hour,
    channel: p.channel,
    serviceType: p.serviceType,
    staffId: p.staffId ?? '',
  };
}

// `set` clause adding the incoming values to the stored ones for each measure column.
function addExcluded(table: PgTable, columns: readonly string[]) {
  const set: Record<string, ReturnType<typeof sql>> = {};
  const fields = table as unknown as Record<string, { name: string }>;
  for (const column of columns) {
    const name = fields[column]?.name;
    if (!name) throw new Error(`Unknown rollup column ${column}`);
    // Qualified: in ON CONFLICT … SET a bare column name is ambiguous with `excluded`.
    set[column] = sql.raw(`"${getTableName(table)}"."${name}" + excluded."${name}"`);
  }
  set.updatedAt = sql`now()`;
  return set;
}

async function upsertFinance(tx: Tx, at: RollupPlace, deltas: FinanceDelta[]): Promise<void> {
  const rows = mergeByKey(
    deltas.map((d) => {
      const row = { ...place(at), paymentMethod: d.paymentMethod } as Record<string, string | number>;
      for (const m of FINANCE_MEASURES) row[m] = d[m] ?? 0;
      return row;
    }),
    (row) => String(row.paymentMethod),
    (into, row) => {
      for (const m of FINANCE_MEASURES) into[m] = Number(into[m]) + Number(row[m]);
    },
  );
  await tx
    .insert(financeRollups)
    .values(rows as unknown as (typeof financeRollups.$inferInsert)[])
    .onConflictDoUpdate({
      target: [
        financeRollups.companyId,
        financeRollups.venueId,
        financeRollups.accountingDay,
        financeRollups.hour,
        financeRollups.channel,
        financeRollups.serviceType,
        financeRollups.paymentMethod,
        financeRollups.staffId,
      ],
      set: addExcluded(financeRollups, FINANCE_MEASURES),
    });
}

async function upsertVat(tx: Tx, at: RollupPlace, vatLines: readonly VatLine[], sign: 1 | -1): Promise<void> {
  const rows = mergeByKey(
    vatLines
      .filter((l) => l.gross !== 0 || l.vat !== 0)
      .map((l) => ({ ...place(at), vatRate: l.rate, grossAmount: sign * l.gross, vatAmount: sign * l.vat })),
    (row) => String(row.vatRate).padStart(3, '0'),
    (into, row) => {
      into.grossAmount += row.grossAmount;
      into.vatAmount += row.vatAmount;
    },
  );
  if (rows.length === 0) return;
  await tx
    .insert(vatRollups)
    .values(rows)
    .onConflictDoUpdate({
      target: [
        vatRollups.companyId,
        vatRollups.venueId,
        vatRollups.accountingDay,
        vatRollups.hour,
        vatRollups.channel,
        vatRollups.serviceType,
        vatRollups.staffId,
        vatRollups.vatRate,
      ],
      set: addExcluded(vatRollups, ['grossAmount', 'vatAmount']),
    });
}

/** The item rollup key of a line: its item id, or its title when it was sold without one. */
export function itemKeyOf(line: { itemId: string | null; title: string }): string {
  return line.itemId ?? `title:${line.title}`;
}

async function upsertItems(
  tx: Tx,
  at: RollupPlace,
  lines: readonly RolledLine[],
  sign: 1 | -1,
): Promise<void> {
  const rows = mergeByKey(
    lines.map((l) => ({
      companyId: at.companyId,
      venueId: at.venueId,
      accountingDay: at.accountingDay,
      channel: at.channel,
      serviceType: at.serviceType,
      itemKey: itemKeyOf(l),
      itemId: l.itemId,
      title: l.title,
      categoryId: l.categoryId,
      categoryName: l.categoryName,
      quantity: sign * l.quantity,
      salesAmount: sign * l.totalAmount,
    })),
    (row) => row.itemKey,
    (into, row) => {
      into.quantity += row.quantity;
      into.salesAmount += row.salesAmount;
    },
  );
  if (rows.length === 0) return;
  await tx
    .insert(itemRollups)
    .values(rows)
    .onConflictDoUpdate({
      target: [
        itemRollups.companyId,
        itemRollups.venueId,
        itemRollups.accountingDay,
        itemRollups.channel,
        itemRollups.serviceType,
        itemRollups.itemKey,
      ],
      set: addExcluded(itemRollups, ['quantity', 'salesAmount']),
    });
}
