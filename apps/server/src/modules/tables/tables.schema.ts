import QRCode from 'qrcode';
import { builder } from '../../kernel/builder.ts';
import type { Ctx } from '../../kernel/context.ts';
import { requireUser } from '../../kernel/guards.ts';
import { guestTableUrl } from '../online-ordering/guest-links.ts';
import { venueSlugOnce } from '../online-ordering/venue-slug.ts';
import * as tables from './tables.service.ts';

const POS = { scope: 'POS_CUSTOMIZATION' } as const;

async function tableUrl(table: tables.TableView, ctx: Ctx): Promise<string> {
  const user = requireUser(ctx);
  const slug = await venueSlugOnce(ctx, ctx.db, user.company.id, table.venueId);
  return guestTableUrl(ctx.config, user.company, slug, table.id);
}

const TableRef = builder.objectRef<tables.TableView>('Table').implement({
  description: 'A table on a floor plan of a venue (§3 Table). Deleted tables are not listed.',
  fields: (t) => ({
    id: t.exposeID('id'),
    venueId: t.exposeID('venueId'),
    floorPlanId: t.exposeID('floorPlanId'),
    floorPlanName: t.exposeString('floorPlanName'),
    code: t.exposeString('code', { description: 'Unique on its floor plan, ignoring case.' }),
    seats: t.exposeInt('seats'),
    shape: t.exposeString('shape', { description: 'SQUARE, ROUND or RECTANGLE.' }),
    width: t.exposeInt('width', { description: 'Grid cells.' }),
    height: t.exposeInt('height', { description: 'Grid cells.' }),
    posX: t.exposeInt('posX'),
    posY: t.exposeInt('posY'),
    rotation: t.exposeInt('rotation', { description: 'Degrees, 0–345 in 15° steps.' }),
    section: t.exposeString('section', { description: 'Empty: none.' }),
    active: t.exposeBoolean('active'),
    guestUrl: t.string({
      description:
        'The link the table’s QR code opens: the venue’s guest page with the table’s signed reference (the same for as long as the table lives).',
      resolve: (table, _args, ctx) => tableUrl(table, ctx),
    }),
    qrSvg: t.string({
      description: 'The QR code of guestUrl as an SVG document, for a preview.',
      resolve: async (table, _args, ctx) =>
        QRCode.toString(await tableUrl(table, ctx), { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    }),
  }),
});

const TablesFilterInput = builder.inputType('TablesFilterInput', {
  fields: (t) => ({
    venueId: t.id({ required: true, description: 'A venue the caller may see.' }),
    floorPlanId: t.id(),
    section: t.string({ description: 'Exactly this section, ignoring case; "" for tables without one.' }),
    active: t.boolean(),
    search: t.string({ description: 'Part of a table code.' }),
  }),
});

const CreateTablesInput = builder.inputType('CreateTablesInput', {
  fields: (t) => ({
    floorPlanId: t.id({ required: true }),
    codes: t.string({
      required: true,
      description: 'One code ("12") or a range ("1–20", "T1–T20"), at most 200 tables.',
    }),
    seats: t.int({ description: 'Left out: 4.' }),
    shape: t.string({ description: 'SQUARE, ROUND or RECTANGLE; left out: SQUARE.' }),
    width: t.int({ description: 'Grid cells; left out: 2.' }),
    height: t.int({ description: 'Grid cells; left out: 2.' }),
    section: t.string(),
    active: t.boolean({ description: 'Left out: active.' }),
  }),
});

const TableInput = builder.inputType('TableInput', {
  fields: (t) => ({
    code: t.string({ required: true }),
    seats: t.int(),
    shape: t.string(),
    width: t.int(),
    height: t.int(),
    rotation: t.int({ description: 'Degrees, 0–345 in 15° steps.' }),
    section: t.string(),
    active: t.boolean(),
    floorPlanId: t.id({ description: 'Another floor plan of the same venue to move the table to.' }),
  }),
});

builder.queryFields((t) => ({
  tables: t.field({
    type: [TableRef],
    authScopes: POS,
    description: 'The tables of a venue by floor plan, then code (T2 before T10).',
    args: { filter: t.arg({ type: TablesFilterInput, required: true }) },
    resolve: (_root, { filter }, ctx) =>
      tables.listTables(ctx, {
        ...filter,
        venueId: String(filter.venueId),
        floorPlanId: filter.floorPlanId?.toString(),
      }),
  }),
  table: t.field({
    type: TableRef,
    authScopes: POS,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => tables.getTable(ctx, String(id)),
  }),
}));

builder.mutationFields((t) => ({
  createTables: t.field({
    type: [TableRef],
    authScopes: POS,
    description:
      'One table or a range on one floor plan, all or none, placed in free spots of the plan; a code the plan has is a field error.',
    args: { input: t.arg({ type: CreateTablesInput, required: true }) },
    resolve: (_root, { input }, ctx) => tables.createTables(ctx, input),
  }),
  updateTable: t.field({
    type: TableRef,
    authScopes: POS,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: TableInput, required: true }) },
    resolve: (_root, { id, input }, ctx) => tables.updateTable(ctx, String(id), input),
  }),
}));
