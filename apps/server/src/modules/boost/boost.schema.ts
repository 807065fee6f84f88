import { builder, MutationResultRef } from '../../kernel/builder.ts';
import type { GrantOffer } from '../../platform/providers/capital.ts';
import * as boost from './boost.service.ts';

const GrantOfferRef = builder.objectRef<GrantOffer>('GrantOffer').implement({
  description: 'Capital repaid as a share of card sales.',
  fields: (t) => ({
    id: t.exposeID('id'),
    amount: t.exposeInt('amount', { description: 'Minor units of currency.' }),
    currency: t.exposeString('currency'),
    fee: t.exposeInt('fee', { description: 'The fixed fee, in minor units of currency.' }),
    repaymentRate: t.exposeInt('repaymentRate', {
      description: 'Share of daily card sales withheld for repayment, in basis points (1000 = 10 %).',
    }),
    termDays: t.exposeInt('termDays', {
      nullable: true,
      description: 'The longest the repayment may take, in days; null for a grant already taken.',
    }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

const GrantRepaymentRef = builder
  .objectRef<NonNullable<boost.AccountHolderView['repayment']>>('GrantRepayment')
  .implement({
    description: 'How far the current grant is repaid from card sales; amounts in minor units.',
    fields: (t) => ({
      grantedAt: t.expose('grantedAt', { type: 'DateTime' }),
      total: t.exposeInt('total', { description: 'Amount plus fee.' }),
      repaid: t.exposeInt('repaid'),
      remaining: t.exposeInt('remaining'),
      percent: t.exposeInt('percent'),
      expectedEndDay: t.exposeString('expectedEndDay', {
        nullable: true,
        description: 'YYYY-MM-DD at the recent pace of card sales; null without card sales.',
      }),
    }),
  });

const AvailableGrantOffersRef = builder
  .objectRef<{ grantOffers: GrantOffer[] }>('AvailableGrantOffers')
  .implement({
    fields: (t) => ({ grantOffers: t.field({ type: [GrantOfferRef], resolve: (a) => a.grantOffers }) }),
  });

const AccountHolderRef = builder.objectRef<boost.AccountHolderView>('BalanceAccountHolder').implement({
  description: 'An account holder of a legal entity at the payments platform.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    availableGrantOffers: t.field({
      type: AvailableGrantOffersRef,
      resolve: (h) => ({ grantOffers: h.availableGrantOffers }),
    }),
    currentGrantOffer: t.field({
      type: GrantOfferRef,
      nullable: true,
      description: 'The offer taken; Boost shows a New badge while there is none.',
      resolve: (h) => h.currentGrantOffer,
    }),
    repayment: t.field({ type: GrantRepaymentRef, nullable: true, resolve: (h) => h.repayment }),
  }),
});

const BalanceLegalEntityRef = builder
  .objectRef<boost.BalanceLegalEntityView>('BalanceLegalEntity')
  .implement({
    description: 'A legal entity at the payments platform.',
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      accountHolders: t.field({ type: [AccountHolderRef], resolve: (e) => e.accountHolders }),
    }),
  });

builder.queryField('getGrantOffers', (t) =>
  t.field({
    type: BalanceLegalEntityRef,
    authScopes: { scope: 'FINANCE' },
    description: 'Boost: the grant offers of a legal entity the caller may see.',
    args: { legalEntityId: t.arg.id({ required: true }) },
    resolve: (_root, { legalEntityId }, ctx) => boost.getGrantOffers(ctx, String(legalEntityId)),
  }),
);

builder.mutationField('requestBoost', (t) =>
  t.field({
    type: MutationResultRef,
    authScopes: { scope: 'FINANCE' },
    description: "Takes up a grant offer; it becomes the account holder's current offer.",
    args: { legalEntityId: t.arg.id({ required: true }), grantOfferId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      boost.requestBoost(ctx, String(args.legalEntityId), String(args.grantOfferId)),
  }),
);
