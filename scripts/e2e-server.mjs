// Playwright's web server: the built product on a fresh, empty data directory (demo data seeded).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
await import('./ensure-build.mjs');
const dataDir = mkdtempSync(join(tmpdir(), 'fika-e2e-'));
const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
  env: { ...process.env, DATA_DIR: dataDir, PORT: process.env.E2E_PORT ?? '3100', LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
