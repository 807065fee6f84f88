// Test helpers for the terminal intake and refunds: a terminal issued over GraphQL, orders built
// from the demo catalogue with totals computed by the domain, and a POST to the terminal API.
import { orderTotals } from '@fika/domain';
import { and, eq } from 'drizzle-orm';
import type { TestServer } from '../../../test/harness.ts';
import { items, venues } from '../../platform/db/schema/index.ts';

export interface KitLine {
  itemId?: string | null;
  title: string;
  quantity: number;
  unitPrice: number;
  modifications: { name: string; price: number }[];
  discountAmount: number;
  discountKind?: 'OFFER' | 'MANUAL' | null;
  offerId?: string | null;
  manualDiscountPercent?: number | null;
  categoryId?: string | null;
  vatRate: number;
  voided?: boolean;
  voidReason?: string;
}

export interface KitPayment {
  method: string;
  amount: number;
  tipAmount: number;
}

/** A terminal order body; `totals` computed from the lines unless given. */
export function orderBody(over: {
  clientOrderId: string;
  lines: KitLine[];
  payments?: KitPayment[];
  status?: string;
  placedAt?: string;
  closedAt?: string | null;
  channel?: string;
  serviceType?: string;
  staffId?: string | null;
  staffName?: string | null;
  totals?: { totalAmount: number; vatAmount: number };
}) {
  const totals = orderTotals(over.lines);
  const status = over.status ?? 'COMPLETED';
  const placedAt = over.placedAt ?? '2026-11-20T11:00:00.000Z';
  return {
    clientOrderId: over.clientOrderId,
    channel: over.channel ?? 'POS',
    serviceType: over.serviceType ?? 'EAT_HERE',
    status,
    placedAt,
    closedAt: over.closedAt === undefined ? (status === 'COMPLETED' ? placedAt : null) : over.closedAt,
    staffId: over.staffId ?? null,
    staffName: over.staffName ?? null,
    currency: 'SEK',
    lines: over.lines,
    payments:
      over.payments ??
      (status === 'COMPLETED' ? [{ method: 'CARD', amount: totals.total, tipAmount: 0 }] : []),
    totals: over.totals ?? { totalAmount: totals.total, vatAmount: totals.vat },
  };
}

/** A line of `quantity` × `unitPrice` at 12 % VAT (a Swedish food rate). */
export const simpleLine = (unitPrice: number, quantity = 1, extra: Partial<KitLine> = {}): KitLine => ({
  title: 'Kanelbulle',
  quantity,
  unitPrice,
  modifications: [],
  discountAmount: 0,
  vatRate: 12,
  ...extra,
});

/** POSTs to the terminal API; returns status and parsed JSON. */
export async function post(
  t: TestServer,
  path: string,
  credential: string | null,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(credential ? { authorization: `Bearer ${credential}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Submits an order with a terminal credential. */
export const submit = (t: TestServer, credential: string, body: unknown) =>
  post(t, '/terminal/v1/orders', credential, body);

/** The demo venue ids by name and the company id. */
export async function demoVenues(
  t: TestServer,
): Promise<{ companyId: string; byName: Record<string, string> }> {
  const rows = await t.database.db.select().from(venues);
  const sodermalm = rows.find((v) => v.name === 'Södermalm');
  const companyId = sodermalm?.companyId ?? '';
  return {
    companyId,
    byName: Object.fromEntries(rows.filter((v) => v.companyId === companyId).map((v) => [v.name, v.id])),
  };
}

/** Issues a terminal over GraphQL and returns its credential. */
export async function issueTerminal(t: TestServer, token: string, venueId: string, name = 'Till 1') {
  const result = await t.gql<{ createTerminal: { credential: string; terminal: { id: string } } }>(
    'mutation($v: ID!, $n: String!) { createTerminal(venueId: $v, name: $n) { credential terminal { id } } }',
    { v: venueId, n: name },
    token,
  );
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return { credential: result.data.createTerminal.credential, id: result.data.createTerminal.terminal.id };
}

/** A few demo catalogue items of the company (id, title, price, VAT). */
export async function demoItems(t: TestServer, companyId: string) {
  return t.database.db
    .select({ id: items.id, title: items.title, price: items.defaultPrice, vatRate: items.vatRate })
    .from(items)
    .where(and(eq(items.companyId, companyId), eq(items.deleted, false)))
    .limit(20);
}
