// The company and its legal entities, venues and locations (the venues module; every table hangs from companies).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A customer of the platform: the tenant every other table hangs from. */
export const companies = pgTable('companies', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  legalName: text('legal_name'),
  organizationNumber: text('organization_number'),
  country: text('country').notNull(),
  timezone: text('timezone').notNull().default('Europe/Stockholm'),
  defaultCurrency: text('default_currency').notNull(),
  defaultLanguage: text('default_language').notNull().default('se'),
  storeType: text('store_type'),
  phone: text('phone'),
  referralId: text('referral_id'),
  isPaymentsOnly: boolean('is_payments_only').notNull().default(false),
  /**
   * Licence gating (§6): with new licensing, app orders, express POS, kitchen screens and table
   * service come from active or device licences; otherwise from these old flags.
   */
  useNewLicenses: boolean('use_new_licenses').notNull().default(false),
  hasExpress: boolean('has_express').notNull().default(true),
  hasAppOrders: boolean('has_app_orders').notNull().default(true),
  hasKds: boolean('has_kds').notNull().default(true),
  hasCds: boolean('has_cds').notNull().default(true),
  hasTables: boolean('has_tables').notNull().default(true),
  createdAt: createdAt(),
});

/** The legal entity (balance platform account) that venues settle through. */
export const legalEntities = pgTable(
  'legal_entities',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    organizationNumber: text('organization_number'),
    country: text('country').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('legal_entities_company_idx').on(t.companyId, t.createdAt)],
);

export const venues = pgTable(
  'venues',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    legalEntityId: text('legal_entity_id').references(() => legalEntities.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    legalName: text('legal_name'),
    organizationNumber: text('organization_number'),
    staffIdleTimeout: integer('staff_idle_timeout').notNull().default(0),
    timezone: text('timezone').notNull().default('Europe/Stockholm'),
    phone: text('phone').notNull().default('0'),
    active: boolean('active').notNull().default(true),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('venues_company_idx').on(t.companyId, t.createdAt),
    // What tenant foreign keys (venue menus, predefined messages) point at.
    unique('venues_company_id_key').on(t.companyId, t.id),
    check('venues_idle_timeout_check', sql`${t.staffIdleTimeout} >= 0`),
  ],
);

export const locations = pgTable(
  'locations',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    venueId: text('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    street: text('street'),
    zip: text('zip'),
    city: text('city'),
  },
  (t) => [uniqueIndex('locations_venue_idx').on(t.companyId, t.venueId)],
);
