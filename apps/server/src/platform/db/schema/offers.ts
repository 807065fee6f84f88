// The offers module's tables: offers (discounts, bundles, package deals and visual offers) with
// their targets, venues, schedule and steps, what terminal orders recorded against them, and the
// per-offer rollup reports and the dashboard read. The pricing engine (packages/domain) is the one
// truth of what an offer takes off; these tables only hold its inputs and its recorded results.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories, items } from './catalogue.ts';
import { at, companyId, createdAt } from './columns.ts';
import { venues } from './venues.ts';

/**
 * Offers (§3: name, discountType, type, usable in POS context). `value` is minor units for FIXED
 * and PRICE, whole percent (0–100) for PERCENTAGE. Channels POS and ONLINE; service types empty
 * means every service type; no offer_venues rows means every venue; no offer_schedules rows means
 * at any time; starts_on/ends_on bound it by the venue's local date (inclusive). Automatic offers
 * apply by themselves, the others only when staff choose them. Stacking: higher priority first;
 * an offer that does not combine takes its lines (or the order) for itself. Deleting keeps the row.
 */
export const offers = pgTable(
  'offers',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** BUNDLE, ITEM_DISCOUNT, ORDER_DISCOUNT, STAGED_BUNDLE, STAGED_INDIVIDUAL, VISUAL. */
    type: text('type').notNull(),
    /** FIXED, PERCENTAGE or PRICE. */
    discountType: text('discount_type').notNull(),
    /** Minor units for FIXED and PRICE, percent for PERCENTAGE. */
    value: integer('value').notNull().default(0),
    usableInPos: boolean('usable_in_pos').notNull().default(true),
    active: boolean('active').notNull().default(true),
    automatic: boolean('automatic').notNull().default(true),
    priority: integer('priority').notNull().default(0),
    combinable: boolean('combinable').notNull().default(true),
    channels: text('channels').array().notNull().default(sql`'{POS,ONLINE}'::text[]`),
    serviceTypes: text('service_types').array().notNull().default(sql`'{}'::text[]`),
    /** Matching units the basket must hold (item discounts, bundles); null: no minimum. */
    minQuantity: integer('min_quantity'),
    /** Basket amount before discounts the order must reach, minor units; null: no minimum. */
    minOrderAmount: integer('min_order_amount'),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('offers_company_id_key').on(t.companyId, t.id),
    index('offers_company_type_idx').on(t.companyId, t.type).where(sql`${t.deleted} = false`),
    index('offers_company_name_idx').on(t.companyId, sql`lower(${t.name})`).where(sql`${t.deleted} = false`),
    check(
      'offers_type_check',
      sql`${t.type} in ('BUNDLE', 'ITEM_DISCOUNT', 'ORDER_DISCOUNT', 'STAGED_BUNDLE', 'STAGED_INDIVIDUAL', 'VISUAL')`,
    ),
    check('offers_discount_type_check', sql`${t.discountType} in ('FIXED', 'PERCENTAGE', 'PRICE')`),
    check('offers_value_check', sql`${t.value} >= 0`),
    check('offers_percentage_check', sql`${t.discountType} <> 'PERCENTAGE' or ${t.value} <= 100`),
    check('offers_channels_check', sql`${t.channels} <@ array['POS', 'ONLINE']::text[]`),
    check(
      'offers_minimums_check',
      sql`(${t.minQuantity} is null or ${t.minQuantity} > 0) and (${t.minOrderAmount} is null or ${t.minOrderAmount} >= 0)`,
    ),
    check(
      'offers_dates_check',
      sql`${t.startsOn} is null or ${t.endsOn} is null or ${t.startsOn} <= ${t.endsOn}`,
    ),
  ],
);

/**
 * What an offer applies to: items or categories (exactly one per row). ITEM_DISCOUNT: the lines it
 * may discount (none: every line); BUNDLE: the parts of the set, `quantity` of each.
 */
export const offerTargets = pgTable(
  'offer_targets',
  {
    companyId: companyId(),
    offerId: text('offer_id').notNull(),
    position: smallint('position').notNull(),
    itemId: text('item_id'),
    categoryId: text('category_id'),
    quantity: smallint('quantity').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.position] }),
    index('offer_targets_company_item_idx').on(t.companyId, t.itemId),
    index('offer_targets_company_category_idx').on(t.companyId, t.categoryId),
    foreignKey({
      name: 'offer_targets_offer_fk',
      columns: [t.companyId, t.offerId],
      foreignColumns: [offers.companyId, offers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'offer_targets_item_fk',
      columns: [t.companyId, t.itemId],
      foreignColumns: [items.companyId, items.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'offer_targets_category_fk',
      columns: [t.companyId, t.categoryId],
      foreignColumns: [categories.companyId, categories.id],
    }).onDelete('cascade'),
    check('offer_targets_one_check', sql`(${t.itemId} is null) <> (${t.categoryId} is null)`),
    check('offer_targets_quantity_check', sql`${t.quantity} between 1 and 100`),
  ],
);

