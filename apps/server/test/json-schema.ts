// A small JSON Schema (2020-12 subset) checker for the OpenAPI tests: enough to hold the terminal
// API's real answers to its document without a validator dependency. Keywords: type (one or a list),
// required, properties, additionalProperties (false or a schema), items, enum, const, anyOf, oneOf,
// $ref to '#/…', minimum/maximum, minLength/maxLength, minItems/maxItems, pattern. An unknown keyword
// is an error, so the document cannot use one this checker would silently skip.

type Schema = Record<string, unknown>;

const KNOWN = new Set([
  'type',
  'required',
  'properties',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'anyOf',
  'oneOf',
  '$ref',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'pattern',
  // Annotations: no effect on validity.
  'description',
  'format',
  'default',
  'title',
  'examples',
]);

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function resolve(root: Schema, ref: string): Schema {
  if (!ref.startsWith('#/')) throw new Error(`unsupported $ref ${ref}`);
  let node: unknown = root;
  for (const part of ref.slice(2).split('/')) {
    node = (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  if (!node || typeof node !== 'object') throw new Error(`unresolved $ref ${ref}`);
  return node as Schema;
}

/** The problems of `value` against `schema` ('' paths are the root); [] when it conforms. */
export function validate(root: Schema, schema: Schema, value: unknown, path = ''): string[] {
  const at = path || '(root)';
  const errors: string[] = [];
  for (const key of Object.keys(schema)) {
    if (!KNOWN.has(key)) errors.push(`${at}: schema keyword ${key} is not supported by the checker`);
  }
  if (typeof schema.$ref === 'string')
    errors.push(...validate(root, resolve(root, schema.$ref), value, path));
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
    const actual = typeOf(value);
    if (!types.some((t) => t === actual || (t === 'number' && actual === 'integer'))) {
      return [...errors, `${at}: expected ${types.join('|')}, got ${actual}`];
    }
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) {
    errors.push(`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  }
  if ('const' in schema && schema.const !== value)
    errors.push(`${at}: expected ${JSON.stringify(schema.const)}`);
  if (Array.isArray(schema.anyOf)) {
    const results = (schema.anyOf as Schema[]).map((s) => validate(root, s, value, path));
    if (!results.some((r) => r.length === 0)) {
      errors.push(`${at}: matches none of anyOf (${results.map((r) => r[0]).join(' / ')})`);
    }
  }
  if (Array.isArray(schema.oneOf)) {
    const matching = (schema.oneOf as Schema[]).filter((s) => validate(root, s, value, path).length === 0);
    if (matching.length !== 1) errors.push(`${at}: matches ${matching.length} of oneOf, not exactly one`);
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum)
      errors.push(`${at}: below ${schema.minimum}`);
    if (typeof schema.maximum === 'number' && value > schema.maximum)
      errors.push(`${at}: above ${schema.maximum}`);
    if (typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum)
      errors.push(`${at}: not above ${schema.exclusiveMinimum}`);
    if (typeof schema.exclusiveMaximum === 'number' && value >= schema.exclusiveMaximum)
      errors.push(`${at}: not below ${schema.exclusiveMaximum}`);
  }
  if (typeof value === 'string') {
    if (typeof schema.minLength === 'number' && value.length < schema.minLength)
      errors.push(`${at}: too short`);
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength)
      errors.push(`${at}: too long`);
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value))
      errors.push(`${at}: does not match ${schema.pattern}`);
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems)
      errors.push(`${at}: too few items`);
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems)
      errors.push(`${at}: too many items`);
    if (schema.items && typeof schema.items === 'object') {
      value.forEach((item, i) => {
        errors.push(...validate(root, schema.items as Schema, item, `${path}[${i}]`));
      });
    }
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const key of (schema.required ?? []) as string[]) {
      if (!(key in object)) errors.push(`${at}: missing ${key}`);
    }
    for (const [key, item] of Object.entries(object)) {
      const child = path ? `${path}.${key}` : key;
      const own = properties[key];
      if (own) errors.push(...validate(root, own, item, child));
      else if (schema.additionalProperties === false) errors.push(`${at}: unexpected property ${key}`);
      else if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        errors.push(...validate(root, schema.additionalProperties as Schema, item, child));
      }
    }
  }
  return errors;
}
