import { join } from 'node:path';
import type { Config } from '../../config.ts';
import { type Database, openPglite, openPostgres } from './client.ts';
import { lockDataDir } from './lock.ts';

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR). */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    const primary = openPostgres(config.databaseUrl);
    if (!config.databaseReadUrl) return primary;
    // Reads only: no migrations, no start-up lock, no jobs on the replica.
    const replica = openPostgres(config.databaseReadUrl);
    return {
      ...primary,
      readDb: replica.db,
      close: async () => {
        await Promise.all([primary.close(), replica.close()]);
      },
    };
  }
  const release = lockDataDir(config.dataDir);
  try {
    const database = await openPglite({ dataDir: join(config.dataDir, 'pglite') });
    return {
      ...database,
      close: async () => {
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
