// A venue's guest page address (its slug), fixed on first use: printed table codes carry it. Apart
// from guest-links.ts, which settings.service.ts uses to build links, so the two do not import each other.
import type { DbOrTx } from '../../platform/db/client.ts';
import { ensureOnlineSettingsRow } from './settings.service.ts';

/**
 * The guest page address of a venue, fixed on first use: printed table codes carry it, so the
 * settings row (and with it the slug) is made now rather than computed afresh each time.
 */
export async function venueSlug(db: DbOrTx, companyId: string, venueId: string): Promise<string> {
  return (await ensureOnlineSettingsRow(db, companyId, venueId)).slug;
}

// One slug read per venue and request, however many tables a list resolves a link for.
const perRequest = new WeakMap<object, Map<string, Promise<string>>>();

/** venueSlug, read once per `request` (any object living as long as the request, e.g. the context). */
export function venueSlugOnce(
  request: object,
  db: DbOrTx,
  companyId: string,
  venueId: string,
): Promise<string> {
  let slugs = perRequest.get(request);
  if (!slugs) {
    slugs = new Map();
    perRequest.set(request, slugs);
  }
  let slug = slugs.get(venueId);
  if (!slug) {
    slug = venueSlug(db, companyId, venueId);
    slugs.set(venueId, slug);
  }
  return slug;
}
