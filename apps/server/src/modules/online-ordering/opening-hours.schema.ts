import { builder } from '../../kernel/builder.ts';
import * as hours from './opening-hours.service.ts';

// Online ordering has no scope of its own (§6): any company user, within their venues.
const COMPANY_USER = { companyUser: true } as const;

const OpeningIntervalRef = builder
  .objectRef<{ startMinute: number; endMinute: number }>('OpeningInterval')
  .implement({
    description: 'Local minutes from the day’s midnight; the end may pass midnight (up to start + 1440).',
    fields: (t) => ({ startMinute: t.exposeInt('startMinute'), endMinute: t.exposeInt('endMinute') }),
  });

const WeeklyIntervalRef = builder
  .objectRef<hours.OpeningHoursView['weekly'][number]>('WeeklyOpeningInterval')
  .implement({
    description: 'An opening on a weekday in the venue’s local time, 15-minute steps.',
    fields: (t) => ({
      weekday: t.exposeString('weekday', { description: 'MONDAY … SUNDAY.' }),
      startMinute: t.exposeInt('startMinute'),
      endMinute: t.exposeInt('endMinute', { description: 'Above 1440: the next day (1500 = 01:00).' }),
    }),
  });

const OpeningExceptionRef = builder.objectRef<hours.OpeningExceptionView>('OpeningException').implement({
  description: 'A date whose weekly hours do not hold: closed, or open only in its intervals.',
  fields: (t) => ({
    id: t.exposeID('id'),
    venueId: t.exposeID('venueId'),
    date: t.exposeString('date', { description: 'YYYY-MM-DD, local to the venue.' }),
    closed: t.exposeBoolean('closed'),
    intervals: t.field({ type: [OpeningIntervalRef], resolve: (e) => e.intervals }),
    note: t.exposeString('note', { nullable: true }),
  }),
});

const OpeningHoursRef = builder.objectRef<hours.OpeningHoursView>('OpeningHours').implement({
  description: 'A venue’s opening hours for online ordering.',
  fields: (t) => ({
    venueId: t.exposeID('venueId'),
    weekly: t.field({ type: [WeeklyIntervalRef], resolve: (h) => h.weekly }),
    exceptions: t.field({
      type: [OpeningExceptionRef],
      resolve: (h) => h.exceptions,
      description: 'By date.',
    }),
  }),
});

const WeeklyIntervalInput = builder.inputType('WeeklyOpeningIntervalInput', {
  fields: (t) => ({
    weekday: t.string({ required: true, description: 'MONDAY … SUNDAY.' }),
    startMinute: t.int({ required: true, description: '0–1425 in 15-minute steps.' }),
    endMinute: t.int({ required: true, description: 'After the start, at most start + 1440.' }),
  }),
});

const OpeningIntervalInput = builder.inputType('OpeningIntervalInput', {
  fields: (t) => ({ startMinute: t.int({ required: true }), endMinute: t.int({ required: true }) }),
});

const OpeningExceptionInput = builder.inputType('OpeningExceptionInput', {
  fields: (t) => ({
    date: t.string({ required: true, description: 'YYYY-MM-DD.' }),
    closed: t.boolean({ required: true }),
    intervals: t.field({ type: [OpeningIntervalInput], description: 'Special hours; ignored when closed.' }),
    note: t.string({ description: 'E.g. "Christmas Day"; at most 200 characters.' }),
  }),
});

builder.queryFields((t) => ({
  openingHours: t.field({
    type: OpeningHoursRef,
    authScopes: COMPANY_USER,
    description: 'A venue’s weekly opening hours and date exceptions.',
    args: { venueId: t.arg.id({ required: true }) },
    resolve: (_root, { venueId }, ctx) => hours.getOpeningHours(ctx, String(venueId)),
  }),
}));

builder.mutationFields((t) => ({
  setOpeningHours: t.field({
    type: OpeningHoursRef,
    authScopes: COMPANY_USER,
    description: 'Replaces the venue’s whole week; intervals of one weekday may not overlap.',
    args: {
      venueId: t.arg.id({ required: true }),
      intervals: t.arg({ type: [WeeklyIntervalInput], required: true }),
    },
    resolve: (_root, { venueId, intervals }, ctx) => hours.setOpeningHours(ctx, String(venueId), intervals),
  }),
  saveOpeningException: t.field({
    type: OpeningExceptionRef,
    authScopes: COMPANY_USER,
    description:
      'Creates or (with id) updates a date exception; a date has at most one, a second save replaces it.',
    args: {
      venueId: t.arg.id({ required: true }),
      id: t.arg.id(),
      input: t.arg({ type: OpeningExceptionInput, required: true }),
    },
    resolve: (_root, { venueId, id, input }, ctx) =>
      hours.saveOpeningException(ctx, String(venueId), id ? String(id) : null, input),
  }),
  deleteOpeningException: t.boolean({
    authScopes: COMPANY_USER,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => hours.deleteOpeningException(ctx, String(id)),
  }),
}));
