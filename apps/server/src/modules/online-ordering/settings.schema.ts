// GraphQL of a venue's online-ordering settings (issue #15 point 3, §7 manageOnlineOrdering and the
// cloud configuration): any company user (online ordering has no scope of its own, §6) for a venue
// they may see; the services check the venue.
import QRCode from 'qrcode';
import { builder } from '../../kernel/builder.ts';
import { notFound } from '../../kernel/errors.ts';
import { requireUser } from '../../kernel/guards.ts';
import { venueScope } from '../../kernel/tenant.ts';
import { loadOnlineConfiguration, type OnlineOrderingConfiguration } from './configuration.ts';
import * as settings from './settings.service.ts';

const USER = { companyUser: true } as const;

const ServiceMenuRef = builder
  .objectRef<{ serviceType: string; menuId: string }>('OnlineServiceMenu')
  .implement({
    description: 'The menu guests order from for one service type.',
    fields: (t) => ({
      serviceType: t.exposeString('serviceType', { description: 'TAKE_AWAY, EAT_HERE or TABLE_SERVICE.' }),
      menuId: t.exposeID('menuId'),
    }),
  });

const VenueMenuRef = builder.objectRef<{ id: string; name: string }>('OnlineVenueMenu').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const SettingsRef = builder.objectRef<settings.OnlineSettingsView>('OnlineOrderingSettings').implement({
  description: 'A venue’s online ordering (issue #15). Money in minor units, times in minutes.',
  fields: (t) => ({
    venueId: t.exposeID('venueId'),
    saved: t.exposeBoolean('saved', { description: 'false: nothing was saved yet, these are the defaults.' }),
    enabled: t.exposeBoolean('enabled'),
    slug: t.exposeString('slug', { description: 'The guest page’s address: /order/{slug}.' }),
    guestUrl: t.exposeString('guestUrl'),
    qrSvg: t.string({
      description: 'The QR code of guestUrl as an SVG document.',
      resolve: (s) => QRCode.toString(s.guestUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    }),
    guestName: t.exposeString('guestName', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    contactEmail: t.exposeString('contactEmail', { nullable: true }),
    contactPhone: t.exposeString('contactPhone', { nullable: true }),
    imageId: t.exposeID('imageId', { nullable: true }),
    serviceTypes: t.exposeStringList('serviceTypes'),
    serviceMenus: t.field({ type: [ServiceMenuRef], resolve: (s) => s.serviceMenus }),
    preparationMinutes: t.exposeInt('preparationMinutes'),
    pickupSlotMinutes: t.exposeInt('pickupSlotMinutes'),
    minOrderAmount: t.exposeInt('minOrderAmount'),
    tipsEnabled: t.exposeBoolean('tipsEnabled'),
    cardPayments: t.exposeBoolean('cardPayments'),
    counterPayments: t.exposeBoolean('counterPayments'),
    pausedUntil: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.pausedUntil }),
    venueMenus: t.field({
      type: [VenueMenuRef],
      description: 'The menus a service type may use: the venue’s menus.',
      resolve: (s) => s.venueMenus,
    }),
    blockers: t.exposeStringList('blockers', {
      description: 'Message keys of what keeps the venue from being switched on (empty: it can be).',
    }),
  }),
});

const ServiceMenusInput = builder.inputType('OnlineServiceMenusInput', {
  description: 'The menu per service type; null or left out: none.',
  fields: (t) => ({
    TAKE_AWAY: t.id(),
    EAT_HERE: t.id(),
    TABLE_SERVICE: t.id(),
  }),
});

const SettingsInput = builder.inputType('OnlineOrderingSettingsInput', {
  fields: (t) => ({
    serviceTypes: t.stringList({
      required: true,
      description: 'A subset of TAKE_AWAY, EAT_HERE, TABLE_SERVICE.',
    }),
    menus: t.field({
      type: ServiceMenusInput,
      description: 'Each offered service type needs one of the venue’s menus.',
    }),
    preparationMinutes: t.int({ required: true, description: '0–480.' }),
    pickupSlotMinutes: t.int({ required: true, description: '5, 10, 15, 20, 30, 45, 60, 90 or 120.' }),
    minOrderAmount: t.int({ required: true, description: 'Minor units, 0: none.' }),
    tipsEnabled: t.boolean(),
    cardPayments: t.boolean(),
    counterPayments: t.boolean(),
    guestName: t.string(),
    description: t.string(),
    contactEmail: t.string(),
    contactPhone: t.string(),
    imageId: t.id({ description: 'An image of the company’s library.' }),
    slug: t.string({ required: true, description: 'The slug rule’s form (§9), 3–60 characters, unique.' }),
  }),
});

