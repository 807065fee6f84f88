import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type ExecutionResult,
  GraphQLError,
  getOperationAST,
  Kind,
  NoSchemaIntrospectionCustomRule,
} from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { Ctx } from '../kernel/context.ts';
import { AppError, RETRY_AFTER_SECONDS, serviceUnavailable } from '../kernel/errors.ts';
import { refuseUnstorableInput } from '../kernel/unstorable-input.ts';
import { variableFieldError } from '../kernel/variable-errors.ts';
import { redactVariables } from '../lib/redact.ts';
import { bearerToken, principalFromToken } from '../modules/auth/principal.ts';
import { setAuditOperation } from '../platform/db/audit-scope.ts';
import { isDatabaseUnavailable } from '../platform/db/unavailable.ts';
import { schema } from './schema.ts';

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

const originalOf = (error: unknown): unknown => (error instanceof GraphQLError ? error.originalError : error);

const isExpected = (error: unknown): boolean => {
  const original = originalOf(error);
  return original === undefined || original instanceof AppError || original instanceof GraphQLError;
};

// A database that cannot be reached is not a bug: retryable, with HTTP 503 and Retry-After for
// clients and proxies that look at the status (Yoga takes extensions.http off the body).
function unavailableError(error: unknown): GraphQLError {
  const gqlError = error instanceof GraphQLError ? error : undefined;
  const unavailable = serviceUnavailable();
  return new GraphQLError(unavailable.message, {
    nodes: gqlError?.nodes,
    path: gqlError?.path,
    extensions: {
      code: unavailable.code,
      messageKey: unavailable.messageKey,
      http: { status: 503, headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } },
    },
  });
}

// Unexpected failures are logged with the request id and the variables minus secrets, then masked.
const logUnexpectedErrors: Plugin<Ctx> = {
  onExecute({ args }) {
    return {
      onExecuteDone({ result }) {
        const errors = (result as ExecutionResult).errors ?? [];
        const ctx = args.contextValue;
        for (const error of errors) {
          if (isExpected(error)) continue;
          if (isDatabaseUnavailable(originalOf(error))) {
            ctx.log.warn({ err: originalOf(error), requestId: ctx.requestId }, 'database unavailable');
            continue;
          }
          ctx.log.error(
            {
              err: error.originalError ?? error,
              requestId: ctx.requestId,
              operationName: args.operationName,
              variables: redactVariables(args.variableValues ?? {}),
              path: error.path,
            },
            'unexpected GraphQL error',
          );
        }
      },
    };
  },
};

// The audit journal names the operation (`mutation updateItem`) beside each change it made.
const auditOperation: Plugin<Ctx> = {
  onExecute({ args }) {
    const operation = getOperationAST(args.document, args.operationName);
    if (!operation) return;
    const fields = operation.selectionSet.selections.flatMap((s) =>
      s.kind === Kind.FIELD ? [s.name.value] : [],
    );
    setAuditOperation(`${operation.operation} ${fields.join(', ')}`);
  },
};

const disableIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

/** GraphQL Yoga over the Pothos schema, hardened with graphql-armor; mounted at /graphql by Fastify. */
export function createGraphQL(deps: Omit<Ctx, 'log' | 'requestId' | 'ip' | 'principal'>) {
  const { config } = deps;
  return createYoga<ServerContext, Ctx>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: config.production ? false : { title: 'Fika API' },
    renderGraphiQL,
    logging: false,
    plugins: [
      ...(config.production ? [disableIntrospection] : []),
      EnvelopArmorPlugin({
        maxDepth: { n: 10 },
        maxAliases: { n: 15 },
        costLimit: { maxCost: 5000 },
        maxTokens: { n: 2000 },
        maxDirectives: { n: 20 },
        // Suggestions reveal field names to someone probing the schema; keep them outside production.
        blockFieldSuggestion: { enabled: config.production },
      }),
      refuseUnstorableInput,
      logUnexpectedErrors,
      auditOperation,
    ],
    maskedErrors: {
      maskError(error, message) {
        const original = originalOf(error);
        if (isDatabaseUnavailable(original)) return unavailableError(error);
        if (original instanceof AppError) {
          const gqlError = error as GraphQLError;
          return new GraphQLError(original.message, {
            nodes: gqlError.nodes,
            path: gqlError.path,
            extensions: {
              code: original.code,
              messageKey: original.messageKey,
              ...(original.fieldErrors.length > 0 ? { fieldErrors: original.fieldErrors } : {}),
            },
          });
        }
        if (error instanceof GraphQLError && (original === undefined || original instanceof GraphQLError)) {
          const fieldError = variableFieldError(error.message);
          if (fieldError) {
            return new GraphQLError(error.message, {
              nodes: error.nodes,
              extensions: {
                code: 'BAD_USER_INPUT',
                messageKey: 'errors.badUserInput',
                fieldErrors: [fieldError],
              },
            });
          }
          return error;
        }
        const gqlError = error instanceof GraphQLError ? error : undefined;
        return new GraphQLError(message, {
          nodes: gqlError?.nodes,
          path: gqlError?.path,
          extensions: { code: 'INTERNAL_SERVER_ERROR', messageKey: 'errors.unexpected' },
        });
      },
    },
    context: async ({ req }): Promise<Ctx> => ({
      db: deps.db,
      readDb: deps.readDb,
      config,
      mailer: deps.mailer,
      providers: deps.providers,
      jobs: deps.jobs,
      log: req.log,
      requestId: String(req.id),
      ip: req.ip,
      principal: await principalFromToken(deps.db, config.jwtSecret, bearerToken(req.headers.authorization)),
    }),
  });
}
