import { describe, expect, it } from 'vitest';
import { isWellFormedId, MAX_ID_LENGTH } from './ids.ts';

describe('isWellFormedId', () => {
  it.each([
    'tz4a98xxat96iws9zmbrgj3a',
    'f47ac10b-58cc-4372-a567-0e02b2c3d479',
    'BA1234567890ABCDEFGHIJK',
    'nope',
    '7',
    'a'.repeat(MAX_ID_LENGTH),
  ])('accepts %s', (id) => {
    expect(isWellFormedId(id)).toBe(true);
  });

  it.each([
    '',
    '   ',
    ' abc',
    'abc ',
    '-abc',
    'a/b',
    '../etc',
    "x' or 1=1 --",
    'a\u0000b',
    'å',
    'a'.repeat(MAX_ID_LENGTH + 1),
  ])('refuses %j', (id) => {
    expect(isWellFormedId(id)).toBe(false);
  });
});
