// The applications module's table.
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
