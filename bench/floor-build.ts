// Bundles bench/floor-server.ts the way apps/server/build.mjs bundles the server (esbuild, the same
// externals, plain node at run time), so the floor and the API pay the same for their code.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { freshDatabase, startCluster } from './postgres.ts';

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

/**
 * What an API-versus-floor bench needs before it starts either process: both built, a database
 * (PGlite data directories, or a fresh database on `DATABASE_URL` or a throw-away cluster with
 * `--postgres`), the API's command line (`BENCH_CPU_PROF` profiles it) and a cleanup for the end.
 */
export async function prepareApiAndFloor(label: string) {
  // Only the server: no web app is served here, and its build is seconds, the web's minutes.
  execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'ignore' });
  const floorScript = await buildFloor();
  const cluster = process.argv.includes('--postgres')
    ? startCluster(Number(process.env.BENCH_PG_PORT ?? 54355))
    : undefined;
  const serverUrl = cluster?.url ?? process.env.DATABASE_URL;
  const fresh = serverUrl ? await freshDatabase(serverUrl) : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), `fika-bench-${label}-`));
  const floorDir = mkdtempSync(join(tmpdir(), `fika-bench-${label}-floor-`));
  const profile = process.env.BENCH_CPU_PROF;
  return {
    floorScript,
    fresh,
    dataDir,
    floorDir,
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: fresh?.url ?? '' },
    apiArgs: [
      ...(profile ? ['--cpu-prof', '--cpu-prof-dir', profile] : []),
      join(root, 'apps/server/dist/main.js'),
    ],
    async cleanup() {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(floorDir, { recursive: true, force: true });
      await fresh?.drop();
      cluster?.stop();
    },
  };
}
