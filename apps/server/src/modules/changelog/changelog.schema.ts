import { builder } from '../../kernel/builder.ts';
import * as changelog from './changelog.service.ts';

const ChangelogEntryRef = builder.objectRef<changelog.ChangelogEntryView>('ChangelogEntry').implement({
  description: "A What's new entry in the reader's language.",
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    body: t.exposeString('body'),
    link: t.exposeString('link', { nullable: true, description: 'A back-office path the entry is about.' }),
    publishedAt: t.expose('publishedAt', { type: 'DateTime' }),
    unread: t.exposeBoolean('unread', { description: 'Published since the reader last opened the panel.' }),
  }),
});

const ChangelogTextsInput = builder.inputType('ChangelogTextsInput', {
  description: 'A text in each of the seven languages of the product.',
  fields: (t) => ({
    en: t.string({ required: true }),
    sv: t.string({ required: true }),
    no: t.string({ required: true }),
    da: t.string({ required: true }),
    es: t.string({ required: true }),
    tr: t.string({ required: true }),
    ar: t.string({ required: true }),
  }),
});

const ChangelogEntryInput = builder.inputType('ChangelogEntryInput', {
  fields: (t) => ({
    title: t.field({ type: ChangelogTextsInput, required: true }),
    body: t.field({ type: ChangelogTextsInput, required: true }),
    link: t.string({ description: 'A back-office path such as /pim/products.' }),
  }),
});

builder.queryFields((t) => ({
  changelog: t.field({
    type: [ChangelogEntryRef],
    authScopes: { authenticated: true },
    description: "What's new: the newest entries, newest first.",
    args: { language: t.arg.string({ description: 'en, sv, no, da, es, tr or ar; English otherwise.' }) },
    resolve: (_root, args, ctx) => changelog.listChangelog(ctx, args.language),
  }),
}));

builder.mutationFields((t) => ({
  markChangelogRead: t.boolean({
    authScopes: { authenticated: true },
    description: "The caller opened What's new: every entry published until now is read.",
    resolve: (_root, _args, ctx) => changelog.markChangelogRead(ctx),
  }),
  addChangelogEvent: t.field({
    type: ChangelogEntryRef,
    authScopes: { orgAdmin: true },
    description: "Publishes a What's new entry to every user (organisation administrators only).",
    args: { input: t.arg({ type: ChangelogEntryInput, required: true }) },
    resolve: (_root, args, ctx) => changelog.addChangelogEvent(ctx, args.input),
  }),
}));
