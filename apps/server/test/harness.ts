import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createId } from '@paralleldrive/cuid2';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openPglite, openPostgres } from '../src/platform/db/client.ts';
import { TEST_JWT_SECRET } from './secret.ts';

export const DEMO = {
  password: 'Demo1234!',
  owner: 'owner@demo.fika.test',
  manager: 'manager@demo.fika.test',
  payments: 'payments@demo.fika.test',
  orgAdmin: 'org-admin@demo.fika.test',
} as const;

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors: { message: string; path?: string[]; extensions?: Record<string, unknown> }[] | undefined;
}

export interface TestServer {
  url: string;
  config: Config;
  database: Database;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string | null,
    headers?: Record<string, string>,
  ): Promise<GraphQLResponse<T>>;
  login(username: string, password?: string): Promise<string>;
  outbox(to: string): Promise<{ subject: string; text: string }[]>;
  close(): Promise<void>;
}

/** A fresh copy of the migrated, demo-seeded template for each test file: PGlite or PostgreSQL. */
export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `fika_test_${createId().slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = openPostgres(target.toString(), 10);
    return {
      database,
      drop: async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const blob = new Blob([readFileSync(inject('templatePath'))]);
  return { database: await openPglite({ loadDataDir: blob }), drop: async () => {} };
}

/** The real HTTP server on a random port over a private copy of the demo database. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const { database, drop } = await openTestDatabase();
  return serve(database, env, drop);
}

/**
 * A second server on the same database as `t`, with a data directory of its own: two servers of
 * one install behind a load balancer. Closing it leaves the database open for `t`. Its report jobs
 * take `t`'s place in the per-database job registry: run jobs through one of the two only.
 */
export async function startPeerServer(
  t: TestServer,
  env: Record<string, string> = {},
  // e.g. a readDb standing in for a read replica
  overrides: Partial<Database> = {},
): Promise<TestServer> {
  return serve({ ...t.database, close: async () => {}, ...overrides }, env, async () => {});
}

async function serve(
  database: Database,
  env: Record<string, string>,
  drop: () => Promise<void>,
): Promise<TestServer> {
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'fika-test-')),
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://fika.test',
    WEB_DIST: '/nonexistent',
    ...env,
  });
  const { server } = await buildApp(config, database);
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;

  const gql: TestServer['gql'] = async (query, variables, token, headers) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: unknown; errors?: GraphQLResponse['errors'] };
    return { status: response.status, data: (body.data ?? null) as never, errors: body.errors };
  };

  return {
    url,
    config,
    database,
    gql,
    async login(username, password = DEMO.password) {
      const result = await gql<{ login: { success: boolean; token: string | null; error: string | null } }>(
        'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { success token error } }',
        { u: username, p: password },
      );
      const token = result.data?.login.token;
      if (!token) throw new Error(`login failed for ${username}: ${JSON.stringify(result)}`);
      return token;
    },
    async outbox(to) {
      const response = await fetch(`${url}/dev/outbox.json`);
      const body = (await response.json()) as { emails: { to: string; subject: string; text: string }[] };
      return body.emails.filter((e) => e.to === to);
    },
    async close() {
      // The copy is dropped even when a test closed the database itself (an outage) first.
      try {
        await server.close();
        await database.close();
      } finally {
        await drop();
      }
    },
  };
}

/** The token in the first link of an e-mail's text (activation or reset). */
export function linkToken(text: string, pattern: RegExp): string {
  const match = pattern.exec(text);
  if (!match?.[1]) throw new Error(`no link matching ${pattern} in: ${text}`);
  return decodeURIComponent(match[1]);
}
