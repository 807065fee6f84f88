import QRCode from 'qrcode';
import { builder } from '../../kernel/builder.ts';
import type { ReceiptDocument, ReceiptRow } from './receipt-render.ts';
import * as receipts from './receipts.service.ts';

const SETTINGS = { scope: 'SETTINGS' } as const;

type Template = receipts.ReceiptTemplateView['template'];
type Missing = receipts.ReceiptTemplateView['missing'][number];
type Logo = NonNullable<receipts.ReceiptTemplateView['logo']>;

const TemplateRef = builder.objectRef<Template>('ReceiptTemplate').implement({
  description: 'What a receipt shows: the effective template (a venue’s override merged over the company’s).',
  fields: (t) => ({
    logoImageId: t.exposeID('logoImageId', { nullable: true, description: 'An image of the library.' }),
    headerText: t.exposeString('headerText', { nullable: true }),
    footerText: t.exposeString('footerText', { nullable: true }),
    language: t.exposeString('language', {
      nullable: true,
      description: 'se, en, es or no; null: the language of the venue’s country.',
    }),
    showQrCode: t.exposeBoolean('showQrCode', { description: 'Print a QR code to the digital receipt.' }),
    hiddenLines: t.exposeStringList('hiddenLines', {
      description: 'Lines of the receipt not printed (legalName, organizationNumber, vatNumber, address, …).',
    }),
    vatNumber: t.exposeString('vatNumber', { nullable: true, description: 'The VAT registration number.' }),
  }),
});

const MissingRef = builder.objectRef<Missing>('MissingReceiptContent').implement({
  description: 'Content the country requires on a receipt that is missing, and where it is fixed.',
  fields: (t) => ({
    content: t.exposeString('content', { description: 'A receipt line (legalName, organizationNumber, …).' }),
    fix: t.exposeString('fix', { description: 'company, venue, template or terminal.' }),
  }),
});

const LogoRef = builder.objectRef<Logo>('ReceiptLogo').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    url: t.exposeString('url'),
  }),
});

const SettingsRef = builder.objectRef<receipts.ReceiptTemplateView>('ReceiptTemplateSettings').implement({
  description: 'The receipt template of the company or of one venue, and what its country requires.',
  fields: (t) => ({
    venueId: t.exposeID('venueId', { nullable: true }),
    overridden: t.exposeBoolean('overridden', { description: 'The venue has an override of its own.' }),
    version: t.exposeInt('version', { description: 'The current version (0: never saved).' }),
    template: t.field({ type: TemplateRef, resolve: (v) => v.template }),
    logo: t.field({ type: LogoRef, nullable: true, resolve: (v) => v.logo }),
    country: t.exposeString('country'),
    missing: t.field({ type: [MissingRef], resolve: (v) => v.missing }),
  }),
});

const RowRef = builder.objectRef<ReceiptRow>('ReceiptRow').implement({
  fields: (t) => ({ label: t.exposeString('label'), value: t.exposeString('value') }),
});

const DocumentRef = builder.objectRef<ReceiptDocument>('ReceiptDocument').implement({
  description: 'A rendered receipt, as printed and e-mailed.',
  fields: (t) => ({
    language: t.exposeString('language'),
    logoUrl: t.exposeString('logoUrl', { nullable: true }),
    heading: t.exposeString('heading', { nullable: true }),
    header: t.exposeStringList('header'),
    info: t.field({ type: [RowRef], resolve: (d) => d.info }),
    lines: t.field({ type: [RowRef], resolve: (d) => d.lines }),
    totals: t.field({ type: [RowRef], resolve: (d) => d.totals }),
    vat: t.field({ type: [RowRef], resolve: (d) => d.vat }),
    payments: t.field({ type: [RowRef], resolve: (d) => d.payments }),
    footer: t.exposeStringList('footer'),
    qrCode: t.exposeBoolean('qrCode'),
  }),
});

const PreviewRef = builder.objectRef<receipts.ReceiptPreview>('ReceiptPreview').implement({
  fields: (t) => ({
    orderId: t.exposeID('orderId', { nullable: true, description: 'The order shown; null: a sample.' }),
    orderNumber: t.exposeInt('orderNumber', { nullable: true }),
    receiptUrl: t.exposeString('receiptUrl', {
      nullable: true,
      description: 'The order’s digital receipt, which the printed QR code opens; null for the sample.',
    }),
    qrSvg: t.string({
      nullable: true,
      description:
        'The printed QR code (SVG) of the digital receipt; null for the sample or without QR code.',
      resolve: (p) =>
        p.receiptUrl && p.document.qrCode
          ? QRCode.toString(p.receiptUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
          : null,
    }),
    document: t.field({ type: DocumentRef, resolve: (p) => p.document }),
  }),
});

const TemplateInput = builder.inputType('ReceiptTemplateInput', {
  description: 'A template to save; on a venue’s override an empty field follows the company’s.',
  fields: (t) => ({
    logoImageId: t.id(),
    headerText: t.string(),
    footerText: t.string(),
    language: t.string(),
    showQrCode: t.boolean(),
    hiddenLines: t.stringList(),
    vatNumber: t.string(),
  }),
});

builder.queryFields((t) => ({
  receiptTemplate: t.field({
    type: SettingsRef,
    authScopes: SETTINGS,
    args: { venueId: t.arg.id() },
    description: 'The company’s receipt template, or a venue’s effective one, with the missing content.',
    resolve: (_root, { venueId }, ctx) =>
      receipts.receiptTemplate(ctx, venueId == null ? null : String(venueId)),
  }),
  receiptPreview: t.field({
    type: PreviewRef,
    authScopes: SETTINGS,
    args: { venueId: t.arg.id(), template: t.arg({ type: TemplateInput }) },
    description:
      'The venue’s latest paid order (or a sample) as a receipt; `template` previews unsaved edits.',
    resolve: (_root, { venueId, template }, ctx) =>
      receipts.receiptPreview(ctx, venueId == null ? null : String(venueId), template),
  }),
}));

builder.mutationFields((t) => ({
  updateReceiptTemplate: t.field({
    type: SettingsRef,
    authScopes: SETTINGS,
    args: { venueId: t.arg.id(), input: t.arg({ type: TemplateInput, required: true }) },
    description: 'Saves the company’s template, or the venue’s override; every save is a new version.',
    resolve: (_root, { venueId, input }, ctx) =>
      receipts.updateReceiptTemplate(ctx, venueId == null ? null : String(venueId), input),
  }),
  resetReceiptTemplate: t.field({
    type: SettingsRef,
    authScopes: SETTINGS,
    args: { venueId: t.arg.id({ required: true }) },
    description: 'Drops the venue’s override: it prints with the company’s template again.',
    resolve: (_root, { venueId }, ctx) => receipts.resetReceiptTemplate(ctx, String(venueId)),
  }),
}));
