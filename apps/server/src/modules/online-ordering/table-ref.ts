// The signed table reference a table's QR code carries: `<table id>.<mac>`, where mac is the first
// 16 bytes of HMAC-SHA256 over 'table:<id>' with a key derived from the server secret. The same
// table gives the same reference forever (printed codes stay valid), and nobody without the secret
// can make one for another table, so a guest link is not a guessable id.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isIdShaped } from '../../lib/ids.ts';

const MAC_BYTES = 16;

// Derived rather than the secret itself, like the staff PIN lookup key (staff/pin.ts): a table
// reference can never serve as, or help guess, a session key.
function referenceKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('fika:table-reference:v1').digest();
}

function macOf(secret: string, tableId: string): Buffer {
  return createHmac('sha256', referenceKey(secret))
    .update(`table:${tableId}`)
    .digest()
    .subarray(0, MAC_BYTES);
}

/** The stable, unforgeable reference of a table, safe in a URL path. */
export function tableReference(secret: string, tableId: string): string {
  return `${tableId}.${macOf(secret, tableId).toString('base64url')}`;
}

/** The table id a reference names, or null when it is malformed or its signature does not match. */
export function tableIdOfReference(secret: string, reference: string): string | null {
  if (reference.length > 80) return null;
  const [tableId, mac, extra] = reference.split('.');
  if (!tableId || !mac || extra !== undefined || !isIdShaped(tableId)) return null;
  if (!/^[A-Za-z0-9_-]{22}$/.test(mac)) return null;
  const given = Buffer.from(mac, 'base64url');
  const expected = macOf(secret, tableId);
  // Constant time: how far a forged signature matches says nothing.
  return given.length === expected.length && timingSafeEqual(given, expected) ? tableId : null;
}
