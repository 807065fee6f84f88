import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { downloadBlob } from '../../lib/download.ts';
import { apiBaseUrl } from '../../lib/env.ts';
import type { ResultOf, VariablesOf } from '../../lib/graphql.ts';
import { gqlQuery, request } from '../../lib/request.ts';
import { getAdminToken, getToken } from '../../lib/token-storage.ts';
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

/** Which QR codes a sheet prints: one table, one floor plan, or the whole venue. */
export interface QrSheetTarget {
  venueId: string;
  floorPlanId?: string;
  tableId?: string;
}

/**
 * Downloads the QR sheet PDF. A plain link cannot carry the session, so the page fetches it with
 * the bearer token like any request and saves the bytes; false when the server refused.
 */
export async function downloadQrSheet(target: QrSheetTarget): Promise<boolean> {
  const params = new URLSearchParams({ venueId: target.venueId });
  if (target.floorPlanId) params.set('floorPlanId', target.floorPlanId);
  if (target.tableId) params.set('tableId', target.tableId);
  const token = getToken() ?? getAdminToken();
  try {
    const response = await fetch(`${apiBaseUrl()}/tables/qr-sheet.pdf?${params}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) return false;
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
    downloadBlob(await response.blob(), name ?? 'qr-codes.pdf');
    return true;
  } catch {
    return false;
  }
}
