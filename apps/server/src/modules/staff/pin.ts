import { createHmac } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// A PIN has at most a million values, so no hash makes a stolen pin_hash safe on its own; argon2id
// with the password settings makes each guess cost ~20 ms of a server, and the per-staff rate
// limit on the login endpoint does the rest. The same settings as passwords keep one tuning.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** argon2id hash of a PIN, for pin_hash. */
export const hashPin = (pin: string): Promise<string> => hash(pin, OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * Whether `pin` matches `pinHash`; a malformed or missing hash never matches. A missing one (no
 * such staff member, or no PIN set) is checked against a dummy hash, so the time taken does not
 * tell a till which staff ids exist.
 */
export async function verifyPin(pinHash: string | null, pin: string): Promise<boolean> {
  if (!pinHash) {
    dummyHash ??= hashPin('000000');
    await verifyHash(await dummyHash, pin);
    return false;
  }
  return verifyHash(pinHash, pin);
}

async function verifyHash(pinHash: string, pin: string): Promise<boolean> {
  try {
    return await verify(pinHash, pin);
  } catch {
    return false;
  }
}

// The lookup key is derived from the server secret (the JWT secret) rather than the secret
// itself, so a pin_lookup value can never be used as, or to test guesses of, a session key.
function lookupKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('fika:staff-pin-lookup:v1').digest();
}

/**
 * The deterministic, keyed fingerprint of a company's PIN (staff.pin_lookup): equal PINs of one
 * company give equal values, so "unique among the company's active staff" is the unique index
 * staff_company_pin_key, which holds under concurrent writes; without the server secret the
 * column is useless for guessing PINs offline, and two companies' equal PINs differ.
 */
export function pinLookup(secret: string, companyId: string, pin: string): string {
  // The NUL separator cannot appear in either part (ids and PINs are checked), so no two
  // (company, pin) pairs give the same input.
  return createHmac('sha256', lookupKey(secret)).update(`${companyId}\u0000${pin}`).digest('base64url');
}
