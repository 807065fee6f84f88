// The receipt: what a template may show, how a venue's override falls back to the company's, and
// what each country requires a receipt to carry (Sweden's kassaregisterlag, Norway's
// bokføringsforskrift, UK VAT receipts, …). The server renders receipts and the settings screen
// warns with the same rules, so a warning on the screen means a line missing on paper.
import * as z from 'zod/mini';
import { COMPANY_LANGUAGES, type CompanyLanguage } from './countries.ts';
import { idSchema, OBJECT_PARAMS, oneOf, optionalText, VALIDATION_MESSAGE_KEYS } from './validation.ts';

/**
 * The optional lines of a receipt, in print order. The order's own lines, totals and VAT are
 * always printed; these can be hidden by the template (a hidden required line is a warning).
 */
export const RECEIPT_LINES = [
  'heading',
  'legalName',
  'organizationNumber',
  'vatNumber',
  'address',
  'dateTime',
  'serialNumber',
  'register',
  'staff',
  'table',
  'beeper',
  'vatPerRate',
  'payments',
  'controlUnit',
] as const;
export type ReceiptLine = (typeof RECEIPT_LINES)[number];

export const MAX_RECEIPT_TEXT = 500;
export const MAX_VAT_NUMBER = 32;

/** The template a receipt is printed with, after the venue's override is merged over the company's. */
export interface ReceiptTemplate {
  /** An image of the company's image library, printed at the top. */
  logoImageId: string | null;
  headerText: string | null;
  footerText: string | null;
  /** The receipt's language; null: the language of the venue's country. */
  language: CompanyLanguage | null;
  /** A QR code linking to the digital receipt. */
  showQrCode: boolean;
  /** Lines of RECEIPT_LINES not printed. */
  hiddenLines: ReceiptLine[];
  /** The company's VAT registration number (a UK receipt must show it). */
  vatNumber: string | null;
}

/** A stored template (company or venue override): null fields fall back to the company's. */
export type ReceiptTemplateFields = { [K in keyof ReceiptTemplate]: ReceiptTemplate[K] | null };

/** The template of a company that never saved one. */
export const DEFAULT_RECEIPT_TEMPLATE: ReceiptTemplate = {
  logoImageId: null,
  headerText: null,
  footerText: null,
  language: null,
  showQrCode: false,
  hiddenLines: [],
  vatNumber: null,
};

const KEYS = Object.keys(DEFAULT_RECEIPT_TEMPLATE) as (keyof ReceiptTemplate)[];

/** The effective template: the venue's non-null fields over the company's over the defaults. */
export function mergeReceiptTemplate(
  company: Partial<ReceiptTemplateFields> | null | undefined,
  venue?: Partial<ReceiptTemplateFields> | null,
): ReceiptTemplate {
  const merged: Record<string, unknown> = { ...DEFAULT_RECEIPT_TEMPLATE };
  for (const source of [company, venue]) {
    if (!source) continue;
    for (const key of KEYS) {
      const value = source[key];
      if (value !== null && value !== undefined) merged[key] = value;
    }
  }
  return merged as unknown as ReceiptTemplate;
}

export const RECEIPT_ERRORS = {
  logo: 'validation.receiptLogo',
  line: 'validation.receiptLine',
  language: VALIDATION_MESSAGE_KEYS.companyLanguage,
} as const;

const nullable = <T extends z.core.SomeType>(schema: T) =>
  z.pipe(
    z.nullish(schema),
    z.transform((value: z.output<T> | null | undefined) => value ?? null),
  );

/**
 * A template as the settings screen saves it (the company's, or a venue's override: there an
 * empty field means "as the company's").
 */
export const receiptTemplateSchema = z.object(
  {
    logoImageId: nullable(idSchema),
    headerText: nullable(optionalText(MAX_RECEIPT_TEXT)),
    footerText: nullable(optionalText(MAX_RECEIPT_TEXT)),
    language: nullable(oneOf(COMPANY_LANGUAGES, RECEIPT_ERRORS.language)),
    showQrCode: nullable(z.boolean({ error: VALIDATION_MESSAGE_KEYS.invalid })),
    hiddenLines: nullable(
      z
        .array(oneOf(RECEIPT_LINES, RECEIPT_ERRORS.line), { error: VALIDATION_MESSAGE_KEYS.invalid })
        .check(z.maxLength(RECEIPT_LINES.length, { error: VALIDATION_MESSAGE_KEYS.invalid })),
    ),
    vatNumber: nullable(optionalText(MAX_VAT_NUMBER)),
  },
  OBJECT_PARAMS,
);
export type ReceiptTemplateInput = z.input<typeof receiptTemplateSchema>;

/** What the rules read of the company, the venue and (when one is checked) the till. */
export interface ReceiptIssuer {
  company: { legalName: string | null; organizationNumber: string | null };
  venue: {
    legalName?: string | null;
    organizationNumber?: string | null;
    street?: string | null;
    zip?: string | null;
    city?: string | null;
  };
  /** The till; omitted when checking a venue's template without a register in mind. */
  terminal?: { controlUnitSerial: string | null } | null;
}

