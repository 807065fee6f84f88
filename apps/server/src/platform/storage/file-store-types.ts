// What a file store is, apart from which store this install uses (file-store.ts): the stores
// import these without importing the choice among them.
import type { DbOrTx } from '../db/client.ts';

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
