// The item's links to modification groups, default modifications, upsells and stations: the
// catalogue owns them (items and what they link to); the linked things have modules of their own.
import { builder } from '../../kernel/builder.ts';
import * as links from './links.service.ts';
import { ItemLinksRef, idStrings, POS } from './links.types.ts';

builder.mutationFields((t) => ({
  setItemModificationGroups: t.field({
    type: ItemLinksRef,
    authScopes: POS,
    description: 'The groups offered with an item, in order; defaults of groups taken off go with them.',
    args: { itemId: t.arg.id({ required: true }), groupIds: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) =>
      links.setItemModificationGroups(ctx, String(args.itemId), idStrings(args.groupIds)),
  }),
  setItemDefaultModifications: t.field({
    type: ItemLinksRef,
    authScopes: POS,
    description: "Modifications preselected on an item: of its groups, none over a group's maxSelections.",
    args: { itemId: t.arg.id({ required: true }), modificationIds: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) =>
      links.setItemDefaultModifications(ctx, String(args.itemId), idStrings(args.modificationIds)),
  }),
  setItemUpsells: t.field({
    type: ItemLinksRef,
    authScopes: POS,
    description: 'The upsells the POS offers with an item.',
    args: { itemId: t.arg.id({ required: true }), upsellIds: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) => links.setItemUpsells(ctx, String(args.itemId), idStrings(args.upsellIds)),
  }),
  setItemStations: t.field({
    type: ItemLinksRef,
    authScopes: POS,
    description: "The stations an item's order lines go to (links to stations the caller cannot see stay).",
    args: { itemId: t.arg.id({ required: true }), stationIds: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) =>
      links.setItemStations(ctx, String(args.itemId), idStrings(args.stationIds)),
  }),
}));
