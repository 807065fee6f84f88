import { describe, expect, it } from 'vitest';
import { isIdShaped, newId } from './ids.ts';

describe('newId', () => {
  it('makes cuid2-shaped ids (a letter, then 23 lowercase letters and digits), all different', () => {
    const ids = Array.from({ length: 20_000 }, newId);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z][a-z0-9]{23}$/);
      expect(isIdShaped(id)).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});
