import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { withDataDirFallback } from './data-dir-fallback.ts';
import { createDatabaseFileStore } from './database-file-store.ts';

/** Which file: the id of its `files` row and the company that owns it. */
export interface StoredFileKey {
  id: string;
  companyId: string;
}

/**
 * Where the bytes of uploaded files live. Every server of one install must read what any of them
 * wrote, so a store is shared (the database, or an object store such as S3 when one is added) and
 * never a server's own disk.
 */
export interface FileStore {
  /**
   * Keeps a file's bytes as part of `tx`, the transaction that marks the upload done. A store
   * outside the database cannot roll back with it: it should write under the same key again on a
   * retry rather than fail.
   */
  save(tx: DbOrTx, file: StoredFileKey, bytes: Buffer): Promise<void>;
  /** The file's bytes, or null when this store has none. */
  load(file: StoredFileKey): Promise<Buffer | null>;
}

/**
 * The store of this install: the database (an S3-compatible store would be chosen here when one is
 * configured), reading files an older version left in the data directory as a fallback.
 */
export function createFileStore(db: Db, config: Pick<Config, 'dataDir'>): FileStore {
  return withDataDirFallback(createDatabaseFileStore(db), db, config.dataDir);
}
