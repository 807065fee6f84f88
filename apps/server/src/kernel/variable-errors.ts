// A variable the schema's types refuse ("rotation": "abc" where an Int is expected, a string for a
// list) never reaches a service, so no domain schema turns it into a field error. GraphQL words it
// in English only: `Variable "$input" got invalid value "abc" at "input.tables[0].rotation"; Int
// cannot represent non-integer value: "abc"`. This reads the field out of that message so the
// answer is the same BAD_USER_INPUT with a translatable field error as any other bad input.
import type { FieldError } from './errors.ts';

const VARIABLE_ERROR =
  /^Variable "\$([A-Za-z_][A-Za-z0-9_]*)" (?:got invalid value|of required type|of non-null type)/;
const AT_PATH = / at "([^"]+)"/;

/** The field error of a GraphQL variable coercion message, or null when the message is not one. */
export function variableFieldError(message: string): FieldError | null {
  const variable = VARIABLE_ERROR.exec(message);
  if (!variable) return null;
  const at = AT_PATH.exec(message)?.[1];
  // "input.tables[0].rotation" → "tables.0.rotation": the variable itself is not a form field.
  const segments = at
    ? at
        .replace(/\[(\d+)\]/g, '.$1')
        .split('.')
        .filter(Boolean)
    : [];
  const field = segments.length > 1 ? segments.slice(1).join('.') : (variable[1] ?? '');
  return { field, message: 'validation.invalid' };
}
