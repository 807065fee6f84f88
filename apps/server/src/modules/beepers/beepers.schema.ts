import { builder } from '../../kernel/builder.ts';
import * as beepers from './beepers.service.ts';

// Beepers are venue settings (§6 SETTINGS), within the caller's venues.
const SETTINGS = { scope: 'SETTINGS' } as const;

const BeeperInUseRef = builder.objectRef<beepers.BeeperInUse>('BeeperInUse').implement({
  description: 'A pager number held by an open order until it completes or is cancelled.',
  fields: (t) => ({
    number: t.exposeInt('number'),
    orderId: t.exposeID('orderId'),
    orderNumber: t.exposeInt('orderNumber'),
    status: t.exposeString('status', { description: 'The holding order’s status.' }),
    assignedAt: t.expose('assignedAt', { type: 'DateTime' }),
    outsideRange: t.exposeBoolean('outsideRange', {
      description: 'Handed out before the range was narrowed; freed like any other when its order completes.',
    }),
  }),
});

const BeeperSettingsRef = builder.objectRef<beepers.BeeperSettingsView>('BeeperSettings').implement({
  description: 'A venue’s pager range, how numbers are assigned, and the numbers in use and free.',
  fields: (t) => ({
    venueId: t.exposeID('venueId'),
    venueName: t.exposeString('venueName'),
    configured: t.exposeBoolean('configured', { description: 'False until a range is saved.' }),
    rangeFrom: t.exposeInt('rangeFrom', { nullable: true }),
    rangeTo: t.exposeInt('rangeTo', { nullable: true }),
    mode: t.exposeString('mode', { description: 'AUTOMATIC (the server picks) or MANUAL (staff type it).' }),
    inUse: t.field({ type: [BeeperInUseRef], resolve: (s) => s.inUse, description: 'Lowest first.' }),
    freeCount: t.exposeInt('freeCount'),
    nextFree: t.exposeInt('nextFree', { nullable: true, description: 'What AUTOMATIC hands out next.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', nullable: true }),
  }),
});

const BeeperSettingsInput = builder.inputType('BeeperSettingsInput', {
  fields: (t) => ({
    rangeFrom: t.int({ required: true, description: '1–9999.' }),
    rangeTo: t.int({ required: true, description: 'At least rangeFrom, at most 9999.' }),
    mode: t.string({ required: true, description: 'AUTOMATIC or MANUAL.' }),
  }),
});

builder.queryFields((t) => ({
  beeperOverview: t.field({
    type: [BeeperSettingsRef],
    authScopes: SETTINGS,
    description: 'Every venue the caller sees, with its beepers (Settings › Beepers).',
    resolve: (_root, _args, ctx) => beepers.beeperOverview(ctx),
  }),
  beeperSettings: t.field({
    type: BeeperSettingsRef,
    authScopes: SETTINGS,
    description: 'The venue’s beepers: range, mode, numbers in use (with the order holding each) and free.',
    args: { venueId: t.arg.id({ required: true }) },
    resolve: (_root, { venueId }, ctx) => beepers.getBeeperSettings(ctx, String(venueId)),
  }),
}));

builder.mutationFields((t) => ({
  updateBeeperSettings: t.field({
    type: BeeperSettingsRef,
    authScopes: SETTINGS,
    description:
      'Sets the venue’s pager range and mode; the range may not overlap another venue’s of the company.',
    args: {
      venueId: t.arg.id({ required: true }),
      input: t.arg({ type: BeeperSettingsInput, required: true }),
    },
    resolve: (_root, { venueId, input }, ctx) => beepers.updateBeeperSettings(ctx, String(venueId), input),
  }),
  releaseBeeper: t.field({
    type: BeeperSettingsRef,
    authScopes: SETTINGS,
    description: 'Frees a number whose order never completed (the pager is back at the counter).',
    args: { venueId: t.arg.id({ required: true }), number: t.arg.int({ required: true }) },
    resolve: (_root, { venueId, number }, ctx) => beepers.releaseBeeper(ctx, String(venueId), number),
  }),
}));
