import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['Räksmörgås', 'raksmorgas'],
    ['Smørrebrød på Ærø', 'smorrebrod-pa-aero'],
    ['Straße', 'strasse'],
    ['Łódź', 'lodz'],
    ['Đakovo', 'dakovo'],
    ['Kırmızı Işık', 'kirmizi-isik'],
    ['İstanbul', 'istanbul'],
    ['Crème brûlée', 'creme-brulee'],
    ['Jalapeño', 'jalapeno'],
    ['Øl & Snacks', 'ol-snacks'],
    ['Tea/coffee', 'teacoffee'],
    ['  --Fika   --  Time--  ', 'fika-time'],
    ['a - b -- c', 'a-b-c'],
    ['tab\tand\nnewline', 'tab-and-newline'],
    ['Menu 2 (take-away)', 'menu-2-take-away'],
    ['snake_case_name', 'snakecasename'],
    ['100% Arabica!', '100-arabica'],
    ['مقهى', ''],
    ['', ''],
    ['---', ''],
  ])('turns %j into %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('is idempotent', () => {
    for (const input of ['Räksmörgås med Ägg', '  Øl--og  brød ']) {
      expect(slugify(slugify(input))).toBe(slugify(input));
    }
  });

  it('only ever yields lowercase letters, digits and single inner hyphens', () => {
    const slug = slugify('  ÅÄÖ ÆØ ß Ł Đ I ı  ¡Olé! – 123 ~ ✓ ');
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slug).toBe('aao-aeo-ss-l-d-i-i-ole-123');
  });
});
