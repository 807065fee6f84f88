// The pure parts of the terminal simulator (simulate-terminal.ts): what a till does next with an
// online order, the submission that pays one at the counter, and how it reads a pairing answer.
// Kept apart from the script (which talks to a server) so they are unit-tested.

/** An online order as GET /terminal/v1/online-orders lists it (the fields the simulator uses). */
export interface SimOnlineOrder {
  clientOrderId: string;
  orderNumber: number;
  status: string;
  serviceType: string;
  placedAt: string;
  currency: string;
  totalAmount: number;
  vatAmount: number;
  paid: boolean;
  lines: ({ totalAmount: number } & Record<string, unknown>)[];
}

/** What a till does next with an online order: move it to a status, take payment, or nothing. */
export type OnlineStep =
  | { kind: 'status'; status: 'ACCEPTED' | 'READY' | 'COMPLETED' }
  | { kind: 'pay' }
  | null;

/**
 * The next move of a till that handles online orders as staff would: accept a new one, mark it
 * ready once made, then hand it over — COMPLETED when it was paid online, else take payment at the
 * counter (a full submission: a status alone cannot complete an unpaid order). Orders another
 * device is delivering are left alone.
 */
export function nextOnlineStep(order: Pick<SimOnlineOrder, 'status' | 'paid'>): OnlineStep {
  switch (order.status) {
    case 'PENDING':
    case 'SCHEDULED':
      return { kind: 'status', status: 'ACCEPTED' };
    case 'ACCEPTED':
    case 'FINALIZING':
      return { kind: 'status', status: 'READY' };
    case 'READY':
      return order.paid ? { kind: 'status', status: 'COMPLETED' } : { kind: 'pay' };
    default:
      return null;
  }
}

/**
 * The full submission that pays a pay-at-the-counter online order and completes it: the same
 * clientOrderId, channel APP, its lines as listed (without their computed totals) and one payment
 * of its total by `method`.
 */
export function counterPayment(order: SimOnlineOrder, now: Date, method = 'CARD') {
  return {
    clientOrderId: order.clientOrderId,
    channel: 'APP',
    serviceType: order.serviceType,
    status: 'COMPLETED',
    placedAt: order.placedAt,
    closedAt: now.toISOString(),
    currency: order.currency,
    lines: order.lines.map(({ totalAmount: _total, ...line }) => line),
    payments: [{ method, amount: order.totalAmount, tipAmount: 0 }],
    totals: { totalAmount: order.totalAmount, vatAmount: order.vatAmount },
  };
}

/** What GET /terminal/v1/pairing/:id answered, as the device acts on it. */
export type PairingPoll =
  | { kind: 'wait' }
  | { kind: 'claimed'; credential: string; terminal: { id: string; name: string; venueId: string } }
  | { kind: 'over'; reason: string };

/** Reads a pairing poll's status code and body: keep waiting, the credential, or why it is over. */
export function readPairingPoll(status: number, body: unknown): PairingPoll {
  const answer = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (status === 200 && answer.status === 'waiting') return { kind: 'wait' };
  const terminal = answer.terminal as { id: string; name: string; venueId: string } | undefined;
  if (status === 200 && answer.status === 'claimed' && typeof answer.credential === 'string' && terminal) {
    return { kind: 'claimed', credential: answer.credential, terminal };
  }
  if (answer.status === 'expired') return { kind: 'over', reason: 'the code expired before it was claimed' };
  if (answer.status === 'collected') return { kind: 'over', reason: 'the credential was already collected' };
  return { kind: 'over', reason: `unexpected answer (${status})` };
}

/** The country a company's currency implies, for order details (SE pays by Swish, NO by Vipps). */
export function countryOfCurrency(currency: string): string {
  const countries: Record<string, string> = {
    SEK: 'SE',
    NOK: 'NO',
    DKK: 'DK',
    GBP: 'GB',
    TRY: 'TR',
    EUR: 'ES',
  };
  return countries[currency] ?? 'SE';
}

/** `"Name=1234,Other=2345"` as a map of staff name to PIN; malformed pairs are left out. */
export function parsePins(value: string): Map<string, string> {
  return new Map(
    value
      .split(',')
      .map((pair) => pair.split('=').map((part) => part.trim()) as [string, string])
      .filter(([name, pin]) => name && pin),
  );
}
