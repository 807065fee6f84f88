export type { PlanItem } from './editor-state.ts';
export { FLOOR_PLAN_FIELDS } from './floor-plan.graphql.ts';
export { FloorPlanPage } from './floor-plan-page.tsx';
export { CELL, type ItemPaint, PlanCanvas } from './plan-canvas.tsx';
export { draftOf, type FloorPlan } from './use-floor-plans.ts';
