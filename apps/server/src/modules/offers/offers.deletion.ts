// Offers in deleteNode (§7, kernel/deletion.ts). The POS layout buttons that sell a bundle offer
// are its dependents, named by their layout and page so the manager knows which tills change;
// `force` removes those buttons with the offer. The offer row stays (soft delete): past order
// lines and the per-offer rollups keep naming it.
import { and, asc, eq } from 'drizzle-orm';
import { type DeletableKind, lockLiveRow } from '../../kernel/deletion.ts';
import { forbidden } from '../../kernel/errors.ts';
import { live } from '../../kernel/tenant.ts';
import type { Tx } from '../../platform/db/client.ts';
import { layouts, offers, pageButtons, pages } from '../../platform/db/schema/index.ts';
import { isOfferEditable, offerOf } from './offers.service.ts';
import { loadOfferChildren } from './pricing-offers.ts';

/** Most page names a refusal lists; the count says how many buttons there are. */
const MAX_NAMES = 20;

async function buttonsUsing(tx: Tx, companyId: string, id: string) {
  return tx
    .select({ layout: layouts.name, page: pages.name })
    .from(pageButtons)
    .innerJoin(pages, and(eq(pages.companyId, pageButtons.companyId), eq(pages.id, pageButtons.pageId)))
    .innerJoin(layouts, and(eq(layouts.companyId, pages.companyId), eq(layouts.id, pages.layoutId)))
    .where(
      and(
        eq(pageButtons.companyId, companyId),
        eq(pageButtons.offerId, id),
        eq(pages.deleted, false),
        eq(layouts.deleted, false),
      ),
    )
    .orderBy(asc(layouts.name), asc(pages.name));
}

export const offerDeletion: DeletableKind = {
  kind: 'OFFER',
  scope: 'POS_CUSTOMIZATION',
  lock: async (tx, user, id) => {
    if (!(await lockLiveRow(tx, offers, user.companyId, id))) return false;
    if (!(await offerOf(tx, user, id).catch(() => null))) return false;
    const children = (await loadOfferChildren(tx, user.companyId, [id])).get(id);
    // Seen but reaching beyond a restricted manager's venues: theirs to read, not to delete.
    if (!isOfferEditable(user, children?.venueIds ?? [])) throw forbidden();
    return true;
  },
  dependents: async (tx, { companyId }, id) => {
    const buttons = await buttonsUsing(tx, companyId, id);
    const names = [...new Set(buttons.map((b) => `${b.layout} › ${b.page}`))].slice(0, MAX_NAMES);
    return [{ kind: 'POS_BUTTONS', count: buttons.length, names }];
  },
  remove: async (tx, companyId, id) => {
    // Buttons on deleted pages go too: nothing may point at a deleted offer.
    await tx
      .delete(pageButtons)
      .where(and(eq(pageButtons.companyId, companyId), eq(pageButtons.offerId, id)));
    await tx
      .update(offers)
      .set({ deleted: true, updatedAt: new Date() })
      .where(and(live(offers, companyId), eq(offers.id, id)));
  },
};
