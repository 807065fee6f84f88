// Writes (or with --check, verifies) src/graphql-env.d.ts: the gql.tada types of
// apps/server/schema.graphql that type every GraphQL document of the web app.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(webDir, 'src/graphql-env.d.ts');
const check = process.argv.includes('--check');
const scratch = check ? mkdtempSync(join(tmpdir(), 'fika-tada-')) : null;
const output = scratch ? join(scratch, 'graphql-env.d.ts') : target;

execFileSync('npx', ['gql-tada', 'generate', 'output', '--output', output], { cwd: webDir, stdio: 'ignore' });

if (scratch) {
  const fresh = readFileSync(output, 'utf8');
  rmSync(scratch, { recursive: true, force: true });
  if (fresh !== readFileSync(target, 'utf8')) {
    console.error('apps/web/src/graphql-env.d.ts is out of date: run `npm run schema:print`.');
    process.exit(1);
  }
  console.log('apps/web/src/graphql-env.d.ts matches the schema.');
}
