import { builder } from '../../kernel/builder.ts';
import type { Dependent } from '../../kernel/deletion.ts';
import {
  type AppliedGroupView,
  type CourseTypeView,
  catalogueLoaders,
  type ImageView,
} from './catalogue.loaders.ts';
import type * as catalogue from './catalogue.service.ts';

// The GraphQL object and input types of the catalogue, shared by its query and mutation fields.

export const TranslationsRef = builder.objectRef<catalogue.TranslationsView>('Translations').implement({
  description: 'A text in the company content languages; null where it has no translation.',
  fields: (t) => ({
    en: t.exposeString('en', { nullable: true }),
    se: t.exposeString('se', { nullable: true }),
    es: t.exposeString('es', { nullable: true }),
    no: t.exposeString('no', { nullable: true }),
  }),
});

export const TranslationsInput = builder.inputType('TranslationsInput', {
  description: 'A text in the four content languages; empty or null leaves a language out.',
  fields: (t) => ({ en: t.string(), se: t.string(), es: t.string(), no: t.string() }),
});

export const CourseTypeRef = builder.objectRef<CourseTypeView>('CourseType').implement({
  description: 'A course (§3: name, label): starters, mains, desserts, in the order the kitchen sends them.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    label: t.exposeString('label'),
    position: t.exposeInt('position', { description: 'Kitchen order, lowest first.' }),
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
    courseTypeId: t.exposeID('courseTypeId', { nullable: true }),
    courseType: t.field({
      type: CourseTypeRef,
      nullable: true,
      resolve: (c, _args, ctx) =>
        c.courseTypeId ? catalogueLoaders(ctx).courseType.load(c.courseTypeId) : null,
    }),
  }),
});

export const ImageRef = builder.objectRef<ImageView>('Image').implement({
  description: 'An uploaded image (§3: title, file).',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    url: t.exposeString('url', { description: "The image's address, relative to the API's origin." }),
  }),
});

export const AppliedVariationRef = builder.objectRef<AppliedGroupView>('AppliedVariation').implement({
  description: 'A modification group offered with an item.',
  fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title') }),
});

export const ItemRef = builder.objectRef<catalogue.ItemView>('Item').implement({
  description: 'A product.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    titleLang: t.field({ type: TranslationsRef, resolve: (i) => i.titleLang }),
    description: t.exposeString('description', { description: "Shown under the title; '' when none." }),
    descriptionLang: t.field({ type: TranslationsRef, resolve: (i) => i.descriptionLang }),
    defaultPrice: t.exposeInt('defaultPrice', { description: 'Minor units of the company currency.' }),
    manualPrice: t.exposeBoolean('manualPrice', { description: 'The price is typed in at the POS.' }),
    volumeSuffix: t.exposeString('volumeSuffix', { nullable: true }),
    weightUnit: t.exposeString('weightUnit', { nullable: true, description: 'cl, g, hg or kg.' }),
    vatRate: t.exposeInt('vatRate', { description: 'Integer percent.' }),
    allergens: t.exposeStringList('allergens', { description: 'CELERY, GLUTEN, MILK, … (§3).' }),
    courseTypeId: t.exposeID('courseTypeId', { nullable: true }),
    courseType: t.field({
      type: CourseTypeRef,
      nullable: true,
      resolve: (i, _args, ctx) =>
        i.courseTypeId ? catalogueLoaders(ctx).courseType.load(i.courseTypeId) : null,
    }),
    image: t.field({
      type: ImageRef,
      nullable: true,
      resolve: (i, _args, ctx) => (i.imageId ? catalogueLoaders(ctx).image.load(i.imageId) : null),
    }),
    categoryIds: t.idList({ resolve: (i) => i.categories.map((c) => c.id) }),
    categories: t.field({
      type: [CategoryRef],
      description: 'In position order: the first one names the item in lists.',
      resolve: (i) => i.categories,
    }),
    appliedVariations: t.field({
      type: [AppliedVariationRef],
      description: 'The modification groups offered with the item, in order.',
      resolve: (i, _args, ctx) => catalogueLoaders(ctx).appliedGroups.load(i.id),
    }),
    defaultVariationsIds: t.idList({
      description: 'Modifications preselected when the item is rung up.',
      resolve: (i, _args, ctx) => catalogueLoaders(ctx).defaultModificationIds.load(i.id),
    }),
    upsellIds: t.idList({ resolve: (i, _args, ctx) => catalogueLoaders(ctx).upsellIds.load(i.id) }),
    stationIds: t.idList({ resolve: (i, _args, ctx) => catalogueLoaders(ctx).stationIds.load(i.id) }),
  }),
});

export const ItemListRef = builder.objectRef<catalogue.ItemList>('ItemList').implement({
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'Every matching item, whatever the page.' }),
    results: t.field({ type: [ItemRef], resolve: (l) => l.results }),
  }),
});

export const DependentRef = builder.objectRef<Dependent>('Dependent').implement({
  description: 'How many things of one kind depend on an entity (MENU_ENTRIES, POS_BUTTONS, ITEMS, …).',
  fields: (t) => ({ kind: t.exposeString('kind'), count: t.exposeInt('count') }),
});
