// What's new and support: changelog entries (in the seven languages, added by addChangelogEvent),
// what each user has read, and the support tickets of the contact form.
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, companyId, createdAt } from './columns.ts';
import { users } from './users.ts';

/** A "What's new" entry: title and body per language code (en, sv, no, da, es, tr, ar). */
export const changelogEntries = pgTable(
  'changelog_entries',
  {
    id: text('id').primaryKey(),
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    body: jsonb('body').$type<Record<string, string>>().notNull(),
    /** A screen path the entry links to, if any. */
    link: text('link'),
    publishedAt: at('published_at').notNull().defaultNow(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('changelog_entries_published_idx').on(t.publishedAt)],
);

/** When a user last opened the What's new panel: entries published after it are unread. */
export const changelogReads = pgTable('changelog_reads', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastReadAt: at('last_read_at').notNull(),
});

/** A message sent through the support contact form; e-mailed to support (outbox in development). */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    /** The screen the user came from. */
    screen: text('screen'),
    /** The request id of the last error the user saw. */
    requestId: text('request_id'),
    status: text('status').notNull().default('OPEN'),
    createdAt: createdAt(),
  },
  (t) => [index('support_tickets_company_idx').on(t.companyId, t.createdAt)],
);
