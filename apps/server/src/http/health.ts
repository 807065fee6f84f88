import type { FastifyInstance } from 'fastify';
import { RETRY_AFTER_SECONDS } from '../kernel/errors.ts';
import type { Database } from '../platform/db/client.ts';

/**
 * GET /healthz: ready only while the database answers, so a load balancer stops sending requests
 * to a server whose database is restarting (503 with Retry-After, not a 500).
 */
export function registerHealth(server: FastifyInstance, database: Database): void {
  server.get('/healthz', async (req, reply) => {
    try {
      await database.db.execute('select 1');
      return { status: 'ok', database: database.driver };
    } catch (error) {
      req.log.warn({ err: error }, 'health check: database unreachable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable', database: database.driver });
    }
  });
}
