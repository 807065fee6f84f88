// PostgreSQL for the benches that measure on it (reports, feed): a throw-away cluster, or a fresh
// database inside the DATABASE_URL server.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A throw-away PostgreSQL 15 cluster as in .ci/run (fsync off); `settings` adds `-c name=value`
 * options (e.g. max_connections for several servers). `pid()` is the postmaster's process id.
 */
export function startCluster(
  port = 54339,
  settings: string[] = [],
): { url: string; stop: () => void; pid: () => number } {
  const pgbin = '/usr/lib/postgresql/15/bin';
  const dir = mkdtempSync(join(tmpdir(), 'fika-bench-pg-'));
  const asPostgres = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  if (asPostgres.length) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (bin: string, rest: string[]) => {
    const [cmd, ...pre] = [...asPostgres, join(pgbin, bin)];
    execFileSync(cmd as string, [...pre, ...rest], { stdio: 'ignore' });
  };
  run('initdb', ['-D', dir, '-U', 'fika', '-A', 'trust', '--no-sync']);
  const options = `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c shared_buffers=512MB${settings.map((s) => ` -c ${s}`).join('')}`;
  run('pg_ctl', ['-D', dir, '-w', '-l', join(dir, 'server.log'), '-o', options, 'start']);
  return {
    url: `postgres://fika@127.0.0.1:${port}/postgres`,
    pid: () => Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop: () => {
      run('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// A fresh database named for this run inside the cluster, so DATABASE_URL's own data is untouched.
export async function freshDatabase(
  url: string,
): Promise<{ url: string; drop: () => Promise<void>; keep: () => Promise<void> }> {
  const name = `fika_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
    keep: () => admin.end(),
  };
}
