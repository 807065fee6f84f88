// The onboarding module's tables: the §3 onboarding steps a company has done (recorded by
// addOnboardingEvent and by what really happens, e.g. the first terminal order), and the
// product-library templates it imported (so importing a template twice does not duplicate it).
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyId, createdAt } from './columns.ts';
import { users } from './users.ts';

/** A done onboarding step of a company: one row per step (ONBOARDING_STEPS), the first time it happened. */
export const onboardingEvents = pgTable(
  'onboarding_events',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    /** An ONBOARDING_STEPS value. */
    name: text('name').notNull(),
    /** Who did it, when a user did (null when the system ticked it, e.g. FIRST_SALE). */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('onboarding_events_company_name_key').on(t.companyId, t.name)],
);

/** A product-library template (cafe, restaurant, bar, bakery, shop) a company imported, once. */
export const productLibraryImports = pgTable(
  'product_library_imports',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    template: text('template').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('product_library_imports_company_template_key').on(t.companyId, t.template)],
);