/** Required receipt content that is missing, and where it is fixed. */
export interface MissingReceiptContent {
  content: ReceiptLine;
  /** company: company settings; venue: the venue's details; template: this screen; terminal: the till. */
  fix: 'company' | 'venue' | 'template' | 'terminal';
}

/** What each country requires on a receipt (lines the template must print, data they need). */
export const REQUIRED_RECEIPT_CONTENT: Readonly<Record<string, readonly ReceiptLine[]>> = {
  // Skatteverket (SKVFS 2014:9): seller, org. no., address, time, serial, register, VAT per rate,
  // means of payment and the control unit's identification.
  SE: [
    'legalName',
    'organizationNumber',
    'address',
    'dateTime',
    'serialNumber',
    'register',
    'vatPerRate',
    'payments',
    'controlUnit',
  ],
  // Bokføringsforskriften § 5-3: "Salgskvittering" as heading, org. no. followed by "MVA".
  NO: [
    'heading',
    'legalName',
    'organizationNumber',
    'address',
    'dateTime',
    'serialNumber',
    'vatPerRate',
    'payments',
  ],
  // HMRC VAT receipts: seller, VAT registration number, time of supply, gross per VAT rate.
  GB: ['legalName', 'vatNumber', 'address', 'dateTime', 'vatPerRate'],
  // Momsloven: seller, CVR number, date, serial number and VAT.
  DK: ['legalName', 'organizationNumber', 'address', 'dateTime', 'serialNumber', 'vatPerRate'],
  // Factura simplificada (RD 1619/2012): number, date, NIF, VAT rate ("IVA incluido").
  ES: ['legalName', 'organizationNumber', 'address', 'dateTime', 'serialNumber', 'vatPerRate'],
  // Perakende satış fişi: seller, tax number, address, date and time, fiş number, KDV per rate.
  TR: ['legalName', 'organizationNumber', 'address', 'dateTime', 'serialNumber', 'vatPerRate', 'payments'],
};

const FALLBACK_REQUIRED: readonly ReceiptLine[] = ['legalName', 'dateTime', 'vatPerRate'];

const present = (value: string | null | undefined) => Boolean(value?.trim());

/**
 * The required receipt content of `country` that a receipt printed with `template` for this
 * issuer would lack, in print order: first the data that is missing (and where to fill it in),
 * else the required line the template hides.
 */
export function missingReceiptContent(
  country: string,
  template: ReceiptTemplate,
  company: ReceiptIssuer['company'],
  venue: ReceiptIssuer['venue'],
  terminal?: ReceiptIssuer['terminal'],
): MissingReceiptContent[] {
  const required = REQUIRED_RECEIPT_CONTENT[country] ?? FALLBACK_REQUIRED;
  const hidden = new Set(template.hiddenLines);
  const missing: MissingReceiptContent[] = [];
  for (const content of RECEIPT_LINES) {
    if (!required.includes(content)) continue;
    const fix = missingData(content, template, company, venue, terminal);
    if (fix) missing.push({ content, fix });
    else if (hidden.has(content)) missing.push({ content, fix: 'template' });
  }
  return missing;
}

function missingData(
  content: ReceiptLine,
  template: ReceiptTemplate,
  company: ReceiptIssuer['company'],
  venue: ReceiptIssuer['venue'],
  terminal: ReceiptIssuer['terminal'],
): MissingReceiptContent['fix'] | null {
  switch (content) {
    case 'legalName':
      return present(venue.legalName) || present(company.legalName) ? null : 'company';
    case 'organizationNumber':
      return present(venue.organizationNumber) || present(company.organizationNumber) ? null : 'company';
    case 'address':
      return present(venue.street) && present(venue.city) ? null : 'venue';
    case 'vatNumber':
      return present(template.vatNumber) ? null : 'template';
    case 'controlUnit':
      return terminal && !present(terminal.controlUnitSerial) ? 'terminal' : null;
    default:
      return null;
  }
}

/** Whether a template prints `line`. */
export function showsReceiptLine(template: ReceiptTemplate, line: ReceiptLine): boolean {
  return !template.hiddenLines.includes(line);
}

/** The receipt heading a country requires ("Salgskvittering" in Norway), else null. */
export function receiptHeading(country: string): string | null {
  return country === 'NO' ? 'Salgskvittering' : null;
}

/**
 * The organisation number as a receipt prints it: a Norwegian VAT-registered seller writes it
 * in groups of three followed by "MVA" (e.g. "912 345 678 MVA").
 */
export function receiptOrganizationNumber(country: string, organizationNumber: string): string {
  const value = organizationNumber.trim();
  if (country !== 'NO') return value;
  const digits = value.replace(/\D/g, '').replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');
  return /MVA$/i.test(value) ? value : `${digits || value} MVA`;
}
