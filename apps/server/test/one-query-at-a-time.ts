// node-postgres queues a query sent while its connection is busy (warning once per process that
// pg@9 will refuse it). Inside a transaction that is `Promise.all` over `tx` — no
// faster (one connection) and soon broken. In tests such a query fails at once, in the test that
// sent it, so the PostgreSQL pass names the place instead of printing one warning without it.
import pg from 'pg';

type Queued = { _queryQueue?: unknown[]; _activeQuery?: unknown; pipeline?: boolean };
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function oneAtATime(this: pg.Client & Queued, ...args: unknown[]) {
  if ((this._activeQuery || (this._queryQueue?.length ?? 0) > 0) && !this.pipeline) {
    throw new Error(
      'A query was sent on a busy PostgreSQL connection (Promise.all inside a transaction?): send them in turn.',
    );
  }
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;
