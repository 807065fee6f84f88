// The tables module's tables: floor plans of a venue (Inside, Terrace…) and the tables on them.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, companyId, createdAt } from './columns.ts';
import { venues } from './venues.ts';

/** A labelled area drawn on a floor plan (bar, kitchen door): grid units, rotation in degrees. */
export interface FloorPlanArea {
  id: string;
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

/**
 * Floor plans (§3: name, venue, company): a grid of `width` × `height` units with labelled areas.
 * `version` goes up with every save, so a second manager saving an older copy is told it changed.
 */
export const floorPlans = pgTable(
  'floor_plans',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    venueId: text('venue_id').notNull(),
    name: text('name').notNull(),
    position: smallint('position').notNull().default(0),
    width: smallint('width').notNull().default(40),
    height: smallint('height').notNull().default(24),
    areas: jsonb('areas').$type<FloorPlanArea[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('floor_plans_company_id_key').on(t.companyId, t.id),
    unique('floor_plans_company_venue_id_key').on(t.companyId, t.venueId, t.id),
    uniqueIndex('floor_plans_venue_name_key')
      .on(t.companyId, t.venueId, sql`lower(${t.name})`)
      .where(sql`${t.deleted} = false`),
    foreignKey({
      name: 'floor_plans_venue_fk',
      columns: [t.companyId, t.venueId],
      foreignColumns: [venues.companyId, venues.id],
    }).onDelete('cascade'),
    check('floor_plans_size_check', sql`${t.width} between 4 and 200 and ${t.height} between 4 and 200`),
  ],
);

/**
 * Tables (§3: code, posX, posY, rotation, floor plan, venue, deleted flag) with seats, shape
 * (SQUARE, ROUND, RECTANGLE), size in grid units, section and active. Positions are the table's
 * top-left corner in grid units on its floor plan; rotation is degrees in 15° steps (0–345).
 * Deleting keeps the row (deleted = true): past orders keep their table code.
 */
export const diningTables = pgTable(
  'dining_tables',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    venueId: text('venue_id').notNull(),
    floorPlanId: text('floor_plan_id').notNull(),
    code: text('code').notNull(),
    seats: smallint('seats').notNull().default(4),
    shape: text('shape').notNull().default('SQUARE'),
    width: smallint('width').notNull().default(2),
    height: smallint('height').notNull().default(2),
    posX: smallint('pos_x').notNull().default(0),
    posY: smallint('pos_y').notNull().default(0),
    rotation: smallint('rotation').notNull().default(0),
    section: text('section').notNull().default(''),
    active: boolean('active').notNull().default(true),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('dining_tables_company_id_key').on(t.companyId, t.id),
    uniqueIndex('dining_tables_plan_code_key')
      .on(t.companyId, t.floorPlanId, sql`lower(${t.code})`)
      .where(sql`${t.deleted} = false`),
    index('dining_tables_company_venue_idx').on(t.companyId, t.venueId).where(sql`${t.deleted} = false`),
    foreignKey({
      name: 'dining_tables_plan_fk',
      columns: [t.companyId, t.venueId, t.floorPlanId],
      foreignColumns: [floorPlans.companyId, floorPlans.venueId, floorPlans.id],
    }).onDelete('cascade'),
    check('dining_tables_shape_check', sql`${t.shape} in ('SQUARE', 'ROUND', 'RECTANGLE')`),
    check('dining_tables_seats_check', sql`${t.seats} between 0 and 100`),
    check('dining_tables_size_check', sql`${t.width} between 1 and 50 and ${t.height} between 1 and 50`),
    check('dining_tables_position_check', sql`${t.posX} >= 0 and ${t.posY} >= 0`),
    check('dining_tables_rotation_check', sql`${t.rotation} between 0 and 345 and ${t.rotation} % 15 = 0`),
  ],
);
