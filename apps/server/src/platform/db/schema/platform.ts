import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A file attached to an e-mail kept in the outbox. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  size: number;
  /** The bytes, base64. */
  content: string;
}

/** E-mails that were not sent through SMTP; shown at /dev/outbox outside production. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Attached files (Z-report PDF, report CSV) as name, type and base64 content. */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_outbox_to_idx').on(t.to, t.createdAt)],
);

/** Client logs and analytics events posted to /telemetry. */
export const telemetryEvents = pgTable(
  'telemetry_events',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    data: jsonb('data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('telemetry_events_name_idx').on(t.name, t.createdAt)],
);
