// The image library (online ordering › Library): the company's images with where each is used.
// Anyone signed in to the company may read it (the settings and membership screens pick from it);
// changing it needs POS_CUSTOMIZATION, like the product images it holds. An image keeps its id for
// life: replacing it points it at a new upload and bumps updated_at, so every item, level and guest
// page using it shows the new picture, and guests' cached copies (versioned by updated_at) expire.
import {
  IMAGE_KINDS,
  type ImageKind,
  type ImageUsageKind,
  imageDetailsSchema,
  isOneOf,
  replaceImageSchema,
  VALIDATION_MESSAGE_KEYS,
} from '@fika/domain';
import { and, desc, eq, ilike, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../kernel/context.ts';
import { badInput, notFound } from '../../kernel/errors.ts';
import { requireScope, requireUser } from '../../kernel/guards.ts';
import { parseInput } from '../../kernel/validate.ts';
import { isIdShaped } from '../../lib/ids.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import {
  companies,
  files,
  images,
  items,
  membershipLevels,
  onlineOrderingSettings,
  receiptTemplates,
  venues,
} from '../../platform/db/schema/index.ts';
import { fileUrl } from '../catalogue/catalogue.loaders.ts';
import { decodeCursor, encodeCursor, exactInstant, pageSize } from '../orders/orders.service.ts';

/** One image of the library. */
export interface LibraryImageView {
  id: string;
  title: string;
  kind: ImageKind;
  /** The back office's address of the file (GET /files/:id; a new one after a replace). */
  url: string;
  contentType: string;
  size: number | null;
  createdAt: Date;
  updatedAt: Date;
  /** How many items, membership levels and guest pages use it. */
  usageCount: number;
}

/** One place an image is used. */
export interface ImageUsageView {
  kind: ImageUsageKind;
  id: string;
  name: string;
}

export interface LibraryImagePage {
  nodes: LibraryImageView[];
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface ImageFilter {
  kind?: string | null;
  /** Words of the title. */
  search?: string | null;
  /** Only images nothing uses. */
  unused?: boolean | null;
}

/**
 * How many things use an image: live items, membership levels and guest pages of the online-ordering
 * settings. A new table with an image_id joins here, in `usesOf` and in `clearImageUses`.
 */
const usageCount = sql<number>`(
  (select count(*) from ${items} u where u.company_id = ${images.companyId} and u.image_id = ${images.id} and u.deleted = false)
  + (select count(*) from ${membershipLevels} u where u.company_id = ${images.companyId} and u.image_id = ${images.id})
  + (select count(*) from ${onlineOrderingSettings} u where u.company_id = ${images.companyId} and u.image_id = ${images.id})
  + (select count(*) from ${receiptTemplates} u where u.company_id = ${images.companyId} and u.logo_image_id = ${images.id})
)::int`;

const COLUMNS = {
  id: images.id,
  title: images.title,
  kind: images.kind,
  fileId: images.fileId,
  contentType: files.contentType,
  size: files.size,
  createdAt: images.createdAt,
  updatedAt: images.updatedAt,
  exactAt: exactInstant(images.createdAt),
  usageCount,
};

type Row = {
  id: string;
  title: string;
  kind: string;
  fileId: string;
  contentType: string;
  size: number | null;
  createdAt: Date;
  updatedAt: Date;
  exactAt: string;
  usageCount: number;
};

const toView = (row: Row): LibraryImageView => ({
  id: row.id,
  title: row.title,
  kind: isOneOf(IMAGE_KINDS, row.kind) ? row.kind : 'PRODUCT',
  url: fileUrl(row.fileId),
  contentType: row.contentType,
  size: row.size,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  usageCount: Number(row.usageCount),
});

function selectImages(
  db: DbOrTx,
  companyId: string,
  where: (SQL | undefined)[],
  limit: number,
): Promise<Row[]> {
  return db
    .select(COLUMNS)
    .from(images)
    .innerJoin(files, and(eq(files.companyId, images.companyId), eq(files.id, images.fileId)))
    .where(and(eq(images.companyId, companyId), ...where))
    .orderBy(desc(images.createdAt), desc(images.id))
    .limit(limit);
}

function filterWhere(filter: ImageFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.kind) {
    if (!isOneOf(IMAGE_KINDS, filter.kind)) {
      throw badInput([{ field: 'kind', message: VALIDATION_MESSAGE_KEYS.invalid }]);
    }
    where.push(eq(images.kind, filter.kind));
  }
  const search = filter.search?.trim();
  if (search) {
    if (search.length > 200 || search.includes('\0')) {
      throw badInput([{ field: 'search', message: VALIDATION_MESSAGE_KEYS.invalid }]);
    }
    where.push(ilike(images.title, likePattern(search)));
  }
  if (filter.unused) where.push(sql`${usageCount} = 0`);
  return where;
}

