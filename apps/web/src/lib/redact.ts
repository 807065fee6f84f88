const PASSWORD_KEY = /password/i;

/**
 * A deep copy of `value` without any property whose name contains "password" (any case), so that
 * variables can be logged: `{ input: { newPassword, email } }` becomes `{ input: { email } }`.
 */
export function withoutPasswords<T>(value: T): T {
  return strip(value) as T;
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (!PASSWORD_KEY.test(key)) copy[key] = strip(inner);
  }
  return copy;
}
