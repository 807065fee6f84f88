// The POS terminal API: terminals submit orders and status changes with their device credential
// (Authorization: Bearer <terminal id>.<secret>). Errors are JSON { error: { code, messageKey,
// message, fieldErrors } } (http/errors.ts), so a terminal can show or log them without parsing
// GraphQL; a 503 with Retry-After means the database is unreachable: retry with the same clientOrderId.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../kernel/errors.ts';
import { recordTerminalOrder } from '../modules/orders/record.ts';
import type { TerminalRef } from '../modules/orders/terminal-rules.ts';
import { changeTerminalOrderStatus } from '../modules/orders/terminal-status.ts';
import { PinRateLimited, staffLogin } from '../modules/staff/staff-login.ts';
import { authenticateTerminal } from '../modules/terminals/terminals.service.ts';
import type { Db } from '../platform/db/client.ts';
import { restErrorOf } from './errors.ts';

const badCredential = () =>
  new AppError(
    'UNAUTHENTICATED',
    'terminals.errors.badCredential',
    'Unknown, wrong or revoked terminal credential.',
  );

async function terminalOf(db: Db, req: FastifyRequest): Promise<TerminalRef> {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const terminal = match?.[1] ? await authenticateTerminal(db, match[1]) : null;
  if (!terminal) throw badCredential();
  return terminal;
}

/** `POST /terminal/v1/orders`, `POST /terminal/v1/orders/:clientOrderId/status` and `POST /terminal/v1/staff/login`. */
export function registerTerminalApi(server: FastifyInstance, db: Db): void {
  server.register(async (scope) => {
    // Orders are JSON only: a text/plain body would reach the order rules as a string (415 instead).
    scope.removeContentTypeParser('text/plain');
    scope.post('/terminal/v1/orders', async (req, reply) => {
      const terminal = await terminalOf(db, req);
      const { order, replayed } = await recordTerminalOrder(db, terminal, req.body);
      return reply.status(replayed ? 200 : 201).send({ ...order, replayed });
    });

    scope.post<{ Params: { clientOrderId: string } }>(
      '/terminal/v1/orders/:clientOrderId/status',
      async (req, reply) => {
        const terminal = await terminalOf(db, req);
        const { order, replayed } = await changeTerminalOrderStatus(
          db,
          terminal,
          req.params.clientOrderId,
          req.body,
        );
        return reply.status(200).send({ ...order, replayed });
      },
    );

    // A till signs a staff member in with their PIN; 401 for a wrong PIN, 429 + Retry-After after
    // MAX_PIN_FAILURES wrong ones in the window.
    scope.post('/terminal/v1/staff/login', async (req, reply) => {
      const terminal = await terminalOf(db, req);
      try {
        return reply.status(200).send(await staffLogin(db, terminal, req.body));
      } catch (error) {
        if (!(error instanceof PinRateLimited)) throw error;
        const { status, body } = restErrorOf(error);
        return reply.status(status).header('retry-after', String(error.retryAfterSeconds)).send(body);
      }
    });
  });
}
