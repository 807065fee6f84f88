// The reports module's tables: saved reports and scheduled reports.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { at, companyId, createdAt } from './columns.ts';
import { users } from './users.ts';

/** Report filter as createReport received it (accounting days inclusive, hours 0–23). */
export interface ReportFilter {
  venueIds: string[];
  channels: string[];
  from: string;
  to: string;
  hours: number[];
  staffIds: string[];
}

/** Reports created with createReport / createPayoutReport; the figures are read when viewed. */
export const reports = pgTable(
  'reports',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** A REPORT_AREAS value. */
    type: text('type').notNull(),
    filter: jsonb('filter').$type<ReportFilter>().notNull(),
    /** Frozen figures where a report is a snapshot (payout reports); null when read live. */
    result: jsonb('result'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('reports_company_id_key').on(t.companyId, t.id),
    index('reports_company_created_idx').on(t.companyId, t.createdAt),
  ],
);

/** Reports e-mailed every day, week or month after the accounting day closes. */
export const scheduledReports = pgTable(
  'scheduled_reports',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    /** Whose permissions the report is run with; the schedule stops when they are gone. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** DAILY, WEEKLY, MONTHLY. */
    period: text('period').notNull(),
    type: text('type').notNull(),
    venueIds: jsonb('venue_ids').$type<string[]>().notNull().default([]),
    channels: jsonb('channels').$type<string[]>().notNull().default([]),
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    /** Language of the e-mail (a UI language code). */
    language: text('language').notNull().default('en'),
    /** The last period (its first accounting day) that was sent, so a run is never sent twice. */
    lastPeriodStart: date('last_period_start', { mode: 'string' }),
    lastRunAt: at('last_run_at'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('scheduled_reports_company_id_key').on(t.companyId, t.id),
    index('scheduled_reports_company_idx').on(t.companyId, t.createdAt).where(sql`${t.deleted} = false`),
    check('scheduled_reports_period_check', sql`${t.period} in ('DAILY', 'WEEKLY', 'MONTHLY')`),
  ],
);
