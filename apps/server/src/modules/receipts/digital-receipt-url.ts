// The address of an order's digital receipt (GET /r/<token>): what the printed QR code encodes,
// what the till's order answer and the receipt e-mail carry. The token is the order id signed with
// a key derived from the server secret (lib/signed-id.ts): it opens this order's receipt and no
// other, and nothing is stored for it.
import type { Config } from '../../config.ts';
import { signedIds } from '../../lib/signed-id.ts';

export const DIGITAL_RECEIPT_PATH = '/r';

const receiptTokens = signedIds('fika:digital-receipt:v1', 'receipt');

/** The token of `orderId`'s digital receipt. */
export const digitalReceiptToken = (secret: string, orderId: string): string =>
  receiptTokens.sign(secret, orderId);

/** The order a digital-receipt token names, or null when it is malformed or forged. */
export const orderIdOfReceiptToken = (secret: string, token: string): string | null =>
  receiptTokens.verify(secret, token);

/** The public address of `orderId`'s digital receipt. */
export const digitalReceiptUrl = (config: Pick<Config, 'publicUrl' | 'jwtSecret'>, orderId: string): string =>
  `${config.publicUrl}${DIGITAL_RECEIPT_PATH}/${digitalReceiptToken(config.jwtSecret, orderId)}`;
