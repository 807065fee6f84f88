import { text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './accounts.ts';

/** `created_at timestamptz not null default now()`. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The tenant column every company table has: `company_id not null`, removed with its company. */
export const companyId = () =>
  text('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
