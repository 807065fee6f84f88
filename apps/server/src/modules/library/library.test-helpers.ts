import type { TestServer } from '../../../test/harness.ts';

/** The smallest PNG there is: the signature and a 1×1 image. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** getFileUploadUrl → PUT the bytes: the uploaded file's id. */
export async function uploadFile(t: TestServer, token: string, bytes: Buffer = PNG): Promise<string> {
  const r = await t.gql<{ getFileUploadUrl: { id: string; url: string } }>(
    'mutation { getFileUploadUrl(filename: "photo.png") { id url } }',
    {},
    token,
  );
  const target = r.data?.getFileUploadUrl;
  if (!target) throw new Error(JSON.stringify(r.errors));
  const put = await fetch(`${t.url}${target.url}`, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(bytes),
  });
  if (put.status !== 201) throw new Error(`upload refused: ${put.status}`);
  return target.id;
}

/** createImage of an uploaded file (the raw answer, to check refusals too). */
export function createImage(t: TestServer, token: string, title: string, fileId: string, kind?: string) {
  return t.gql<{ createImage: { id: string } }>(
    'mutation($title: String!, $fileId: ID!, $kind: String) { createImage(title: $title, fileId: $fileId, kind: $kind) { id } }',
    { title, fileId, kind },
    token,
  );
}
