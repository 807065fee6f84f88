import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type GraphQLResponse, startTestServer, type TestServer } from '../../../test/harness.ts';
import {
  files,
  images,
  items,
  membershipLevels,
  receiptTemplates,
  users,
} from '../../platform/db/schema/index.ts';
import { createImage, PNG, uploadFile as uploadAs } from './library.test-helpers.ts';

let t: TestServer;
let owner: string;

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
});
afterAll(() => t.close());

const codeOf = (r: GraphQLResponse<unknown>) => r.errors?.[0]?.extensions?.code;
const fieldErrorsOf = (r: GraphQLResponse<unknown>) => r.errors?.[0]?.extensions?.fieldErrors;

// Another PNG: the 1×1 one with a byte more.
const PNG_2 = Buffer.concat([PNG, Buffer.from([0])]);

const IMAGE_FIELDS = `id title kind url publicUrl contentType size usageCount updatedAt
  usages { kind id name }`;
interface LibraryImage {
  id: string;
  title: string;
  kind: string;
  url: string;
  publicUrl: string;
  contentType: string;
  size: number | null;
  usageCount: number;
  updatedAt: string;
  usages: { kind: string; id: string; name: string }[];
}

const uploadFile = (bytes: Buffer = PNG) => uploadAs(t, owner, bytes);

async function upload(title: string, kind?: string, token = owner): Promise<string> {
  const r = await createImage(t, token, title, await uploadAs(t, token), kind);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data?.createImage.id ?? '';
}

const image = async (id: string, token = owner) =>
  (
    await t.gql<{ image: LibraryImage }>(
      `query($id: ID!) { image(id: $id) { ${IMAGE_FIELDS} } }`,
      { id },
      token,
    )
  ).data?.image;

