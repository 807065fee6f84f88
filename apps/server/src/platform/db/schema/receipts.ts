// The receipts module's tables: the company's receipt template with per-venue overrides, and the
// immutable versions of it that issued receipts keep (an order records the version it was issued
// with, so editing the template never rewrites a receipt already handed out).
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, companyId, createdAt } from './columns.ts';
import { users } from './users.ts';
import { venues } from './venues.ts';

/**
 * What a receipt shows, as the screen edits it: which optional lines are printed (keys of the
 * receipts module's line catalogue) and any further options the module defines.
 */
export type ReceiptTemplateOptions = Record<string, unknown>;

/**
 * The receipt template: the company's (venue_id null) and at most one override per venue. Fields
 * left null on an override fall back to the company's.
 */
export const receiptTemplates = pgTable(
  'receipt_templates',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    /** Null: the company's template, used by every venue without an override. */
    venueId: text('venue_id'),
    /** An image of the company's image library. */
    logoImageId: text('logo_image_id'),
    headerText: text('header_text'),
    footerText: text('footer_text'),
    /** A language code; null: the venue's country language. */
    language: text('language'),
    /** Print a QR code linking to the digital receipt. */
    showQrCode: boolean('show_qr_code'),
    options: jsonb('options').$type<ReceiptTemplateOptions>().notNull().default({}),
    /** Bumped on every save; the saved content is kept in receipt_template_versions. */
    version: integer('version').notNull().default(1),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: at('updated_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('receipt_templates_company_key').on(t.companyId).where(sql`${t.venueId} is null`),
    uniqueIndex('receipt_templates_venue_key')
      .on(t.companyId, t.venueId)
      .where(sql`${t.venueId} is not null`),
    foreignKey({
      name: 'receipt_templates_venue_fk',
      columns: [t.companyId, t.venueId],
      foreignColumns: [venues.companyId, venues.id],
    }).onDelete('cascade'),
  ],
);

/** One saved state of a template, never changed: the effective template an issued receipt used. */
export const receiptTemplateVersions = pgTable(
  'receipt_template_versions',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    templateId: text('template_id')
      .notNull()
      .references(() => receiptTemplates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** The whole effective template as saved (company fields merged under the venue's). */
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('receipt_template_versions_key').on(t.templateId, t.version),
    index('receipt_template_versions_company_idx').on(t.companyId, t.createdAt),
  ],
);

/**
 * One printed receipt copy a till reported, by the id the till gave it: a retried report (lost
 * answer, flaky network) finds its row and is not counted twice.
 */
export const receiptCopyRequests = pgTable(
  'receipt_copy_requests',
  {
    companyId: companyId(),
    venueId: text('venue_id').notNull(),
    clientOrderId: text('client_order_id').notNull(),
    copyId: text('copy_id').notNull(),
    /** The order's copy count this report produced, answered again on a retry. */
    receiptCopies: integer('receipt_copies').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({
      name: 'receipt_copy_requests_pk',
      columns: [t.companyId, t.venueId, t.clientOrderId, t.copyId],
    }),
  ],
);
