import { builder } from '../../kernel/builder.ts';
import { POS } from '../catalogue/links.types.ts';
import { PageInfoRef } from '../orders/orders.schema.ts';
import * as library from './library.service.ts';
import { publicImageUrl } from './public-image.ts';

const ImageUsageRef = builder.objectRef<library.ImageUsageView>('ImageUsage').implement({
  description: 'One place an image is shown.',
  fields: (t) => ({
    kind: t.exposeString('kind', {
      description:
        'ITEM, MEMBERSHIP_LEVEL, GUEST_PAGE (the online-ordering page of a venue: id is the venue) or RECEIPT_TEMPLATE (a receipt logo: id is the venue of an override, empty for the company template).',
    }),
    id: t.exposeID('id'),
    name: t.exposeString('name'),
  }),
});

const LibraryImageRef = builder.objectRef<library.LibraryImageView>('LibraryImage').implement({
  description: 'An image of the library (§3 image), with its kind and how much it is used.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    kind: t.exposeString('kind', { description: 'PRODUCT, BANNER or LOGO.' }),
    url: t.exposeString('url', {
      description: "The file's address, relative to the API's origin; new after a replace.",
    }),
    publicUrl: t.string({
      description: 'The address guests load it from (versioned: it changes when the image is replaced).',
      resolve: (i) => publicImageUrl(i),
    }),
    contentType: t.exposeString('contentType'),
    size: t.exposeInt('size', { nullable: true, description: 'Bytes.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    usageCount: t.exposeInt('usageCount', {
      description: 'Items, membership levels and guest pages using it.',
    }),
    usages: t.field({
      type: [ImageUsageRef],
      description: 'Where it is used: items, then membership levels, then guest pages, each by name.',
      resolve: (i, _args, ctx) => library.usesOfImage(ctx, i.id),
    }),
  }),
});

const LibraryImageConnectionRef = builder
  .objectRef<library.LibraryImagePage>('LibraryImageConnection')
  .implement({
    fields: (t) => ({
      nodes: t.field({ type: [LibraryImageRef], resolve: (p) => p.nodes }),
      pageInfo: t.field({ type: PageInfoRef, resolve: (p) => p }),
    }),
  });

const ImageFilterInput = builder.inputType('ImageFilter', {
  fields: (t) => ({
    kind: t.string({ description: 'PRODUCT, BANNER or LOGO.' }),
    search: t.string({ description: 'Words of the title.' }),
    unused: t.boolean({ description: 'Only images nothing uses.' }),
  }),
});

builder.queryFields((t) => ({
  images: t.field({
    type: LibraryImageConnectionRef,
    authScopes: { companyUser: true },
    description: "The company's image library, newest first (readable by every user: pickers use it).",
    args: { filter: t.arg({ type: ImageFilterInput }), first: t.arg.int(), after: t.arg.string() },
    resolve: (_root, args, ctx) => library.listImages(ctx, args),
  }),
  image: t.field({
    type: LibraryImageRef,
    authScopes: { companyUser: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => library.getImage(ctx, String(id)),
  }),
}));

builder.mutationFields((t) => ({
  updateImage: t.field({
    type: LibraryImageRef,
    authScopes: POS,
    description: 'Renames an image or changes its kind.',
    args: {
      id: t.arg.id({ required: true }),
      title: t.arg.string({ required: true }),
      kind: t.arg.string({ required: true }),
    },
    resolve: (_root, { id, title, kind }, ctx) => library.updateImage(ctx, String(id), { title, kind }),
  }),
  replaceImage: t.field({
    type: LibraryImageRef,
    authScopes: POS,
    description:
      'Shows a newly uploaded file (getFileUploadUrl, PUT) under the same image id, wherever it is used.',
    args: { id: t.arg.id({ required: true }), fileId: t.arg.id({ required: true }) },
    resolve: (_root, { id, fileId }, ctx) => library.replaceImage(ctx, String(id), String(fileId)),
  }),
  deleteUnusedImages: t.int({
    authScopes: POS,
    description: 'Removes every image nothing uses; answers how many went. One image: deleteNode.',
    resolve: (_root, _args, ctx) => library.deleteUnusedImages(ctx),
  }),
}));
