import { type DocumentNode, print } from '@0no-co/graphql.web';
import type { TadaDocumentNode } from 'gql.tada';
import { apiBaseUrl, isDevBuild } from './env.ts';
import { logger } from './logger.ts';
import { withoutPasswords } from './redact.ts';
import { getAdminToken, getToken, isSwitchingSession } from './token-storage.ts';

/** Client-side error codes, next to the server's `extensions.code` values. */
export const CLIENT_ERROR_CODES = {
  /** The request never got an answer (offline, DNS, CORS, server down). */
  network: 'NETWORK_ERROR',
  /** A non-2xx answer without a GraphQL body (proxy error page, 502, …). */
  http: 'HTTP_ERROR',
  /** A 2xx answer that is not a GraphQL response. */
  invalidResponse: 'INVALID_RESPONSE',
  /** The caller aborted the request through its signal. */
  aborted: 'ABORTED',
} as const;

/** Options of one {@link request} call. */
export interface RequestOptions {
  /** Defaults to the name of the first operation in the document. */
  operationName?: string;
  /** Do not log a failure of this call (the caller expects and handles it). */
  mute?: boolean;
  /** Error codes the caller shows to the user itself (e.g. BAD_USER_INPUT): such failures are not logged. */
  expectedCodes?: readonly string[];
  /** Overrides the stored token; `null` sends no Authorization header. */
  token?: string | null;
  signal?: AbortSignal;
}

/** One invalid field as the server reports it (`extensions.fieldErrors`): a dotted path and an i18n key. */
export interface FieldError {
  field: string;
  message: string;
}

/** The `extensions` of one GraphQL error as the server sent them (code, messageKey, CONFLICT details, …). */
export type ErrorExtensions = Readonly<Record<string, unknown>>;

/**
 * Outcome of {@link request}: `data` on success, or the joined messages, codes, field errors and
 * each error's `extensions` (e.g. the dependents of a CONFLICT) on failure.
 */
export type RequestResult<TData> =
  | { success: true; error: null; data: TData }
  | {
      success: false;
      error: string;
      data: null;
      errorCodes: string[];
      fieldErrors: FieldError[];
      extensions: ErrorExtensions[];
    };

/** A failed {@link RequestResult}. */
export type RequestFailure = Extract<RequestResult<unknown>, { success: false }>;

interface GraphQLErrorBody {
  message?: unknown;
  extensions?: ({ code?: unknown; fieldErrors?: unknown } & Record<string, unknown>) | null;
}

interface GraphQLBody {
  data?: unknown;
  errors?: GraphQLErrorBody[];
}

interface Failure {
  messages: string[];
  codes: string[];
  fieldErrors?: FieldError[];
  extensions?: ErrorExtensions[];
}

const aborted = (): RequestFailure => ({
  success: false,
  error: 'Request aborted',
  data: null,
  errorCodes: [CLIENT_ERROR_CODES.aborted],
  fieldErrors: [],
  extensions: [],
});

function isFieldError(value: unknown): value is FieldError {
  if (typeof value !== 'object' || value === null) return false;
  const { field, message } = value as Record<string, unknown>;
  return typeof field === 'string' && typeof message === 'string';
}

