import { builder } from '../../kernel/builder.ts';
import * as levels from './access-levels.service.ts';

const STAFF = { scope: 'STAFF' } as const;

const AccessLevelRef = builder.objectRef<levels.AccessLevelView>('AccessLevel').implement({
  description:
    'A named set of POS staff permissions (§6), with a manual-discount cap and the venues where it applies.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    permissions: t.exposeStringList('permissions', {
      description: 'POS staff permissions, in canonical order.',
    }),
    manualDiscountCap: t.exposeInt('manualDiscountCap', {
      nullable: true,
      description: 'Largest manual discount in percent (0–100); null: no cap. Only set with MANUAL_DISCOUNT.',
    }),
    venueIds: t.exposeIDList('venueIds', { description: 'Where the level applies; empty: every venue.' }),
    staffCount: t.exposeInt('staffCount', { description: 'The staff on this level whom the caller sees.' }),
    editable: t.exposeBoolean('editable', {
      description:
        'Whether the caller may change or delete it (a venue-restricted user: levels of their venues only).',
    }),
  }),
});

const AccessLevelInput = builder.inputType('AccessLevelInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    permissions: t.stringList({ required: true, description: 'POS staff permissions (§6).' }),
    manualDiscountCap: t.int({ description: 'Percent 0–100; null: no cap.' }),
    venueIds: t.idList({ description: 'Venues the caller may see; empty or null: every venue.' }),
  }),
});

builder.queryFields((t) => ({
  accessLevels: t.field({
    type: [AccessLevelRef],
    authScopes: STAFF,
    description: 'The access levels the caller sees (of their venues, or of every venue), by name.',
    resolve: (_root, _args, ctx) => levels.listAccessLevels(ctx),
  }),
  accessLevel: t.field({
    type: AccessLevelRef,
    authScopes: STAFF,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => levels.getAccessLevel(ctx, String(id)),
  }),
}));

builder.mutationFields((t) => ({
  createAccessLevel: t.field({
    type: AccessLevelRef,
    authScopes: STAFF,
    args: { input: t.arg({ type: AccessLevelInput, required: true }) },
    resolve: (_root, { input }, ctx) => levels.saveAccessLevel(ctx, null, input),
  }),
  updateAccessLevel: t.field({
    type: AccessLevelRef,
    authScopes: STAFF,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: AccessLevelInput, required: true }) },
    resolve: (_root, { id, input }, ctx) => levels.saveAccessLevel(ctx, String(id), input),
  }),
}));
