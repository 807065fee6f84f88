import { describe, expect, it } from 'vitest';
import { imageDetailsSchema, imageTitleFromFileName, libraryImageSchema } from './image-library.ts';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));

describe('image library rules', () => {
  it('takes a title and one of the kinds', () => {
    expect(imageDetailsSchema.parse({ title: '  Terrace ', kind: 'BANNER' })).toEqual({
      title: 'Terrace',
      kind: 'BANNER',
    });
    expect(issues(imageDetailsSchema.safeParse({ title: '', kind: 'SVG' }))).toEqual([
      { field: 'title', message: 'validation.required' },
      { field: 'kind', message: 'validation.invalid' },
    ]);
    expect(issues(imageDetailsSchema.safeParse({ title: 'x'.repeat(201), kind: 'LOGO' }))).toEqual([
      { field: 'title', message: 'validation.tooLong' },
    ]);
  });

  it('creates a PRODUCT image when the kind is left out', () => {
    expect(libraryImageSchema.parse({ title: 'Bun', fileId: 'abc' })).toEqual({
      title: 'Bun',
      fileId: 'abc',
    });
    expect(issues(libraryImageSchema.safeParse({ title: 'Bun', fileId: '' }))).toEqual([
      { field: 'fileId', message: 'validation.required' },
    ]);
  });

  it('titles an upload after its file name', () => {
    expect(imageTitleFromFileName('kanel_bulle-stor.JPG')).toBe('kanel bulle stor');
    expect(imageTitleFromFileName('.png')).toBe('.png');
    expect(imageTitleFromFileName(`${'a'.repeat(300)}.png`)).toHaveLength(200);
  });
});
