// Whether a failure means "the database cannot be reached right now" rather than "this request is
// wrong" or "the code is wrong". While PostgreSQL restarts or fails over, every query fails this
// way; clients should wait and retry the same request (a terminal with the same clientOrderId)
// instead of treating it as a bug.

// Socket-level failures of the connection to the database server.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

// SQLSTATEs of a server that is down, starting, shutting down or full: class 08 (connection
// exception), 57P01–57P03 (admin/crash shutdown, cannot connect now) and 53300 (too many connections).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;

// node-postgres and pg-pool say so only in words; PGlite says so once it has been closed.
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|PGlite is closed)/;

function isUnavailableItself(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message);
}

/**
 * True when `error` (or what it wraps: Drizzle's query error, an AggregateError of several
 * addresses) says the database is unreachable, not that the query or the data is wrong.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    if (isUnavailableItself(current)) return true;
    const { cause, errors, originalError } = current as {
      cause?: unknown;
      errors?: unknown;
      originalError?: unknown;
    };
    pending.push(cause, originalError);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}
