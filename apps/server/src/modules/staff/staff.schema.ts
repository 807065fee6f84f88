import { builder } from '../../kernel/builder.ts';
import { listStaff, type StaffView } from './staff.service.ts';

export const StaffRef = builder.objectRef<StaffView>('Staff').implement({
  description: 'A staff member who signs in on the POS terminals.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
  }),
});

builder.queryField('staffs', (t) =>
  t.field({
    type: [StaffRef],
    authScopes: { scope: 'STAFF' },
    description: "The company's POS staff by name.",
    resolve: (_root, _args, ctx) => listStaff(ctx),
  }),
);
