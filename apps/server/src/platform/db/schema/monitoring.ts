// What the browser monitoring client sends (§4, §8, §9): logs of every severity, kept bounded
// (old rows pruned, per-session and per-address limits at the intake), tenant-scoped by the
// session they came from. Errors are grouped on the Client errors screen by fingerprint and release.
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { companies } from './venues.ts';

export const clientLogs = pgTable(
  'client_logs',
  {
    id: text('id').primaryKey(),
    /** Null when the sender was not signed in (public site). */
    companyId: text('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: text('user_id'),
    /** The monitoring session id the client generated. */
    sessionId: text('session_id').notNull(),
    /** A §4 logging severity. */
    severity: text('severity').notNull(),
    message: text('message').notNull(),
    /** Groups one error across occurrences: a hash of the message and the top of the stack. */
    fingerprint: text('fingerprint').notNull(),
    release: text('release').notNull(),
    url: text('url'),
    requestId: text('request_id'),
    stack: text('stack'),
    context: jsonb('context').$type<Record<string, unknown>>(),
    /** Size of the stored message in bytes, for the bounded store. */
    size: integer('size').notNull().default(0),
    /** The client's own time of the event. */
    occurredAt: text('occurred_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('client_logs_group_idx').on(t.severity, t.fingerprint, t.release, t.createdAt),
    index('client_logs_company_idx').on(t.companyId, t.createdAt),
    index('client_logs_created_idx').on(t.createdAt),
  ],
);
