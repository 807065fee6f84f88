import { GraphQLError } from 'graphql';
import { builder, MutationResultRef } from '../../kernel/builder.ts';
import { DependentsConflict, deleteNode } from '../../kernel/deletion.ts';
import { CategoryRef, CourseTypeRef, ImageRef, ItemRef, TranslationsInput } from './catalogue.types.ts';
import * as categories from './categories.service.ts';
import { type ImportResult, importItemsCsv } from './item-csv.service.ts';
import * as items from './items.service.ts';
import { createImage, type FileUploadView, getFileUploadUrl } from './uploads.service.ts';

const CATALOGUE = { scope: 'POS_CUSTOMIZATION' } as const;

/**
 * GraphQL sends null for an optional field left out; the domain schemas read "absent" as "leave
 * it" and null as "clear it", so null stays only where clearing means something.
 */
function withoutNulls<T extends object>(input: T, clearable: readonly string[] = []): Partial<T> {
  return Object.fromEntries(
    Object.entries(input).filter(([key, value]) => value !== null || clearable.includes(key)),
  ) as Partial<T>;
}

const CLEARABLE_ITEM_FIELDS = ['courseTypeId', 'imageId', 'volumeSuffix', 'weightUnit'] as const;

const itemFields = (t: PothosInputFieldBuilder) => ({
  title: t.string(),
  titleLang: t.field({ type: TranslationsInput }),
  description: t.string({
    description:
      'Shown to guests under the title: up to 1,000 characters, line breaks kept; empty clears it.',
  }),
  descriptionLang: t.field({ type: TranslationsInput, description: 'The description by language.' }),
  categoryIds: t.idList({ description: 'In order: the first category names the item in lists.' }),
  courseTypeId: t.id(),
  defaultPrice: t.int({ description: 'Minor units of the company currency.' }),
  manualPrice: t.boolean(),
  volumeSuffix: t.string(),
  weightUnit: t.string({ description: 'cl, g, hg or kg.' }),
  vatRate: t.int({ description: "Integer percent, one of the country's VAT choices." }),
  allergens: t.stringList(),
  imageId: t.id(),
  appliedVariationIds: t.idList({ description: 'Modification groups offered with the item, in order.' }),
  defaultVariationsIds: t.idList({ description: 'Preselected modifications of those groups.' }),
  upsellIds: t.idList(),
  stationIds: t.idList(),
});

type PothosInputFieldBuilder = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];

const CreateItemInput = builder.inputType('CreateItemInput', {
  description: 'A new item: only the title is required; VAT defaults to the first category’s.',
  fields: (t) => ({ ...itemFields(t), title: t.string({ required: true }) }),
});

const UpdateItemInput = builder.inputType('UpdateItemInput', {
  description: 'Changes to an item: fields left out stay as they are.',
  fields: itemFields,
});

const CategoryInput = builder.inputType('CategoryInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    nameLang: t.field({ type: TranslationsInput }),
    color: t.string({ description: '#rrggbb' }),
    courseTypeId: t.id(),
    vatRate: t.int({ required: true, description: "Integer percent, one of the country's VAT choices." }),
    parentId: t.id(),
  }),
});

const CourseTypeInput = builder.inputType('CourseTypeInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    label: t.string({ required: true }),
    position: t.int({ description: 'Kitchen order, lowest first (default 0).' }),
  }),
});

const PriceChangeMode = builder.enumType('PriceChangeMode', { values: ['SET', 'PERCENT'] as const });

const PriceChangeInput = builder.inputType('PriceChangeInput', {
  fields: (t) => ({
    mode: t.field({ type: PriceChangeMode, required: true }),
    amount: t.int({ description: 'SET: the new price in minor units.' }),
    percent: t.float({
      description: 'PERCENT: +10 raises by 10 %, -5 lowers by 5 % (rounded to whole minor units).',
    }),
  }),
});

const BulkItemsInput = builder.inputType('BulkItemsInput', {
  fields: (t) => ({
    ids: t.idList({ required: true }),
    categoryIds: t.idList({ description: 'Replaces the categories of every item.' }),
    vatRate: t.int(),
    price: t.field({ type: PriceChangeInput }),
  }),
});

const BulkItemsResultRef = builder.objectRef<items.BulkResult>('BulkItemsResult').implement({
  fields: (t) => ({ success: t.exposeBoolean('success'), count: t.exposeInt('count') }),
});

const FileUploadRef = builder.objectRef<FileUploadView>('FileUpload').implement({
  description: 'A one-time upload URL (§3: id, name, contentType, secret, url).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    contentType: t.exposeString('contentType'),
    secret: t.exposeString('secret'),
    url: t.exposeString('url', {
      description: 'PUT the bytes here with this content type within an hour; relative to the API origin.',
    }),
    maxBytes: t.exposeInt('maxBytes'),
  }),
});

type ImportRow = ImportResult['creates'][number];
type ImportChange = ImportRow['changes'][number];
type ImportError = ImportResult['errors'][number];

const ImportChangeRef = builder.objectRef<ImportChange>('ItemImportChange').implement({
  description: 'One CSV column a row changes, as exported before and after.',
  fields: (t) => ({
    column: t.exposeString('column'),
    from: t.exposeString('from'),
    to: t.exposeString('to'),
  }),
});

const ImportRowRef = builder.objectRef<ImportRow>('ItemImportRow').implement({
  fields: (t) => ({
    line: t.exposeInt('line'),
    id: t.exposeID('id', { nullable: true, description: 'The item an update changes; null for a new one.' }),
    title: t.exposeString('title'),
    changes: t.field({ type: [ImportChangeRef], resolve: (row) => row.changes }),
  }),
});

