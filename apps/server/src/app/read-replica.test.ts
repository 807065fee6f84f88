import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startPeerServer, startTestServer, type TestServer } from '../../test/harness.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../platform/db/client.ts';
import * as schema from '../platform/db/schema/index.ts';

// A stand-in for the read replica: a second Drizzle handle on the same database that records every
// statement it runs, so the test sees which reads went to it and that nothing else did.
let t: TestServer;
let peer: TestServer;
const replicaStatements: string[] = [];

beforeAll(async () => {
  t = await startTestServer();
  const logger = { logQuery: (query: string) => replicaStatements.push(query) };
  const client = (t.database.db as unknown as { $client: unknown }).$client;
  const readDb = (t.database.driver === 'postgres'
    ? drizzlePg(client as pg.Pool, { schema, logger })
    : drizzlePglite(client as PGlite, { schema, logger })) as unknown as Db;
  peer = await startPeerServer(t, {}, { readDb });
}, 180_000);
afterAll(async () => {
  await peer?.close();
  await t?.close();
});

const DASHBOARD = `query($from: String!, $to: String!) {
  financeDashboard(from: $from, to: $to) { totals { salesAmount salesCount } vat { rate gross } } }`;

describe('DATABASE_READ_URL', () => {
  it('is read only with DATABASE_URL (a replica of PGlite does not exist)', () => {
    const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/fika-config-test' };
    expect(
      loadConfig({ ...base, DATABASE_READ_URL: 'postgres://replica/db' }).databaseReadUrl,
    ).toBeUndefined();
    expect(
      loadConfig({
        ...base,
        DATABASE_URL: 'postgres://primary/db',
        DATABASE_READ_URL: 'postgres://replica/db',
      }).databaseReadUrl,
    ).toBe('postgres://replica/db');
  });

  it('sends the dashboard and the reports to the replica, and nothing else', async () => {
    const token = await peer.login(DEMO.owner);
    replicaStatements.length = 0;
    // The session, the catalogue and a write stay on the primary.
    const items = await peer.gql('{ userMetadata { email venues { id name } } }', {}, token);
    expect(items.errors).toBeUndefined();
    expect(replicaStatements).toEqual([]);

    const dashboard = await peer.gql(DASHBOARD, { from: '2026-01-01', to: '2026-01-31' }, token);
    expect(dashboard.errors).toBeUndefined();
    expect(replicaStatements.length).toBeGreaterThan(0);
    expect(replicaStatements.every((sql) => /^\s*(with|select)\b/i.test(sql))).toBe(true);

    replicaStatements.length = 0;
    const created = await peer.gql<{ createReport: { reportId: string } }>(
      'mutation($input: CreateReportInput!) { createReport(input: $input) { reportId } }',
      { input: { type: 'SALES', name: 'Replica', from: '2026-01-01', to: '2026-01-31' } },
      token,
    );
    const reportId = created.data?.createReport.reportId;
    expect(reportId).toBeTruthy();
    const report = await peer.gql(
      'query($id: ID!) { report(id: $id) { totals { salesAmount } } }',
      { id: reportId },
      token,
    );
    expect(report.errors).toBeUndefined();
    expect(replicaStatements.length).toBeGreaterThan(0);
    expect(replicaStatements.every((sql) => /^\s*(with|select)\b/i.test(sql))).toBe(true);
  });
});
