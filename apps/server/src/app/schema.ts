import { lexicographicSortSchema } from 'graphql';
import { builder } from '../kernel/builder.ts';
import '../modules/auth/auth.schema.ts';
import '../modules/accounts/accounts.schema.ts';
import '../modules/organizations/organizations.schema.ts';
import '../modules/applications/applications.schema.ts';
import '../modules/settings/settings.schema.ts';
import '../modules/vouchers/vouchers.schema.ts';
import '../modules/catalogue/catalogue.schema.ts';
import '../modules/staff/staff.schema.ts';
import '../modules/billing/billing.schema.ts';
import '../modules/boost/boost.schema.ts';
import '../modules/modifications/modifications.schema.ts';
import '../modules/menus/menus.schema.ts';
import '../modules/pos-layouts/pos-layouts.schema.ts';
import '../modules/payments/payments.schema.ts';
import '../modules/api-credentials/api-credentials.schema.ts';
import '../modules/orders/orders.schema.ts';
import '../modules/monitoring/monitoring.schema.ts';
import '../modules/audit/audit.schema.ts';
import '../modules/terminals/terminals.schema.ts';
import '../modules/orders/refunds.schema.ts';
import '../modules/finance/dashboard.schema.ts';
import '../modules/reports/reports.schema.ts';

/** The whole GraphQL schema, assembled from every module's types and fields. */
export const schema = lexicographicSortSchema(builder.toSchema());
