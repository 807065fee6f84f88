// A row's id made into an unguessable public reference: `<id>.<mac>`, the mac being the first 16
// bytes of HMAC-SHA256 over '<label>:<id>' with a key derived from the server secret for one
// purpose. An id alone opens nothing, nobody can make a reference for another row without the
// secret, and a reference made for one purpose (a guest's order page) is no good for another (a
// digital receipt). No table is needed: the reference is checked, never looked up.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isIdShaped } from './ids.ts';

const MAC_BYTES = 16;

export interface SignedIds {
  /** The reference of `id`. */
  sign(secret: string, id: string): string;
  /** The id a reference names, or null when it is malformed or forged. */
  verify(secret: string, reference: string): string | null;
}

/** References for one purpose: `purpose` derives the key, `label` prefixes what is signed. */
export function signedIds(purpose: string, label: string): SignedIds {
  const keyOf = (secret: string): Buffer => createHmac('sha256', secret).update(purpose).digest();
  const macOf = (secret: string, id: string): Buffer =>
    createHmac('sha256', keyOf(secret)).update(`${label}:${id}`).digest().subarray(0, MAC_BYTES);
  return {
    sign: (secret, id) => `${id}.${macOf(secret, id).toString('base64url')}`,
    verify(secret, reference) {
      if (reference.length > 80) return null;
      const [id, mac, extra] = reference.split('.');
      if (!id || !mac || extra !== undefined || !isIdShaped(id)) return null;
      if (!/^[A-Za-z0-9_-]{22}$/.test(mac)) return null;
      const given = Buffer.from(mac, 'base64url');
      const expected = macOf(secret, id);
      // Constant time: how far a forged signature matches says nothing.
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}
