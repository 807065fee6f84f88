import { CLIENT_TOKEN_PATTERN, LOG_SEVERITIES, MONITORING_LIMITS } from '@fika/domain';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { newId } from '../lib/ids.ts';
import { principalFromToken } from '../modules/auth/principal.ts';
import { type IncomingClientLog, storeClientLogs } from '../modules/monitoring/client-logs.service.ts';
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

interface MonitoringBody {
  clientToken: string;
  /** The back-office session token, when signed in: a beacon cannot carry an Authorization header. */
  auth?: string;
  sessionId: string;
  release: string;
  messages: IncomingClientLog[];
}

const text = (maxLength: number) => ({ type: 'string', maxLength });

/**
 * The browser monitoring client's intake (§4, §8, §9): one batch of at most 50 log messages from a
 * tracked session. The client token must be a public `pub…` token; the company comes from the session
 * token, never from the body. Malformed (400), unknown token (403) or over a limit (429): nothing
 * is stored. Answers 202 like a vendor's intake, so the client never waits on the write.
 */
export function registerMonitoringIntake(server: FastifyInstance, db: Db, config: Config): void {
  server.post<{ Body: MonitoringBody }>(
    '/telemetry/monitoring',
    {
      // One message may be 256 KiB (§9), plus the rest of a 16 KiB batch and JSON escaping.
      bodyLimit: 320 * 1024,
      schema: {
        body: {
          type: 'object',
          required: ['clientToken', 'sessionId', 'release', 'messages'],
          additionalProperties: false,
          properties: {
            clientToken: text(80),
            auth: text(4096),
            sessionId: { type: 'string', pattern: '^[A-Za-z0-9-]{8,64}$' },
            release: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._+-]+$' },
            messages: {
              type: 'array',
              minItems: 1,
              maxItems: MONITORING_LIMITS.batchMessages,
              items: {
                type: 'object',
                required: ['severity', 'message'],
                additionalProperties: false,
                properties: {
                  severity: { type: 'string', enum: [...LOG_SEVERITIES] },
                  message: { type: 'string', minLength: 1, maxLength: MONITORING_LIMITS.messageBytes },
                  occurredAt: text(40),
                  url: text(2048),
                  requestId: text(100),
                  stack: text(64 * 1024),
                  context: { type: 'object' },
                },
              },
            },
          },
        },
      },
    },
    async (req, reply) => {
      const { clientToken, auth, ...batch } = req.body;
      if (!CLIENT_TOKEN_PATTERN.test(clientToken)) {
        return reply.status(403).send({ error: 'Unknown client token' });
      }
      const principal = await principalFromToken(db, config.jwtSecret, auth ?? null);
      const outcome = await storeClientLogs(db, principal, req.ip, batch);
      if (outcome.kind === 'malformed') return reply.status(400).send({ error: outcome.reason });
      if (outcome.kind === 'rateLimited') {
        return reply.status(429).header('retry-after', '60').send({ error: 'Too many batches' });
      }
      return reply.status(202).send({ accepted: outcome.count });
    },
  );
  // The journey's way to make a screen throw (the Client errors page asks for it with ?throw=1):
  // the page throws only when this answers, and it exists only outside production.
  if (!config.production) {
    server.get('/dev/monitoring/throw', async () => ({ allowed: true }));
  }
}