const list = async (filter: Record<string, unknown>, first?: number, after?: string) => {
  const r = await t.gql<{
    images: { nodes: LibraryImage[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
  }>(
    `query($filter: ImageFilter, $first: Int, $after: String) { images(filter: $filter, first: $first, after: $after) {
      nodes { ${IMAGE_FIELDS} } pageInfo { hasNextPage endCursor } } }`,
    { filter, first, after },
    owner,
  );
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data?.images as NonNullable<typeof r.data>['images'];
};

async function newItemWithImage(title: string, imageId: string): Promise<string> {
  const r = await t.gql<{ createItem: { id: string } }>(
    'mutation($input: CreateItemInput!) { createItem(input: $input) { id } }',
    { input: { title, imageId } },
    owner,
  );
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data?.createItem.id ?? '';
}

const deleteNode = (id: string, force = false, token = owner) =>
  t.gql<{ deleteNode: { success: boolean } }>(
    'mutation($id: ID!, $force: Boolean) { deleteNode(id: $id, force: $force) { success } }',
    { id, force },
    token,
  );

describe('the image library', () => {
  it('starts with the demo pictures: a coffee and a bun on their items, a banner and a logo', async () => {
    const demo = await list({ search: 'Demo Bistro' });
    expect(demo.nodes.map((i) => [i.title, i.kind]).sort()).toEqual([
      ['Demo Bistro logo', 'LOGO'],
      ['Demo Bistro terrace', 'BANNER'],
    ]);
    const coffee = (await list({ search: 'Cappuccino' })).nodes[0];
    expect(coffee?.usages).toEqual([expect.objectContaining({ kind: 'ITEM', name: 'Cappuccino' })]);
    const served = await fetch(`${t.url}${coffee?.publicUrl}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await served.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('lists images by kind, title and use, newest first, with where each is used', async () => {
    const logo = await upload('Library logo', 'LOGO');
    const banner = await upload('Library banner terrace', 'BANNER');
    const photo = await upload('Library photo of a bun');
    const itemId = await newItemWithImage('Library bun', photo);

    expect((await list({ kind: 'LOGO' })).nodes.map((i) => i.id)).toContain(logo);
    expect((await list({ kind: 'LOGO' })).nodes.every((i) => i.kind === 'LOGO')).toBe(true);
    expect((await list({ search: 'BANNER terr' })).nodes.map((i) => i.id)).toEqual([banner]);
    expect((await list({ search: 'banner logo' })).nodes).toEqual([]);
    // A search's wildcard characters are plain text.
    expect((await list({ search: '%' })).nodes).toEqual([]);

    const unused = (await list({ unused: true })).nodes.map((i) => i.id);
    expect(unused).toEqual(expect.arrayContaining([logo, banner]));
    expect(unused).not.toContain(photo);

    expect(await image(photo)).toMatchObject({
      title: 'Library photo of a bun',
      kind: 'PRODUCT',
      contentType: 'image/png',
      size: PNG.length,
      usageCount: 1,
      usages: [{ kind: 'ITEM', id: itemId, name: 'Library bun' }],
    });

    // A membership level using it counts too (the members screens set it; here, the table).
    const [company] = await t.database.db
      .select({ companyId: images.companyId })
      .from(images)
      .where(eq(images.id, photo));
    await t.database.db.insert(membershipLevels).values({
      id: 'librarylevel01',
      companyId: company?.companyId ?? '',
      title: { en: 'Library gold' },
      pointsRequired: 987_654,
      imageId: photo,
    });
    expect((await image(photo))?.usages).toEqual([
      { kind: 'ITEM', id: itemId, name: 'Library bun' },
      { kind: 'MEMBERSHIP_LEVEL', id: 'librarylevel01', name: 'Library gold' },
    ]);
    await t.database.db.delete(membershipLevels).where(eq(membershipLevels.id, 'librarylevel01'));
  });

  it('pages with a cursor and refuses a forged one', async () => {
    for (const n of [1, 2, 3]) await upload(`Paged ${n}`);
    const first = await list({ search: 'Paged' }, 2);
    expect(first.nodes.map((i) => i.title)).toEqual(['Paged 3', 'Paged 2']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await list({ search: 'Paged' }, 2, first.pageInfo.endCursor ?? '');
    expect(second.nodes.map((i) => i.title)).toEqual(['Paged 1']);
    expect(second.pageInfo.hasNextPage).toBe(false);

    const forged = await t.gql('query { images(after: "nonsense") { nodes { id } } }', {}, owner);
    expect(codeOf(forged)).toBe('BAD_USER_INPUT');
    const badKind = await t.gql('query { images(filter: { kind: "SVG" }) { nodes { id } } }', {}, owner);
    expect(fieldErrorsOf(badKind)).toEqual([{ field: 'kind', message: 'validation.invalid' }]);
  });

  it('renames and re-sorts an image; bad input changes nothing', async () => {
    const id = await upload('Before rename');
    const UPDATE = `mutation($id: ID!, $title: String!, $kind: String!) { updateImage(id: $id, title: $title, kind: $kind) { ${IMAGE_FIELDS} } }`;
    const renamed = await t.gql<{ updateImage: LibraryImage }>(
      UPDATE,
      { id, title: '  Terrace  ', kind: 'BANNER' },
      owner,
    );
    expect(renamed.data?.updateImage).toMatchObject({ title: 'Terrace', kind: 'BANNER' });

    for (const [vars, field, message] of [
      [{ title: 'a\u0000b', kind: 'LOGO' }, 'title', 'validation.unsupportedCharacter'],
      [{ title: 'x'.repeat(201), kind: 'LOGO' }, 'title', 'validation.tooLong'],
      [{ title: '   ', kind: 'LOGO' }, 'title', 'validation.required'],
      [{ title: 'Logo', kind: 'SVG' }, 'kind', 'validation.invalid'],
    ] as const) {
      const r = await t.gql(UPDATE, { id, ...vars }, owner);
      expect(codeOf(r)).toBe('BAD_USER_INPUT');
      expect(fieldErrorsOf(r)).toEqual([expect.objectContaining({ field, message })]);
    }
    expect(codeOf(await t.gql(UPDATE, { id: '', title: 'X', kind: 'LOGO' }, owner))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(UPDATE, { id: 'nosuchimage00', title: 'X', kind: 'LOGO' }, owner))).toBe(
      'NOT_FOUND',
    );
    expect(await image(id)).toMatchObject({ title: 'Terrace', kind: 'BANNER' });
  });

  it('replaces the picture under the same id: users follow, guests get the new bytes at a new address', async () => {
    const id = await upload('Replaced');
    const itemId = await newItemWithImage('Replaced bun', id);
    const before = await image(id);
    if (!before) throw new Error('no image');

    const servedBefore = await fetch(`${t.url}${before.publicUrl}`);
    expect(servedBefore.status).toBe(200);
    expect(servedBefore.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = servedBefore.headers.get('etag') ?? '';
    expect(etag).toMatch(new RegExp(`^"${id}\\.`));
    const again = await fetch(`${t.url}${before.publicUrl}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    const fileId = await uploadFile(PNG_2);
    const REPLACE = `mutation($id: ID!, $fileId: ID!) { replaceImage(id: $id, fileId: $fileId) { ${IMAGE_FIELDS} } }`;
    const replaced = await t.gql<{ replaceImage: LibraryImage }>(REPLACE, { id, fileId }, owner);
    expect(replaced.errors, JSON.stringify(replaced.errors)).toBeUndefined();
    const after = replaced.data?.replaceImage;
    expect(after).toMatchObject({ id, url: `/files/${fileId}`, size: PNG_2.length, usageCount: 1 });
    expect(new Date(after?.updatedAt ?? 0).getTime()).toBeGreaterThan(new Date(before.updatedAt).getTime());
    expect(after?.publicUrl).not.toBe(before.publicUrl);

    // The item shows the new file; the old upload is gone.
    const item = await t.gql<{ item: { image: { id: string; url: string } } }>(
      'query($id: ID!) { item(id: $id) { image { id url } } }',
      { id: itemId },
      owner,
    );
    expect(item.data?.item.image).toEqual({ id, url: `/files/${fileId}` });
    expect((await fetch(`${t.url}${before.url}`)).status).toBe(404);

    // The old versioned address answers the new bytes, briefly cached; the old ETag no longer matches.
    const stale = await fetch(`${t.url}${before.publicUrl}`, { headers: { 'if-none-match': etag } });
    expect(stale.status).toBe(200);
    expect(stale.headers.get('cache-control')).toBe('public, max-age=300');
    expect(Buffer.from(await stale.arrayBuffer()).equals(PNG_2)).toBe(true);

    // A file that is not an uploaded file of this company, or belongs to another image: refused.
    const pending = await t.gql<{ getFileUploadUrl: { id: string } }>(
      'mutation { getFileUploadUrl(filename: "later.png") { id } }',
      {},
      owner,
    );
    const other = await upload('Other image');
    const otherFile = (await image(other))?.url.replace('/files/', '') ?? '';
    for (const bad of [
      pending.data?.getFileUploadUrl.id,
      otherFile,
      'nosuchfile0000',
      'a\u0000b',
      'x'.repeat(500),
    ]) {
      const r = await t.gql(REPLACE, { id, fileId: bad }, owner);
      expect(codeOf(r)).toBe('BAD_USER_INPUT');
      expect(fieldErrorsOf(r)).toEqual([expect.objectContaining({ field: 'fileId' })]);
    }
    expect((await image(id))?.url).toBe(`/files/${fileId}`);
  });

  it('serves only images publicly: no upload by its file id, nothing for an unknown id', async () => {
    const id = await upload('Public');
    const fileId = (await image(id))?.url.replace('/files/', '') ?? '';
    expect((await fetch(`${t.url}/api/guest/v1/images/${fileId}`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/guest/v1/images/nosuchimage000`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/guest/v1/images/..%2F..%2Fetc`)).status).toBe(404);
    const served = await fetch(`${t.url}/api/guest/v1/images/${id}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses to delete an image in use, naming the users; forced, takes it off them', async () => {
    const id = await upload('In use');
    const itemId = await newItemWithImage('Uses the image', id);
    const fileId = (await image(id))?.url.replace('/files/', '') ?? '';

    const refused = await deleteNode(id);
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0]?.extensions?.dependents).toEqual([
      { kind: 'ITEMS', count: 1, names: ['Uses the image'] },
    ]);
    expect(await image(id)).toBeDefined();

    expect((await deleteNode(id, true)).data).toEqual({ deleteNode: { success: true } });
    const [item] = await t.database.db
      .select({ imageId: items.imageId })
      .from(items)
      .where(eq(items.id, itemId));
    expect(item?.imageId).toBeNull();
    expect(await t.database.db.select().from(files).where(eq(files.id, fileId))).toEqual([]);
    expect(codeOf(await t.gql('query($id: ID!) { image(id: $id) { id } }', { id }, owner))).toBe('NOT_FOUND');
  });

  it('counts a receipt logo as a use: refused naming the template, forced, the template prints without it', async () => {
    const id = await upload('Receipt logo', 'LOGO');
    const [company] = await t.database.db
      .select({ id: images.companyId })
      .from(images)
      .where(eq(images.id, id));
    const saved = await t.gql(
      'mutation($input: ReceiptTemplateInput!) { updateReceiptTemplate(input: $input) { __typename } }',
      { input: { logoImageId: id } },
      owner,
    );
    expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
    const used = await image(id);
    expect(used?.usageCount).toBe(1);
    expect(used?.usages).toEqual([{ kind: 'RECEIPT_TEMPLATE', id: '', name: 'Demo Bistro' }]);
    expect((await list({ unused: true })).nodes.map((i) => i.id)).not.toContain(id);

    const refused = await deleteNode(id);
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0]?.extensions?.dependents).toEqual([
      { kind: 'RECEIPT_TEMPLATES', count: 1, names: ['Demo Bistro'] },
    ]);
    expect(await image(id)).toBeDefined();

    expect((await deleteNode(id, true)).data).toEqual({ deleteNode: { success: true } });
    const templates = await t.database.db
      .select({ logo: receiptTemplates.logoImageId })
      .from(receiptTemplates)
      .where(eq(receiptTemplates.companyId, company?.id ?? ''));
    expect(templates.map((row) => row.logo)).not.toContain(id);
    const settings = await t.gql<{ receiptTemplate: { template: { logoImageId: string | null } } }>(
      'query { receiptTemplate { template { logoImageId } } }',
      {},
      owner,
    );
    expect(settings.errors, JSON.stringify(settings.errors)).toBeUndefined();
    expect(settings.data?.receiptTemplate.template.logoImageId).toBeNull();
  });

  it('deletes an unused image, and "remove unused" takes every unused one and nothing used', async () => {
    const single = await upload('Single unused');
    expect((await deleteNode(single)).data).toEqual({ deleteNode: { success: true } });

    const used = await upload('Kept: used');
    await newItemWithImage('Keeps the image', used);
    await upload('Unused one');
    const r = await t.gql<{ deleteUnusedImages: number }>('mutation { deleteUnusedImages }', {}, owner);
    expect(r.data?.deleteUnusedImages).toBeGreaterThanOrEqual(1);
    expect((await list({ unused: true })).nodes).toEqual([]);
    expect((await image(used))?.usageCount).toBe(1);
  });

  it('lets every user read the library, and only POS_CUSTOMIZATION change it', async () => {
    await t.database.db
      .update(users)
      .set({ scopes: ['MENUS'] })
      .where(eq(users.username, DEMO.manager));
    const menusOnly = await t.login(DEMO.manager);
    const id = await upload('Read by all');
    expect((await image(id, menusOnly))?.title).toBe('Read by all');
    for (const [query, vars] of [
      ['mutation($id: ID!) { updateImage(id: $id, title: "X", kind: "LOGO") { id } }', { id }],
      ['mutation($id: ID!) { replaceImage(id: $id, fileId: "whatever0000") { id } }', { id }],
      ['mutation { deleteUnusedImages }', {}],
      ['mutation($id: ID!) { deleteNode(id: $id) { success } }', { id }],
    ] as const) {
      expect(codeOf(await t.gql(query, vars, menusOnly))).toBe('FORBIDDEN');
    }
    expect(codeOf(await t.gql('query { images { nodes { id } } }', {}, null))).toBe('UNAUTHENTICATED');
    const [row] = await t.database.db.select().from(images).where(eq(images.id, id));
    expect(row?.title).toBe('Read by all');
    await t.database.db
      .update(users)
      .set({ scopes: ['POS_CUSTOMIZATION', 'MENUS'] })
      .where(eq(users.username, DEMO.manager));
  });
});