const ImportErrorRef = builder.objectRef<ImportError>('ItemImportError').implement({
  fields: (t) => ({
    line: t.exposeInt('line', { description: 'Line of the file, the header being line 1.' }),
    column: t.exposeString('column'),
    message: t.exposeString('message', { description: 'An i18n key, e.g. csv.unknownCategory.' }),
  }),
});

const ImportResultRef = builder.objectRef<ImportResult>('ItemImportResult').implement({
  fields: (t) => ({
    applied: t.exposeBoolean('applied', { description: 'Written: not a dry run and no errors.' }),
    creates: t.field({ type: [ImportRowRef], resolve: (r) => r.creates }),
    updates: t.field({ type: [ImportRowRef], resolve: (r) => r.updates }),
    unchanged: t.exposeInt('unchanged'),
    errors: t.field({ type: [ImportErrorRef], resolve: (r) => r.errors }),
  }),
});

// A refusal with dependents carries them in extensions.dependents, for clients that read them.
async function withDependents<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof DependentsConflict)) throw error;
    throw new GraphQLError(error.message, {
      originalError: undefined,
      extensions: { code: error.code, messageKey: error.messageKey, dependents: error.dependents },
    });
  }
}

builder.mutationFields((t) => ({
  createItem: t.field({
    type: ItemRef,
    authScopes: CATALOGUE,
    args: { input: t.arg({ type: CreateItemInput, required: true }) },
    resolve: (_root, { input }, ctx) => items.createItem(ctx, withoutNulls(input, CLEARABLE_ITEM_FIELDS)),
  }),
  updateItem: t.field({
    type: ItemRef,
    authScopes: CATALOGUE,
    args: { id: t.arg.id({ required: true }), data: t.arg({ type: UpdateItemInput, required: true }) },
    resolve: (_root, { id, data }, ctx) =>
      items.updateItem(ctx, String(id), withoutNulls(data, CLEARABLE_ITEM_FIELDS)),
  }),
  updateItemPrice: t.field({
    type: MutationResultRef,
    authScopes: CATALOGUE,
    description: "The item's default price, and its 'All articles' entry with it (§5).",
    args: { itemId: t.arg.id({ required: true }), price: t.arg.int({ required: true }) },
    resolve: (_root, { itemId, price }, ctx) => items.updateItemPrice(ctx, String(itemId), price),
  }),
  bulkUpdateItems: t.field({
    type: BulkItemsResultRef,
    authScopes: CATALOGUE,
    description: 'The same categories, VAT and/or price change for every item named; all or nothing.',
    args: { input: t.arg({ type: BulkItemsInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      items.bulkUpdateItems(ctx, {
        ...withoutNulls(input),
        price: input.price ? withoutNulls(input.price) : undefined,
      }),
  }),
  importItemsCsv: t.field({
    type: ImportResultRef,
    authScopes: CATALOGUE,
    description: 'Previews (dryRun) or applies a product CSV, all or nothing.',
    args: { csv: t.arg.string({ required: true }), dryRun: t.arg.boolean({ required: true }) },
    resolve: (_root, { csv, dryRun }, ctx) => importItemsCsv(ctx, csv, dryRun),
  }),
  createCategory: t.field({
    type: CategoryRef,
    authScopes: CATALOGUE,
    args: { input: t.arg({ type: CategoryInput, required: true }) },
    resolve: (_root, { input }, ctx) => categories.createCategory(ctx, input),
  }),
  updateCategory: t.field({
    type: CategoryRef,
    authScopes: CATALOGUE,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CategoryInput, required: true }) },
    resolve: (_root, { id, input }, ctx) => categories.updateCategory(ctx, String(id), input),
  }),
  createCourseType: t.field({
    type: CourseTypeRef,
    authScopes: CATALOGUE,
    args: { input: t.arg({ type: CourseTypeInput, required: true }) },
    resolve: (_root, { input }, ctx) => categories.createCourseType(ctx, withoutNulls(input)),
  }),
  updateCourseType: t.field({
    type: CourseTypeRef,
    authScopes: CATALOGUE,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CourseTypeInput, required: true }) },
    resolve: (_root, { id, input }, ctx) => categories.updateCourseType(ctx, String(id), withoutNulls(input)),
  }),
  deleteNode: t.field({
    type: MutationResultRef,
    authScopes: { companyUser: true },
    description:
      'Deletes an item, category, course type or other catalogue entity. When something depends on it, fails with CONFLICT (extensions.dependents) unless force, which removes those links too.',
    args: { id: t.arg.id({ required: true }), force: t.arg.boolean() },
    resolve: (_root, { id, force }, ctx) => withDependents(() => deleteNode(ctx, String(id), force ?? false)),
  }),
  getFileUploadUrl: t.field({
    type: FileUploadRef,
    authScopes: CATALOGUE,
    description: 'A one-time URL to PUT one image (JPEG, PNG, WebP or GIF, at most 5 MB) to.',
    args: { filename: t.arg.string({ required: true }) },
    resolve: (_root, { filename }, ctx) => getFileUploadUrl(ctx, filename),
  }),
  createImage: t.field({
    type: ImageRef,
    authScopes: CATALOGUE,
    description: 'An image of an uploaded file in the library; kind PRODUCT (left out), BANNER or LOGO.',
    args: {
      title: t.arg.string({ required: true }),
      fileId: t.arg.id({ required: true }),
      kind: t.arg.string(),
    },
    resolve: (_root, { title, fileId, kind }, ctx) => createImage(ctx, title, String(fileId), kind),
  }),
}));
