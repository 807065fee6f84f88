import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isIdShaped } from '../../lib/ids.ts';
import type { Db } from '../db/client.ts';
import type { FileStore } from './file-store-types.ts';

/**
 * Installs from before the shared store kept uploads in `<DATA_DIR>/uploads/<id>`. Such a file is
 * still served, and the first read copies it into the shared store, so from then on every server
 * has it (the server that holds the old directory only has to serve it once).
 */
export function withDataDirFallback(store: FileStore, db: Db, dataDir: string): FileStore {
  return {
    save: (tx, file, bytes) => store.save(tx, file, bytes),
    async load(file) {
      const stored = await store.load(file);
      if (stored || !isIdShaped(file.id)) return stored;
      const legacy = await readFile(join(dataDir, 'uploads', file.id)).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      });
      if (legacy) await store.save(db, file, legacy);
      return legacy;
    },
  };
}
