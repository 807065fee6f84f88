// The POS terminal API: terminals submit orders and status changes with their device credential
// (Authorization: Bearer <terminal id>.<secret>). Errors are JSON { error: { code, message,
// fieldErrors } }, so a terminal can show or log them without parsing GraphQL.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { AppError, type ErrorCode } from '../lib/errors.ts';
import { recordTerminalOrder } from '../modules/orders/record.ts';
import type { TerminalRef } from '../modules/orders/terminal-rules.ts';
import { changeTerminalOrderStatus } from '../modules/orders/terminal-status.ts';
import { authenticateTerminal } from '../modules/terminals/terminals.service.ts';

const STATUS_OF: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
};

function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  return reply.status(STATUS_OF[error.code]).send({
    error: {
      code: error.code,
      messageKey: error.messageKey,
      message: error.message,
      fieldErrors: error.fieldErrors,
    },
  });
}

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

/** `POST /terminal/v1/orders` and `POST /terminal/v1/orders/:clientOrderId/status`. */
export function registerTerminalApi(server: FastifyInstance, db: Db): void {
  server.register(async (scope) => {
    scope.setErrorHandler((error, req, reply) => {
      if (error instanceof AppError) return sendError(reply, error);
      const { statusCode: status, message } = error as { statusCode?: number; message?: string };
      // Fastify's own refusals (malformed JSON, body too large) keep their status and our shape.
      if (status && status >= 400 && status < 500) {
        return reply.status(status).send({
          error: {
            code: 'BAD_USER_INPUT',
            messageKey: 'errors.badUserInput',
            message: message ?? 'Bad request.',
            fieldErrors: [],
          },
        });
      }
      req.log.error({ err: error }, 'terminal API failed');
      return reply.status(500).send({
        error: {
          code: 'INTERNAL',
          messageKey: 'errors.unknown',
          message: 'Something went wrong.',
          fieldErrors: [],
        },
      });
    });

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
  });
}
