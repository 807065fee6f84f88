// The image upload of §7 (getFileUploadUrl → PUT the bytes there → createImage), shared by the
// library, its picker and the product form. The server checks the bytes themselves (type by their
// first bytes, ≤ 5 MB); the checks here only spare a doomed upload.
import { imageTitleFromFileName } from '@fika/domain';
import { apiBaseUrl } from '../../lib/env.ts';
import { request } from '../../lib/request.ts';
import {
  CREATE_LIBRARY_IMAGE_MUTATION,
  LIBRARY_UPLOAD_URL_MUTATION,
  REPLACE_IMAGE_MUTATION,
} from './library.graphql.ts';

/** The file types the library takes (the server checks the bytes themselves). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/** Why an image upload failed: the file's type or size, or the way there. */
export type UploadFailure = 'type' | 'size' | 'failed';

/** An uploaded image, ready to be set on an item or a page. */
export interface UploadedImage {
  id: string;
  title: string;
  url: string;
}

// Only the form shows these refusals (as a toast): not worth a log line.
const FORM_CALL = { expectedCodes: ['BAD_USER_INPUT'] } as const;

/** Uploads a file's bytes: the id of the stored file, or why not. */
export async function uploadFile(file: File): Promise<{ fileId: string } | UploadFailure> {
  if (!file.type.startsWith('image/')) return 'type';
  const target = await request(LIBRARY_UPLOAD_URL_MUTATION, { filename: file.name }, FORM_CALL);
  if (!target.success) return target.errorCodes.includes('BAD_USER_INPUT') ? 'type' : 'failed';
  const { id, url, contentType, maxBytes } = target.data.getFileUploadUrl;
  if (file.size > maxBytes) return 'size';
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl()}${url}`, {
      method: 'PUT',
      headers: { 'Content-Type': contentType },
      body: file,
    });
  } catch {
    return 'failed';
  }
  if (response.status === 413) return 'size';
  if (response.status === 415) return 'type';
  if (!response.ok) return 'failed';
  return { fileId: id };
}

/** A new library image of `file`, titled after its name. */
export async function uploadImage(file: File, kind?: string): Promise<UploadedImage | UploadFailure> {
  const uploaded = await uploadFile(file);
  if (typeof uploaded === 'string') return uploaded;
  const title = imageTitleFromFileName(file.name);
  const image = await request(CREATE_LIBRARY_IMAGE_MUTATION, { title, fileId: uploaded.fileId, kind });
  return image.success ? image.data.createImage : 'failed';
}

/** Puts `file` in the place of image `id` (the id stays, so everything using it follows). */
export async function replaceImageFile(id: string, file: File): Promise<true | UploadFailure> {
  const uploaded = await uploadFile(file);
  if (typeof uploaded === 'string') return uploaded;
  const result = await request(REPLACE_IMAGE_MUTATION, { id, fileId: uploaded.fileId });
  return result.success ? true : 'failed';
}

/** The address of an uploaded image as the browser loads it. */
export const imageSrc = (url: string) => `${apiBaseUrl()}${url}`;
