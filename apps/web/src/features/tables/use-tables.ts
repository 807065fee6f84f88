import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ResultOf, VariablesOf } from '../../lib/graphql.ts';
import { gqlQuery, request } from '../../lib/request.ts';
import {
  CREATE_FLOOR_PLAN_MUTATION,
  CREATE_TABLES_MUTATION,
  TABLE_PLANS_QUERY,
  TABLE_QR_QUERY,
  TABLES_QUERY,
  UPDATE_TABLE_MUTATION,
} from './tables.graphql.ts';

/** A table as the list and the drawer show it. */
export type Table = ResultOf<typeof TABLES_QUERY>['tables'][number];
/** A floor plan to choose from. */
export type TablePlan = ResultOf<typeof TABLE_PLANS_QUERY>['floorPlans'][number];
type CreateInput = VariablesOf<typeof CREATE_TABLES_MUTATION>['input'];
type UpdateInput = VariablesOf<typeof UPDATE_TABLE_MUTATION>['input'];

/** Query keys of the tables screen; a save or delete invalidates all of them. */
export const TABLES_KEYS = {
  all: ['tables'] as const,
  list: (venueId: string) => ['tables', 'list', venueId] as const,
  plans: (venueId: string) => ['tables', 'plans', venueId] as const,
  qr: (id: string) => ['tables', 'qr', id] as const,
};

/** Every table of a venue (a venue has hundreds at most: the list filters and searches them itself). */
export const tablesQuery = (venueId: string) =>
  queryOptions({
    queryKey: TABLES_KEYS.list(venueId),
    queryFn: async ({ signal }) => (await gqlQuery(TABLES_QUERY, { filter: { venueId } }, { signal })).tables,
  });

/** The venue's floor plans, in their order. */
export const tablePlansQuery = (venueId: string) =>
  queryOptions({
    queryKey: TABLES_KEYS.plans(venueId),
    queryFn: async ({ signal }) => (await gqlQuery(TABLE_PLANS_QUERY, { venueId }, { signal })).floorPlans,
  });

/** One table's guest link and QR preview. */
export const tableQrQuery = (id: string) =>
  queryOptions({
    queryKey: TABLES_KEYS.qr(id),
    queryFn: async ({ signal }) => (await gqlQuery(TABLE_QR_QUERY, { id }, { signal })).table,
    // A table's link never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });

// The form shows the server's field errors itself: not worth a log line.
const EXPECTED = { expectedCodes: ['BAD_USER_INPUT'] } as const;

export const createTables = (input: CreateInput) => request(CREATE_TABLES_MUTATION, { input }, EXPECTED);

export const updateTable = (id: string, input: UpdateInput) =>
  request(UPDATE_TABLE_MUTATION, { id, input }, EXPECTED);

export const createFloorPlan = (venueId: string, name: string) =>
  request(CREATE_FLOOR_PLAN_MUTATION, { venueId, input: { name } }, EXPECTED);

/** Reloads everything this screen shows. */
export function useRefreshTables(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: TABLES_KEYS.all }), [client]);
}

export { downloadQrSheet, type QrSheetTarget } from '../../lib/qr-sheet.ts';
