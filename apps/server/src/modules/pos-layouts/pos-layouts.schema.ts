// GraphQL types and fields of the POS layout editor (§2.4, §3, §7); registered in src/graphql/schema.ts.
import { PAGE_BUTTON_TYPES } from '@fika/domain';
import { builder, MutationResultRef, ok } from '../../kernel/builder.ts';
import { TranslationsInput, TranslationsRef } from '../catalogue/catalogue.types.ts';
import { OfferRef } from '../offers/offers.schema.ts';
import * as layouts from './layouts.service.ts';
import { buttonsOfPage, type PageButtonView, type PageView } from './page-buttons.ts';
import * as pages from './pages.service.ts';

const PageButtonTypeEnum = builder.enumType('PageButtonType', {
  description:
    'ITEM sells an item, PAGE opens a sub-page, CATEGORY a product category, OFFER a bundle offer.',
  values: PAGE_BUTTON_TYPES,
});

const PageButtonItemRef = builder.objectRef<NonNullable<PageButtonView['item']>>('PageButtonItem').implement({
  description: 'The item a button sells.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    defaultPrice: t.exposeInt('defaultPrice', { description: 'Minor units of the company currency.' }),
    deleted: t.exposeBoolean('deleted'),
  }),
});

const PageButtonCategoryRef = builder
  .objectRef<NonNullable<PageButtonView['category']>>('PageButtonCategory')
  .implement({
    description: 'The product category a button opens.',
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      color: t.exposeString('color', { nullable: true }),
      deleted: t.exposeBoolean('deleted'),
    }),
  });

export const PageRef = builder.objectRef<PageView>('Page');
const PageButtonRef = builder.objectRef<PageButtonView>('PageButton');

PageRef.implement({
  description: 'A page of buttons: a grid of columns × rows (§3).',
  fields: (t) => ({
    id: t.exposeID('id'),
    layoutId: t.exposeID('layoutId'),
    name: t.exposeString('name'),
    nameLang: t.field({ type: TranslationsRef, resolve: (p) => p.nameLang }),
    columns: t.exposeInt('columns'),
    rows: t.exposeInt('rows'),
    deleted: t.exposeBoolean('deleted'),
    buttons: t.field({
      type: [PageButtonRef],
      description: 'In position order (row × columns + column).',
      resolve: (p, _args, ctx) => buttonsOfPage(ctx, p.id),
    }),
    subPages: t.field({
      type: [PageRef],
      description: 'The pages its buttons open, deleted ones included (flagged), in button order.',
      resolve: async (p, _args, ctx) => {
        const seen = new Map<string, PageView>();
        for (const button of await buttonsOfPage(ctx, p.id)) {
          if (button.targetPage) seen.set(button.targetPage.id, button.targetPage);
        }
        return [...seen.values()];
      },
    }),
  }),
});

PageButtonRef.implement({
  description: 'A button at one cell of a page; exactly one of item, targetPage, category and offer is set.',
  fields: (t) => ({
    id: t.exposeID('id'),
    position: t.exposeInt('position', { description: 'row × columns + column, from 0.' }),
    type: t.field({ type: PageButtonTypeEnum, resolve: (b) => b.type }),
    label: t.exposeString('label', { nullable: true, description: 'Overrides the target’s name.' }),
    color: t.exposeString('color', { nullable: true }),
    item: t.field({ type: PageButtonItemRef, nullable: true, resolve: (b) => b.item }),
    targetPage: t.field({ type: PageRef, nullable: true, resolve: (b) => b.targetPage }),
    category: t.field({ type: PageButtonCategoryRef, nullable: true, resolve: (b) => b.category }),
    offer: t.field({ type: OfferRef, nullable: true, resolve: (b) => b.offer }),
  }),
});

const LayoutCategoryRef = builder.objectRef<layouts.LayoutCategoryView>('LayoutCategory').implement({
  description: 'A tab of a layout (§3 POS category) with its top-level page.',
  fields: (t) => ({
    id: t.exposeID('id'),
    order: t.exposeInt('order', { description: 'Tab order, from 0.' }),
    color: t.exposeString('color'),
    name: t.exposeString('name'),
    nameLang: t.field({ type: TranslationsRef, resolve: (c) => c.nameLang }),
    page: t.field({ type: PageRef, resolve: (c) => c.page }),
  }),
});

const LayoutRef = builder.objectRef<layouts.LayoutView>('Layout').implement({
  description: 'A POS button layout (§3).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    nameLang: t.field({ type: TranslationsRef, resolve: (l) => l.nameLang }),
    categories: t.field({
      type: [LayoutCategoryRef],
      description: 'In tab order.',
      resolve: (l) => l.categories,
    }),
  }),
});

const LayoutInput = builder.inputType('LayoutInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    nameLang: t.field({ type: TranslationsInput }),
  }),
});

const LayoutCategoryInput = builder.inputType('LayoutCategoryInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    nameLang: t.field({ type: TranslationsInput }),
    color: t.string({ required: true, description: '#rrggbb.' }),
  }),
});

