import { foreignKey, index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { at, companyId, createdAt } from './columns.ts';
import { users } from './users.ts';
import { venues } from './venues.ts';

/**
 * POS terminals of a venue and their device credentials. The credential ('<id>.<secret>') is shown
 * once when issued; only the SHA-256 of the secret is kept.
 */
export const terminals = pgTable(
  'terminals',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    venueId: text('venue_id').notNull(),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastSeenAt: at('last_seen_at'),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('terminals_company_id_key').on(t.companyId, t.id),
    index('terminals_company_venue_idx').on(t.companyId, t.venueId, t.createdAt),
    foreignKey({
      name: 'terminals_venue_fk',
      columns: [t.companyId, t.venueId],
      foreignColumns: [venues.companyId, venues.id],
    }).onDelete('cascade'),
  ],
);
