import { VALIDATION_MESSAGE_KEYS } from '@fika/domain';
import type { FieldError } from './errors.ts';

/** The field error of a text PostgreSQL cannot store (a NUL character or a lone UTF-16 surrogate). */
export const UNSTORABLE_TEXT_KEY = VALIDATION_MESSAGE_KEYS.unsupportedCharacter;

// PostgreSQL refuses NUL in text and jsonb, and a lone surrogate cannot be encoded as UTF-8.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point of this pattern.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// One refused field is enough to act on; a hostile body could otherwise fill the answer.
const MAX_ERRORS = 20;

/** False for text PostgreSQL cannot store. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);

/**
 * Every string (and object key) in a decoded input that could not be stored, as field errors with
 * dotted paths ('lines.0.title'). Iterative, so a deeply nested JSON body cannot overflow the stack.
 */
export function unstorableTextErrors(input: unknown, root = ''): FieldError[] {
  const errors: FieldError[] = [];
  const pending: { value: unknown; path: string }[] = [{ value: input, path: root }];
  while (pending.length > 0 && errors.length < MAX_ERRORS) {
    const { value, path } = pending.pop() as { value: unknown; path: string };
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) errors.push({ field: path, message: UNSTORABLE_TEXT_KEY });
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) pending.push({ value: value[i], path: join(path, i) });
    } else if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        const childPath = join(path, key);
        if (UNSTORABLE.test(key)) errors.push({ field: childPath, message: UNSTORABLE_TEXT_KEY });
        else pending.push({ value: child, path: childPath });
      }
    }
  }
  return errors;
}
