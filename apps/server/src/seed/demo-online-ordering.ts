// The demo's online ordering (issue #15): the first venue takes orders from guests' phones for take
// away, eat here and table service, each from the menu the venue's tills use for that service type,
// so the guest page works right after `npm start` (its opening hours are the hours part's seed).
import { ONLINE_SERVICE_TYPES } from '@fika/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../platform/db/client.ts';
import { onlineOrderingSettings, onlineServiceMenus, venueMenus } from '../platform/db/schema/index.ts';

/** Switches on online ordering for `venueId` at /order/{slug}: 10 minutes' preparation, 15-minute slots. */
export async function seedDemoOnlineOrdering(
  tx: Tx,
  { companyId, venueId, slug }: { companyId: string; venueId: string; slug: string },
): Promise<void> {
  const links = await tx
    .select({ serviceType: venueMenus.serviceType, menuId: venueMenus.menuId })
    .from(venueMenus)
    .where(
      and(
        eq(venueMenus.companyId, companyId),
        eq(venueMenus.venueId, venueId),
        inArray(venueMenus.serviceType, [...ONLINE_SERVICE_TYPES]),
      ),
    );
  await tx.insert(onlineOrderingSettings).values({
    venueId,
    companyId,
    enabled: true,
    slug,
    description: 'Kaffe, kanelbullar och lunch – beställ i förväg och hämta i disken.',
    contactEmail: 'hej@demo.fika.test',
    contactPhone: '+46 8 123 45 67',
    serviceTypes: [...ONLINE_SERVICE_TYPES],
    preparationMinutes: 10,
    pickupSlotMinutes: 15,
    tipsEnabled: true,
  });
  if (links.length > 0) {
    await tx.insert(onlineServiceMenus).values(links.map((link) => ({ companyId, venueId, ...link })));
  }
}
