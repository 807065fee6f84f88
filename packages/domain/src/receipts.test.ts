import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RECEIPT_TEMPLATE,
  mergeReceiptTemplate,
  missingReceiptContent,
  receiptHeading,
  receiptOrganizationNumber,
  receiptTemplateSchema,
} from './receipts.ts';

const company = { legalName: 'Demo Bistro AB', organizationNumber: '5591234567' };
const venue = { street: 'Götgatan 21', zip: '116 46', city: 'Stockholm' };
const template = DEFAULT_RECEIPT_TEMPLATE;
const contents = (list: { content: string }[]) => list.map((m) => m.content);

describe('mergeReceiptTemplate', () => {
  it('the venue override wins field by field; null falls back to the company and then the default', () => {
    const merged = mergeReceiptTemplate(
      { headerText: 'Welcome', footerText: 'Bye', showQrCode: true, hiddenLines: ['staff'] },
      { headerText: 'Hej', footerText: null, language: 'en', showQrCode: false },
    );
    expect(merged).toEqual({
      ...DEFAULT_RECEIPT_TEMPLATE,
      headerText: 'Hej',
      footerText: 'Bye',
      language: 'en',
      showQrCode: false,
      hiddenLines: ['staff'],
    });
    expect(mergeReceiptTemplate(null)).toEqual(DEFAULT_RECEIPT_TEMPLATE);
  });
});

describe('missingReceiptContent', () => {
  it('a complete Swedish venue misses nothing; a till without a control unit does', () => {
    expect(missingReceiptContent('SE', template, company, venue)).toEqual([]);
    expect(missingReceiptContent('SE', template, company, venue, { controlUnitSerial: 'CU-1' })).toEqual([]);
    expect(missingReceiptContent('SE', template, company, venue, { controlUnitSerial: null })).toEqual([
      { content: 'controlUnit', fix: 'terminal' },
    ]);
  });

  it('Sweden: a missing organisation number, legal name and address say where to fill them in', () => {
    const missing = missingReceiptContent(
      'SE',
      template,
      { legalName: ' ', organizationNumber: null },
      { street: 'Götgatan 21', city: '' },
    );
    expect(missing).toEqual([
      { content: 'legalName', fix: 'company' },
      { content: 'organizationNumber', fix: 'company' },
      { content: 'address', fix: 'venue' },
    ]);
  });

  it('the venue’s own legal entity counts', () => {
    const missing = missingReceiptContent(
      'SE',
      template,
      { legalName: null, organizationNumber: null },
      { ...venue, legalName: 'Södermalm AB', organizationNumber: '5561234567' },
    );
    expect(missing).toEqual([]);
  });

  it('a required line hidden by the template is missing; an optional one is not', () => {
    const hiding = { ...template, hiddenLines: ['payments', 'staff', 'serialNumber'] as const };
    expect(
      missingReceiptContent('SE', { ...hiding, hiddenLines: [...hiding.hiddenLines] }, company, venue),
    ).toEqual([
      { content: 'serialNumber', fix: 'template' },
      { content: 'payments', fix: 'template' },
    ]);
  });

  it('Norway needs the Salgskvittering heading; the UK a VAT number; Spain and Turkey a tax number', () => {
    const noHeading = { ...template, hiddenLines: ['heading' as const] };
    expect(contents(missingReceiptContent('NO', noHeading, company, venue))).toEqual(['heading']);
    expect(missingReceiptContent('GB', template, company, venue)).toEqual([
      { content: 'vatNumber', fix: 'template' },
    ]);
    expect(missingReceiptContent('GB', { ...template, vatNumber: 'GB123456789' }, company, venue)).toEqual(
      [],
    );
    const noOrg = { legalName: 'X', organizationNumber: null };
    for (const country of ['ES', 'TR', 'DK', 'NO']) {
      expect(contents(missingReceiptContent(country, template, noOrg, venue))).toEqual([
        'organizationNumber',
      ]);
    }
    // The UK has no organisation-number rule for receipts.
    expect(missingReceiptContent('GB', { ...template, vatNumber: 'GB1' }, noOrg, venue)).toEqual([]);
  });
});

describe('printing', () => {
  it('Norway prints Salgskvittering and the organisation number followed by MVA', () => {
    expect(receiptHeading('NO')).toBe('Salgskvittering');
    expect(receiptHeading('SE')).toBeNull();
    expect(receiptOrganizationNumber('NO', '912345678')).toBe('912 345 678 MVA');
    expect(receiptOrganizationNumber('NO', '912 345 678 MVA')).toBe('912 345 678 MVA');
    expect(receiptOrganizationNumber('SE', '5591234567')).toBe('5591234567');
  });
});

describe('receiptTemplateSchema', () => {
  it('empty texts are null; unknown lines, languages and ids are refused', () => {
    const ok = receiptTemplateSchema.safeParse({
      headerText: '  ',
      footerText: 'Tack!',
      hiddenLines: ['staff'],
    });
    expect(ok.success && ok.data).toMatchObject({
      headerText: null,
      footerText: 'Tack!',
      hiddenLines: ['staff'],
      logoImageId: null,
    });
    const bad = receiptTemplateSchema.safeParse({ hiddenLines: ['nope'], language: 'xx', logoImageId: '' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['logoImageId', 'validation.required'],
      ['language', 'validation.companyLanguage'],
      ['hiddenLines.0', 'validation.receiptLine'],
    ]);
    expect(receiptTemplateSchema.safeParse({ footerText: 'x'.repeat(501) }).success).toBe(false);
  });
});
