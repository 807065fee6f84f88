import { builder } from '../../kernel/builder.ts';
import { nodeDependents } from '../../kernel/deletion.ts';
import * as catalogue from './catalogue.service.ts';
import { CategoryRef, CourseTypeRef, DependentRef, ItemListRef, ItemRef } from './catalogue.types.ts';
import * as categoriesService from './categories.service.ts';
import { exportItemsCsv } from './item-csv.service.ts';
import { getItem } from './items.service.ts';
import './catalogue-mutations.schema.ts';

export { TranslationsRef } from './catalogue.types.ts';

const CATALOGUE = { scope: 'POS_CUSTOMIZATION' } as const;

builder.queryFields((t) => ({
  items: t.field({
    type: ItemListRef,
    authScopes: CATALOGUE,
    description:
      "The company's items in the §9 order (title, ignoring '[TA] - ', then first category). Without a limit, all of them.",
    args: {
      limit: t.arg.int(),
      offset: t.arg.int(),
      search: t.arg.string({ description: 'Part of the title in any content language.' }),
      categoryId: t.arg.id(),
    },
    resolve: (_root, args, ctx) =>
      catalogue.listItems(ctx, {
        ...args,
        categoryId: args.categoryId == null ? null : String(args.categoryId),
      }),
  }),
  item: t.field({
    type: ItemRef,
    authScopes: CATALOGUE,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => getItem(ctx, String(id)),
  }),
  categories: t.field({
    type: [CategoryRef],
    authScopes: CATALOGUE,
    description: "The company's categories by name.",
    resolve: (_root, _args, ctx) => catalogue.listCategories(ctx),
  }),
  category: t.field({
    type: CategoryRef,
    authScopes: CATALOGUE,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => categoriesService.getCategory(ctx, String(id)),
  }),
  courseTypes: t.field({
    type: [CourseTypeRef],
    authScopes: CATALOGUE,
    description: "The company's course types in kitchen order.",
    resolve: (_root, _args, ctx) => categoriesService.listCourseTypes(ctx),
  }),
  nodeDependents: t.field({
    type: [DependentRef],
    authScopes: { companyUser: true },
    description: 'What depends on an entity deleteNode would delete, for its confirmation.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => nodeDependents(ctx, String(id)),
  }),
  exportItemsCsv: t.string({
    authScopes: CATALOGUE,
    description:
      'Every item as CSV: id, titles, categories (joined with |), price as a decimal, VAT, …; with `;` and decimal commas for a language whose spreadsheets expect them (sv, no, da, es).',
    args: {
      language: t.arg.string({ description: "The reader's interface language; the company's by default." }),
    },
    resolve: (_root, args, ctx) => exportItemsCsv(ctx, args.language),
  }),
}));
