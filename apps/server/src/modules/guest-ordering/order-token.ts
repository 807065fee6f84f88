// The reference of a guest's order that opens its status page: `<order id>.<mac>` (lib/signed-id.ts,
// as table references). An order id alone opens nothing, and nobody can make a token for another.
import { signedIds } from '../../lib/signed-id.ts';

const orderTokens = signedIds('fika:guest-order:v1', 'order');

/** The guest's token of an order. */
export const orderToken = (secret: string, orderId: string): string => orderTokens.sign(secret, orderId);

/** The order id a token names, or null when it is malformed or forged. */
export const orderIdOfToken = (secret: string, token: string): string | null =>
  orderTokens.verify(secret, token);
