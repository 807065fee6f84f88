import { SUPPORT_TOPICS } from '@fika/domain';
import { builder } from '../../kernel/builder.ts';
import * as support from './support.service.ts';

const SupportTopicEnum = builder.enumType('SupportTopic', { values: SUPPORT_TOPICS });

const SupportTicketRef = builder.objectRef<support.SupportTicketView>('SupportTicket').implement({
  description: 'A request sent to support through the contact form.',
  fields: (t) => ({
    id: t.exposeID('id'),
    reference: t.exposeString('reference', { description: 'A short reference to quote to support.' }),
    topic: t.field({ type: SupportTopicEnum, resolve: (s) => s.topic as never }),
    message: t.exposeString('message'),
    screen: t.exposeString('screen', { nullable: true, description: 'The screen the user came from.' }),
    requestId: t.exposeString('requestId', {
      nullable: true,
      description: 'The request id of the last error.',
    }),
    status: t.exposeString('status', { description: 'OPEN or CLOSED.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const SupportTicketInput = builder.inputType('SupportTicketInput', {
  fields: (t) => ({
    topic: t.field({ type: SupportTopicEnum, required: true }),
    message: t.string({ required: true }),
    screen: t.string({ description: 'The back-office path the user came from.' }),
    requestId: t.string({ description: 'The request id of the last error the user saw.' }),
  }),
});

builder.queryFields((t) => ({
  supportTickets: t.field({
    type: [SupportTicketRef],
    authScopes: { companyUser: true },
    description: "The caller's latest support requests, newest first.",
    resolve: (_root, _args, ctx) => support.mySupportTickets(ctx),
  }),
}));

builder.mutationFields((t) => ({
  createSupportTicket: t.field({
    type: SupportTicketRef,
    authScopes: { companyUser: true },
    description: 'Sends a request to support: stored as a ticket and e-mailed to the support team.',
    args: { input: t.arg({ type: SupportTicketInput, required: true }) },
    resolve: (_root, args, ctx) => support.createSupportTicket(ctx, args.input),
  }),
}));
