import { builder } from '../../kernel/builder.ts';
import { type StaffSetupProgress, staffSetupProgress } from './staff-setup.service.ts';

const StaffSetupProgressRef = builder.objectRef<StaffSetupProgress>('StaffSetupProgress').implement({
  description:
    "What stands between the caller's venues and their staff on the tills (the Get started checklist).",
  fields: (t) => ({
    accessLevels: t.exposeInt('accessLevels'),
    staff: t.exposeInt('staff', { description: 'Active staff.' }),
    staffWithoutPin: t.exposeInt('staffWithoutPin', { description: 'Active staff without a PIN.' }),
    staffWithoutVenue: t.exposeInt('staffWithoutVenue', { description: 'Active staff without a venue.' }),
    terminals: t.exposeInt('terminals', { description: "Terminals of the caller's venues, not revoked." }),
    lastConfigReadAt: t.expose('lastConfigReadAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When one of those terminals last read the configuration feed; null: none has yet.',
    }),
  }),
});

builder.queryField('staffSetupProgress', (t) =>
  t.field({
    type: StaffSetupProgressRef,
    authScopes: { scope: 'STAFF' },
    resolve: (_root, _args, ctx) => staffSetupProgress(ctx),
  }),
);
