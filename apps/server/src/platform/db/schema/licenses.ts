// The licences module's tables: the company's licences (product, plan, status, the device one is
// assigned to), the pairing codes a new device shows to be claimed, and the log of every change of
// a Swedish till's control unit.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, companyId, createdAt } from './columns.ts';
import { terminals } from './terminals.ts';
import { users } from './users.ts';
import { companies } from './venues.ts';

/**
 * A licence of the company: `product` one of the licence products and device kinds (APP, EPOS,
 * KDS, TSR, CUSTOMER_DISPLAY, HANDHELD_ORDER, …), `plan` (e.g. MONTHLY, YEARLY, TRIAL), `status`
 * ACTIVE, PENDING, CANCELLED or EXPIRED. A device licence names its device; a device holds at
 * most one licence of a product.
 */
export const licenses = pgTable(
  'licenses',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    product: text('product').notNull(),
    plan: text('plan').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    deviceId: text('device_id').references(() => terminals.id, { onDelete: 'set null' }),
    /** Where it came from: trial, checkout (the billing provider's session id in source_ref), manual. */
    source: text('source').notNull().default('manual'),
    sourceRef: text('source_ref'),
    validFrom: at('valid_from').notNull().defaultNow(),
    validUntil: at('valid_until'),
    updatedAt: at('updated_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('licenses_company_idx').on(t.companyId, t.status, t.createdAt),
    uniqueIndex('licenses_device_product_key')
      .on(t.companyId, t.deviceId, t.product)
      .where(sql`${t.deviceId} is not null`),
  ],
);

/**
 * A pairing code a new device shows on its screen: the owner enters it in the back office to claim
 * the device (expires after 15 minutes, used once). The device holds the pairing's secret (only its
 * SHA-256 is kept) and collects its terminal credential with it once claimed. The company is known
 * only from the claim on.
 */
export const devicePairings = pgTable(
  'device_pairings',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    secretHash: text('secret_hash').notNull(),
    kind: text('kind').notNull().default('EPOS'),
    appVersion: text('app_version'),
    expiresAt: at('expires_at').notNull(),
    companyId: text('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    terminalId: text('terminal_id').references(() => terminals.id, { onDelete: 'cascade' }),
    claimedAt: at('claimed_at'),
    claimedBy: text('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    credentialIssuedAt: at('credential_issued_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('device_pairings_code_key').on(t.code),
    index('device_pairings_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Every change of a Swedish till's control unit (kontrollenhet): registered, changed, removed —
 * the manufacturing number, when it was registered, and who recorded it.
 */
export const controlUnitEvents = pgTable(
  'control_unit_events',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    terminalId: text('terminal_id')
      .notNull()
      .references(() => terminals.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    serial: text('serial'),
    previousSerial: text('previous_serial'),
    registeredAt: at('registered_at'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    createdAt: createdAt(),
  },
  (t) => [index('control_unit_events_terminal_idx').on(t.companyId, t.terminalId, t.createdAt)],
);
