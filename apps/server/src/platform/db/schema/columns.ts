import { customType, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './venues.ts';

/** A `timestamptz` column. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** `created_at timestamptz not null default now()`. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The tenant column every company table has: `company_id not null`, removed with its company. */
export const companyId = () =>
  text('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** `bytea`: raw bytes. node-postgres hands back a Buffer, PGlite a Uint8Array; both become a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});
