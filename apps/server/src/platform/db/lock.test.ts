import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock.ts';

const tempDir = () => mkdtempSync(join(tmpdir(), 'fika-lock-'));

describe('data directory lock', () => {
  it('refuses a second holder while the first is alive, and frees on release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    // The same process id counts as stale, so simulate another live process: our parent.
    writeFileSync(join(dir, 'fika.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/already using the data directory/);
    release();
    const again = lockDataDir(dir);
    again();
  });

  it('takes over a stale lock left by a process that is gone', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'fika.lock'), '999999');
    const release = lockDataDir(dir);
    release();
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'a second server on the same data directory exits at once with a clear message',
    async () => {
      const dir = tempDir();
      const env = { ...process.env, DATA_DIR: dir, PORT: '0', SEED_DEMO: 'false', LOG_LEVEL: 'warn' };
      const main = new URL('../../main.ts', import.meta.url).pathname;
      const first = spawn(process.execPath, ['--import', 'tsx', main], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      try {
        await new Promise<void>((resolve, reject) => {
          first.stdout.on('data', (chunk: Buffer) => {
            if (chunk.toString().includes('Fika is ready')) resolve();
          });
          first.on('exit', (code) => reject(new Error(`first server exited with ${code}`)));
        });
        const started = Date.now();
        const second = spawn(process.execPath, ['--import', 'tsx', main], {
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let stderr = '';
        second.stderr.on('data', (chunk: Buffer) => {
          stderr += chunk.toString();
        });
        const code = await new Promise<number | null>((resolve) => second.on('exit', resolve));
        expect(code).toBe(1);
        expect(stderr).toContain('Fika cannot start: Another Fika server');
        expect(Date.now() - started).toBeLessThan(10_000);
      } finally {
        first.kill('SIGTERM');
        await new Promise((resolve) => first.on('exit', resolve));
      }
    },
    60_000,
  );
});
