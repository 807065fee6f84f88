import { builder } from '../../kernel/builder.ts';
import { customerPortalLink } from './billing.service.ts';

builder.queryField('customerPortalLink', (t) =>
  t.string({
    nullable: true,
    authScopes: { scope: 'FINANCE' },
    description:
      "A billing customer-portal address (valid 30 minutes) for the caller's company billing account; " +
      'null when the billing provider could not open a session.',
    args: {
      billingAccountId: t.arg.id({ required: true }),
      redirectUrl: t.arg.string({
        required: true,
        description: 'Where the portal sends the user back to: a path on this site or an http(s) URL.',
      }),
    },
    resolve: (_root, args, ctx) =>
      customerPortalLink(ctx, {
        billingAccountId: String(args.billingAccountId),
        redirectUrl: args.redirectUrl,
      }),
  }),
);
