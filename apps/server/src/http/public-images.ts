import type { FastifyInstance } from 'fastify';
import { notFound } from '../kernel/errors.ts';
import { loadPublicImage } from '../modules/library/public-image.ts';
import type { Db } from '../platform/db/client.ts';
import type { FileStore } from '../platform/storage/file-store.ts';
import { sendRestError } from './errors.ts';

/** A year: a versioned address never changes its bytes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An address without the current version (an old link, or none): guests re-check soon. */
const SHORT = 'public, max-age=300';

/**
 * GET /api/guest/v1/images/:id?v=version: a library image for the guest page (modules/library/
 * public-image.ts makes the address). A strong ETag of id and version answers 304 to a browser
 * that has it already.
 */
export function registerPublicImages(server: FastifyInstance, db: Db, store: FileStore): void {
  server.get<{ Params: { id: string }; Querystring: { v?: string } }>(
    '/api/guest/v1/images/:id',
    async (req, reply) => {
      const image = await loadPublicImage(db, store, req.params.id);
      if (!image) return sendRestError(reply, notFound('Image'));
      const etag = `"${req.params.id}.${image.version}"`;
      reply
        .header('etag', etag)
        .header('cache-control', req.query.v === image.version ? IMMUTABLE : SHORT)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .header('cross-origin-resource-policy', 'cross-origin');
      if (req.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.header('content-type', image.contentType).send(image.bytes);
    },
  );
}
