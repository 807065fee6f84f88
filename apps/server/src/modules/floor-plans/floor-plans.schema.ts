import { builder } from '../../kernel/builder.ts';
import { requireUser } from '../../kernel/guards.ts';
import { POS } from '../catalogue/links.types.ts';
import { VenueTablesRef } from '../monitoring/monitoring.schema.ts';
import * as plans from './floor-plans.service.ts';

const FloorPlanTableRef = builder.objectRef<plans.PlanTableView>('FloorPlanTable').implement({
  description: 'A table on a floor plan: top-left corner and size in grid cells, rotated about its centre.',
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    seats: t.exposeInt('seats'),
    shape: t.exposeString('shape', { description: 'SQUARE, ROUND or RECTANGLE.' }),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    posX: t.exposeInt('posX'),
    posY: t.exposeInt('posY'),
    rotation: t.exposeInt('rotation', { description: 'Degrees, 0–345 in 15° steps.' }),
    section: t.exposeString('section'),
    active: t.exposeBoolean('active'),
  }),
});

const FloorPlanAreaRef = builder
  .objectRef<{
    id: string;
    label: string;
    x: number;
    y: number;
    width: number;
    height: number;
    rotation: number;
  }>('FloorPlanArea')
  .implement({
    description: 'A labelled area drawn on a floor plan (bar, kitchen door).',
    fields: (t) => ({
      id: t.exposeID('id'),
      label: t.exposeString('label'),
      posX: t.int({ resolve: (a) => a.x }),
      posY: t.int({ resolve: (a) => a.y }),
      width: t.exposeInt('width'),
      height: t.exposeInt('height'),
      rotation: t.exposeInt('rotation'),
    }),
  });

const FloorPlanRef = builder.objectRef<plans.FloorPlanView>('FloorPlan').implement({
  description: 'A floor plan of a venue (Inside, Terrace): a grid with tables and labelled areas.',
  fields: (t) => ({
    id: t.exposeID('id'),
    venueId: t.exposeID('venueId'),
    name: t.exposeString('name'),
    position: t.exposeInt('position'),
    width: t.exposeInt('width', { description: 'Grid cells across.' }),
    height: t.exposeInt('height', { description: 'Grid cells down.' }),
    version: t.exposeInt('version', {
      description: 'Goes up with every save; saveFloorPlan names the one it edited.',
    }),
    areas: t.field({ type: [FloorPlanAreaRef], resolve: (p) => p.areas }),
    tables: t.field({
      type: [FloorPlanTableRef],
      description: 'The live tables, by code.',
      resolve: (p) => p.tables,
    }),
  }),
});

const FloorPlanInput = builder.inputType('FloorPlanInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    width: t.int({ description: 'Grid cells across, 4–200; left out: 40.' }),
    height: t.int({ description: 'Grid cells down, 4–200; left out: 24.' }),
  }),
});

const FloorPlanTableInput = builder.inputType('FloorPlanTableInput', {
  fields: (t) => ({
    id: t.id({ description: 'A table of this plan; left out: a new table.' }),
    code: t.string({ required: true }),
    seats: t.int(),
    shape: t.string(),
    width: t.int(),
    height: t.int(),
    posX: t.int({ required: true }),
    posY: t.int({ required: true }),
    // Float, not Int: the rule's own message names a rotation that is not a whole 15° step.
    rotation: t.float(),
    section: t.string(),
    active: t.boolean(),
  }),
});

const FloorPlanAreaInput = builder.inputType('FloorPlanAreaInput', {
  fields: (t) => ({
    id: t.id(),
    label: t.string({ required: true }),
    posX: t.int({ required: true }),
    posY: t.int({ required: true }),
    width: t.int({ required: true }),
    height: t.int({ required: true }),
    rotation: t.float(),
  }),
});

const FloorPlanSaveInput = builder.inputType('FloorPlanSaveInput', {
  fields: (t) => ({
    expectedVersion: t.int({ required: true, description: 'The version the editor loaded.' }),
    width: t.int({ required: true }),
    height: t.int({ required: true }),
    tables: t.field({
      type: [FloorPlanTableInput],
      required: true,
      description: 'Every table; left out: deleted.',
    }),
    areas: t.field({ type: [FloorPlanAreaInput], required: true }),
  }),
});

builder.queryFields((t) => ({
  floorPlans: t.field({
    type: [FloorPlanRef],
    authScopes: POS,
    description: "A venue's floor plans in tab order, each with its tables and areas.",
    args: { venueId: t.arg.id({ required: true }) },
    resolve: (_root, { venueId }, ctx) => plans.listFloorPlans(ctx, String(venueId)),
  }),
  floorPlan: t.field({
    type: FloorPlanRef,
    authScopes: POS,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => plans.getFloorPlan(ctx, String(id)),
  }),
}));

builder.mutationFields((t) => ({
  createFloorPlan: t.field({
    type: FloorPlanRef,
    authScopes: POS,
    args: { venueId: t.arg.id({ required: true }), input: t.arg({ type: FloorPlanInput, required: true }) },
    resolve: (_root, { venueId, input }, ctx) => plans.createFloorPlan(ctx, String(venueId), input),
  }),
  renameFloorPlan: t.field({
    type: FloorPlanRef,
    authScopes: POS,
    args: { id: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
    resolve: (_root, { id, name }, ctx) => plans.renameFloorPlan(ctx, String(id), name),
  }),
  saveFloorPlan: t.field({
    type: FloorPlanRef,
    authScopes: POS,
    description:
      'One atomic save of the plan: grid, areas and every table (with id: updated; without: created; left out: deleted). CONFLICT when the plan changed since `expectedVersion`.',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: FloorPlanSaveInput, required: true }) },
    resolve: (_root, { id, input }, ctx) => plans.saveFloorPlan(ctx, String(id), input),
  }),
}));

// /monitoring/tables draws the open orders on the venue's plans: the plans come with the venues
// openTables already allowed (ORDERS or FINANCE), not through floorPlans (POS_CUSTOMIZATION).
builder.objectField(VenueTablesRef, 'floorPlans', (t) =>
  t.field({
    type: [FloorPlanRef],
    description: "The venue's floor plans with their tables, to show the open orders on.",
    resolve: (venue, _args, ctx) => plans.venueFloorPlans(ctx.db, requireUser(ctx).companyId, venue.venueId),
  }),
);
