import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../test/harness.ts';
import { signUpOtherCompany } from '../test/other-company.ts';
import {
  createImage as createImageAs,
  uploadFile as uploadAs,
} from './modules/library/library.test-helpers.ts';

// Company A's owner tries company B's library images and uploads through every operation that takes
// their ids (the other tenancy tests cover the rest). Each attempt is refused and B's image stays.

let t: TestServer;
let a = '';
let b = '';

beforeAll(async () => {
  t = await startTestServer();
  b = (await signUpOtherCompany(t)).token;
  a = await t.login(DEMO.owner);
});
afterAll(() => t.close());

const codeOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  r.errors?.[0]?.extensions?.code;

const uploadFile = (token: string) => uploadAs(t, token);
const createImage = (token: string, fileId: string) => createImageAs(t, token, 'Logo', fileId, 'LOGO');

describe('company A cannot reach B’s image library', () => {
  it('refuses every id-taking library operation on B’s images and files', async () => {
    const bFile = await uploadFile(b);
    const bImage = (await createImage(b, bFile)).data?.createImage.id ?? '';
    const aFile = await uploadFile(a);
    const aImage = (await createImage(a, aFile)).data?.createImage.id ?? '';
    const B_VIEW =
      'query($id: ID!) { image(id: $id) { id title kind url updatedAt } images { nodes { id } } }';
    const before = await t.gql(B_VIEW, { id: bImage }, b);
    expect(before.errors).toBeUndefined();

    expect(codeOf(await t.gql('query($id: ID!) { image(id: $id) { id } }', { id: bImage }, a))).toBe(
      'NOT_FOUND',
    );
    const listed = await t.gql<{ images: { nodes: { id: string }[] } }>(
      'query { images(first: 100) { nodes { id } } }',
      {},
      a,
    );
    expect(listed.data?.images.nodes.map((i) => i.id)).not.toContain(bImage);
    expect(
      codeOf(
        await t.gql(
          'mutation($id: ID!) { updateImage(id: $id, title: "Mine", kind: "BANNER") { id } }',
          { id: bImage },
          a,
        ),
      ),
    ).toBe('NOT_FOUND');
    const fresh = await uploadFile(a);
    expect(
      codeOf(
        await t.gql(
          'mutation($id: ID!, $f: ID!) { replaceImage(id: $id, fileId: $f) { id } }',
          { id: bImage, f: fresh },
          a,
        ),
      ),
    ).toBe('NOT_FOUND');
    // A's image pointed at B's upload: refused as an unknown file.
    expect(
      codeOf(
        await t.gql(
          'mutation($id: ID!, $f: ID!) { replaceImage(id: $id, fileId: $f) { id } }',
          { id: aImage, f: bFile },
          a,
        ),
      ),
    ).toBe('BAD_USER_INPUT');
    expect(codeOf(await createImage(a, bFile))).toBe('NOT_FOUND');
    expect(
      codeOf(
        await t.gql('mutation($id: ID!) { deleteNode(id: $id, force: true) { success } }', { id: bImage }, a),
      ),
    ).toBe('NOT_FOUND');
    expect(
      codeOf(await t.gql('query($id: ID!) { nodeDependents(id: $id) { kind } }', { id: bImage }, a)),
    ).toBe('NOT_FOUND');
    expect(
      codeOf(
        await t.gql(
          'mutation($i: CreateItemInput!) { createItem(input: $i) { id } }',
          { i: { title: 'X', imageId: bImage } },
          a,
        ),
      ),
    ).not.toBeUndefined();
    await t.gql('mutation { deleteUnusedImages }', {}, a);

    expect(await t.gql(B_VIEW, { id: bImage }, b)).toEqual(before);
  });
});