const IntervalRef = builder
  .objectRef<{ startMinute: number; endMinute: number }>('OnlineConfigurationInterval')
  .implement({
    fields: (t) => ({ startMinute: t.exposeInt('startMinute'), endMinute: t.exposeInt('endMinute') }),
  });

const WeeklyRef = builder
  .objectRef<OnlineOrderingConfiguration['openingHours'][number]>('OnlineConfigurationHours')
  .implement({
    fields: (t) => ({
      weekday: t.exposeString('weekday'),
      startMinute: t.exposeInt('startMinute'),
      endMinute: t.exposeInt('endMinute', { description: 'Past 1440: into the next day.' }),
    }),
  });

const ExceptionRef = builder
  .objectRef<OnlineOrderingConfiguration['exceptions'][number]>('OnlineConfigurationException')
  .implement({
    fields: (t) => ({
      date: t.exposeString('date', { description: 'YYYY-MM-DD in the venue’s time zone.' }),
      closed: t.exposeBoolean('closed'),
      intervals: t.field({ type: [IntervalRef], resolve: (e) => e.intervals }),
      note: t.exposeString('note', { nullable: true }),
    }),
  });

const ConfigurationRef = builder
  .objectRef<OnlineOrderingConfiguration>('OnlineOrderingConfiguration')
  .implement({
    description:
      'The cloud configuration for online ordering (§7): what terminals (feed list onlineOrdering) and the guest page get.',
    fields: (t) => ({
      venueId: t.exposeID('id'),
      enabled: t.exposeBoolean('enabled'),
      slug: t.exposeString('slug'),
      guestName: t.exposeString('guestName', { nullable: true }),
      description: t.exposeString('description', { nullable: true }),
      contactEmail: t.exposeString('contactEmail', { nullable: true }),
      contactPhone: t.exposeString('contactPhone', { nullable: true }),
      imageId: t.exposeID('imageId', { nullable: true }),
      timezone: t.exposeString('timezone'),
      serviceTypes: t.exposeStringList('serviceTypes'),
      serviceMenus: t.field({ type: [ServiceMenuRef], resolve: (c) => c.serviceMenus }),
      preparationMinutes: t.exposeInt('preparationMinutes'),
      pickupSlotMinutes: t.exposeInt('pickupSlotMinutes'),
      minOrderAmount: t.exposeInt('minOrderAmount'),
      tipsEnabled: t.exposeBoolean('tipsEnabled'),
      cardPayments: t.exposeBoolean('cardPayments'),
      counterPayments: t.exposeBoolean('counterPayments'),
      pausedUntil: t.exposeString('pausedUntil', { nullable: true, description: 'ISO instant.' }),
      openingHours: t.field({ type: [WeeklyRef], resolve: (c) => c.openingHours }),
      exceptions: t.field({
        type: [ExceptionRef],
        description: 'From yesterday to 60 days ahead, by date.',
        resolve: (c) => c.exceptions,
      }),
    }),
  });

builder.queryFields((t) => ({
  onlineOrderingSettings: t.field({
    type: SettingsRef,
    authScopes: USER,
    args: { venueId: t.arg.id({ required: true }) },
    resolve: (_root, { venueId }, ctx) => settings.getOnlineOrderingSettings(ctx, String(venueId)),
  }),
  onlineOrderingConfiguration: t.field({
    type: ConfigurationRef,
    authScopes: USER,
    args: { venueId: t.arg.id({ required: true }) },
    resolve: async (_root, { venueId }, ctx) => {
      const user = requireUser(ctx);
      await venueScope(ctx.db, user, String(venueId));
      const configuration = await loadOnlineConfiguration(ctx.db, user.company.id, String(venueId));
      if (!configuration) throw notFound('Venue');
      return configuration;
    },
  }),
}));

builder.mutationFields((t) => ({
  updateOnlineOrderingSettings: t.field({
    type: SettingsRef,
    authScopes: USER,
    description:
      'Saves a venue’s settings and service menus (the cloud configuration for online ordering, §7).',
    args: {
      venueId: t.arg.id({ required: true }),
      input: t.arg({ type: SettingsInput, required: true }),
    },
    resolve: (_root, { venueId, input }, ctx) =>
      settings.updateOnlineOrderingSettings(ctx, String(venueId), input),
  }),
  manageOnlineOrdering: t.field({
    type: SettingsRef,
    authScopes: USER,
    description:
      'Switches a venue’s online ordering on or off (§7). On needs a service type with a menu and opening hours.',
    args: { venueId: t.arg.id({ required: true }), enabled: t.arg.boolean({ required: true }) },
    resolve: (_root, { venueId, enabled }, ctx) =>
      settings.manageOnlineOrdering(ctx, String(venueId), enabled),
  }),
}));
