// The terminal simulator's pure parts: how a till works an online order through, the submission
// that pays one at the counter, and how a pairing poll is read.
import { describe, expect, it } from 'vitest';
import {
  counterPayment,
  countryOfCurrency,
  nextOnlineStep,
  parsePins,
  readPairingPoll,
  type SimOnlineOrder,
} from './terminal-sim.ts';

const ORDER: SimOnlineOrder = {
  clientOrderId: 'app-1',
  orderNumber: 7,
  status: 'READY',
  serviceType: 'TAKE_AWAY',
  placedAt: '2026-11-24T10:00:00.000Z',
  currency: 'SEK',
  totalAmount: 9_800,
  vatAmount: 1_050,
  paid: false,
  lines: [{ itemId: 'i1', title: 'Latte', quantity: 2, unitPrice: 4_900, vatRate: 12, totalAmount: 9_800 }],
};

describe('nextOnlineStep', () => {
  it('accepts a new order, marks it ready, then hands it over', () => {
    expect(nextOnlineStep({ status: 'PENDING', paid: true })).toEqual({ kind: 'status', status: 'ACCEPTED' });
    expect(nextOnlineStep({ status: 'SCHEDULED', paid: true })).toEqual({
      kind: 'status',
      status: 'ACCEPTED',
    });
    expect(nextOnlineStep({ status: 'ACCEPTED', paid: true })).toEqual({ kind: 'status', status: 'READY' });
    expect(nextOnlineStep({ status: 'READY', paid: true })).toEqual({ kind: 'status', status: 'COMPLETED' });
  });

  it('takes payment at the counter for an unpaid order, since a status alone cannot complete it', () => {
    expect(nextOnlineStep({ status: 'READY', paid: false })).toEqual({ kind: 'pay' });
  });

  it('leaves delivering and finished orders alone', () => {
    for (const status of ['DELIVERING', 'COMPLETED', 'CANCELLED', 'REJECTED', 'REFUNDED']) {
      expect(nextOnlineStep({ status, paid: true }), status).toBeNull();
    }
  });
});

describe('counterPayment', () => {
  it('completes the same order on channel APP with one payment of its total and its lines as listed', () => {
    const body = counterPayment(ORDER, new Date('2026-11-24T10:20:00.000Z'), 'CASH');
    expect(body).toEqual({
      clientOrderId: 'app-1',
      channel: 'APP',
      serviceType: 'TAKE_AWAY',
      status: 'COMPLETED',
      placedAt: '2026-11-24T10:00:00.000Z',
      closedAt: '2026-11-24T10:20:00.000Z',
      currency: 'SEK',
      lines: [{ itemId: 'i1', title: 'Latte', quantity: 2, unitPrice: 4_900, vatRate: 12 }],
      payments: [{ method: 'CASH', amount: 9_800, tipAmount: 0 }],
      totals: { totalAmount: 9_800, vatAmount: 1_050 },
    });
  });
});

describe('readPairingPoll', () => {
  it('waits, then collects the credential and the venue once claimed', () => {
    expect(readPairingPoll(200, { status: 'waiting', code: 'ABCD-EF23' })).toEqual({ kind: 'wait' });
    const terminal = { id: 't1', name: 'Bar till', venueId: 'v1' };
    expect(readPairingPoll(200, { status: 'claimed', credential: 't1.secret', terminal })).toEqual({
      kind: 'claimed',
      credential: 't1.secret',
      terminal,
    });
  });

  it('ends on an expired or collected pairing and on anything unexpected', () => {
    expect(readPairingPoll(410, { status: 'expired' })).toMatchObject({ kind: 'over', reason: /expired/ });
    expect(readPairingPoll(410, { status: 'collected' })).toMatchObject({
      kind: 'over',
      reason: /collected/,
    });
    expect(readPairingPoll(404, { error: { code: 'NOT_FOUND' } })).toMatchObject({ kind: 'over' });
    expect(readPairingPoll(200, null)).toMatchObject({ kind: 'over' });
  });
});

describe('the smaller helpers', () => {
  it('reads --pins and guesses the country from the currency', () => {
    expect([...parsePins('Anna Lindqvist=1234, Erik = 2345,broken,=9')]).toEqual([
      ['Anna Lindqvist', '1234'],
      ['Erik', '2345'],
    ]);
    expect(countryOfCurrency('NOK')).toBe('NO');
    expect(countryOfCurrency('XYZ')).toBe('SE');
  });
});
