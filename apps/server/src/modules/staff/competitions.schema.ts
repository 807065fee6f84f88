import { COMPETITION_METRICS, COMPETITION_STATUSES, type LeaderboardEntry } from '@fika/domain';
import { builder } from '../../kernel/builder.ts';
import * as competitions from './competitions.service.ts';

const STAFF = { scope: 'STAFF' } as const;

const CompetitionMetricEnum = builder.enumType('CompetitionMetric', { values: COMPETITION_METRICS });
const CompetitionStatusEnum = builder.enumType('CompetitionStatus', { values: COMPETITION_STATUSES });

const NamedRef = builder.objectRef<competitions.NamedRef>('NamedRef').implement({
  description: 'An id with the name people know it by.',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const LeaderboardEntryRef = builder.objectRef<LeaderboardEntry>('LeaderboardEntry').implement({
  description: 'One staff member on a competition leaderboard.',
  fields: (t) => ({
    rank: t.exposeInt('rank', { description: 'Equal values share a rank (1, 1, 3).' }),
    staffId: t.exposeID('staffId'),
    name: t.exposeString('name'),
    quantity: t.exposeFloat('quantity', { description: 'Units of the targets sold, refunds taken back.' }),
    amount: t.exposeFloat('amount', { description: 'Gross sales of the targets in minor units.' }),
    value: t.exposeFloat('value', { description: 'What the competition ranks by: quantity or amount.' }),
    progress: t.exposeFloat('progress', {
      nullable: true,
      description: 'Share of the goal reached, 0–1; null without a goal.',
    }),
  }),
});

const CompetitionRef = builder.objectRef<competitions.CompetitionView>('Competition').implement({
  description: 'A staff sales contest on items or categories over a period of accounting days.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    metric: t.field({ type: CompetitionMetricEnum, resolve: (c) => c.metric }),
    startsOn: t.exposeString('startsOn', { description: 'First accounting day, YYYY-MM-DD.' }),
    endsOn: t.exposeString('endsOn', { description: 'Last accounting day (inclusive), YYYY-MM-DD.' }),
    goal: t.exposeInt('goal', { nullable: true, description: 'In units, or minor units when AMOUNT.' }),
    prize: t.exposeString('prize', { nullable: true }),
    status: t.field({
      type: CompetitionStatusEnum,
      description: "By the accounting day of the competition's venues.",
      resolve: (c) => c.status,
    }),
    venues: t.field({ type: [NamedRef], resolve: (c) => c.venues }),
    staff: t.field({ type: [NamedRef], description: 'Empty: every staff member.', resolve: (c) => c.staff }),
    items: t.field({ type: [NamedRef], resolve: (c) => c.items }),
    categories: t.field({ type: [NamedRef], resolve: (c) => c.categories }),
    leaderboard: t.field({
      type: [LeaderboardEntryRef],
      description: 'Live while it runs; the frozen final board once finished.',
      resolve: async (c, _args, ctx) => (await competitions.leaderboardOf(ctx, c)).entries,
    }),
    leader: t.field({
      type: LeaderboardEntryRef,
      nullable: true,
      resolve: async (c, _args, ctx) => (await competitions.leaderboardOf(ctx, c)).entries[0] ?? null,
    }),
    frozenAt: t.string({
      nullable: true,
      description: 'When the final board was stored (finished competitions).',
      resolve: async (c, _args, ctx) => (await competitions.leaderboardOf(ctx, c)).frozenAt,
    }),
  }),
});

const CompetitionChoicesRef = builder
  .objectRef<{ items: competitions.NamedRef[]; categories: competitions.NamedRef[] }>('CompetitionChoices')
  .implement({
    description: 'What a competition may count: the live items and categories.',
    fields: (t) => ({
      items: t.field({ type: [NamedRef], resolve: (c) => c.items }),
      categories: t.field({ type: [NamedRef], resolve: (c) => c.categories }),
    }),
  });

const CompetitionInput = builder.inputType('CompetitionInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    startsOn: t.string({ required: true, description: 'YYYY-MM-DD.' }),
    endsOn: t.string({ required: true, description: 'YYYY-MM-DD, on or after startsOn.' }),
    // Text and Float rather than the enum and Int: a wrong value gets the translated field error.
    metric: t.string({ required: true, description: 'QUANTITY or AMOUNT.' }),
    goal: t.float({ description: 'A whole number ≥ 0; minor units when AMOUNT. Null: no goal.' }),
    prize: t.string(),
    venueIds: t.idList({ required: true }),
    staffIds: t.idList({ description: 'Empty or left out: every staff member.' }),
    itemIds: t.idList(),
    categoryIds: t.idList(),
  }),
});

builder.queryFields((t) => ({
  competitions: t.field({
    type: [CompetitionRef],
    authScopes: STAFF,
    description: 'The staff competitions the caller may see, newest period first.',
    resolve: (_root, _args, ctx) => competitions.listCompetitions(ctx),
  }),
  competition: t.field({
    type: CompetitionRef,
    authScopes: STAFF,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => competitions.getCompetition(ctx, String(id)),
  }),
  competitionChoices: t.field({
    type: CompetitionChoicesRef,
    authScopes: STAFF,
    resolve: (_root, _args, ctx) => competitions.competitionChoices(ctx),
  }),
}));

builder.mutationFields((t) => ({
  createCompetition: t.field({
    type: CompetitionRef,
    authScopes: STAFF,
    args: { input: t.arg({ type: CompetitionInput, required: true }) },
    resolve: (_root, { input }, ctx) => competitions.saveCompetition(ctx, null, input),
  }),
  updateCompetition: t.field({
    type: CompetitionRef,
    authScopes: STAFF,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CompetitionInput, required: true }) },
    resolve: (_root, { id, input }, ctx) => competitions.saveCompetition(ctx, String(id), input),
  }),
}));