/** The venues an offer applies at; an offer without rows applies at every venue. */
export const offerVenues = pgTable(
  'offer_venues',
  {
    companyId: companyId(),
    offerId: text('offer_id').notNull(),
    venueId: text('venue_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.venueId] }),
    index('offer_venues_company_venue_idx').on(t.companyId, t.venueId),
    foreignKey({
      name: 'offer_venues_offer_fk',
      columns: [t.companyId, t.offerId],
      foreignColumns: [offers.companyId, offers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'offer_venues_venue_fk',
      columns: [t.companyId, t.venueId],
      foreignColumns: [venues.companyId, venues.id],
    }).onDelete('cascade'),
  ],
);

/**
 * When an offer applies, as menu availability does: a weekday and a half-open range
 * [start_minute, end_minute) of the venue's local day (end 1440 = midnight). None: any time.
 */
export const offerSchedules = pgTable(
  'offer_schedules',
  {
    companyId: companyId(),
    offerId: text('offer_id').notNull(),
    position: smallint('position').notNull(),
    weekday: text('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.position] }),
    index('offer_schedules_company_idx').on(t.companyId),
    foreignKey({
      name: 'offer_schedules_offer_fk',
      columns: [t.companyId, t.offerId],
      foreignColumns: [offers.companyId, offers.id],
    }).onDelete('cascade'),
    check(
      'offer_schedules_weekday_check',
      sql`${t.weekday} in ('MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY')`,
    ),
    check(
      'offer_schedules_minutes_check',
      sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute}`,
    ),
  ],
);

/** Steps of a STAGED_BUNDLE or STAGED_INDIVIDUAL offer ("Choose a main", "Choose a drink"). */
export const offerSteps = pgTable(
  'offer_steps',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    offerId: text('offer_id').notNull(),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    unique('offer_steps_company_id_key').on(t.companyId, t.id),
    uniqueIndex('offer_steps_offer_position_key').on(t.offerId, t.position),
    index('offer_steps_company_offer_idx').on(t.companyId, t.offerId),
    foreignKey({
      name: 'offer_steps_offer_fk',
      columns: [t.companyId, t.offerId],
      foreignColumns: [offers.companyId, offers.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The items a step offers. `price` is the choice's price in a STAGED_INDIVIDUAL offer (minor
 * units); null in a STAGED_BUNDLE, whose one price is the offer's value.
 */
export const offerStepChoices = pgTable(
  'offer_step_choices',
  {
    companyId: companyId(),
    offerId: text('offer_id').notNull(),
    stepId: text('step_id').notNull(),
    position: smallint('position').notNull(),
    itemId: text('item_id').notNull(),
    price: integer('price'),
  },
  (t) => [
    primaryKey({ columns: [t.stepId, t.position] }),
    index('offer_step_choices_company_offer_idx').on(t.companyId, t.offerId),
    index('offer_step_choices_company_item_idx').on(t.companyId, t.itemId),
    foreignKey({
      name: 'offer_step_choices_step_fk',
      columns: [t.companyId, t.stepId],
      foreignColumns: [offerSteps.companyId, offerSteps.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'offer_step_choices_item_fk',
      columns: [t.companyId, t.itemId],
      foreignColumns: [items.companyId, items.id],
    }).onDelete('cascade'),
    check('offer_step_choices_price_check', sql`${t.price} is null or ${t.price} >= 0`),
  ],
);

/**
 * Where a terminal's discount and the engine's recomputation disagree, or a manual discount went
 * over the staff member's cap. The order is kept as the till charged it; Monitoring lists these.
 * kind: OFFER_MISMATCH (amounts differ), OFFER_UNKNOWN (the named offer is not a live offer of the
 * company), OFFER_NOT_APPLICABLE (the engine would not apply it there and then), CAP_EXCEEDED.
 */
export const discountDifferences = pgTable(
  'discount_differences',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    venueId: text('venue_id').notNull(),
    orderId: text('order_id').notNull(),
    orderNumber: integer('order_number').notNull(),
    /** The order line concerned; null when the difference is on the whole order. */
    lineNo: integer('line_no'),
    kind: text('kind').notNull(),
    offerId: text('offer_id'),
    offerName: text('offer_name'),
    staffId: text('staff_id'),
    staffName: text('staff_name'),
    /** What the terminal took off, minor units. */
    terminalAmount: integer('terminal_amount').notNull(),
    /** What the engine (or the staff member's cap) allows, minor units. */
    expectedAmount: integer('expected_amount').notNull(),
    accountingDay: date('accounting_day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('discount_differences_company_created_idx').on(t.companyId, t.createdAt),
    index('discount_differences_company_order_idx').on(t.companyId, t.orderId),
    foreignKey({
      name: 'discount_differences_venue_fk',
      columns: [t.companyId, t.venueId],
      foreignColumns: [venues.companyId, venues.id],
    }).onDelete('cascade'),
    check(
      'discount_differences_kind_check',
      sql`${t.kind} in ('OFFER_MISMATCH', 'OFFER_UNKNOWN', 'OFFER_NOT_APPLICABLE', 'CAP_EXCEEDED')`,
    ),
  ],
);

/**
 * Discounts per offer for reports and the dashboard: per venue × accounting day × offer (offer id,
 * or 'manual' for staff's manual discounts). Kept in the order's transaction like the other
 * rollups; a refunded order takes its discounts back on the refund's day.
 */
export const offerRollups = pgTable(
  'offer_rollups',
  {
    companyId: companyId(),
    venueId: text('venue_id').notNull(),
    accountingDay: date('accounting_day', { mode: 'string' }).notNull(),
    offerKey: text('offer_key').notNull(),
    offerId: text('offer_id'),
    offerName: text('offer_name').notNull(),
    /** Order lines (or orders, for an order discount) the offer was applied to. */
    useCount: integer('use_count').notNull().default(0),
    discountAmount: integer('discount_amount').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'offer_rollups_pk',
      columns: [t.companyId, t.venueId, t.accountingDay, t.offerKey],
    }),
    index('offer_rollups_company_day_idx').on(t.companyId, t.accountingDay),
  ],
);
