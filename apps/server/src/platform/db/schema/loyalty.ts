// The loyalty module's tables: members (guests who joined), their membership levels, points with a
// history, stamp cards and promo codes, and the one-time codes members sign in with.
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
import { categories, images, items } from './catalogue.ts';
import { at, companyId, createdAt } from './columns.ts';
import { offers } from './offers.ts';

/** Texts in the company languages (se, en, es, no); a missing language falls back to another. */
export type LocalizedText = Partial<Record<'se' | 'en' | 'es' | 'no', string>>;

/**
 * Membership levels (§3): title and description in four languages, a discount on the member's
 * orders, the points at which a member reaches the level, colours, image, and one default (the
 * level a new member starts at). At most one default per company by index; the service keeps
 * exactly one.
 */
export const membershipLevels = pgTable(
  'membership_levels',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull().default({}),
    discountPercentage: smallint('discount_percentage').notNull().default(0),
    pointsRequired: integer('points_required').notNull().default(0),
    primaryColor: text('primary_color').notNull().default('#1f6f5c'),
    secondaryColor: text('secondary_color').notNull().default('#f4efe6'),
    imageId: text('image_id'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('membership_levels_company_id_key').on(t.companyId, t.id),
    uniqueIndex('membership_levels_one_default').on(t.companyId).where(sql`${t.isDefault}`),
    uniqueIndex('membership_levels_points_key').on(t.companyId, t.pointsRequired),
    foreignKey({
      name: 'membership_levels_image_fk',
      columns: [t.companyId, t.imageId],
      foreignColumns: [images.companyId, images.id],
    }),
    check('membership_levels_discount_check', sql`${t.discountPercentage} between 0 and 100`),
    check('membership_levels_points_check', sql`${t.pointsRequired} >= 0`),
  ],
);

/**
 * Members: guests who joined a company's loyalty programme. Personal data: deleting a member
 * removes the row and its history (orders keep their sums, not the member). `points` is the balance
 * (never negative); `search` is what the back office's member search matches.
 */
export const members = pgTable(
  'members',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    email: text('email').notNull(),
    name: text('name'),
    phone: text('phone'),
    membershipLevelId: text('membership_level_id'),
    points: integer('points').notNull().default(0),
    /** Orders placed as this member, kept by the order intake. */
    orderCount: integer('order_count').notNull().default(0),
    lastOrderAt: at('last_order_at'),
    joinedAt: at('joined_at').notNull().defaultNow(),
    search: text('search')
      .notNull()
      .generatedAlwaysAs(sql`lower(coalesce(name, '') || ' ' || email || ' ' || coalesce(phone, ''))`),
  },
  (t) => [
    unique('members_company_id_key').on(t.companyId, t.id),
    uniqueIndex('members_company_email_key').on(t.companyId, sql`lower(${t.email})`),
    index('members_company_joined_idx').on(t.companyId, t.joinedAt, t.id),
    // The back office's member search (a word anywhere in name, e-mail or phone): trigrams, so
    // 100,000 members answer in milliseconds (pg_trgm, created by migration 0017).
    index('members_search_trgm_idx').using('gin', sql`${t.search} gin_trgm_ops`),
    foreignKey({
      name: 'members_level_fk',
      columns: [t.companyId, t.membershipLevelId],
      foreignColumns: [membershipLevels.companyId, membershipLevels.id],
    }),
    check('members_points_check', sql`${t.points} >= 0`),
  ],
);

/**
 * Every change of a member's points: earned by an order (EARN), taken back by its refund
 * (REVERSE), or set by a back-office user with a reason (MANUAL). An order earns once and is
 * reversed once, whatever retries run.
 */
export const memberPoints = pgTable(
  'member_points',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    memberId: text('member_id').notNull(),
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason'),
    orderId: text('order_id'),
    userId: text('user_id'),
    actorName: text('actor_name'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('member_points_member_idx').on(t.companyId, t.memberId, t.at),
    uniqueIndex('member_points_order_kind_key').on(t.orderId, t.kind).where(sql`${t.orderId} is not null`),
    foreignKey({
      name: 'member_points_member_fk',
      columns: [t.companyId, t.memberId],
      foreignColumns: [members.companyId, members.id],
    }).onDelete('cascade'),
    check('member_points_kind_check', sql`${t.kind} in ('EARN', 'REVERSE', 'MANUAL')`),
    check('member_points_balance_check', sql`${t.balanceAfter} >= 0`),
  ],
);

/**
 * One-time sign-in codes e-mailed to guests (members sign in on the guest page with them). Only
 * the code's hash is kept; `attempts` counts wrong tries, and a code is dead after too many.
 */
export const memberCodes = pgTable(
  'member_codes',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('member_codes_email_idx').on(t.companyId, sql`lower(${t.email})`, t.createdAt)],
);

/**
 * Stamp cards (§3): buying a target item (or one of a target category) earns a stamp; at
 * `stamps_required` stamps the member gets the reward — a free item or an offer. Stamps expire
 * `expiry_days` after the last one (null: never).
 */
