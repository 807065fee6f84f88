// The guest side of a table's QR code: what its signed reference resolves to for the public guest
// page, with the venue's guest page address (the link itself is built in online-ordering's
// guest-links.ts: /{lang}/order/{slug}?table={reference}; codes printed before #15 carry
// /{lang}/order/t/{reference}, which the guest page resolves here and continues at the slug).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { companies, diningTables, floorPlans, venues } from '../../platform/db/schema/index.ts';
import { tableIdOfReference } from '../online-ordering/table-ref.ts';
import { venueSlug } from '../online-ordering/venue-slug.ts';

export interface GuestTable {
  companyName: string;
  venueName: string;
  floorPlanName: string;
  tableCode: string;
  /** The venue's guest page address (/order/{venueSlug}). */
  venueSlug: string;
}

/**
 * What a table reference names: the table, or 'missing' (malformed, forged, or a table, plan or
 * venue that has been deleted) or 'inactive' (the table or its venue is switched off).
 */
export async function resolveGuestTable(
  db: Db,
  secret: string,
  reference: string,
): Promise<GuestTable | 'missing' | 'inactive'> {
  const tableId = tableIdOfReference(secret, reference);
  if (!tableId) return 'missing';
  const [row] = await db
    .select({
      companyId: diningTables.companyId,
      venueId: diningTables.venueId,
      companyName: companies.name,
      venueName: venues.name,
      floorPlanName: floorPlans.name,
      tableCode: diningTables.code,
      active: diningTables.active,
      venueActive: venues.active,
    })
    .from(diningTables)
    .innerJoin(
      floorPlans,
      and(eq(floorPlans.id, diningTables.floorPlanId), eq(floorPlans.companyId, diningTables.companyId)),
    )
    .innerJoin(venues, and(eq(venues.id, diningTables.venueId), eq(venues.companyId, diningTables.companyId)))
    .innerJoin(companies, eq(companies.id, diningTables.companyId))
    .where(
      and(
        eq(diningTables.id, tableId),
        eq(diningTables.deleted, false),
        eq(floorPlans.deleted, false),
        eq(venues.deleted, false),
      ),
    );
  if (!row) return 'missing';
  if (!row.active || !row.venueActive) return 'inactive';
  const { active: _active, venueActive: _venueActive, companyId, venueId, ...table } = row;
  return { ...table, venueSlug: await venueSlug(db, companyId, venueId) };
}
