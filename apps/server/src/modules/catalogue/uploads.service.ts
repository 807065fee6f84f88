import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CATALOGUE_MESSAGE_KEYS,
  fileUploadSchema,
  imageContentType,
  libraryImageSchema,
  MAX_IMAGE_BYTES,
  sniffImageType,
  VALIDATION_MESSAGE_KEYS,
} from '@fika/domain';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Ctx } from '../../kernel/context.ts';
import { badInput, notFound } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import { parseInput } from '../../kernel/validate.ts';
import { isIdShaped, newId } from '../../lib/ids.ts';
import type { Db } from '../../platform/db/client.ts';
import { files, images } from '../../platform/db/schema/index.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';
import { fileUrl, type ImageView } from './catalogue.loaders.ts';

/** How long an upload URL stays usable. */
export const UPLOAD_URL_TTL_MS = 60 * 60 * 1000;

/** A one-time upload address (§3 file upload: id, name, contentType, secret, url). */
export interface FileUploadView {
  id: string;
  name: string;
  contentType: string;
  secret: string;
  /** PUT the file's bytes here, with the content type, within an hour; relative to the API's origin. */
  url: string;
  maxBytes: number;
}

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** getFileUploadUrl (§7): a one-time URL on this server to PUT one image (JPEG, PNG, WebP or GIF, <= 5 MB). */
export async function getFileUploadUrl(ctx: Ctx, filename: string): Promise<FileUploadView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const name = parseInput(fileUploadSchema, { filename }).filename;
  const contentType = imageContentType(name);
  if (!contentType) throw badInput([{ field: 'filename', message: CATALOGUE_MESSAGE_KEYS.imageType }]);
  const id = newId();
  const secret = randomBytes(24).toString('base64url');
  await ctx.db
    .insert(files)
    .values({ id, companyId: user.companyId, name, contentType, secretHash: hashSecret(secret) });
  return {
    id,
    name,
    contentType,
    secret,
    url: `/uploads/${id}?secret=${encodeURIComponent(secret)}`,
    maxBytes: MAX_IMAGE_BYTES,
  };
}

/** How an upload went: 'stored' or why it was refused. */
export type UploadOutcome = 'stored' | 'denied' | 'used' | 'expired' | 'wrongType' | 'empty' | 'tooLarge';

/**
 * PUT /uploads/:id: stores the bytes once, when the secret matches, the URL is fresh, the declared
 * type is the one the URL was made for and the bytes really are that kind of image.
 */
export async function receiveUpload(
  db: Db,
  store: FileStore,
  upload: { id: string; secret: string; contentType: string | undefined; body: Buffer },
): Promise<UploadOutcome> {
  if (!isIdShaped(upload.id)) return 'denied';
  const [file] = await db
    .select({
      companyId: files.companyId,
      secretHash: files.secretHash,
      contentType: files.contentType,
      createdAt: files.createdAt,
      uploadedAt: files.uploadedAt,
    })
    .from(files)
    .where(eq(files.id, upload.id));
  const given = Buffer.from(hashSecret(upload.secret), 'hex');
  if (!file || !timingSafeEqual(given, Buffer.from(file.secretHash, 'hex'))) return 'denied';
  if (file.uploadedAt) return 'used';
  if (Date.now() - file.createdAt.getTime() > UPLOAD_URL_TTL_MS) return 'expired';
  if (upload.body.length === 0) return 'empty';
  if (upload.body.length > MAX_IMAGE_BYTES) return 'tooLarge';
  const declared = upload.contentType?.split(';')[0]?.trim().toLowerCase();
  if (declared !== file.contentType || sniffImageType(upload.body) !== file.contentType) return 'wrongType';

  // Claimed in one statement: of two PUTs at once, one stores and the other is told 'used'. The
  // bytes go into the same transaction, so a file is never marked uploaded without them.
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(files)
      .set({ size: upload.body.length, uploadedAt: new Date() })
      .where(and(eq(files.id, upload.id), isNull(files.uploadedAt)))
      .returning({ id: files.id });
    if (claimed.length === 0) return 'used';
    await store.save(tx, { id: upload.id, companyId: file.companyId }, upload.body);
    return 'stored';
  });
}

/** An uploaded file, for GET /files/:id; null when there is no such upload (yet). */
export async function uploadedFile(
  db: Db,
  store: FileStore,
  id: string,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  if (!isIdShaped(id)) return null;
  const [file] = await db
    .select({ companyId: files.companyId, contentType: files.contentType })
    .from(files)
    .where(and(eq(files.id, id), isNotNull(files.uploadedAt)));
  if (!file) return null;
  const bytes = await store.load({ id, companyId: file.companyId });
  return bytes ? { contentType: file.contentType, bytes } : null;
}

/** createImage (§7): an image of an uploaded file of the caller's company, in the library as `kind`. */
export async function createImage(
  ctx: Ctx,
  title: string,
  fileId: string,
  kind?: string | null,
): Promise<ImageView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const input = parseInput(libraryImageSchema, { title, fileId, kind: kind ?? undefined });
  const [file] = await ctx.db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.companyId, user.companyId), eq(files.id, input.fileId), isNotNull(files.uploadedAt)));
  if (!file) throw notFound('File');
  // One upload is one image: removing an image removes its upload, which another image may not show.
  const [taken] = await ctx.db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.companyId, user.companyId), eq(images.fileId, input.fileId)));
  if (taken) throw badInput([{ field: 'fileId', message: VALIDATION_MESSAGE_KEYS.invalid }]);
  const id = newId();
  await ctx.db.insert(images).values({
    id,
    companyId: user.companyId,
    title: input.title,
    fileId: input.fileId,
    kind: input.kind ?? 'PRODUCT',
  });
  return { id, title: input.title, url: fileUrl(input.fileId) };
}
