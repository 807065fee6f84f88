import { createHash } from 'node:crypto';

// Crockford's base-32 alphabet: upper case, no I, L, O or U, as provider ids tend to look.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function digest(parts: readonly string[]): Buffer {
  return createHash('sha256').update(parts.join('\u0000')).digest();
}

/**
 * A stable number in [0, modulo) derived from `parts`: sandbox providers use it so the same
 * account always gets the same made-up figures, in every process and after every restart.
 */
export function sandboxNumber(modulo: number, ...parts: string[]): number {
  return digest(parts).readUInt32BE(0) % modulo;
}

/** A stable provider-looking id such as 'AH3227C223222C5GXQXF658WB', derived from `parts`. */
export function sandboxId(prefix: string, length: number, ...parts: string[]): string {
  const bytes = digest(parts);
  let id = prefix;
  for (let i = 0; id.length < prefix.length + length; i++) {
    id += ALPHABET[(bytes[i % bytes.length] ?? 0) % ALPHABET.length];
  }
  return id;
}
