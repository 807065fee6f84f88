// Writes the SDL of the code-first schema to schema.graphql; with --check, fails when the file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { schema } from '../app/schema.ts';

const file = new URL('../../schema.graphql', import.meta.url);
const sdl = `${printSchema(schema)}\n`;

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(file, 'utf8');
  } catch {
    // A missing file is simply stale.
  }
  if (committed !== sdl) {
    console.error('apps/server/schema.graphql is out of date: run `npm run schema:print` and commit it.');
    process.exit(1);
  }
  console.log('schema.graphql is up to date');
} else {
  writeFileSync(file, sdl);
  console.log('wrote apps/server/schema.graphql');
}
