// Hand-built INSERT … VALUES for the hot write paths (terminal intake, the finance rollups): several
// inserts go to PostgreSQL as one statement of data-modifying CTEs, one round trip instead of one each.
import { getTableColumns, getTableName, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * INSERT … VALUES for `rows` (all with the same keys), each value encoded by its column as the
 * query builder would; a value that is SQL is written as it is.
 */
export function insertValues(table: PgTable, rows: readonly Record<string, unknown>[]): SQL {
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0] ?? {});
  const column = (key: string) => {
    const found = columns[key];
    if (!found) throw new Error(`Unknown column ${key} of ${getTableName(table)}`);
    return found;
  };
  const names = sql.join(
    keys.map((k) => sql.identifier(column(k).name)),
    sql`, `,
  );
  const values = rows.map(
    (row) =>
      sql`(${sql.join(
        keys.map((k) => {
          const value = row[k];
          return value instanceof SQL ? value : sql.param(value ?? null, column(k));
        }),
        sql`, `,
      )})`,
  );
  return sql`insert into ${table} (${names}) values ${sql.join(values, sql`, `)}`;
}

/**
 * An upsert that adds: INSERT … ON CONFLICT (target) DO UPDATE SET m = stored m + incoming m for
 * each measure, and updated_at = now().
 */
export function upsertAdding(
  table: PgTable,
  rows: readonly Record<string, unknown>[],
  target: readonly string[],
  measures: readonly string[],
): SQL {
  const columns = getTableColumns(table);
  const name = (key: string) => {
    const found = columns[key];
    if (!found) throw new Error(`Unknown column ${key} of ${getTableName(table)}`);
    return found.name;
  };
  const conflict = target.map((k) => `"${name(k)}"`).join(', ');
  // Qualified: in ON CONFLICT … SET a bare column name is ambiguous with `excluded`.
  const set = measures.map(
    (m) => `"${name(m)}" = "${getTableName(table)}"."${name(m)}" + excluded."${name(m)}"`,
  );
  return sql`${insertValues(table, rows)} on conflict (${sql.raw(conflict)}) do update set ${sql.raw(
    [...set, `"${name('updatedAt')}" = now()`].join(', '),
  )}`;
}