const PageInput = builder.inputType('PageInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    nameLang: t.field({ type: TranslationsInput }),
    columns: t.int({ required: true, description: '1 to 12.' }),
    rows: t.int({ required: true, description: '1 to 12.' }),
  }),
});

const PageButtonInput = builder.inputType('PageButtonInput', {
  fields: (t) => ({
    id: t.id({ description: 'Keeps the id of a button the page already has.' }),
    position: t.int({ required: true }),
    type: t.field({ type: PageButtonTypeEnum, required: true }),
    itemId: t.id(),
    targetPageId: t.id(),
    categoryId: t.id(),
    offerId: t.id(),
    label: t.string(),
    color: t.string(),
  }),
});

const PageButtonsInput = builder.inputType('PageButtonsInput', {
  fields: (t) => ({
    set: t.field({
      type: [PageButtonInput],
      required: true,
      description: 'Replaces every button of the page.',
    }),
  }),
});

const PageUpdateInput = builder.inputType('PageUpdateInput', {
  fields: (t) => ({
    name: t.string(),
    nameLang: t.field({ type: TranslationsInput }),
    columns: t.int(),
    rows: t.int(),
    buttons: t.field({ type: PageButtonsInput }),
  }),
});

const SCOPE = { scope: 'POS_CUSTOMIZATION' } as const;

builder.queryFields((t) => ({
  layouts: t.field({
    type: [LayoutRef],
    authScopes: SCOPE,
    description: 'GetPosLayouts (§7): the live layouts, oldest first, with their categories in order.',
    resolve: (_root, _args, ctx) => layouts.listLayouts(ctx),
  }),
  pages: t.field({
    type: [PageRef],
    authScopes: SCOPE,
    description: 'GetPosLayouts (§7): the pages of the live layouts, deleted ones included (flagged).',
    resolve: (_root, _args, ctx) => pages.listPages(ctx),
  }),
  page: t.field({
    type: PageRef,
    authScopes: SCOPE,
    description: 'GetPage (§7).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => pages.getPage(ctx, String(id)),
  }),
}));

builder.mutationFields((t) => ({
  createLayout: t.field({
    type: LayoutRef,
    authScopes: SCOPE,
    description: 'A new layout without categories.',
    args: { input: t.arg({ type: LayoutInput, required: true }) },
    resolve: (_root, { input }, ctx) => layouts.createLayout(ctx, input),
  }),
  updateLayout: t.field({
    type: LayoutRef,
    authScopes: SCOPE,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: LayoutInput, required: true }) },
    resolve: (_root, { id, input }, ctx) => layouts.updateLayout(ctx, String(id), input),
  }),
  deleteLayout: t.field({
    type: MutationResultRef,
    authScopes: SCOPE,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await layouts.deleteLayout(ctx, String(id));
      return ok();
    },
  }),
  createLayoutCategory: t.field({
    type: LayoutCategoryRef,
    authScopes: SCOPE,
    description: 'A new tab, last in order, with its own 5 × 5 top-level page.',
    args: {
      layoutId: t.arg.id({ required: true }),
      input: t.arg({ type: LayoutCategoryInput, required: true }),
    },
    resolve: (_root, { layoutId, input }, ctx) => layouts.createLayoutCategory(ctx, String(layoutId), input),
  }),
  updateLayoutCategory: t.field({
    type: LayoutCategoryRef,
    authScopes: SCOPE,
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: LayoutCategoryInput, required: true }),
      order: t.arg.int({ description: 'Moves the tab to this place (0 = first); the others follow.' }),
    },
    resolve: (_root, { id, input, order }, ctx) =>
      layouts.updateLayoutCategory(ctx, String(id), input, order),
  }),
  deleteLayoutCategory: t.field({
    type: MutationResultRef,
    authScopes: SCOPE,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await layouts.deleteLayoutCategory(ctx, String(id));
      return ok();
    },
  }),
  createPage: t.field({
    type: PageRef,
    authScopes: SCOPE,
    description: 'A sub-page of a layout, opened by a PAGE button.',
    args: { layoutId: t.arg.id({ required: true }), input: t.arg({ type: PageInput, required: true }) },
    resolve: (_root, { layoutId, input }, ctx) => pages.createPage(ctx, String(layoutId), input),
  }),
  updatePage: t.field({
    type: PageRef,
    authScopes: SCOPE,
    description: 'Name, grid, and with buttons.set every button of the page at once (§7).',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: PageUpdateInput, required: true }) },
    resolve: (_root, { id, input }, ctx) => pages.updatePage(ctx, String(id), input),
  }),
  deletePage: t.field({
    type: MutationResultRef,
    authScopes: SCOPE,
    description: 'Soft-deletes a sub-page; buttons that open it show it as deleted.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await pages.deletePage(ctx, String(id));
      return ok();
    },
  }),
}));
