// One error shape for every REST route (terminal API, read API, uploads, files, telemetry, reports,
// sandbox, unknown API paths): { error: { code, messageKey, message, fieldErrors } }. Fastify's own
// bodies ({ statusCode, error, message }) and Node's internal messages never reach a client.
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AppError,
  badInput,
  type ErrorCode,
  type FieldError,
  notFound,
  RETRY_AFTER_SECONDS,
  serviceUnavailable,
} from '../kernel/errors.ts';
import { unstorableTextErrors } from '../kernel/unstorable-text.ts';
import { isDatabaseUnavailable } from '../platform/db/unavailable.ts';
import { isApiPath, pathOf } from './api-paths.ts';

/** A code of the REST error body: the GraphQL codes plus what only HTTP can say. */
export type RestErrorCode = ErrorCode | 'GONE' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' | 'INTERNAL';

/** The body of every REST error answer. */
export interface RestErrorBody {
  error: { code: RestErrorCode; messageKey: string; message: string; fieldErrors: FieldError[] };
}

/** A REST error answer: its status and body. */
export interface RestError {
  status: number;
  body: RestErrorBody;
}

const STATUS_OF: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
};

/** A REST error answer for what no AppError names (HTTP-only statuses). */
export const restError = (
  status: number,
  code: RestErrorCode,
  messageKey: string,
  message: string,
  fieldErrors: FieldError[] = [],
): RestError => ({ status, body: { error: { code, messageKey, message, fieldErrors } } });

/** The REST answer of an AppError. */
export function restErrorOf(error: AppError): RestError {
  return restError(STATUS_OF[error.code], error.code, error.messageKey, error.message, error.fieldErrors);
}

const INTERNAL = restError(500, 'INTERNAL', 'errors.unknown', 'Something went wrong.');

const MALFORMED = restError(400, 'BAD_USER_INPUT', 'errors.badRequest', 'The request is malformed.');

// Fastify's schema validation: '/events/0/kind' → 'events.0.kind'; the key says what is wrong.
function validationErrors(validation: { instancePath?: string; params?: { missingProperty?: string } }[]) {
  return validation.map((v): FieldError => {
    const path = (v.instancePath ?? '').split('/').filter(Boolean);
    if (v.params?.missingProperty) path.push(v.params.missingProperty);
    return {
      field: path.join('.'),
      message: v.params?.missingProperty ? 'validation.required' : 'validation.invalid',
    };
  });
}

/** What a thrown error answers: expected refusals keep their meaning, anything else is a 500. */
function classify(error: unknown): RestError | null {
  if (error instanceof AppError) return restErrorOf(error);
  if (isDatabaseUnavailable(error)) return restErrorOf(serviceUnavailable());
  const { statusCode, validation } = error as { statusCode?: unknown; validation?: unknown };
  if (Array.isArray(validation)) {
    return restErrorOf(badInput(validationErrors(validation)));
  }
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode >= 500) return null;
  // Fastify's own refusals: body too large, unsupported content type, malformed JSON or URL.
  if (statusCode === 413) {
    return restError(413, 'PAYLOAD_TOO_LARGE', 'errors.payloadTooLarge', 'The request body is too large.');
  }
  if (statusCode === 415) {
    return restError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'errors.unsupportedMediaType',
      'This content type is not accepted here.',
    );
  }
  if (statusCode === 404) return restErrorOf(notFound('This address'));
  return MALFORMED;
}

/** Sends the REST error body; a 503 tells the client when to retry. */
export function sendRestError(reply: FastifyReply, error: RestError | AppError): FastifyReply {
  const { status, body } = error instanceof AppError ? restErrorOf(error) : error;
  if (status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

// What Fastify refuses before Yoga sees a GraphQL request (malformed JSON, too large) still answers
// as GraphQL does: { errors: [{ message, extensions }] }.
function sendGraphQLError(reply: FastifyReply, { status, body }: RestError): FastifyReply {
  const { code, messageKey, message, fieldErrors } = body.error;
  const extensions = { code, messageKey, ...(fieldErrors.length > 0 ? { fieldErrors } : {}) };
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send({ errors: [{ message, extensions }] });
}

function handleError(error: unknown, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  const known = classify(error);
  if (known?.status === 503) req.log.warn({ err: error }, 'database unavailable');
  else if (!known) req.log.error({ err: error }, 'request failed');
  const answer = known ?? INTERNAL;
  if (pathOf(req.url) === '/graphql') return sendGraphQLError(reply, answer);
  return sendRestError(reply, answer);
}

// Every query parameter of a REST route is one plain string: a repeated one (?secret=a&secret=b)
// arrives as an array that no handler expects.
function repeatedParameters(query: unknown): FieldError[] {
  if (typeof query !== 'object' || query === null) return [];
  return Object.entries(query)
    .filter(([, value]) => typeof value !== 'string')
    .map(([field]) => ({ field, message: 'validation.repeated' }));
}

/**
 * Before any handler of a REST route (GraphQL checks its own input, the web app's pages take any
 * query): one value per query parameter, and no text in the URL, query or body that PostgreSQL
 * cannot store.
 */
async function checkInput(req: FastifyRequest): Promise<void> {
  const path = pathOf(req.url);
  if (!isApiPath(path) || path === '/graphql') return;
  const errors = [
    ...repeatedParameters(req.query),
    ...unstorableTextErrors(req.params),
    ...unstorableTextErrors(req.query),
    ...unstorableTextErrors(req.body),
  ];
  if (errors.length > 0) throw badInput(errors);
}

/** Fastify options that route the framework's early refusals (bad URL encoding) to our shape. */
export const frameworkErrorOptions = {
  frameworkErrors: (error: Error, req: FastifyRequest, reply: FastifyReply) => handleError(error, req, reply),
  // A request Node cannot even parse as HTTP: answer in the same shape before closing.
  clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy(error);
      return;
    }
    const body = JSON.stringify(MALFORMED.body);
    socket.end(
      `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  },
};

/** The one error handler and not-found handler of the app, and the input check of REST routes. */
export function registerErrorHandling(server: FastifyInstance): void {
  server.setErrorHandler((error, req, reply) => handleError(error, req, reply));
  server.setNotFoundHandler((_req, reply) => sendRestError(reply, notFound('This address')));
  server.addHook('preValidation', checkInput);
}
