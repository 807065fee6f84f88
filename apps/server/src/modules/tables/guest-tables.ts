// The guest side of a table's QR code: the link it carries (/{lang}/order/t/{reference}) and what
// that reference resolves to for the public guest page. The guest ordering page itself is issue
// #15; until then the page names the venue and the table.
import { buildLangSegment, CANONICAL_LANG_SEGMENTS, isUiLanguage } from '@fika/domain';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { CompanyView } from '../../kernel/company-view.ts';
import type { Db } from '../../platform/db/client.ts';
import { companies, diningTables, floorPlans, venues } from '../../platform/db/schema/index.ts';
import { tableIdOfReference, tableReference } from './table-ref.ts';

/** The public page a guest's phone opens for a table, in the company's language and country. */
export function guestTableUrl(config: Config, company: CompanyView, tableId: string): string {
  const language = isUiLanguage(company.defaultLanguage) ? company.defaultLanguage : 'en';
  let segment = CANONICAL_LANG_SEGMENTS[language];
  try {
    segment = buildLangSegment(language, company.country);
  } catch {
    // A country code that cannot be a segment: the language's own segment still opens the page.
  }
  return `${config.publicUrl}/${segment}/order/t/${tableReference(config.jwtSecret, tableId)}`;
}

export interface GuestTable {
  companyName: string;
  venueName: string;
  floorPlanName: string;
  tableCode: string;
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
  const { active: _active, venueActive: _venueActive, ...table } = row;
  return table;
}
