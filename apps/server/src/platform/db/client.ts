import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { auditPglite, auditPool } from './audit-scope.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: services accept either. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, loadable with openPglite({ loadDataDir }). */
  dump?: () => Promise<Blob>;
  /**
   * PostgreSQL with DATABASE_READ_URL only: a read replica for reads that may lag the primary by a
   * moment (reports, the dashboard); everything else uses `db`. See `reader(ctx)`.
   */
  readDb?: Db;
  /** PostgreSQL only: the connection string, for clients that open their own connections (pg-boss). */
  url?: string;
  /**
   * Runs `work` while no other server of this install runs its own start-up work: several servers
   * starting at once on one empty PostgreSQL would otherwise all migrate and all seed the demo data.
   */
  startupExclusive<T>(work: () => Promise<T>): Promise<T>;
}

// Any fixed number, the same in every server of the install: the key of the start-up advisory lock.
const STARTUP_LOCK_KEY = 7_201_843_115;

// Journals the tables that later migrations add (see fika_audit_attach in migration 0011).
const ATTACH_AUDIT = 'select fika_audit_attach()';

// The migrations folder sits next to src/ in development and next to dist/ when bundled.
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('Drizzle migrations folder not found');
}

/**
 * Whether the database has every migration of this build already: one read instead of the
 * migrator's schema checks, file hashing and the audit re-attachment on every start. Drizzle applies
 * a migration when its journal time is later than the last applied one's, so the same test holds.
 */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const last = journal.entries.at(-1)?.when;
  if (last === undefined) return false;
  try {
    const result = (await db.execute(
      'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    )) as { rows: { created_at: string | number }[] };
    const applied = result.rows[0]?.created_at;
    return applied !== undefined && Number(applied) >= last;
  } catch {
    // No migrations table yet: an empty database.
    return false;
  }
}

/** An embedded PGlite database, from a directory or from a dumped template (tests). */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  const client = auditPglite(
    // pg_trgm: the members search's trigram index (migration 0017).
    await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm },
    }),
  );
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    migrate: async () => {
      if (await migrationsApplied(db)) return;
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsFolder() });
      await db.execute(ATTACH_AUDIT);
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('gzip'),
    // One process per data directory already (the lock file): nobody to wait for.
    startupExclusive: (work) => work(),
  };
}

/** A PostgreSQL server (15 or newer) through a node-postgres pool. */
export function openPostgres(url: string, poolSize = 20): Database {
  // A server that is down must fail a request within seconds (503, retry), not leave it waiting.
  const pool = auditPool(
    new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 }),
  );
  // An idle connection dropped by the server (restart, failover) must not crash the process:
  // the pool replaces it on the next checkout.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL connection lost: ${error.message}`);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    url,
    migrate: async () => {
      if (await migrationsApplied(db)) return;
      await migratePg(drizzlePg(pool, { schema }), { migrationsFolder: migrationsFolder() });
      await db.execute(ATTACH_AUDIT);
    },
    close: () => pool.end(),
    async startupExclusive(work) {
      // A session lock on a connection of its own, held while `work` uses the pool's other ones.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
  };
}