/** images(filter, first, after): the library, newest first, keyset-paged on (created at, id). */
export async function listImages(
  ctx: Ctx,
  input: { filter?: ImageFilter | null; first?: number | null; after?: string | null },
): Promise<LibraryImagePage> {
  const user = requireUser(ctx);
  const limit = pageSize(input.first);
  const where = filterWhere(input.filter ?? {});
  if (input.after) {
    const after = decodeCursor(input.after);
    where.push(sql`(${images.createdAt}, ${images.id}) < (${after.at}::timestamptz, ${after.id})`);
  }
  const rows = await selectImages(ctx.db, user.companyId, where, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    nodes: page.map(toView),
    hasNextPage: rows.length > limit,
    endCursor: last ? encodeCursor(last.exactAt, last.id) : null,
  };
}

/** One image of the caller's company; NOT_FOUND for another company's or a malformed id. */
export async function imageOf(db: DbOrTx, companyId: string, id: string): Promise<LibraryImageView> {
  if (!isIdShaped(id)) throw notFound('Image');
  const [row] = await selectImages(db, companyId, [sql`${images.id} = ${id}`], 1);
  if (!row) throw notFound('Image');
  return toView(row);
}

/** image(id). */
export async function getImage(ctx: Ctx, id: string): Promise<LibraryImageView> {
  return imageOf(ctx.db, requireUser(ctx).companyId, id);
}

/** The first non-empty title of a membership level, in the order the back office prefers. */
const levelName = (title: Record<string, string | undefined> | null) =>
  ['en', 'se', 'no', 'es'].map((l) => title?.[l]).find((t) => t?.trim()) ?? '';

/** Where an image is used, by kind and then name. */
export async function usesOf(db: DbOrTx, companyId: string, imageId: string): Promise<ImageUsageView[]> {
  const [itemRows, levelRows, pageRows, receiptRows] = await Promise.all([
    db
      .select({ id: items.id, name: items.title })
      .from(items)
      .where(and(eq(items.companyId, companyId), eq(items.imageId, imageId), eq(items.deleted, false))),
    db
      .select({ id: membershipLevels.id, title: membershipLevels.title })
      .from(membershipLevels)
      .where(and(eq(membershipLevels.companyId, companyId), eq(membershipLevels.imageId, imageId))),
    db
      .select({ id: venues.id, name: venues.name })
      .from(onlineOrderingSettings)
      .innerJoin(
        venues,
        and(
          eq(venues.companyId, onlineOrderingSettings.companyId),
          eq(venues.id, onlineOrderingSettings.venueId),
        ),
      )
      .where(
        and(eq(onlineOrderingSettings.companyId, companyId), eq(onlineOrderingSettings.imageId, imageId)),
      ),
    // A receipt template's logo: the company's template is named after the company, an override
    // after its venue; the id is the venue's (null: the company's), as the receipt screen picks them.
    db
      .select({ venueId: receiptTemplates.venueId, venue: venues.name, company: companies.name })
      .from(receiptTemplates)
      .innerJoin(companies, eq(companies.id, receiptTemplates.companyId))
      .leftJoin(
        venues,
        and(eq(venues.companyId, receiptTemplates.companyId), eq(venues.id, receiptTemplates.venueId)),
      )
      .where(and(eq(receiptTemplates.companyId, companyId), eq(receiptTemplates.logoImageId, imageId))),
  ]);
  const byName = (a: ImageUsageView, b: ImageUsageView) => a.name.localeCompare(b.name);
  return [
    ...itemRows.map((r) => ({ kind: 'ITEM' as const, id: r.id, name: r.name })).sort(byName),
    ...levelRows
      .map((r) => ({ kind: 'MEMBERSHIP_LEVEL' as const, id: r.id, name: levelName(r.title) }))
      .sort(byName),
    ...pageRows.map((r) => ({ kind: 'GUEST_PAGE' as const, id: r.id, name: r.name })).sort(byName),
    ...receiptRows
      .map((r) => ({ kind: 'RECEIPT_TEMPLATE' as const, id: r.venueId ?? '', name: r.venue ?? r.company }))
      .sort(byName),
  ];
}

/** Locks the image row of the company for a change; false when there is none. */
export async function lockImage(tx: Tx, companyId: string, id: string): Promise<boolean> {
  if (!isIdShaped(id)) return false;
  const rows = await tx
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.companyId, companyId), eq(images.id, id)))
    .for('update');
  return rows.length > 0;
}

/** updateImage(id, title, kind): renames or re-sorts an image. */
export async function updateImage(
  ctx: Ctx,
  id: string,
  raw: { title: unknown; kind: unknown },
): Promise<LibraryImageView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const input = parseInput(imageDetailsSchema, raw);
  return ctx.db.transaction(async (tx) => {
    if (!(await lockImage(tx, user.companyId, id))) throw notFound('Image');
    await tx
      .update(images)
      .set({ title: input.title, kind: input.kind })
      .where(and(eq(images.companyId, user.companyId), eq(images.id, id)));
    return imageOf(tx, user.companyId, id);
  });
}

