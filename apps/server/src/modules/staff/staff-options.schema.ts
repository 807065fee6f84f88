import { builder } from '../../kernel/builder.ts';
import { type StaffOption, staffOptions } from './staff-options.ts';

const StaffOptionRef = builder.objectRef<StaffOption>('StaffOption').implement({
  description: 'A staff member as a filter offers them.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    active: t.exposeBoolean('active'),
    deleted: t.exposeBoolean('deleted', { description: 'Deleted since; kept to filter their past orders.' }),
  }),
});

builder.queryField('staffOptions', (t) =>
  t.field({
    type: [StaffOptionRef],
    authScopes: { companyUser: true },
    description:
      'Staff to filter orders, the void journal and reports by (STAFF, ORDERS or FINANCE); venue-restricted callers get the staff of their venues.',
    args: { includeDeleted: t.arg.boolean({ description: 'Also deleted staff (for filtering history).' }) },
    resolve: (_r, args, ctx) => staffOptions(ctx, args.includeDeleted ?? false),
  }),
);
