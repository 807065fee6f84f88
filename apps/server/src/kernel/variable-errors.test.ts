import { describe, expect, it } from 'vitest';
import { variableFieldError } from './variable-errors.ts';

describe('variableFieldError', () => {
  it('names the nested field a type refused', () => {
    expect(
      variableFieldError(
        'Variable "$input" got invalid value "abc" at "input.tables[0].rotation"; Int cannot represent non-integer value: "abc"',
      ),
    ).toEqual({ field: 'tables.0.rotation', message: 'validation.invalid' });
  });

  it('names the variable when the whole value is refused', () => {
    expect(variableFieldError('Variable "$id" got invalid value 5; ID cannot represent value: 5')).toEqual({
      field: 'id',
      message: 'validation.invalid',
    });
    expect(variableFieldError('Variable "$id" of required type "ID!" was not provided.')).toEqual({
      field: 'id',
      message: 'validation.invalid',
    });
  });

  it('leaves other messages alone', () => {
    expect(variableFieldError('Cannot query field "x" on type "Query".')).toBeNull();
  });
});
