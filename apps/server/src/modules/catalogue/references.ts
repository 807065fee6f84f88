import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { notFound } from '../../kernel/errors.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  categories,
  courseTypes,
  images,
  modificationGroups,
  modifications,
  stations,
  upsells,
} from '../../platform/db/schema/index.ts';

interface Referable {
  table: PgTable;
  id: AnyPgColumn;
  companyId: AnyPgColumn;
  deleted?: AnyPgColumn;
  /** What the NOT_FOUND error names. */
  what: string;
}

/** The entities an item or category may point at, each scoped by company and (where soft-deleted) liveness. */
export const REFERABLE = {
  category: {
    table: categories,
    id: categories.id,
    companyId: categories.companyId,
    deleted: categories.deleted,
    what: 'Category',
  },
  courseType: {
    table: courseTypes,
    id: courseTypes.id,
    companyId: courseTypes.companyId,
    deleted: courseTypes.deleted,
    what: 'Course type',
  },
  image: { table: images, id: images.id, companyId: images.companyId, what: 'Image' },
  modificationGroup: {
    table: modificationGroups,
    id: modificationGroups.id,
    companyId: modificationGroups.companyId,
    deleted: modificationGroups.deleted,
    what: 'Modification group',
  },
  modification: {
    table: modifications,
    id: modifications.id,
    companyId: modifications.companyId,
    deleted: modifications.deleted,
    what: 'Modification',
  },
  upsell: {
    table: upsells,
    id: upsells.id,
    companyId: upsells.companyId,
    deleted: upsells.deleted,
    what: 'Upsell',
  },
  station: {
    table: stations,
    id: stations.id,
    companyId: stations.companyId,
    deleted: stations.deleted,
    what: 'Station',
  },
} as const satisfies Record<string, Referable>;

/**
 * Refuses with NOT_FOUND unless every id names a live entity of the company: another company's id
 * reads exactly like one that does not exist.
 */
export async function assertLive(
  db: DbOrTx,
  ref: Referable,
  companyId: string,
  ids: readonly (string | null | undefined)[],
): Promise<void> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  if (wanted.length === 0) return;
  const rows = await db
    .select({ id: ref.id })
    .from(ref.table)
    .where(
      and(
        eq(ref.companyId, companyId),
        inArray(ref.id, wanted),
        ref.deleted ? eq(ref.deleted, false) : undefined,
      ),
    );
  if (rows.length !== wanted.length) throw notFound(ref.what);
}
