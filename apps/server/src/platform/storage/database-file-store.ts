import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { fileContents } from '../db/schema/index.ts';
import type { FileStore } from './file-store-types.ts';

/** Files as `bytea` rows in the product's own database (PGlite or PostgreSQL): nothing else to run. */
export function createDatabaseFileStore(db: Db): FileStore {
  return {
    async save(tx, file, bytes) {
      // A second save of the same file (the legacy copy racing between servers) keeps the first.
      await tx
        .insert(fileContents)
        .values({ companyId: file.companyId, fileId: file.id, bytes })
        .onConflictDoNothing();
    },
    async load(file) {
      const [row] = await db
        .select({ bytes: fileContents.bytes })
        .from(fileContents)
        .where(and(eq(fileContents.companyId, file.companyId), eq(fileContents.fileId, file.id)));
      return row?.bytes ?? null;
    },
  };
}
