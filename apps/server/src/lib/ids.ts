// Row ids: cuid2's construction (a random letter, then a SHA3-512 hash of the time, a random salt,
// a session counter and a host fingerprint, in base 36), made with Node's own hash, random bytes and
// BigInt. @paralleldrive/cuid2 makes the same ids but costs 0.2–0.6 ms each (25 getRandomValues
// calls, a JavaScript SHA3 and a BigNumber conversion): an order with its lines, payments and event
// took about 10 of them, which was most of the server's CPU per order on terminal intake (#18).
import { createHash, randomBytes } from 'node:crypto';

const LENGTH = 24;
const BIG_LENGTH = 32;

// Random bytes are drawn in blocks: one system call for many ids.
let pool = Buffer.alloc(0);
let used = 0;
function randomByte(): number {
  if (used >= pool.length) {
    pool = randomBytes(4096);
    used = 0;
  }
  return pool[used++] as number;
}

// Base-36 characters from random bytes; 252 = 7 × 36, so rejecting bytes above it keeps them uniform.
function entropy(length: number): string {
  let text = '';
  while (text.length < length) {
    const byte = randomByte();
    if (byte < 252) text += (byte % 36).toString(36);
  }
  return text;
}

// The hash in base 36 without its first character (which would bias the histogram), as cuid2 does.
const hash = (input: string): string =>
  BigInt(`0x${createHash('sha3-512').update(input).digest('hex')}`)
    .toString(36)
    .slice(1);

// A fingerprint of this process: the global object's keys and random bytes, hashed once.
const fingerprint = hash(Object.keys(globalThis).toString() + entropy(BIG_LENGTH)).substring(0, BIG_LENGTH);
let counter = (randomBytes(4).readUInt32BE(0) % 476782367) >>> 0;

function randomLetter(): string {
  for (;;) {
    const byte = randomByte();
    // 234 = 9 × 26: uniform over the letters.
    if (byte < 234) return String.fromCharCode(97 + (byte % 26));
  }
}

/** Random, collision-resistant ids for every row (cuid2's construction: 24 lowercase letters and digits). */
export const newId = (): string => {
  const time = Date.now().toString(36);
  const count = (counter++).toString(36);
  return randomLetter() + hash(time + entropy(LENGTH) + count + fingerprint).substring(1, LENGTH);
};

/**
 * Whether a string can be one of our ids: cuid2 is lowercase letters and digits only, so such an id
 * is also safe as a file name (it can never walk out of a folder).
 */
export const isIdShaped = (value: string): boolean => /^[a-z0-9]{10,40}$/.test(value);
