// The feed's beeper settings (kind 'beeperSettings'): the venue's pager range and how numbers are
// assigned, so a till knows whether to ask staff for the pager's number or let the server pick one.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { beeperSettings } from '../../platform/db/schema/index.ts';
import { within } from './online-feed.ts';

export async function loadBeeperSettings(
  db: DbOrTx,
  s: { companyId: string; venueId: string },
  ids: string[] | null,
) {
  return db
    .select({
      id: beeperSettings.id,
      venueId: beeperSettings.venueId,
      rangeFrom: beeperSettings.rangeFrom,
      rangeTo: beeperSettings.rangeTo,
      mode: beeperSettings.mode,
    })
    .from(beeperSettings)
    .where(
      and(
        eq(beeperSettings.companyId, s.companyId),
        eq(beeperSettings.venueId, s.venueId),
        within(beeperSettings.id, ids),
      ),
    );
}
