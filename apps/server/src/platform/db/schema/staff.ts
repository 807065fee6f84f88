// The staff module's tables: POS staff and the venues they work at, access levels (named sets of
// POS permissions) and staff competitions.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, companyId, createdAt } from './columns.ts';
import { venues } from './venues.ts';

/**
 * Access levels: a named set of POS staff permissions (§6), an optional cap on manual discounts
 * (percent; null: no cap) and the venues where the level applies (access_level_venues; none: all).
 */
export const accessLevels = pgTable(
  'access_levels',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    manualDiscountCap: smallint('manual_discount_cap'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('access_levels_company_id_key').on(t.companyId, t.id),
    uniqueIndex('access_levels_company_name_key')
      .on(t.companyId, sql`lower(${t.name})`)
      .where(sql`${t.deleted} = false`),
    check(
      'access_levels_cap_check',
      sql`${t.manualDiscountCap} is null or (${t.manualDiscountCap} between 0 and 100)`,
    ),
  ],
);

/** The venues an access level applies at; a level without rows applies at every venue. */
export const accessLevelVenues = pgTable(
  'access_level_venues',
  {
    companyId: companyId(),
    accessLevelId: text('access_level_id').notNull(),
    venueId: text('venue_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accessLevelId, t.venueId] }),
    index('access_level_venues_company_venue_idx').on(t.companyId, t.venueId),
    foreignKey({
      name: 'access_level_venues_level_fk',
      columns: [t.companyId, t.accessLevelId],
      foreignColumns: [accessLevels.companyId, accessLevels.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'access_level_venues_venue_fk',
      columns: [t.companyId, t.venueId],
      foreignColumns: [venues.companyId, venues.id],
    }).onDelete('cascade'),
  ],
);

/**
 * POS staff: the people who sign in on the terminals (not back-office users). The PIN is kept as
 * a slow hash (pin_hash, for checking) and a keyed HMAC (pin_lookup, so "unique among the
 * company's active staff" is one unique index that holds under concurrent writes). Deleting
 * keeps the row (deleted = true) so past orders and the void journal keep their names.
 */
export const staff = pgTable(
  'staff',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    accessLevelId: text('access_level_id'),
    phone: text('phone'),
    email: text('email'),
    pinHash: text('pin_hash'),
    pinLookup: text('pin_lookup'),
    pinSetAt: at('pin_set_at'),
    active: boolean('active').notNull().default(true),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('staff_company_id_key').on(t.companyId, t.id),
    index('staff_company_name_idx').on(t.companyId, t.name, t.id).where(sql`${t.deleted} = false`),
    index('staff_company_level_idx').on(t.companyId, t.accessLevelId).where(sql`${t.deleted} = false`),
    uniqueIndex('staff_company_pin_key')
      .on(t.companyId, t.pinLookup)
      .where(sql`${t.active} = true and ${t.deleted} = false and ${t.pinLookup} is not null`),
    foreignKey({
      name: 'staff_access_level_fk',
      columns: [t.companyId, t.accessLevelId],
      foreignColumns: [accessLevels.companyId, accessLevels.id],
    }),
  ],
);

/** The venues a staff member works at. */
export const staffVenues = pgTable(
  'staff_venues',
  {
    companyId: companyId(),
    staffId: text('staff_id').notNull(),
    venueId: text('venue_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.venueId] }),
    index('staff_venues_company_venue_idx').on(t.companyId, t.venueId),
    foreignKey({
      name: 'staff_venues_staff_fk',
      columns: [t.companyId, t.staffId],
      foreignColumns: [staff.companyId, staff.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'staff_venues_venue_fk',
      columns: [t.companyId, t.venueId],
      foreignColumns: [venues.companyId, venues.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Staff competitions: a sales contest over inclusive accounting days, ranked by QUANTITY or
 * AMOUNT (minor units, gross), with a goal in that unit and a prize text. The venues, staff and
 * targets (items or categories) are in the tables below; no staff rows means every staff member.
 */
export const competitions = pgTable(
  'competitions',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    metric: text('metric').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    goal: integer('goal'),
    prize: text('prize'),
    /** The final leaderboard, frozen once the competition has ended (null while it runs). */
    result: jsonb('result'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('competitions_company_id_key').on(t.companyId, t.id),
    index('competitions_company_ends_idx').on(t.companyId, t.endsOn).where(sql`${t.deleted} = false`),
    check('competitions_metric_check', sql`${t.metric} in ('QUANTITY', 'AMOUNT')`),
    check('competitions_period_check', sql`${t.startsOn} <= ${t.endsOn}`),
  ],
);

/** The venues a competition counts sales at. */
export const competitionVenues = pgTable(
  'competition_venues',
  {
    companyId: companyId(),
    competitionId: text('competition_id').notNull(),
    venueId: text('venue_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.competitionId, t.venueId] }),
    foreignKey({
      name: 'competition_venues_competition_fk',
      columns: [t.companyId, t.competitionId],
      foreignColumns: [competitions.companyId, competitions.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'competition_venues_venue_fk',
      columns: [t.companyId, t.venueId],
      foreignColumns: [venues.companyId, venues.id],
    }).onDelete('cascade'),
  ],
);

/** The staff taking part; a competition without rows counts every staff member. */
export const competitionStaff = pgTable(
  'competition_staff',
  {
    companyId: companyId(),
    competitionId: text('competition_id').notNull(),
    staffId: text('staff_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.competitionId, t.staffId] }),
    foreignKey({
      name: 'competition_staff_competition_fk',
      columns: [t.companyId, t.competitionId],
      foreignColumns: [competitions.companyId, competitions.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'competition_staff_staff_fk',
      columns: [t.companyId, t.staffId],
      foreignColumns: [staff.companyId, staff.id],
    }).onDelete('cascade'),
  ],
);

/** What counts: items (kind ITEM) or categories (kind CATEGORY), by id. */
export const competitionTargets = pgTable(
  'competition_targets',
  {
    companyId: companyId(),
    competitionId: text('competition_id').notNull(),
    kind: text('kind').notNull(),
    targetId: text('target_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.competitionId, t.kind, t.targetId] }),
    foreignKey({
      name: 'competition_targets_competition_fk',
      columns: [t.companyId, t.competitionId],
      foreignColumns: [competitions.companyId, competitions.id],
    }).onDelete('cascade'),
    check('competition_targets_kind_check', sql`${t.kind} in ('ITEM', 'CATEGORY')`),
  ],
);
