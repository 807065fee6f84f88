import DataLoader from 'dataloader';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../kernel/context.ts';
import { requireUser } from '../../kernel/guards.ts';
import {
  courseTypes,
  images,
  itemDefaultModifications,
  itemModificationGroups,
  itemStations,
  itemUpsells,
  modificationGroups,
  stations,
} from '../../platform/db/schema/index.ts';
import { visibleStations } from './item-links.ts';

/** A course type as items and categories show it. */
export interface CourseTypeView {
  id: string;
  name: string;
  label: string;
  position: number;
}

/** An image of an item; `url` is served by GET /files/:id. */
export interface ImageView {
  id: string;
  title: string;
  url: string;
}

/** A modification group applied to an item (§3 appliedVariations). */
export interface AppliedGroupView {
  id: string;
  title: string;
}

/** The address an uploaded file is served at (relative to the API's origin). */
export const fileUrl = (fileId: string) => `/files/${fileId}`;

interface CatalogueLoaders {
  courseType: DataLoader<string, CourseTypeView | null>;
  image: DataLoader<string, ImageView | null>;
  appliedGroups: DataLoader<string, AppliedGroupView[]>;
  defaultModificationIds: DataLoader<string, string[]>;
  upsellIds: DataLoader<string, string[]>;
  stationIds: DataLoader<string, string[]>;
}

// One set per request: the list of 10,000 items asks once per relation, not once per item.
const perRequest = new WeakMap<Ctx, CatalogueLoaders>();

function groupBy<T>(keys: readonly string[], rows: T[], keyOf: (row: T) => string) {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = map.get(key);
    if (list) list.push(row);
    else map.set(key, [row]);
  }
  return keys.map((key) => map.get(key) ?? []);
}

/** The DataLoaders of the item and category relations, scoped to the caller's company. */
export function catalogueLoaders(ctx: Ctx): CatalogueLoaders {
  const existing = perRequest.get(ctx);
  if (existing) return existing;
  const user = requireUser(ctx);
  const { companyId } = user;
  const db = ctx.db;
  // Ids linked to each item, from a query over a batch of item ids.
  const linkedIds = (load: (itemIds: string[]) => Promise<{ itemId: string; value: string }[]>) =>
    new DataLoader<string, string[]>(async (itemIds) => {
      const rows = await load([...itemIds]);
      return groupBy(itemIds, rows, (r) => r.itemId).map((list) => list.map((r) => r.value));
    });

  const loaders: CatalogueLoaders = {
    courseType: new DataLoader(async (ids) => {
      const rows = await db
        .select({
          id: courseTypes.id,
          name: courseTypes.name,
          label: courseTypes.label,
          position: courseTypes.position,
        })
        .from(courseTypes)
        .where(
          and(
            eq(courseTypes.companyId, companyId),
            eq(courseTypes.deleted, false),
            inArray(courseTypes.id, [...ids]),
          ),
        );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    image: new DataLoader(async (ids) => {
      const rows = await db
        .select({ id: images.id, title: images.title, fileId: images.fileId })
        .from(images)
        .where(and(eq(images.companyId, companyId), inArray(images.id, [...ids])));
      const byId = new Map(
        rows.map((row) => [row.id, { id: row.id, title: row.title, url: fileUrl(row.fileId) }]),
      );
      return ids.map((id) => byId.get(id) ?? null);
    }),
    appliedGroups: new DataLoader(async (itemIds) => {
      const rows = await db
        .select({
          itemId: itemModificationGroups.itemId,
          id: modificationGroups.id,
          title: modificationGroups.title,
        })
        .from(itemModificationGroups)
        .innerJoin(
          modificationGroups,
          and(
            eq(modificationGroups.companyId, itemModificationGroups.companyId),
            eq(modificationGroups.id, itemModificationGroups.groupId),
          ),
        )
        .where(
          and(
            eq(itemModificationGroups.companyId, companyId),
            inArray(itemModificationGroups.itemId, [...itemIds]),
            eq(modificationGroups.deleted, false),
          ),
        )
        .orderBy(asc(itemModificationGroups.position), asc(modificationGroups.title));
      return groupBy(itemIds, rows, (r) => r.itemId).map((list) =>
        list.map(({ id, title }) => ({ id, title })),
      );
    }),
    defaultModificationIds: linkedIds((itemIds) =>
      db
        .select({ itemId: itemDefaultModifications.itemId, value: itemDefaultModifications.modificationId })
        .from(itemDefaultModifications)
        .where(
          and(
            eq(itemDefaultModifications.companyId, companyId),
            inArray(itemDefaultModifications.itemId, itemIds),
          ),
        ),
    ),
    upsellIds: linkedIds((itemIds) =>
      db
        .select({ itemId: itemUpsells.itemId, value: itemUpsells.upsellId })
        .from(itemUpsells)
        .where(and(eq(itemUpsells.companyId, companyId), inArray(itemUpsells.itemId, itemIds))),
    ),
    // Only stations the caller may see: another venue's station is not named to a restricted user.
    stationIds: linkedIds((itemIds) =>
      db
        .select({ itemId: itemStations.itemId, value: itemStations.stationId })
        .from(itemStations)
        .innerJoin(stations, and(eq(stations.id, itemStations.stationId), visibleStations(user)))
        .where(and(eq(itemStations.companyId, companyId), inArray(itemStations.itemId, itemIds))),
    ),
  };
  perRequest.set(ctx, loaders);
  return loaders;
}
