import { MAX_IMAGE_BYTES } from '@fika/domain';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../kernel/errors.ts';
import { receiveUpload, type UploadOutcome, uploadedFile } from '../modules/catalogue/uploads.service.ts';
import type { Db } from '../platform/db/client.ts';
import type { FileStore } from '../platform/storage/file-store.ts';
import { type RestError, restError, sendRestError } from './errors.ts';

// Each refusal in the shape of every REST route (http/errors.ts).
const REFUSAL: Readonly<Record<Exclude<UploadOutcome, 'stored'>, RestError>> = {
  denied: restError(403, 'FORBIDDEN', 'uploads.errors.denied', 'This upload URL is not valid.'),
  used: restError(409, 'CONFLICT', 'uploads.errors.used', 'This upload URL has been used already.'),
  expired: restError(410, 'GONE', 'uploads.errors.expired', 'This upload URL has expired.'),
  wrongType: restError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'uploads.errors.wrongType',
    'Only the image type named when the URL was made is accepted.',
  ),
  empty: restError(400, 'BAD_USER_INPUT', 'uploads.errors.empty', 'The upload is empty.'),
  tooLarge: restError(413, 'PAYLOAD_TOO_LARGE', 'uploads.errors.tooLarge', 'Images may be at most 5 MB.'),
};

/**
 * PUT /uploads/:id?secret=… stores one image for a URL from getFileUploadUrl; GET /files/:id serves
 * it. Files are public by their unguessable id, like the product images of a menu. The bytes live in
 * the shared file store, so any server of the install serves a file any other one received.
 */
export function registerUploads(server: FastifyInstance, db: Db, store: FileStore): void {
  void server.register(async (scope) => {
    // In this scope only: any body arrives as raw bytes, up to the image limit (413 beyond it).
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES }, (_req, body, done) =>
      done(null, body),
    );
    scope.put<{ Params: { id: string }; Querystring: { secret?: string } }>(
      '/uploads/:id',
      { bodyLimit: MAX_IMAGE_BYTES },
      async (req, reply) => {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const outcome = await receiveUpload(db, store, {
          id: req.params.id,
          secret: req.query.secret ?? '',
          contentType: req.headers['content-type'],
          body,
        });
        if (outcome === 'stored') return reply.status(201).send({ id: req.params.id });
        return sendRestError(reply, REFUSAL[outcome]);
      },
    );
  });

  server.get<{ Params: { id: string } }>('/files/:id', async (req, reply) => {
    const file = await uploadedFile(db, store, req.params.id);
    if (!file) return sendRestError(reply, notFound('File'));
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(file.bytes);
  });
}
