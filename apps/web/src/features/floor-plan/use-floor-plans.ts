import type { TableShape } from '@fika/domain';
import { queryOptions } from '@tanstack/react-query';
import type { ResultOf } from '../../lib/graphql.ts';
import { gqlQuery } from '../../lib/request.ts';
import type { Draft, PlanItem } from './editor-state.ts';
import { FLOOR_PLANS_QUERY } from './floor-plan.graphql.ts';

/** A floor plan as the server sends it. */
export type FloorPlan = ResultOf<typeof FLOOR_PLANS_QUERY>['floorPlans'][number];

/** Query keys of the floor-plan editor. */
export const FLOOR_PLAN_KEYS = {
  all: ['floorPlans'] as const,
  venue: (venueId: string) => ['floorPlans', venueId] as const,
};

/** The venue's floor plans with their tables and areas. */
export const floorPlansQuery = (venueId: string) =>
  queryOptions({
    queryKey: FLOOR_PLAN_KEYS.venue(venueId),
    queryFn: async ({ signal }) => (await gqlQuery(FLOOR_PLANS_QUERY, { venueId }, { signal })).floorPlans,
  });

/** The editor's draft of a loaded plan: tables first (by code), then the areas. */
export function draftOf(plan: Pick<FloorPlan, 'width' | 'height' | 'tables' | 'areas'>): Draft {
  const tables = plan.tables.map(
    (t): PlanItem => ({
      key: t.id,
      id: t.id,
      kind: 'table',
      posX: t.posX,
      posY: t.posY,
      width: t.width,
      height: t.height,
      rotation: t.rotation,
      code: t.code,
      seats: t.seats,
      shape: t.shape as TableShape,
      section: t.section,
      active: t.active,
    }),
  );
  const areas = plan.areas.map(
    (a): PlanItem => ({
      key: a.id,
      id: a.id,
      kind: 'area',
      posX: a.posX,
      posY: a.posY,
      width: a.width,
      height: a.height,
      rotation: a.rotation,
      code: a.label,
      seats: 0,
      shape: 'RECTANGLE',
      section: '',
      active: true,
    }),
  );
  return { width: plan.width, height: plan.height, items: [...areas, ...tables] };
}

/** What saveFloorPlan takes for a draft; indexes of `tables` and `areas` follow `tableItems`/`areaItems`. */
export function saveInputOf(draft: Draft, expectedVersion: number) {
  const tableItems = draft.items.filter((i) => i.kind === 'table');
  const areaItems = draft.items.filter((i) => i.kind === 'area');
  return {
    tableItems,
    areaItems,
    input: {
      expectedVersion,
      width: draft.width,
      height: draft.height,
      tables: tableItems.map((t) => ({
        id: t.id ?? null,
        code: t.code,
        seats: t.seats,
        shape: t.shape,
        width: t.width,
        height: t.height,
        posX: t.posX,
        posY: t.posY,
        rotation: t.rotation,
        section: t.section,
        active: t.active,
      })),
      areas: areaItems.map((a) => ({
        id: a.id ?? null,
        label: a.code,
        posX: a.posX,
        posY: a.posY,
        width: a.width,
        height: a.height,
        rotation: a.rotation,
      })),
    },
  };
}
