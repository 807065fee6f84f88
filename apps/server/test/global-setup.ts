import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/platform/db/client.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { TEST_JWT_SECRET } from './secret.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    templatePath: string;
    templateDatabase: string;
  }
}

/**
 * One migrated, demo-seeded template per run: a dumped PGlite data directory that each test file
 * loads (~0.4 s instead of a fresh start), or, with DATABASE_URL, a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const templateDatabase = `fika_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${templateDatabase}`);
    await admin.query(`create database ${templateDatabase}`);
    const target = new URL(url);
    target.pathname = `/${templateDatabase}`;
    const database = openPostgres(target.toString(), 2);
    await database.migrate();
    await seedDemo(database.db, TEST_JWT_SECRET);
    await database.close();
    project.provide('templateDatabase', templateDatabase);
    project.provide('templatePath', '');
    return async () => {
      await admin.query(`drop database if exists ${templateDatabase}`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'fika-template-'));
  const database = await openPglite({});
  await database.migrate();
  await seedDemo(database.db, TEST_JWT_SECRET);
  const dump = await database.dump!();
  const templatePath = join(dir, 'template.tar.gz');
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('templatePath', templatePath);
  project.provide('templateDatabase', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
