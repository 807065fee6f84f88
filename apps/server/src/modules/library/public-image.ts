// The public address of a library image, for the guest ordering page: GET /api/guest/v1/images/:id
// serves the bytes of an image (never any other upload) to anyone, as the picture on a public menu.
// The address carries the image's version (updated_at), so a browser or CDN may keep it for a year:
// a replaced image gets a new address, and the old one answers the new bytes with a short cache.
import { and, eq } from 'drizzle-orm';
import { isIdShaped } from '../../lib/ids.ts';
import { imageVersion } from '../../lib/image-url.ts';
import type { Db } from '../../platform/db/client.ts';
import { files, images } from '../../platform/db/schema/index.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';

export { imageVersion, publicImageUrl } from '../../lib/image-url.ts';

/** An image's bytes for the public route, or null when there is no such image (or its file is gone). */
export async function loadPublicImage(
  db: Db,
  store: FileStore,
  id: string,
): Promise<{ contentType: string; bytes: Buffer; version: string } | null> {
  if (!isIdShaped(id)) return null;
  const [row] = await db
    .select({
      companyId: images.companyId,
      fileId: images.fileId,
      updatedAt: images.updatedAt,
      contentType: files.contentType,
    })
    .from(images)
    .innerJoin(files, and(eq(files.companyId, images.companyId), eq(files.id, images.fileId)))
    .where(eq(images.id, id));
  if (!row) return null;
  const bytes = await store.load({ id: row.fileId, companyId: row.companyId });
  return bytes ? { contentType: row.contentType, bytes, version: imageVersion(row.updatedAt) } : null;
}
