// Bundles bench/floor-server.ts the way apps/server/build.mjs bundles the server (esbuild, the same
// externals, plain node at run time), so the floor and the API pay the same for their code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const dependencies = (path: string) =>
  Object.keys(
    (JSON.parse(readFileSync(join(root, path), 'utf8')) as { dependencies?: Record<string, string> })
      .dependencies ?? {},
  );

/** Builds the floor next to the server's bundle (so it resolves the same node_modules); its path. */
export async function buildFloor(): Promise<string> {
  const outfile = join(root, 'apps/server/dist/bench-floor.js');
  await build({
    entryPoints: [join(root, 'bench/floor-server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: [...dependencies('apps/server/package.json'), ...dependencies('packages/domain/package.json')],
    logLevel: 'warning',
  });
  return outfile;
}
