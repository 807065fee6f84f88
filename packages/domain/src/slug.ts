// Letters that are not "a base letter plus an accent" to Unicode, so NFD leaves them intact.
const UNDECOMPOSABLE_LETTERS = [
  ['ø', 'o'],
  ['æ', 'ae'],
  ['ß', 'ss'],
  ['ł', 'l'],
  ['đ', 'd'],
  ['ı', 'i'],
] as const;

/** A URL-safe slug: accents stripped, lowercase a–z, digits and single hyphens ('Räksmörgås' → 'raksmorgas'). */
export function slugify(value: string): string {
  // Lowercase first so the letter list and the patterns below need only lowercase forms.
  let slug = value.toLowerCase();
  for (const [letter, replacement] of UNDECOMPOSABLE_LETTERS) slug = slug.replaceAll(letter, replacement);
  return slug
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/[\s-]+/g, '-')
    .replace(/^-|-$/g, '');
}
