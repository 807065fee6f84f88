// Competitions in deleteNode (§7, kernel/deletion.ts): nothing depends on one; the soft delete keeps
// the row (and its frozen result) out of every list. A venue-restricted user's lock finds only the
// competitions whose venues are all theirs, as the list shows them.
import { canAccessVenue } from '@fika/domain';
import { and, eq } from 'drizzle-orm';
import { type DeletableKind, lockLiveRow } from '../../kernel/deletion.ts';
import { competitions, competitionVenues } from '../../platform/db/schema/index.ts';

export const competitionDeletion: DeletableKind = {
  kind: 'COMPETITION',
  scope: 'STAFF',
  lock: async (tx, user, id) => {
    if (!(await lockLiveRow(tx, competitions, user.companyId, id))) return false;
    const venues = await tx
      .select({ venueId: competitionVenues.venueId })
      .from(competitionVenues)
      .where(and(eq(competitionVenues.companyId, user.companyId), eq(competitionVenues.competitionId, id)));
    return venues.every((v) => canAccessVenue(user.permissions, v.venueId));
  },
  dependents: async () => [],
  remove: async (tx, companyId, id) => {
    await tx
      .update(competitions)
      .set({ deleted: true, updatedAt: new Date() })
      .where(and(eq(competitions.companyId, companyId), eq(competitions.id, id)));
  },
};
