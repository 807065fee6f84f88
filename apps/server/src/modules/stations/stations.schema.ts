import { builder } from '../../kernel/builder.ts';
import { LinkedItemRef, POS } from '../catalogue/links.types.ts';
import * as stations from './stations.service.ts';

const StationRef = builder.objectRef<stations.StationView>('Station').implement({
  description: 'Where order lines are sent (kitchen, bar); without a venue it serves every venue.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    venueId: t.exposeID('venueId', { nullable: true }),
    items: t.field({ type: [LinkedItemRef], description: 'By title.', resolve: (s) => s.items }),
    itemIds: t.idList({ resolve: (s) => s.items.map((i) => i.id) }),
  }),
});

const StationInput = builder.inputType('StationInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    venueId: t.id({ description: 'A venue the caller may see; null: every venue.' }),
    itemIds: t.idList({
      description: 'Given, exactly these items are sent to the station; left out, they stay.',
    }),
  }),
});

builder.queryFields((t) => ({
  stations: t.field({
    type: [StationRef],
    authScopes: POS,
    description: 'The stations the caller may see (of their venues, or of every venue), by name.',
    resolve: (_root, _args, ctx) => stations.listStations(ctx),
  }),
  station: t.field({
    type: StationRef,
    authScopes: POS,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => stations.getStation(ctx, String(id)),
  }),
}));

builder.mutationFields((t) => ({
  createStation: t.field({
    type: StationRef,
    authScopes: POS,
    args: { input: t.arg({ type: StationInput, required: true }) },
    resolve: (_root, { input }, ctx) => stations.saveStation(ctx, null, input),
  }),
  updateStation: t.field({
    type: StationRef,
    authScopes: POS,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: StationInput, required: true }) },
    resolve: (_root, { id, input }, ctx) => stations.saveStation(ctx, String(id), input),
  }),
}));
