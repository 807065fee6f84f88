import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ExecutionResult, getOperationAST } from 'graphql';
import { isAsyncIterable, processRegularResult } from 'graphql-yoga';
import type { createGraphQL } from './yoga.ts';

type Yoga = ReturnType<typeof createGraphQL>;

const STREAMED = /^(text\/event-stream|multipart\/)/i;
const JSON_BODY = /^application\/json\s*(;|$)/i;
const PARAMS = new Set(['query', 'variables', 'operationName', 'extensions']);
const REGULAR = ['application/graphql-response+json', 'application/json'] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isObjectOrNothing = (value: unknown) => value === undefined || value === null || isObject(value);

/**
 * The media type Yoga's result processors answer a single (non-streamed) result with, for this
 * Accept header: Yoga lets the last match win and lists the regular JSON processor last, so any
 * acceptable JSON type beats an event stream or multipart. Undefined when no JSON type is acceptable.
 */
export function regularMediaType(accept: string | undefined): string | undefined {
  let chosen: string | undefined;
  const asked = (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',');
  for (const entry of asked.reverse()) {
    const [mediaType = '', ...params] = entry.split(';');
    if ((params.find((p) => p.includes('charset=')) ?? 'charset=utf-8') !== 'charset=utf-8') continue;
    const [askedType, askedSub] = mediaType.split('/');
    for (const offered of REGULAR) {
      const [type, sub] = offered.split('/');
      if ((askedType === '*' || askedType === type) && (askedSub === '*' || askedSub === sub))
        chosen = offered;
    }
  }
  return chosen;
}

/**
 * A plain query sent as JSON, answered through Yoga's own envelop (the same parse and validation
 * caches, graphql-armor, error masking and every plugin's execute hooks) and Yoga's own result
 * processor, without Yoga's Fetch API request pipeline: building a Request, its parsers, the params
 * and result hooks and a Response stream cost more than executing GetUserMetadata (issue #18's
 * probe: ~0.6 ms of CPU a request). Anything else — a mutation, a subscription, an unknown or invalid
 * operation, odd params, a preflight, an Accept without JSON, or a throw before the result — is left
 * to Yoga (undefined), which answers it exactly as before; a query has no effects, so redoing it then
 * is safe.
 */
export async function answerQuery(
  yoga: Yoga,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<Response | undefined> {
  const body = req.body;
  if (req.method !== 'POST' || !JSON_BODY.test(req.headers['content-type'] ?? '') || !isObject(body)) return;
  for (const key in body) if (body[key] != null && !PARAMS.has(key)) return;
  const { query, variables, operationName, extensions } = body;
  if (typeof query !== 'string' || !isObjectOrNothing(variables) || !isObjectOrNothing(extensions)) return;
  if (operationName != null && typeof operationName !== 'string') return;
  const accepted = regularMediaType(req.headers.accept);
  if (
    !accepted ||
    req.headers['access-control-request-method'] ||
    req.headers['access-control-request-headers']
  )
    return;
  const params = { query, variables, operationName, extensions };
  // Yoga's context holds its Fetch Request; its plugins read only the method off it (the GET
  // mutation guard, which also names a syntax error GRAPHQL_PARSE_FAILED before the parse cache keeps it).
  const request = { method: 'POST' };
  const enveloped = yoga.getEnveloped({ req, reply, request, params } as never);
  let result: ExecutionResult;
  try {
    const document = enveloped.parse(query);
    if (enveloped.validate(enveloped.schema, document).length > 0) return;
    if (getOperationAST(document, operationName)?.operation !== 'query') return;
    const contextValue = await enveloped.contextFactory();
    const executed: unknown = await enveloped.execute({
      schema: enveloped.schema,
      document,
      contextValue,
      variableValues: variables,
      operationName,
    });
    if (isAsyncIterable(executed)) return;
    result = executed as ExecutionResult;
  } catch {
    return;
  }
  const response = processRegularResult(result, yoga.fetchAPI, accepted);
  // Yoga's CORS plugin with its default options, as it answers a request that is not a preflight.
  const origin = req.headers.origin;
  if (origin) {
    response.headers.set('access-control-allow-origin', origin);
    response.headers.set('vary', 'Origin');
    response.headers.set('access-control-allow-credentials', 'true');
  }
  return response;
}

/** `/graphql`: GraphQL Yoga behind Fastify, plain queries on a shorter path (answerQuery). */
export function registerGraphQL(server: FastifyInstance, yoga: Yoga) {
  server.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const response =
        (await answerQuery(yoga, req, reply)) ??
        (await yoga.handleNodeRequestAndResponse(req, reply, { req, reply }));
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      // A GraphQL answer is one JSON document Yoga already holds as a string: sent as such it is one
      // write with a content-length, where its body stream costs a pipe and chunked writes (issue
      // #18's profile). Only an incremental answer (event stream, multipart) stays a stream.
      const type = response.headers.get('content-type') ?? '';
      reply.send(STREAMED.test(type) ? response.body : await response.text());
      return reply;
    },
  });
}
