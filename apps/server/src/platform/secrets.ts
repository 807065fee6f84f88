// Secrets of a company's connections (provider credentials, payroll tokens) encrypted at rest:
// AES-256-GCM with a key derived from the server secret (HKDF, its own label) and the row's owner as
// associated data, so a ciphertext copied to another company or connection does not decrypt.
// Stored as 'v1.<iv>.<tag>.<ciphertext>' (base64url).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

const keyOf = (serverSecret: string): Buffer =>
  Buffer.from(hkdfSync('sha256', serverSecret, 'fika', 'fika:integration-secrets:v1', 32));

/** `context` binds the ciphertext to its row, e.g. `${companyId}:integration:fortnox`. */
export function encryptSecret(serverSecret: string, context: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), body.toString('base64url')].join('.');
}

/** The plaintext, or null when the value was tampered with, moved, or made with another key. */
export function decryptSecret(serverSecret: string, context: string, stored: string): string | null {
  const [version, iv, tag, body, extra] = stored.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined || extra !== undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
