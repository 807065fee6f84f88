// The reference of a guest's order that opens its status page: `<order id>.<mac>`, the mac being
// the first 16 bytes of HMAC-SHA256 over 'order:<id>' with a key derived from the server secret
// (as table references). An order id alone opens nothing, and nobody can make a token for another.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isIdShaped } from '../../lib/ids.ts';

const MAC_BYTES = 16;

const tokenKey = (secret: string): Buffer =>
  createHmac('sha256', secret).update('fika:guest-order:v1').digest();

const macOf = (secret: string, orderId: string): Buffer =>
  createHmac('sha256', tokenKey(secret)).update(`order:${orderId}`).digest().subarray(0, MAC_BYTES);

/** The guest's token of an order. */
export const orderToken = (secret: string, orderId: string): string =>
  `${orderId}.${macOf(secret, orderId).toString('base64url')}`;

/** The order id a token names, or null when it is malformed or forged. */
export function orderIdOfToken(secret: string, token: string): string | null {
  if (token.length > 80) return null;
  const [orderId, mac, extra] = token.split('.');
  if (!orderId || !mac || extra !== undefined || !isIdShaped(orderId)) return null;
  if (!/^[A-Za-z0-9_-]{22}$/.test(mac)) return null;
  const given = Buffer.from(mac, 'base64url');
  const expected = macOf(secret, orderId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? orderId : null;
}
