// Bundles the server (and @fika/domain, which ships as TypeScript) into dist/main.js.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const dependencies = (path) =>
  Object.keys(JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')).dependencies ?? {});

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...dependencies('./package.json'), ...dependencies('../../packages/domain/package.json')],
  logLevel: 'warning',
});
