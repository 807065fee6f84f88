import type { Config } from '../../config.ts';
import type { Db } from '../db/client.ts';
import { withDataDirFallback } from './data-dir-fallback.ts';
import { createDatabaseFileStore } from './database-file-store.ts';
import type { FileStore } from './file-store-types.ts';

export type { FileStore, StoredFileKey } from './file-store-types.ts';

/**
 * The store of this install: the database (an S3-compatible store would be chosen here when one is
 * configured), reading files an older version left in the data directory as a fallback.
 */
export function createFileStore(db: Db, config: Pick<Config, 'dataDir'>): FileStore {
  return withDataDirFallback(createDatabaseFileStore(db), db, config.dataDir);
}
