import { accountingDayOf, localHourOf, orderTotals } from '@fika/domain';
import { describe, expect, it } from 'vitest';
import { type GeneratorItem, orderGenerator } from './order-generator.ts';

const items: GeneratorItem[] = [
  { itemId: 'i1', title: 'Latte', categoryId: 'c1', categoryName: 'Coffee', price: 4500, vatRate: 12 },
  { itemId: 'i2', title: 'Cinnamon bun', categoryId: 'c2', categoryName: 'Pastry', price: 3500, vatRate: 12 },
  { itemId: 'i3', title: 'Steak frites', categoryId: 'c3', categoryName: 'Mains', price: 28500, vatRate: 12 },
  { itemId: 'i4', title: 'Pilsner', categoryId: 'c4', categoryName: 'Beer', price: 7900, vatRate: 25 },
];
const staff = [
  { id: 's1', name: 'Anna' },
  { id: 's2', name: 'Björn' },
];
const make = (seed: number, country = 'SE') =>
  orderGenerator({ seed, items, staff, timezone: 'Europe/Stockholm', country });

describe('orderGenerator', () => {
  it('gives the same orders for the same seed and different ones for another', () => {
    const a = make(7).day('2026-11-20', 50);
    const b = make(7).day('2026-11-20', 50);
    const c = make(8).day('2026-11-20', 50);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(c));
  });

  it('computes totals with orderTotals and pays exactly the total', () => {
    const orders = make(1).day('2026-11-20', 2000);
    for (const order of orders) {
      const totals = orderTotals(order.lines);
      expect(order.totalAmount).toBe(totals.total);
      expect(order.vatAmount).toBe(totals.vat);
      expect(order.discountAmount).toBe(totals.discount);
      expect(order.payments.reduce((s, p) => s + p.amount, 0)).toBe(order.totalAmount);
      expect(order.tipAmount).toBe(order.payments.reduce((s, p) => s + p.tipAmount, 0));
      for (const p of order.payments) expect(p.amount).toBeGreaterThan(0);
      expect(order.lines.length).toBeGreaterThanOrEqual(1);
      expect(order.lines.length).toBeLessThanOrEqual(6);
      expect(order.lines.some((l) => !l.voided)).toBe(true);
      expect(order.status).toBe('COMPLETED');
    }
  });

  it('files each order on the accounting day and local hour of its closing', () => {
    for (const day of ['2026-11-20', '2026-03-29', '2026-10-25']) {
      for (const order of make(3).day(day, 300)) {
        const closedAt = order.closedAt as Date;
        expect(order.accountingDay).toBe(day);
        expect(accountingDayOf(closedAt, 'Europe/Stockholm')).toBe(day);
        expect(order.hour).toBe(localHourOf(closedAt, 'Europe/Stockholm'));
      }
    }
  });

  it('has realistic proportions: peaks, channels, card share, tips, mobile method per country', () => {
    const orders = make(11).day('2026-11-20', 20_000);
    const share = (f: (o: (typeof orders)[number]) => boolean) => orders.filter(f).length / orders.length;
    const placedHour = (o: (typeof orders)[number]) => localHourOf(o.placedAt, 'Europe/Stockholm');
    expect(share((o) => placedHour(o) === 12)).toBeGreaterThan(share((o) => placedHour(o) === 15) * 2);
    expect(share((o) => placedHour(o) < 7 || placedHour(o) > 22)).toBe(0);
    expect(share((o) => o.channel === 'POS')).toBeCloseTo(0.8, 1);
    const payments = orders.flatMap((o) => o.payments);
    const cards = payments.filter((p) => p.method === 'CARD');
    expect(cards.length / payments.length).toBeGreaterThan(0.7);
    expect(cards.length / payments.length).toBeLessThan(0.9);
    expect(cards.filter((p) => p.tipAmount > 0).length / cards.length).toBeGreaterThan(0.15);
    expect(payments.some((p) => p.method === 'SWISH')).toBe(true);
    expect(payments.some((p) => p.method === 'VIPPS')).toBe(false);
    expect(share((o) => o.payments.length === 2)).toBeGreaterThan(0);
    expect(share((o) => o.lines.some((l) => l.voided))).toBeGreaterThan(0);
    expect(share((o) => o.discountAmount > 0)).toBeGreaterThan(0);
    expect(share((o) => o.serviceType === 'TABLE_SERVICE' && o.tableCode !== null)).toBeGreaterThan(0.15);
    const vipps = make(11, 'NO')
      .day('2026-11-20', 2000)
      .flatMap((o) => o.payments);
    expect(vipps.some((p) => p.method === 'VIPPS')).toBe(true);
  });

  it('leaves open orders unpaid with a table', () => {
    const order = make(5).order(new Date('2026-11-20T18:00:00Z'), { open: true });
    expect(order.closedAt).toBeNull();
    expect(order.payments).toEqual([]);
    expect(order.tableCode).toMatch(/^T\d+$/);
    expect(order.accountingDay).toBe('2026-11-20');
    expect(order.hour).toBe(19);
  });
});
