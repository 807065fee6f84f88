import { builder, MutationResultRef, ok } from '../../kernel/builder.ts';
import * as messages from './predefined-messages.service.ts';

const SETTINGS = { scope: 'SETTINGS' } as const;

const PredefinedMessageRef = builder
  .objectRef<messages.PredefinedMessageView>('PredefinedMessage')
  .implement({
    description: 'A kitchen message cashiers pick instead of typing (§3: message, type ITEM).',
    fields: (t) => ({
      id: t.exposeID('id'),
      venueId: t.exposeID('venueId'),
      message: t.exposeString('message'),
      type: t.exposeString('type', { description: 'Always ITEM.' }),
    }),
  });

builder.queryFields((t) => ({
  predefinedMessages: t.field({
    type: [PredefinedMessageRef],
    authScopes: SETTINGS,
    description: "A venue's predefined messages, oldest first; the venue must be one the caller may see.",
    args: { venueId: t.arg.id({ required: true }) },
    resolve: (_root, { venueId }, ctx) => messages.listPredefinedMessages(ctx, String(venueId)),
  }),
}));

builder.mutationFields((t) => ({
  createPredefinedMessage: t.field({
    type: PredefinedMessageRef,
    authScopes: SETTINGS,
    description: 'A message of type ITEM for a venue the caller may see.',
    args: { venueId: t.arg.id({ required: true }), message: t.arg.string({ required: true }) },
    resolve: (_root, { venueId, message }, ctx) =>
      messages.createPredefinedMessage(ctx, String(venueId), { message }),
  }),
  updatePredefinedMessage: t.field({
    type: PredefinedMessageRef,
    authScopes: SETTINGS,
    args: { id: t.arg.id({ required: true }), message: t.arg.string({ required: true }) },
    resolve: (_root, { id, message }, ctx) => messages.updatePredefinedMessage(ctx, String(id), { message }),
  }),
  deletePredefinedMessage: t.field({
    type: MutationResultRef,
    authScopes: SETTINGS,
    description: 'Nothing depends on a message: it goes at once.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await messages.deletePredefinedMessage(ctx, String(id));
      return ok();
    },
  }),
}));
