// The image library (online ordering › Library): the company's images sorted by kind, the rules of
// their title and kind, and where an image may be used. Messages are i18n keys (validation.* in
// the 'library' namespace).
import * as z from 'zod/mini';
import { MAX_TITLE_LENGTH } from './catalogue.ts';
import { IMAGE_KINDS } from './enums.ts';
import { idSchema, OBJECT_PARAMS, oneOf, requiredText, VALIDATION_MESSAGE_KEYS } from './validation.ts';

/** Where an image is used: an item, a membership level, a venue's guest page. */
export const IMAGE_USAGE_KINDS = ['ITEM', 'MEMBERSHIP_LEVEL', 'GUEST_PAGE', 'RECEIPT_TEMPLATE'] as const;
export type ImageUsageKind = (typeof IMAGE_USAGE_KINDS)[number];

/** updateImage's input: the title the library shows (and the alt text guests get) and the kind. */
export const imageDetailsSchema = z.object(
  {
    title: requiredText(MAX_TITLE_LENGTH),
    kind: oneOf(IMAGE_KINDS, VALIDATION_MESSAGE_KEYS.invalid),
  },
  OBJECT_PARAMS,
);
export type ImageDetailsInput = z.output<typeof imageDetailsSchema>;

/** createImage's input in the library: an uploaded file, a title and a kind (PRODUCT when left out). */
export const libraryImageSchema = z.object(
  {
    title: requiredText(MAX_TITLE_LENGTH),
    kind: z.optional(oneOf(IMAGE_KINDS, VALIDATION_MESSAGE_KEYS.invalid)),
    fileId: idSchema,
  },
  OBJECT_PARAMS,
);

/** replaceImage's input: the uploaded file that takes the image's place. */
export const replaceImageSchema = z.object({ fileId: idSchema }, OBJECT_PARAMS);

/** The library's default title of an uploaded file: its name without the extension, tidied. */
export function imageTitleFromFileName(fileName: string): string {
  const base = fileName
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[_-]+/g, ' ')
    .trim();
  return (base || fileName).slice(0, MAX_TITLE_LENGTH);
}