const OPERATION_NAME = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/** The name of the first named operation in a GraphQL document, if any. */
export function parseOperationName(document: string): string | undefined {
  // Comments could mention a keyword followed by a word; strings never precede the operation keyword.
  const withoutComments = document.replace(/#[^\n\r]*/g, '');
  return OPERATION_NAME.exec(withoutComments)?.[1];
}

/** The endpoint for one call; in development the operation name is visible in the network panel. */
export function graphqlUrl(operationName: string | undefined): string {
  const url = `${apiBaseUrl()}/graphql`;
  return isDevBuild() && operationName ? `${url}?op=${encodeURIComponent(operationName)}` : url;
}

const printedDocuments = new WeakMap<DocumentNode, string>();

// A typed document (lib/graphql.ts) is printed once; the text is what travels.
function printed(document: DocumentNode): string {
  let text = printedDocuments.get(document);
  if (text === undefined) {
    text = print(document);
    printedDocuments.set(document, text);
  }
  return text;
}

let lastFailedRequestId: string | null = null;

/** The server's id of the last request that failed (the support form sends it along). */
export const lastErrorRequestId = (): string | null => lastFailedRequestId;

/**
 * Sends one GraphQL operation (spec §7) and never throws: any network, HTTP or GraphQL failure
 * becomes `{ success: false, data: null, error }` with all messages joined by ', ', and is logged
 * with the variables minus passwords unless `mute` is set.
 */
export async function request<TData, TVars extends object = Record<string, unknown>>(
  source: string | TadaDocumentNode<TData, TVars>,
  variables?: TVars,
  options: RequestOptions = {},
): Promise<RequestResult<TData>> {
  const document = typeof source === 'string' ? source : printed(source);
  const operationName = options.operationName ?? parseOperationName(document);
  const token = options.token === undefined ? (getToken() ?? getAdminToken()) : options.token;
  if (isSwitchingSession() && options.token === undefined) {
    // The page reloads in a moment as the new user: send nothing for the old screen meanwhile.
    return aborted();
  }
  const headers: Record<string, string> = { Accept: '*/*', 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;

  let failure: Failure;
  // Of a failed answer: the server's request id and the body (§9: error responses up to 32 KiB).
  let requestId: string | null = null;
  let response: string | undefined;
  try {
    const answer = await fetch(graphqlUrl(operationName), {
      method: 'POST',
      headers,
      body: JSON.stringify({
        operationName: operationName ?? null,
        variables: variables ?? {},
        query: document,
      }),
      signal: options.signal,
    });
    const text = await answer.text();
    const body = parseGraphQLBody(text);
    requestId = answer.headers.get('x-request-id');
    response = text.slice(0, 32_768);
    if (body?.errors && body.errors.length > 0) {
      failure = fromGraphQLErrors(body.errors);
    } else if (!answer.ok) {
      failure = fail(`HTTP ${answer.status}${answer.statusText ? ` ${answer.statusText}` : ''}`, 'http');
    } else if (body === null || body.data === undefined || body.data === null) {
      failure = fail('Invalid GraphQL response', 'invalidResponse');
    } else {
      return { success: true, error: null, data: body.data as TData };
    }
  } catch (error) {
    if (options.signal?.aborted) {
      // Aborting is the caller's decision (unmount, newer request): not worth a log line.
      return aborted();
    }
    failure = fail(error instanceof Error ? error.message : String(error), 'network');
  }

  if (requestId) lastFailedRequestId = requestId;
  const error = failure.messages.join(', ');
  const expected =
    failure.codes.length > 0 && failure.codes.every((code) => options.expectedCodes?.includes(code));
  if (!options.mute && !expected) {
    logger.error(`GraphQL ${operationName ?? 'operation'} failed: ${error}`, {
      operationName,
      variables: withoutPasswords(variables ?? {}),
      errorCodes: failure.codes,
      ...(requestId ? { requestId } : {}),
      ...(response ? { response } : {}),
    });
  }
  return {
    success: false,
    error,
    data: null,
    errorCodes: failure.codes,
    fieldErrors: failure.fieldErrors ?? [],
    extensions: failure.extensions ?? [],
  };
}

function fail(message: string, kind: keyof typeof CLIENT_ERROR_CODES): Failure {
  return { messages: [message], codes: [CLIENT_ERROR_CODES[kind]] };
}

function fromGraphQLErrors(errors: GraphQLErrorBody[]): Failure {
  const messages = errors.map((e) => (typeof e.message === 'string' ? e.message : 'Unknown GraphQL error'));
  const codes = errors
    .map((e) => e.extensions?.code)
    .filter((code): code is string => typeof code === 'string');
  const fieldErrors = errors.flatMap((e) => {
    const list = e.extensions?.fieldErrors;
    return Array.isArray(list) ? list.filter(isFieldError) : [];
  });
  const extensions = errors.map((e) =>
    typeof e.extensions === 'object' && e.extensions !== null ? { ...e.extensions } : {},
  );
  return { messages, codes: [...new Set(codes)], fieldErrors, extensions };
}

/** The parsed GraphQL body, or `null` when the response is not a JSON GraphQL result. */
function parseGraphQLBody(text: string): GraphQLBody | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const body = parsed as { data?: unknown; errors?: unknown };
  if (!('data' in body) && !Array.isArray(body.errors)) return null;
  return {
    data: body.data,
    errors: Array.isArray(body.errors) ? (body.errors as GraphQLErrorBody[]) : undefined,
  };
}

/**
 * A failed request, thrown from a query function or read after a mutation: its codes decide what
 * the screen shows (FORBIDDEN: Access Denied; anything else: the retryable load-error state), and
 * the field errors and `extensions` (CONFLICT details) travel with it.
 */
export class RequestError extends Error {
  readonly fieldErrors: readonly FieldError[];
  readonly extensions: readonly ErrorExtensions[];

  constructor(
    readonly codes: readonly string[],
    message = codes.join(', '),
    details: { fieldErrors?: readonly FieldError[]; extensions?: readonly ErrorExtensions[] } = {},
  ) {
    super(message);
    this.name = 'RequestError';
    this.fieldErrors = details.fieldErrors ?? [];
    this.extensions = details.extensions ?? [];
  }

  /** The error of a failed {@link request}. */
  static of(failure: RequestFailure): RequestError {
    return new RequestError(failure.errorCodes, failure.error, failure);
  }
}

/** The data of a successful call, or a {@link RequestError} with the failure's codes and details. */
export function dataOrThrow<T>(result: RequestResult<T>): T {
  if (!result.success) throw RequestError.of(result);
  return result.data;
}

/**
 * One GraphQL call as a TanStack Query function: the data, or a thrown {@link RequestError}.
 * `queryFn: ({ signal }) => gqlQuery(STATIONS_QUERY, {}, { signal })`.
 */
export async function gqlQuery<TData, TVars extends object = Record<string, unknown>>(
  document: TadaDocumentNode<TData, TVars>,
  variables?: TVars,
  options: RequestOptions = {},
): Promise<TData> {
  return dataOrThrow(await request(document, variables, options));
}

/**
 * The error codes a thrown load error carries. Read by shape, not class, so an error thrown by
 * something else that keeps the request's codes in `codes` is understood too.
 */
export function errorCodesOf(error: unknown): readonly string[] {
  if (typeof error !== 'object' || error === null || !('codes' in error)) return [];
  const { codes } = error as { codes: unknown };
  return Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : [];
}

/** The load-error state of a screen (ListPage, EntityDrawer `error`): null while there is no error. */
export interface LoadErrorState {
  codes: readonly string[];
}

/** A query's error as the shells show it: its codes (none for an unknown error), or null. */
export function loadErrorOf(error: unknown): LoadErrorState | null {
  return error ? { codes: errorCodesOf(error) } : null;
}

/** Whether the server refused the call for lack of permission: the screen shows Access Denied. */
export function isForbidden(error: unknown): boolean {
  return errorCodesOf(error).includes('FORBIDDEN');
}
