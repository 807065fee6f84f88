// The staff module's table.
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { companyId, createdAt } from './columns.ts';

/** POS staff: the people who sign in on the terminals (not back-office users). */
export const staff = pgTable(
  'staff',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('staff_company_name_idx').on(t.companyId, t.name, t.id).where(sql`${t.deleted} = false`)],
);
