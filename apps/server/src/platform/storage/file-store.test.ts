import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startPeerServer, startTestServer, type TestServer } from '../../../test/harness.ts';
import { fileContents, files } from '../db/schema/index.ts';
import { createDatabaseFileStore } from './database-file-store.ts';

// Two servers of one install on one database, each with a data directory of its own — as behind
// a load balancer, where no server sees another's disk.
let a: TestServer;
let b: TestServer;
let owner: string;

beforeAll(async () => {
  a = await startTestServer();
  b = await startPeerServer(a);
  owner = await a.login(DEMO.owner);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

// The smallest PNG there is: the signature and a 1×1 image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
// Every byte value, so no driver's text or escaping round trip can pass by luck.
const ALL_BYTES = Buffer.concat([PNG, Buffer.from(Array.from({ length: 256 }, (_, i) => i))]);

async function uploadUrl(server: TestServer, filename: string) {
  const r = await server.gql<{ getFileUploadUrl: { id: string; url: string } }>(
    'mutation($f: String!) { getFileUploadUrl(filename: $f) { id url } }',
    { f: filename },
    owner,
  );
  const upload = r.data?.getFileUploadUrl;
  if (!upload) throw new Error(`no upload URL: ${JSON.stringify(r.errors)}`);
  return upload;
}

const put = (server: TestServer, url: string, body: Buffer) =>
  fetch(`${server.url}${url}`, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(body),
  });

async function served(server: TestServer, id: string) {
  const response = await fetch(`${server.url}/files/${id}`);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function companyOf(id: string): Promise<string> {
  const [row] = await a.database.db
    .select({ companyId: files.companyId })
    .from(files)
    .where(eq(files.id, id));
  if (!row) throw new Error(`no file ${id}`);
  return row.companyId;
}

describe('file store in the database', () => {
  it('an image uploaded through one server is served, byte for byte, by the other', async () => {
    const upload = await uploadUrl(a, 'fika.png');
    expect((await put(a, upload.url, ALL_BYTES)).status).toBe(201);
    expect(await served(b, upload.id)).toEqual({ status: 200, bytes: ALL_BYTES });
    expect(await served(a, upload.id)).toEqual({ status: 200, bytes: ALL_BYTES });
    // The URL is single-use across servers too.
    expect((await put(b, upload.url, PNG)).status).toBe(409);
  });

  it('saves within the caller’s transaction and reads back what it saved', async () => {
    const store = createDatabaseFileStore(a.database.db);
    const upload = await uploadUrl(a, 'rolled-back.png');
    const key = { id: upload.id, companyId: await companyOf(upload.id) };
    await a.database.db
      .transaction(async (tx) => {
        await store.save(tx, key, PNG);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await store.load(key)).toBeNull();
    await a.database.db.transaction((tx) => store.save(tx, key, PNG));
    expect((await store.load(key))?.equals(PNG)).toBe(true);
    // Scoped to the owning company: the same id under another company is no file.
    expect(await store.load({ ...key, companyId: 'othercompany0000' })).toBeNull();
  });

  it('serves a file an older version left in the data directory, and from then on every server has it', async () => {
    const upload = await uploadUrl(a, 'legacy.png');
    // As an older version stored it: the bytes on disk, the row marked uploaded, nothing in the store.
    mkdirSync(join(a.config.dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(a.config.dataDir, 'uploads', upload.id), PNG);
    await a.database.db
      .update(files)
      .set({ size: PNG.length, uploadedAt: new Date() })
      .where(eq(files.id, upload.id));
    expect((await served(b, upload.id)).status).toBe(404);
    expect(await served(a, upload.id)).toEqual({ status: 200, bytes: PNG });
    expect(await served(b, upload.id)).toEqual({ status: 200, bytes: PNG });
    const copied = await a.database.db
      .select({ fileId: fileContents.fileId })
      .from(fileContents)
      .where(and(eq(fileContents.companyId, await companyOf(upload.id)), eq(fileContents.fileId, upload.id)));
    expect(copied).toHaveLength(1);
  });

  it('answers 404 for an upload that never came and for ids that cannot be files', async () => {
    const pending = await uploadUrl(a, 'pending.png');
    expect((await served(b, pending.id)).status).toBe(404);
    expect((await served(b, 'nosuchfile0000')).status).toBe(404);
    expect((await fetch(`${b.url}/files/..%2F..%2Fjwt-secret`)).status).toBe(404);
  });
});
