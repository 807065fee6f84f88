import { queryOptions } from '@tanstack/react-query';
import type { ResultOf, VariablesOf } from '../../lib/graphql.ts';
import { gqlQuery } from '../../lib/request.ts';
import { STAFF_REPORT_QUERY } from './staff-reports.graphql.ts';

export type StaffReportFilter = VariablesOf<typeof STAFF_REPORT_QUERY>['filter'];
export type StaffReport = ResultOf<typeof STAFF_REPORT_QUERY>['staffReport'];
export type StaffReportRow = StaffReport['rows'][number];

/** The staff report of `filter`; under 'orders' so a refund (which invalidates it) refreshes it. */
export const staffReportQuery = (filter: StaffReportFilter) =>
  queryOptions({
    queryKey: ['orders', 'staffReport', filter],
    queryFn: async ({ signal }) => (await gqlQuery(STAFF_REPORT_QUERY, { filter }, { signal })).staffReport,
  });
