import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { at, companyId, createdAt } from './columns.ts';
import { users } from './users.ts';

/** API credentials of a company (`/api`): the secret is shown once, its SHA-256 kept. */
export const apiCredentials = pgTable(
  'api_credentials',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    /** First characters of the key, shown in the list to tell keys apart. */
    keyPrefix: text('key_prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('api_credentials_company_idx').on(t.companyId, t.createdAt)],
);
