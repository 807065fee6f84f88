import { builder } from '../../kernel/builder.ts';
import type { ItemLinksView, LinkedItemView } from './item-links.ts';

// The GraphQL types this area's schema files share.

/** An item as this area's lists name it. */
export const LinkedItemRef = builder.objectRef<LinkedItemView>('LinkedItem').implement({
  description: 'An item named in a list: a group’s, upsell’s or station’s items.',
  fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title') }),
});

/** An item's lists of this area, as the set* mutations leave them. */
export const ItemLinksRef = builder.objectRef<ItemLinksView>('ItemLinks').implement({
  description: 'The modification groups, default modifications, upsells and stations of one item.',
  fields: (t) => ({
    itemId: t.exposeID('itemId'),
    modificationGroupIds: t.exposeIDList('modificationGroupIds', { description: 'In order.' }),
    defaultModificationIds: t.exposeIDList('defaultModificationIds'),
    upsellIds: t.exposeIDList('upsellIds'),
    stationIds: t.exposeIDList('stationIds'),
  }),
});

/** GraphQL ID lists arrive as strings or numbers; the services take strings. */
export const idStrings = (list: readonly (string | number)[]): string[] => list.map(String);

/** The scope every catalogue-side field of this area needs. */
export const POS = { scope: 'POS_CUSTOMIZATION' } as const;