export const stampCards = pgTable(
  'stamp_cards',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    stampsRequired: smallint('stamps_required').notNull(),
    /** ITEM or OFFER. */
    rewardKind: text('reward_kind').notNull(),
    rewardItemId: text('reward_item_id'),
    rewardOfferId: text('reward_offer_id'),
    expiryDays: smallint('expiry_days'),
    channels: text('channels').array().notNull().default(sql`'{POS,ONLINE}'::text[]`),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('stamp_cards_company_id_key').on(t.companyId, t.id),
    foreignKey({
      name: 'stamp_cards_reward_item_fk',
      columns: [t.companyId, t.rewardItemId],
      foreignColumns: [items.companyId, items.id],
    }),
    foreignKey({
      name: 'stamp_cards_reward_offer_fk',
      columns: [t.rewardOfferId],
      foreignColumns: [offers.id],
    }),
    check('stamp_cards_required_check', sql`${t.stampsRequired} between 1 and 100`),
    check(
      'stamp_cards_reward_check',
      sql`(${t.rewardKind} = 'ITEM' and ${t.rewardItemId} is not null and ${t.rewardOfferId} is null) or (${t.rewardKind} = 'OFFER' and ${t.rewardOfferId} is not null and ${t.rewardItemId} is null)`,
    ),
    check('stamp_cards_expiry_check', sql`${t.expiryDays} is null or ${t.expiryDays} between 1 and 3650`),
    check('stamp_cards_channels_check', sql`${t.channels} <@ array['POS', 'ONLINE']::text[]`),
  ],
);

/** What earns a stamp: an item, or any item of a category (exactly one of the two). */
export const stampCardTargets = pgTable(
  'stamp_card_targets',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    stampCardId: text('stamp_card_id').notNull(),
    itemId: text('item_id'),
    categoryId: text('category_id'),
  },
  (t) => [
    index('stamp_card_targets_card_idx').on(t.companyId, t.stampCardId),
    foreignKey({
      name: 'stamp_card_targets_card_fk',
      columns: [t.companyId, t.stampCardId],
      foreignColumns: [stampCards.companyId, stampCards.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'stamp_card_targets_item_fk',
      columns: [t.companyId, t.itemId],
      foreignColumns: [items.companyId, items.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'stamp_card_targets_category_fk',
      columns: [t.companyId, t.categoryId],
      foreignColumns: [categories.companyId, categories.id],
    }).onDelete('cascade'),
    check('stamp_card_targets_one_check', sql`(${t.itemId} is null) <> (${t.categoryId} is null)`),
  ],
);

/** A member's progress on a stamp card: stamps collected, rewards earned and not yet used. */
export const memberStamps = pgTable(
  'member_stamps',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    memberId: text('member_id').notNull(),
    stampCardId: text('stamp_card_id').notNull(),
    stamps: smallint('stamps').notNull().default(0),
    rewardsAvailable: smallint('rewards_available').notNull().default(0),
    rewardsEarned: integer('rewards_earned').notNull().default(0),
    lastStampAt: at('last_stamp_at'),
  },
  (t) => [
    uniqueIndex('member_stamps_member_card_key').on(t.memberId, t.stampCardId),
    foreignKey({
      name: 'member_stamps_member_fk',
      columns: [t.companyId, t.memberId],
      foreignColumns: [members.companyId, members.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'member_stamps_card_fk',
      columns: [t.companyId, t.stampCardId],
      foreignColumns: [stampCards.companyId, stampCards.id],
    }).onDelete('cascade'),
    check('member_stamps_counts_check', sql`${t.stamps} >= 0 and ${t.rewardsAvailable} >= 0`),
  ],
);

/**
 * Stamps an order gave (EARN) or its refund took back (REVERSE), per stamp card: once each per
 * order, so a retried completion or refund changes nothing.
 */
export const memberStampEvents = pgTable(
  'member_stamp_events',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    memberId: text('member_id').notNull(),
    stampCardId: text('stamp_card_id').notNull(),
    orderId: text('order_id').notNull(),
    kind: text('kind').notNull(),
    stamps: smallint('stamps').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_stamp_events_once_key').on(t.orderId, t.stampCardId, t.kind),
    index('member_stamp_events_member_idx').on(t.companyId, t.memberId, t.at),
    foreignKey({
      name: 'member_stamp_events_member_fk',
      columns: [t.companyId, t.memberId],
      foreignColumns: [members.companyId, members.id],
    }).onDelete('cascade'),
    check('member_stamp_events_kind_check', sql`${t.kind} in ('EARN', 'REVERSE')`),
  ],
);

/**
 * Promo codes (§3, §5): a code guests type, titled in three languages (en, es, se), granting a
 * membership level and/or an offer. `uses` counts redemptions and is raised only while below
 * `max_uses` (one conditional UPDATE: two guests at the same moment cannot both take the last).
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    code: text('code').notNull(),
    title: jsonb('title').$type<Partial<Record<'en' | 'es' | 'se', string>>>().notNull().default({}),
    membershipLevelId: text('membership_level_id'),
    offerId: text('offer_id'),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    maxUses: integer('max_uses'),
    maxUsesPerMember: integer('max_uses_per_member'),
    uses: integer('uses').notNull().default(0),
    channels: text('channels').array().notNull().default(sql`'{POS,ONLINE}'::text[]`),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('promo_codes_company_id_key').on(t.companyId, t.id),
    uniqueIndex('promo_codes_company_code_key').on(t.companyId, sql`lower(${t.code})`),
    foreignKey({
      name: 'promo_codes_level_fk',
      columns: [t.companyId, t.membershipLevelId],
      foreignColumns: [membershipLevels.companyId, membershipLevels.id],
    }),
    foreignKey({
      name: 'promo_codes_offer_fk',
      columns: [t.offerId],
      foreignColumns: [offers.id],
    }),
    check(
      'promo_codes_limits_check',
      sql`(${t.maxUses} is null or ${t.maxUses} > 0) and (${t.maxUsesPerMember} is null or ${t.maxUsesPerMember} > 0)`,
    ),
    check(
      'promo_codes_uses_check',
      sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`,
    ),
    check(
      'promo_codes_dates_check',
      sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`,
    ),
    check('promo_codes_channels_check', sql`${t.channels} <@ array['POS', 'ONLINE']::text[]`),
  ],
);
