// The users module's tables: back-office users and their venue lists.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { organizations } from './organizations.ts';
import { companies, venues } from './venues.ts';

/**
 * A person who signs in. Company users belong to exactly one company; organisation administrators
 * belong to an organisation instead and act as company users through it.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('CONTENT_ADMIN'),
    language: text('language').notNull().default('en'),
    active: boolean('active').notNull().default(false),
    scopes: text('scopes').array().notNull().default(sql`'{}'::text[]`),
    tokenVersion: integer('token_version').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Set while an administrator has blocked the account: it cannot sign in and its sessions end. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /** When the last invitation e-mail was sent (users created by an administrator). */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_idx').on(t.username),
    index('users_company_idx').on(t.companyId, t.createdAt),
    index('users_organization_idx').on(t.organizationId),
    check('users_owner_check', sql`(${t.companyId} is null) <> (${t.organizationId} is null)`),
    check('users_username_lower_check', sql`${t.username} = lower(${t.username})`),
  ],
);

/** permissions.venueIds: an empty set means every venue of the company. */
export const userVenues = pgTable(
  'user_venues',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    venueId: text('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.venueId] }),
    index('user_venues_company_idx').on(t.companyId, t.venueId),
  ],
);
