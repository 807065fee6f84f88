import { builder } from '../../graphql/builder.ts';
import * as catalogue from './catalogue.service.ts';

export const TranslationsRef = builder.objectRef<catalogue.TranslationsView>('Translations').implement({
  description: 'A text in the company content languages; null where it has no translation.',
  fields: (t) => ({
    en: t.exposeString('en', { nullable: true }),
    se: t.exposeString('se', { nullable: true }),
    es: t.exposeString('es', { nullable: true }),
    no: t.exposeString('no', { nullable: true }),
  }),
});

export const CategoryRef = builder.objectRef<catalogue.CategoryView>('Category').implement({
  description: 'A product category.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    nameLang: t.field({ type: TranslationsRef, resolve: (c) => c.nameLang }),
    color: t.exposeString('color', { nullable: true, description: 'A CSS colour, e.g. #e8590c.' }),
    vatRate: t.exposeInt('vatRate', { description: 'Integer percent.' }),
    parentId: t.exposeID('parentId', { nullable: true }),
  }),
});

export const ItemRef = builder.objectRef<catalogue.ItemView>('Item').implement({
  description: 'A product.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    titleLang: t.field({ type: TranslationsRef, resolve: (i) => i.titleLang }),
    defaultPrice: t.exposeInt('defaultPrice', { description: 'Minor units of the company currency.' }),
    manualPrice: t.exposeBoolean('manualPrice', { description: 'The price is typed in at the POS.' }),
    volumeSuffix: t.exposeString('volumeSuffix', { nullable: true }),
    vatRate: t.exposeInt('vatRate', { description: 'Integer percent.' }),
    courseTypeId: t.exposeID('courseTypeId', { nullable: true }),
    categoryIds: t.idList({ resolve: (i) => i.categories.map((c) => c.id) }),
    categories: t.field({
      type: [CategoryRef],
      description: 'In position order: the first one names the item in lists.',
      resolve: (i) => i.categories,
    }),
  }),
});

const ItemListRef = builder.objectRef<catalogue.ItemList>('ItemList').implement({
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'Every item, whatever the page.' }),
    results: t.field({ type: [ItemRef], resolve: (l) => l.results }),
  }),
});

builder.queryFields((t) => ({
  items: t.field({
    type: ItemListRef,
    authScopes: { scope: 'POS_CUSTOMIZATION' },
    description: "The company's items by title. Without a limit, all of them.",
    args: { limit: t.arg.int(), offset: t.arg.int() },
    resolve: (_root, args, ctx) => catalogue.listItems(ctx, args),
  }),
  categories: t.field({
    type: [CategoryRef],
    authScopes: { scope: 'POS_CUSTOMIZATION' },
    description: "The company's categories by name.",
    resolve: (_root, _args, ctx) => catalogue.listCategories(ctx),
  }),
}));
