import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness.ts';
import { migrationsApplied, openPglite } from './client.ts';

describe('the start-up migration check', () => {
  it('skips the migrator on a database that has every migration of this build', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      expect(await migrationsApplied(database.db)).toBe(true);
      // An older database (its last migration removed from the record) is migrated again.
      await database.db.execute(
        'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
      );
      expect(await migrationsApplied(database.db)).toBe(false);
    } finally {
      await database.close();
      await drop();
    }
  }, 180_000);

  it('migrates an empty database', async () => {
    const empty = await openPglite({});
    try {
      expect(await migrationsApplied(empty.db)).toBe(false);
    } finally {
      await empty.close();
    }
  }, 180_000);
});
