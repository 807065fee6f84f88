// Modification groups and modifications (§3 variation groups and variations); the item's links to
// them are the catalogue's (catalogue/links.schema.ts).
import { builder } from '../../kernel/builder.ts';
import { TranslationsInput, TranslationsRef } from '../catalogue/catalogue.types.ts';
import { idStrings, LinkedItemRef, POS } from '../catalogue/links.types.ts';
import { modificationLoaders } from './modifications.loaders.ts';
import * as service from './modifications.service.ts';

const ModificationRef = builder.objectRef<service.ModificationView>('Modification').implement({
  description: 'One choice of a modification group (§3 variation): name and price.',
  fields: (t) => ({
    id: t.exposeID('id'),
    groupId: t.exposeID('groupId'),
    name: t.exposeString('name'),
    nameLang: t.field({ type: TranslationsRef, resolve: (m) => m.nameLang }),
    price: t.exposeInt('price', {
      description: 'Minor units added to the item price; negative takes money off ("no cheese").',
    }),
    position: t.exposeInt('position', { description: 'Order within the group, lowest first.' }),
  }),
});

const ModificationGroupRef = builder.objectRef<service.ModificationGroupView>('ModificationGroup').implement({
  description: 'A modification group (§3 variation group): milk, size, extras.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    titleLang: t.field({ type: TranslationsRef, resolve: (g) => g.titleLang }),
    minSelections: t.exposeInt('minSelections', { description: 'Choices the cashier must pick.' }),
    maxSelections: t.exposeInt('maxSelections', {
      nullable: true,
      description: 'Choices the cashier may pick at most; null: no limit.',
    }),
    modifications: t.field({
      type: [ModificationRef],
      description: 'In order.',
      resolve: (g) => g.modifications,
    }),
    items: t.field({
      type: [LinkedItemRef],
      description: 'The items offering the group, by title.',
      resolve: (g, _args, ctx) => modificationLoaders(ctx).groupItems.load(g.id),
    }),
  }),
});

const ModificationGroupResultRef = builder
  .objectRef<service.ModificationGroupResult>('ModificationGroupResult')
  .implement({
    description: '§3: the result of saving a modification group carries success, error, message and id.',
    fields: (t) => ({
      success: t.exposeBoolean('success'),
      error: t.exposeString('error', { nullable: true }),
      message: t.exposeString('message', { nullable: true }),
      id: t.exposeID('id'),
      group: t.field({ type: ModificationGroupRef, resolve: (r) => r.group }),
    }),
  });

const VariationInput = builder.inputType('VariationInput', {
  description: 'A modification: its name in four languages and its price in minor units (may be negative).',
  fields: (t) => ({
    name: t.string({ required: true }),
    nameLang: t.field({
      type: TranslationsInput,
      description: 'Left out on an update, the translations stay.',
    }),
    price: t.int({ description: 'Defaults to 0.' }),
  }),
});

const GroupModificationInput = builder.inputType('GroupModificationInput', {
  description: 'One modification of a group form; with an id it keeps that modification.',
  fields: (t) => ({
    id: t.id(),
    name: t.string({ required: true }),
    nameLang: t.field({ type: TranslationsInput }),
    price: t.int(),
  }),
});

const ModificationGroupInput = builder.inputType('ModificationGroupInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    titleLang: t.field({ type: TranslationsInput }),
    minSelections: t.int({ description: 'Defaults to 0.' }),
    maxSelections: t.int({ description: 'At least 1 and at least minSelections; null: no limit.' }),
    modifications: t.field({
      type: [GroupModificationInput],
      description:
        "Given, the group's modifications become exactly these, in this order; left out, they stay.",
    }),
    itemIds: t.idList({ description: 'Given, exactly these items offer the group; left out, they stay.' }),
  }),
});

builder.queryFields((t) => ({
  modificationGroups: t.field({
    type: [ModificationGroupRef],
    authScopes: POS,
    description: "The company's modification groups by title, with their modifications.",
    resolve: (_root, _args, ctx) => service.listModificationGroups(ctx),
  }),
  modificationGroup: t.field({
    type: ModificationGroupRef,
    authScopes: POS,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => service.getModificationGroup(ctx, String(id)),
  }),
}));

builder.mutationFields((t) => ({
  createModificationGroup: t.field({
    type: ModificationGroupResultRef,
    authScopes: POS,
    args: { input: t.arg({ type: ModificationGroupInput, required: true }) },
    resolve: (_root, { input }, ctx) => service.createModificationGroup(ctx, input),
  }),
  updateModificationGroup: t.field({
    type: ModificationGroupResultRef,
    authScopes: POS,
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: ModificationGroupInput, required: true }),
    },
    resolve: (_root, { id, input }, ctx) => service.updateModificationGroup(ctx, String(id), input),
  }),
  createVariation: t.field({
    type: ModificationRef,
    authScopes: POS,
    description: 'A new modification at the end of a group.',
    args: { groupId: t.arg.id({ required: true }), input: t.arg({ type: VariationInput, required: true }) },
    resolve: (_root, { groupId, input }, ctx) => service.createVariation(ctx, String(groupId), input),
  }),
  updateVariation: t.field({
    type: ModificationRef,
    authScopes: POS,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: VariationInput, required: true }) },
    resolve: (_root, { id, input }, ctx) => service.updateVariation(ctx, String(id), input),
  }),
  reorderModifications: t.field({
    type: ModificationGroupRef,
    authScopes: POS,
    description: "A group's modifications in a new order: exactly its modifications, each once.",
    args: { groupId: t.arg.id({ required: true }), modificationIds: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) =>
      service.reorderModifications(ctx, String(args.groupId), idStrings(args.modificationIds)),
  }),
}));
