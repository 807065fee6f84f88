import QRCode from 'qrcode';
import { builder } from '../../kernel/builder.ts';
import * as overview from './overview.service.ts';

// Online ordering has no scope of its own (§6): any company user, within their venues.
const COMPANY_USER = { companyUser: true } as const;

const OnlineVenueOverviewRef = builder
  .objectRef<overview.OnlineVenueOverview>('OnlineVenueOverview')
  .implement({
    description: 'One venue on the online-ordering overview.',
    fields: (t) => ({
      venueId: t.exposeID('venueId'),
      venueName: t.exposeString('venueName'),
      timeZone: t.exposeString('timeZone'),
      enabled: t.exposeBoolean('enabled'),
      slug: t.exposeString('slug'),
      guestUrl: t.exposeString('guestUrl', {
        description: 'The guest ordering page: …/{lang}/order/{slug}.',
      }),
      qrSvg: t.string({
        description:
          'The QR code of guestUrl as an SVG document (made here: the web bundle carries no QR encoder).',
        resolve: (v) => QRCode.toString(v.guestUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
      }),
      open: t.exposeBoolean('open', { description: 'Open now by the opening hours.' }),
      closesAt: t.field({ type: 'DateTime', nullable: true, resolve: (v) => v.closesAt }),
      opensAt: t.field({
        type: 'DateTime',
        nullable: true,
        resolve: (v) => v.opensAt,
        description: 'Within 14 days.',
      }),
      pausedUntil: t.field({ type: 'DateTime', nullable: true, resolve: (v) => v.pausedUntil }),
      acceptingOrders: t.exposeBoolean('acceptingOrders', { description: 'Enabled, open and not paused.' }),
      hasHours: t.exposeBoolean('hasHours'),
      todayOrders: t.exposeInt('todayOrders', {
        description: 'Online (APP) orders of the venue’s accounting day.',
      }),
      todaySales: t.exposeInt('todaySales', { description: 'Their paid total, minor units.' }),
      currency: t.exposeString('currency'),
    }),
  });

builder.queryFields((t) => ({
  onlineOrderingOverview: t.field({
    type: [OnlineVenueOverviewRef],
    authScopes: COMPANY_USER,
    description:
      'Every venue the caller may see: online ordering on or off, open now, paused, today’s orders.',
    resolve: (_root, _args, ctx) => overview.onlineOrderingOverview(ctx),
  }),
}));

builder.mutationFields((t) => ({
  pauseOnlineOrdering: t.field({
    type: OnlineVenueOverviewRef,
    authScopes: COMPANY_USER,
    description:
      'Takes no online orders for `minutes` (1–1440) or, with untilClosing, until the hours close.',
    args: {
      venueId: t.arg.id({ required: true }),
      minutes: t.arg.int(),
      untilClosing: t.arg.boolean(),
    },
    resolve: (_root, { venueId, minutes, untilClosing }, ctx) =>
      overview.pauseOnlineOrdering(ctx, String(venueId), { minutes, untilClosing }),
  }),
  resumeOnlineOrdering: t.field({
    type: OnlineVenueOverviewRef,
    authScopes: COMPANY_USER,
    description: 'Ends a pause: guests can order again at once.',
    args: { venueId: t.arg.id({ required: true }) },
    resolve: (_root, { venueId }, ctx) => overview.resumeOnlineOrdering(ctx, String(venueId)),
  }),
}));
