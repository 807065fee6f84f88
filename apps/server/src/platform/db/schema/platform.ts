import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A file attached to an e-mail kept in the outbox. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  size: number;
  /** The bytes, base64. */
  content: string;
}

/** E-mails that were not sent through SMTP; shown at /dev/outbox outside production. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Attached files (Z-report PDF, report CSV) as name, type and base64 content. */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_outbox_to_idx').on(t.to, t.createdAt)],
);

/** Company applications from the public /create-company form, kept for review. */
export const companyApplications = pgTable(
  'company_applications',
  {
    id: text('id').primaryKey(),
    status: text('status').notNull().default('SUBMITTED'),
    companyName: text('company_name').notNull(),
    organizationNumber: text('organization_number').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    country: text('country').notNull(),
    bankInfo: text('bank_info').notNull(),
    companyForm: text('company_form').notNull(),
    referralId: text('referral_id'),
    businessDocumentUrl: text('business_document_url'),
    companyStreet: text('company_street').notNull(),
    companyZip: text('company_zip').notNull(),
    companyCity: text('company_city').notNull(),
    ownerFullName: text('owner_full_name').notNull(),
    ownerNationalId: text('owner_national_id').notNull(),
    ownerIdentityImageUrl: text('owner_identity_image_url'),
    ownerStreet: text('owner_street').notNull(),
    ownerCity: text('owner_city').notNull(),
    ownerZip: text('owner_zip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_applications_created_idx').on(t.createdAt)],
);

/** Client logs and analytics events posted to /telemetry. */
export const telemetryEvents = pgTable(
  'telemetry_events',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    data: jsonb('data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('telemetry_events_name_idx').on(t.name, t.createdAt)],
);
