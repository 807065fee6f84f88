import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { files } from '../../platform/db/schema/index.ts';
import { CREATE_ITEM, codeOf, fieldErrorsOf, type Item, UPDATE_ITEM } from './catalogue.test-helpers.ts';

let t: TestServer;
let owner: string;

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
});
afterAll(() => t.close());

const UPLOAD_URL =
  'mutation($f: String!) { getFileUploadUrl(filename: $f) { id name contentType secret url maxBytes } }';
const CREATE_IMAGE =
  'mutation($title: String!, $fileId: ID!) { createImage(title: $title, fileId: $fileId) { id title url } }';

type Upload = {
  id: string;
  name: string;
  contentType: string;
  secret: string;
  url: string;
  maxBytes: number;
};

// The smallest PNG there is: the signature and a 1×1 image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function uploadUrl(filename: string, token = owner) {
  return t.gql<{ getFileUploadUrl: Upload }>(UPLOAD_URL, { f: filename }, token);
}

const put = (url: string, body: Uint8Array | string, contentType = 'image/png') =>
  fetch(`${t.url}${url}`, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });

describe('getFileUploadUrl → PUT → createImage', () => {
  it('stores an image once, serves it and makes it an item’s image', async () => {
    const r = await uploadUrl('kanelbulle.png');
    const upload = r.data?.getFileUploadUrl as Upload;
    expect(upload).toMatchObject({
      name: 'kanelbulle.png',
      contentType: 'image/png',
      maxBytes: 5 * 1024 * 1024,
    });
    expect(upload.url).toBe(`/uploads/${upload.id}?secret=${encodeURIComponent(upload.secret)}`);

    expect((await put(upload.url, PNG)).status).toBe(201);
    expect((await put(upload.url, PNG)).status).toBe(409);

    const served = await fetch(`${t.url}/files/${upload.id}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    const image = await t.gql<{ createImage: { id: string; url: string } }>(
      CREATE_IMAGE,
      { title: 'Kanelbulle', fileId: upload.id },
      owner,
    );
    expect(image.data?.createImage).toMatchObject({ title: 'Kanelbulle', url: `/files/${upload.id}` });
    const item = await t.gql<{ createItem: Item }>(
      CREATE_ITEM,
      { input: { title: 'Bulle med bild' } },
      owner,
    );
    const updated = await t.gql<{ updateItem: Item }>(
      UPDATE_ITEM,
      { id: item.data?.createItem.id, data: { imageId: image.data?.createImage.id } },
      owner,
    );
    expect(updated.data?.updateItem.image).toEqual({
      id: image.data?.createImage.id,
      title: 'Kanelbulle',
      url: `/files/${upload.id}`,
    });
    const cleared = await t.gql<{ updateItem: Item }>(
      UPDATE_ITEM,
      { id: item.data?.createItem.id, data: { imageId: null } },
      owner,
    );
    expect(cleared.data?.updateItem.image).toBeNull();
  });

  it('refuses files that are not images by name, by declared type or by their bytes', async () => {
    expect(fieldErrorsOf(await uploadUrl('menu.pdf'))).toEqual([
      { field: 'filename', message: 'validation.imageType' },
    ]);
    const upload = (await uploadUrl('photo.png')).data?.getFileUploadUrl as Upload;
    expect((await put(upload.url, PNG, 'image/jpeg')).status).toBe(415);
    expect((await put(upload.url, '<svg onload="alert(1)"/>', 'image/png')).status).toBe(415);
    expect((await put(upload.url, Buffer.alloc(0))).status).toBe(400);
    // Still unused: the refusals stored nothing.
    expect((await fetch(`${t.url}/files/${upload.id}`)).status).toBe(404);
    expect((await put(upload.url, PNG)).status).toBe(201);
  });

  it('refuses more than 5 MB, a wrong secret, an unknown id and an expired URL', async () => {
    const upload = (await uploadUrl('big.png')).data?.getFileUploadUrl as Upload;
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await put(upload.url, big)).status).toBe(413);
    expect((await put(`/uploads/${upload.id}?secret=guess`, PNG)).status).toBe(403);
    expect((await put(`/uploads/${upload.id}`, PNG)).status).toBe(403);
    expect((await put(`/uploads/../../etc?secret=x`, PNG)).status).toBeGreaterThanOrEqual(400);
    expect((await put('/uploads/unknownid0000?secret=x', PNG)).status).toBe(403);
    await t.database.db
      .update(files)
      .set({ createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(files.id, upload.id));
    expect((await put(upload.url, PNG)).status).toBe(410);
  });

  it('keeps files and images to their company', async () => {
    const upload = (await uploadUrl('ours.png')).data?.getFileUploadUrl as Upload;
    await put(upload.url, PNG);
    const payments = await t.login(DEMO.payments);
    expect(codeOf(await t.gql(CREATE_IMAGE, { title: 'x', fileId: upload.id }, payments))).toBe('NOT_FOUND');
    const pending = (await uploadUrl('later.png')).data?.getFileUploadUrl as Upload;
    expect(codeOf(await t.gql(CREATE_IMAGE, { title: 'x', fileId: pending.id }, owner))).toBe('NOT_FOUND');
    const image = await t.gql<{ createImage: { id: string } }>(
      CREATE_IMAGE,
      { title: 'x', fileId: upload.id },
      owner,
    );
    const theirs = await t.gql<{ createItem: Item }>(CREATE_ITEM, { input: { title: 'Deras' } }, payments);
    const refused = await t.gql(
      UPDATE_ITEM,
      { id: theirs.data?.createItem.id, data: { imageId: image.data?.createImage.id } },
      payments,
    );
    expect(codeOf(refused)).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(UPLOAD_URL, { f: 'x.png' }))).toBe('UNAUTHENTICATED');
  });
});
