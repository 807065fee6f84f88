// Who is writing, for the audit journal. Each HTTP request runs in an audit scope (AsyncLocalStorage);
// authentication puts the caller there, GraphQL adds the operation. The database clients below copy
// it into the transaction-local setting 'fika.audit' at the start of every write transaction, where
// the fika_audit trigger (migration 0011) reads it. So no service or module writes audit code: any
// write made while serving an authenticated request is journalled, in the same transaction.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/** The caller of a write: a user (perhaps an organisation administrator acting as them) or a terminal. */
export type AuditActor =
  | { kind: 'USER'; userId: string; actingAdminId: string | null }
  | { kind: 'TERMINAL'; terminalId: string };

interface AuditScope {
  actor: AuditActor | null;
  operation: string;
  requestId: string;
}

const storage = new AsyncLocalStorage<AuditScope>();

/** Runs `work` as one request of `operation` (e.g. `POST /terminal/v1/orders`); writes in it are journalled once an actor is set. */
export function runInAuditScope<T>(requestId: string, operation: string, work: () => T): T {
  return storage.run({ actor: null, operation, requestId }, work);
}

/** Records who the current request acts for (called by authentication). No-op outside a request. */
export function setAuditActor(actor: AuditActor): void {
  const scope = storage.getStore();
  if (scope) scope.actor = actor;
}

/**
 * Runs `work` without a journalled caller: for a device's heartbeat (app version, orders not yet
 * uploaded), which changes on every poll and is bookkeeping, not an edit — journalled, it would
 * flood the audit log. The request's own scope is untouched.
 */
export function runUnjournalled<T>(work: () => T): T {
  const scope = storage.getStore();
  return storage.run(
    { actor: null, operation: scope?.operation ?? '', requestId: scope?.requestId ?? '' },
    work,
  );
}

/** Names what the current request does, e.g. `mutation updateItem`. No-op outside a request. */
export function setAuditOperation(operation: string): void {
  const scope = storage.getStore();
  if (scope) scope.operation = operation;
}

/** The value of 'fika.audit' for a write made now, or null when nobody is to be journalled. */
function auditSetting(): string | null {
  const scope = storage.getStore();
  if (!scope?.actor) return null;
  return JSON.stringify({ ...scope.actor, operation: scope.operation, requestId: scope.requestId });
}

const SET_AUDIT = "select set_config('fika.audit', $1, true)";
// Statements that may write. Reads stay as they are (no transaction of their own); BEGIN, COMMIT,
// SAVEPOINT and SET never match, so the wrappers cannot recurse.
const WRITE = /^\s*(insert|update|delete|with|merge)\b/i;
const BEGIN = /^\s*begin\b/i;

function statementText(first: unknown): string {
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && 'text' in first && typeof first.text === 'string')
    return first.text;
  return '';
}

type AnyQuery = (...args: unknown[]) => Promise<unknown>;

/**
 * node-postgres: every transaction a pooled client begins carries the caller, and a write outside a
 * transaction runs in one of its own (begin, the write, commit) so that it can carry it too.
 * A client's statements go one after another: a statement sent while the connection is busy
 * (`Promise.all` over a transaction's reads) waits here for the one before it, as pg's own queue
 * did — which pg deprecates and pg@9 refuses.
 */
export function auditPool(pool: pg.Pool): pg.Pool {
  pool.on('connect', (client) => {
    const query = inTurn(client.query.bind(client) as AnyQuery);
    (client as unknown as { query: AnyQuery }).query = (...args: unknown[]) => {
      // Callback-style calls come from pg itself, never from a write of ours.
      if (typeof args.at(-1) === 'function' || !BEGIN.test(statementText(args[0]))) return query(...args);
      const setting = auditSetting();
      if (setting === null) return query(...args);
      const values = args[1] ?? (args[0] as { values?: unknown[] }).values;
      if (Array.isArray(values) && values.length > 0) {
        return query(...args).then(async (result) => {
          await query(SET_AUDIT, [setting]);
          return result;
        });
      }
      // BEGIN and the setting in one round trip (simple protocol, the setting as a quoted literal):
      // every write transaction of a request starts with this. The answer is BEGIN's.
      const text = `${statementText(args[0])}; select set_config('fika.audit', ${client.escapeLiteral(setting)}, true)`;
      return (query(text) as Promise<unknown[]>).then((results) => results[0]);
    };
  });
  const poolQuery = pool.query.bind(pool) as AnyQuery;
  (pool as unknown as { query: AnyQuery }).query = async (...args: unknown[]) => {
    if (typeof args.at(-1) === 'function' || !WRITE.test(statementText(args[0])) || auditSetting() === null) {
      return poolQuery(...args);
    }
    const client = await pool.connect();
    try {
      await client.query('begin');
      const result = await (client.query as unknown as AnyQuery)(...args);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };
  return pool;
}

/**
 * `query` with each call started only when the previous one has settled. Callback-style calls and
 * submittables (cursors, streams) are pg's own or return no promise: they pass straight through.
 */
function inTurn(query: AnyQuery): AnyQuery {
  let last: Promise<unknown> = Promise.resolve();
  return (...args: unknown[]) => {
    const first = args[0] as { submit?: unknown } | null | undefined;
    if (typeof args.at(-1) === 'function' || typeof first?.submit === 'function') return query(...args);
    const run = () => query(...args);
    const result = last.then(run, run);
    last = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  };
}

/** PGlite: the same, over its transaction() and query(). */
export function auditPglite(client: PGlite): PGlite {
  const transaction = client.transaction.bind(client);
  const query = client.query.bind(client) as AnyQuery;
  const withActor = <T>(setting: string, work: (tx: Transaction) => Promise<T>) =>
    transaction(async (tx) => {
      await tx.query(SET_AUDIT, [setting]);
      return work(tx);
    });
  (client as unknown as { transaction: typeof transaction }).transaction = <T>(
    work: (tx: Transaction) => Promise<T>,
  ) => {
    const setting = auditSetting();
    return setting === null ? transaction(work) : withActor(setting, work);
  };
  (client as unknown as { query: AnyQuery }).query = (...args: unknown[]) => {
    const setting = WRITE.test(statementText(args[0])) ? auditSetting() : null;
    if (setting === null) return query(...args);
    return withActor(setting, (tx) => (tx.query as unknown as AnyQuery)(...args));
  };
  return client;
}
