// Many rows in one statement: `insert … select * from unnest($1::text[], $2::int[], …)` sends one
// array parameter per column instead of one parameter per value. Against PGlite this is about
// five times faster than a multi-row VALUES insert (far less SQL to build, parse and bind), and
// there is no 65,535-parameter limit to slice around — only memory, so batches stay moderate.
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { slices } from '../lib/slices.ts';
import type { DbOrTx } from '../platform/db/client.ts';

/** Rows per unnest statement. */
export const UNNEST_BATCH = 10_000;

/** On a key conflict, add the incoming measure columns to the stored ones (rollup upserts). */
export interface AddOnConflict {
  /** Property names of the conflict target (the primary key). */
  target: readonly string[];
  /** Property names of the columns to add up. */
  add: readonly string[];
}

function toParam(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

/**
 * Inserts `rows` (objects keyed by the table's property names)
 * in unnest batches; with `onConflict`, measures are added to existing rows.
 */
export async function insertUnnest<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: readonly Record<string, unknown>[],
  onConflict?: AddOnConflict,
  batch = UNNEST_BATCH,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  // Every column any row sets; a row without one gets null there.
  const present = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) present.add(key);
  const keys = [...present].filter((key) => columns[key] !== undefined);
  const column = (key: string) => columns[key] as PgColumn;
  const names = sql.join(
    keys.map((key) => sql.identifier(column(key).name)),
    sql`, `,
  );
  let conflict: SQL = sql``;
  if (onConflict) {
    const target = sql.join(
      onConflict.target.map((key) => sql.identifier(column(key).name)),
      sql`, `,
    );
    const sets = onConflict.add.map((key) => {
      const name = column(key).name;
      return sql.raw(`"${name}" = "${getTableConfig(table).name}"."${name}" + excluded."${name}"`);
    });
    conflict = sql` on conflict (${target}) do update set ${sql.join(sets, sql`, `)}, "updated_at" = now()`;
  }
  for (const part of slices(rows, batch)) {
    const arrays = sql.join(
      keys.map((key) => {
        const values = part.map((row) => toParam(row[key]));
        return sql`${sql.param(values)}::${sql.raw(column(key).getSQLType())}[]`;
      }),
      sql`, `,
    );
    await db.execute(sql`insert into ${table} (${names}) select * from unnest(${arrays})${conflict}`);
  }
}