/** Removes an upload no image points at any more (its bytes go with it, by cascade). */
export async function dropFileIfUnused(tx: Tx, companyId: string, fileId: string): Promise<void> {
  await tx
    .delete(files)
    .where(
      and(
        eq(files.companyId, companyId),
        eq(files.id, fileId),
        sql`not exists (select 1 from ${images} where ${images.companyId} = ${companyId} and ${images.fileId} = ${fileId})`,
      ),
    );
}

/**
 * replaceImage(id, fileId): the image shows a newly uploaded file from now on. The id stays, so
 * everything using the image follows; updated_at moves, so guests' cached copies are not reused.
 * The old upload is removed when nothing else shows it.
 */
export async function replaceImage(ctx: Ctx, id: string, rawFileId: unknown): Promise<LibraryImageView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const { fileId } = parseInput(replaceImageSchema, { fileId: rawFileId });
  return ctx.db.transaction(async (tx) => {
    if (!(await lockImage(tx, user.companyId, id))) throw notFound('Image');
    const [file] = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.companyId, user.companyId), eq(files.id, fileId), isNotNull(files.uploadedAt)));
    // Another company's upload, one not finished, or a malformed id: the same answer.
    if (!file) throw badInput([{ field: 'fileId', message: VALIDATION_MESSAGE_KEYS.invalid }]);
    const [taken] = await tx
      .select({ id: images.id })
      .from(images)
      .where(and(eq(images.companyId, user.companyId), eq(images.fileId, fileId), ne(images.id, id)));
    // One upload belongs to one image: removing an image removes its upload.
    if (taken) throw badInput([{ field: 'fileId', message: VALIDATION_MESSAGE_KEYS.invalid }]);
    const [old] = await tx
      .select({ fileId: images.fileId })
      .from(images)
      .where(and(eq(images.companyId, user.companyId), eq(images.id, id)));
    await tx
      .update(images)
      .set({ fileId, updatedAt: sql`greatest(now(), ${images.updatedAt} + interval '1 millisecond')` })
      .where(and(eq(images.companyId, user.companyId), eq(images.id, id)));
    if (old && old.fileId !== fileId) await dropFileIfUnused(tx, user.companyId, old.fileId);
    return imageOf(tx, user.companyId, id);
  });
}

/** Takes an image off everything using it (items also when deleted: nothing points at a removed image). */
export async function clearImageUses(tx: Tx, companyId: string, imageId: string): Promise<void> {
  await tx
    .update(items)
    .set({ imageId: null, updatedAt: new Date() })
    .where(and(eq(items.companyId, companyId), eq(items.imageId, imageId)));
  await tx
    .update(membershipLevels)
    .set({ imageId: null, updatedAt: new Date() })
    .where(and(eq(membershipLevels.companyId, companyId), eq(membershipLevels.imageId, imageId)));
  await tx
    .update(onlineOrderingSettings)
    .set({ imageId: null, updatedAt: new Date() })
    .where(and(eq(onlineOrderingSettings.companyId, companyId), eq(onlineOrderingSettings.imageId, imageId)));
  // The template then prints without a logo, as an unset one does. Its saved versions keep the old
  // id (issued receipts render as they were, skipping a logo that is gone); the next save of the
  // receipt settings records the template without it.
  await tx
    .update(receiptTemplates)
    .set({ logoImageId: null, updatedAt: new Date() })
    .where(and(eq(receiptTemplates.companyId, companyId), eq(receiptTemplates.logoImageId, imageId)));
}

/** Removes an image and its upload (the uses must be cleared first). */
export async function removeImage(tx: Tx, companyId: string, imageId: string): Promise<void> {
  const [gone] = await tx
    .delete(images)
    .where(and(eq(images.companyId, companyId), eq(images.id, imageId)))
    .returning({ fileId: images.fileId });
  if (gone) await dropFileIfUnused(tx, companyId, gone.fileId);
}

/**
 * deleteUnusedImages: "Remove unused" of the library — every image nothing uses, in one
 * transaction; an image that gets used meanwhile (its row is locked first) stays. Returns how many.
 */
export async function deleteUnusedImages(ctx: Ctx): Promise<number> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  return ctx.db.transaction(async (tx) => {
    // Locked first: an image being put on an item meanwhile waits, then counts as used.
    await tx.select({ id: images.id }).from(images).where(eq(images.companyId, user.companyId)).for('update');
    const unused = (
      await tx
        .select({ id: images.id })
        .from(images)
        .where(and(eq(images.companyId, user.companyId), sql`${usageCount} = 0`))
    ).map((r) => r.id);
    for (const id of unused) await removeImage(tx, user.companyId, id);
    return unused.length;
  });
}

/** The uses of an image of the caller's company (the LibraryImage.usages field). */
export function usesOfImage(ctx: Ctx, imageId: string): Promise<ImageUsageView[]> {
  return usesOf(ctx.db, requireUser(ctx).companyId, imageId);
}
