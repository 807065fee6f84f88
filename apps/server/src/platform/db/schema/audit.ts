import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companyId } from './columns.ts';

/**
 * The audit journal: one row per changed row of a tenant table, written by the `fika_audit`
 * trigger in the transaction of the change (never by application code). The id is a sequence,
 * not a cuid, so the journal pages by it in the order the changes were written.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyId(),
    /** The venue of the changed row (its venue_id, or its id for a venue), when it has one. */
    venueId: text('venue_id'),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    /** USER or TERMINAL. */
    actorKind: text('actor_kind').notNull(),
    userId: text('user_id'),
    /** The organisation administrator acting as `userId`, when one is. */
    actingAdminId: text('acting_admin_id'),
    terminalId: text('terminal_id'),
    /** What the caller ran: `mutation updateItem`, `POST /terminal/v1/orders`, … */
    operation: text('operation').notNull(),
    requestId: text('request_id'),
    /** The table of the changed row: items, venues, … */
    objectType: text('object_type').notNull(),
    objectId: text('object_id'),
    /** The row's title or name at the time, so a deleted object still reads as something. */
    objectLabel: text('object_label'),
    /** INSERT, UPDATE or DELETE. */
    action: text('action').notNull(),
    /** Changed columns before (null for INSERT); secrets are '[redacted]'. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    /** Changed columns after (null for DELETE); secrets are '[redacted]'. */
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_entries_company_idx').on(t.companyId, t.id),
    index('audit_entries_company_type_idx').on(t.companyId, t.objectType, t.id),
    index('audit_entries_company_user_idx').on(t.companyId, t.userId, t.id),
    index('audit_entries_company_venue_idx').on(t.companyId, t.venueId, t.id),
  ],
);
