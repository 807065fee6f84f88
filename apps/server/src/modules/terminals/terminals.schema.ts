import { builder } from '../../kernel/builder.ts';
import { createTerminal, listTerminals, revokeTerminal, type TerminalView } from './terminals.service.ts';

const TerminalRef = builder.objectRef<TerminalView>('Terminal').implement({
  description: 'A POS terminal of a venue, sending its orders to /terminal/v1 with its credential.',
  fields: (t) => ({
    id: t.exposeID('id'),
    venueId: t.exposeID('venueId'),
    name: t.exposeString('name'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastSeenAt: t.expose('lastSeenAt', { type: 'DateTime', nullable: true }),
    lastConfigReadAt: t.expose('lastConfigReadAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the terminal last read its configuration feed (GET /terminal/v1/config).',
    }),
    lastConfigVersion: t.exposeInt('lastConfigVersion', {
      nullable: true,
      description: 'The feed version it got then.',
    }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
  }),
});

const IssuedTerminalRef = builder
  .objectRef<{ terminal: TerminalView; credential: string }>('IssuedTerminal')
  .implement({
    fields: (t) => ({
      terminal: t.field({ type: TerminalRef, resolve: (r) => r.terminal }),
      credential: t.exposeString('credential', {
        description: "'<terminal id>.<secret>': the Bearer token of the terminal API, shown only this once.",
      }),
    }),
  });

builder.queryField('terminals', (t) =>
  t.field({
    type: [TerminalRef],
    authScopes: { scope: 'SETTINGS' },
    description: "The venue's POS terminals, newest first, revoked ones included.",
    args: { venueId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => listTerminals(ctx, String(args.venueId)),
  }),
);

builder.mutationField('createTerminal', (t) =>
  t.field({
    type: IssuedTerminalRef,
    authScopes: { scope: 'SETTINGS' },
    description: 'Issues a terminal for a venue and returns its credential once.',
    args: { venueId: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => createTerminal(ctx, { venueId: String(args.venueId), name: args.name }),
  }),
);

builder.mutationField('revokeTerminal', (t) =>
  t.field({
    type: TerminalRef,
    authScopes: { scope: 'SETTINGS' },
    description: 'Revokes a terminal: its credential is refused from now on.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => revokeTerminal(ctx, String(args.id)),
  }),
);
