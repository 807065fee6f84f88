const SECRET_KEY = /pass(word)?|secret|token/i;

/** A copy of GraphQL variables safe to log: passwords, secrets and tokens removed at any depth. */
export function redactVariables(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactVariables);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (!SECRET_KEY.test(key)) out[key] = redactVariables(inner);
    }
    return out;
  }
  return value;
}
