import { builder } from '../../kernel/builder.ts';
import { LinkedItemRef, POS } from '../catalogue/links.types.ts';
import * as upsells from './upsells.service.ts';

const UpsellRef = builder.objectRef<upsells.UpsellView>('Upsell').implement({
  description: 'Suggestions the POS offers with an item (§3: name, displayOrder, items).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    displayOrder: t.exposeInt('displayOrder', { description: 'Lowest first.' }),
    items: t.field({ type: [LinkedItemRef], description: 'In order.', resolve: (u) => u.items }),
    itemIds: t.idList({ resolve: (u) => u.items.map((i) => i.id) }),
  }),
});

const UpsellInput = builder.inputType('UpsellInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    displayOrder: t.int({ description: 'Defaults to 0.' }),
    itemIds: t.idList({ description: 'The suggested items in order.' }),
  }),
});

builder.queryFields((t) => ({
  upsells: t.field({
    type: [UpsellRef],
    authScopes: POS,
    description: "The company's upsells in display order.",
    resolve: (_root, _args, ctx) => upsells.listUpsells(ctx),
  }),
  upsell: t.field({
    type: UpsellRef,
    authScopes: POS,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => upsells.getUpsell(ctx, String(id)),
  }),
}));

builder.mutationFields((t) => ({
  createUpsell: t.field({
    type: UpsellRef,
    authScopes: POS,
    args: { input: t.arg({ type: UpsellInput, required: true }) },
    resolve: (_root, { input }, ctx) => upsells.saveUpsell(ctx, null, input),
  }),
  updateUpsell: t.field({
    type: UpsellRef,
    authScopes: POS,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpsellInput, required: true }) },
    resolve: (_root, { id, input }, ctx) => upsells.saveUpsell(ctx, String(id), input),
  }),
}));
