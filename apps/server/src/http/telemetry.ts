import type { FastifyInstance } from 'fastify';
import { newId } from '../lib/ids.ts';
import type { Db } from '../platform/db/client.ts';
import { telemetryEvents } from '../platform/db/schema/index.ts';

interface TelemetryBody {
  events: { kind: 'event' | 'log'; name: string; data?: Record<string, unknown> }[];
}

const MAX_EVENTS = 50;

/** Client log and analytics intake: batches of at most 50 small events, stored for analysis. */
export function registerTelemetry(server: FastifyInstance, db: Db): void {
  server.post<{ Body: TelemetryBody }>(
    '/telemetry',
    {
      bodyLimit: 64 * 1024,
      schema: {
        body: {
          type: 'object',
          required: ['events'],
          properties: {
            events: {
              type: 'array',
              minItems: 1,
              maxItems: MAX_EVENTS,
              items: {
                type: 'object',
                required: ['kind', 'name'],
                properties: {
                  kind: { type: 'string', enum: ['event', 'log'] },
                  name: { type: 'string', minLength: 1, maxLength: 100 },
                  data: { type: 'object' },
                },
              },
            },
          },
        },
      },
    },
    async (req, reply) => {
      await db.insert(telemetryEvents).values(
        req.body.events.map((event) => ({
          id: newId(),
          kind: event.kind,
          name: event.name,
          data: event.data ?? null,
        })),
      );
      return reply.status(202).send({ accepted: req.body.events.length });
    },
  );
}
