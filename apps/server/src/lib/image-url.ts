// The public address of a library image (GET /api/guest/v1/images/:id, served by the library
// module): guest pages and printed receipts show it. Here, not in the library module, so modules the
// library itself depends on (orders → receipts) can name an image without an import cycle.

/** The version of an image in its public address and ETag: its updated_at, in base 36. */
export const imageVersion = (updatedAt: Date) => updatedAt.getTime().toString(36);

/** Where guests load an image from, relative to the API's origin (for GuestMenu.imageUrl and the like). */
export function publicImageUrl(image: { id: string; updatedAt: Date }): string {
  return `/api/guest/v1/images/${image.id}?v=${imageVersion(image.updatedAt)}`;
}
