// Receipt settings over HTTP: the company's template and a venue's override with their versions,
// the country's missing content, the logo from the library, refusals of bad input, the preview,
// the version an order keeps (and its e-mail prints), the terminal feed, and a burst of saves.
import { DEFAULT_RECEIPT_TEMPLATE } from '@fika/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { signUpOtherCompany } from '../../../test/other-company.ts';
import {
  companies,
  orders,
  receiptTemplates,
  receiptTemplateVersions,
  terminals,
} from '../../platform/db/schema/index.ts';
import { createImage, uploadFile } from '../library/library.test-helpers.ts';
import { demoVenues, issueTerminal, orderBody, simpleLine, submit } from '../orders/terminal-test-kit.ts';

type Settings = {
  venueId: string | null;
  overridden: boolean;
  version: number;
  template: {
    logoImageId: string | null;
    headerText: string | null;
    footerText: string | null;
    language: string | null;
    showQrCode: boolean;
    hiddenLines: string[];
    vatNumber: string | null;
  };
  logo: { id: string; url: string } | null;
  country: string;
  missing: { content: string; fix: string }[];
};
type Doc = {
  heading: string | null;
  header: string[];
  info: { label: string; value: string }[];
  lines: { label: string; value: string }[];
  footer: string[];
  language: string;
};

const SETTINGS = `venueId overridden version country logo { id url } missing { content fix }
  template { logoImageId headerText footerText language showQrCode hiddenLines vatNumber }`;
const DOC = 'heading header language info { label value } lines { label value } footer';

let t: TestServer;
let owner = '';
let manager = '';
let b = { token: '', companyId: '', venueId: '' };
let venue = { se: '', no: '' };
let companyId = '';

const codeOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  r.errors?.[0]?.extensions?.code;
const fieldErrors = (r: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  r.errors?.[0]?.extensions?.fieldErrors;

const read = (token: string, venueId: string | null = null) =>
  t.gql<{ receiptTemplate: Settings }>(
    `query($v: ID) { receiptTemplate(venueId: $v) { ${SETTINGS} } }`,
    { v: venueId },
    token,
  );
const save = (token: string, venueId: string | null, input: Record<string, unknown>) =>
  t.gql<{ updateReceiptTemplate: Settings }>(
    `mutation($v: ID, $i: ReceiptTemplateInput!) { updateReceiptTemplate(venueId: $v, input: $i) { ${SETTINGS} } }`,
    { v: venueId, i: input },
    token,
  );
const reset = (token: string, venueId: string) =>
  t.gql<{ resetReceiptTemplate: Settings }>(
    `mutation($v: ID!) { resetReceiptTemplate(venueId: $v) { ${SETTINGS} } }`,
    { v: venueId },
    token,
  );
const preview = (token: string, venueId: string | null, template?: Record<string, unknown>) =>
  t.gql<{ receiptPreview: { orderId: string | null; orderNumber: number | null; document: Doc } }>(
    `query($v: ID, $t: ReceiptTemplateInput) { receiptPreview(venueId: $v, template: $t) { orderId orderNumber document { ${DOC} } } }`,
    { v: venueId, t: template },
    token,
  );

async function settings(token: string, venueId: string | null = null): Promise<Settings> {
  const r = await read(token, venueId);
  expect(r.errors).toBeUndefined();
  return r.data?.receiptTemplate as Settings;
}

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  manager = await t.login(DEMO.manager);
  const other = await signUpOtherCompany(t);
  b = { token: other.token, companyId: other.companyId, venueId: other.venueId };
  const demo = await demoVenues(t);
  companyId = demo.companyId;
  venue = { se: demo.byName.Södermalm ?? '', no: demo.byName.Grünerløkka ?? '' };
});
afterAll(() => t.close());

describe('receipt settings', () => {
  it('a company that never saved one has the default template and nothing missing', async () => {
    const company = await settings(owner);
    expect(company).toMatchObject({
      venueId: null,
      overridden: false,
      version: 0,
      country: 'SE',
      missing: [],
    });
    expect(company.template).toEqual(DEFAULT_RECEIPT_TEMPLATE);
  });

  it('a Swedish venue without an organisation number lists it, and it goes once filled in', async () => {
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, b.companyId));
    // Company B is Danish and has no organisation number, and its venue no address.
    const before = await settings(b.token, b.venueId);
    expect(before.country).toBe('DK');
    expect(before.missing).toEqual(
      expect.arrayContaining([
        { content: 'organizationNumber', fix: 'company' },
        { content: 'address', fix: 'venue' },
      ]),
    );
    await t.database.db
      .update(companies)
      .set({ country: 'SE', organizationNumber: '5561234567' })
      .where(eq(companies.id, b.companyId));
    const after = await settings(b.token, b.venueId);
    expect(after.missing.map((m) => m.content)).not.toContain('organizationNumber');
    await t.database.db
      .update(companies)
      .set({ country: row?.country ?? 'DK', organizationNumber: row?.organizationNumber ?? null })
      .where(eq(companies.id, b.companyId));
  });

  it('saves the company template and a venue override, each save a new version', async () => {
    const saved = await save(owner, null, {
      headerText: 'Välkommen!',
      footerText: 'Tack för besöket',
      showQrCode: true,
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateReceiptTemplate).toMatchObject({ version: 1, overridden: false });
    // The venue follows the company's template.
    expect((await settings(owner, venue.se)).template.headerText).toBe('Välkommen!');

    const override = await save(owner, venue.se, { headerText: 'Södermalm hälsar', hiddenLines: ['staff'] });
    expect(override.data?.updateReceiptTemplate).toMatchObject({ overridden: true, version: 1 });
    expect(override.data?.updateReceiptTemplate.template).toMatchObject({
      headerText: 'Södermalm hälsar',
      footerText: 'Tack för besöket',
      showQrCode: true,
      hiddenLines: ['staff'],
    });
    // The Oslo venue still has the company's.
    expect((await settings(owner, venue.no)).template.headerText).toBe('Välkommen!');

    // A company save re-versions the override with the new company fields merged in.
    await save(owner, null, { headerText: 'Välkommen!', footerText: 'Välkommen åter' });
    const merged = await settings(owner, venue.se);
    expect(merged).toMatchObject({ overridden: true, version: 2 });
    expect(merged.template).toMatchObject({ headerText: 'Södermalm hälsar', footerText: 'Välkommen åter' });
    const [rowSe] = await t.database.db
      .select()
      .from(receiptTemplates)
      .where(and(eq(receiptTemplates.companyId, companyId), eq(receiptTemplates.venueId, venue.se)));
    const versions = await t.database.db
      .select()
      .from(receiptTemplateVersions)
      .where(eq(receiptTemplateVersions.templateId, rowSe?.id ?? ''));
    expect(versions.map((v) => v.version).sort()).toEqual([1, 2]);
    expect(versions.find((v) => v.version === 2)?.content).toMatchObject({ footerText: 'Välkommen åter' });
  });

  it('a hidden required line is missing content fixed on this screen', async () => {
    const r = await save(owner, venue.se, {
      headerText: 'Södermalm hälsar',
      hiddenLines: ['staff', 'payments'],
    });
    expect(r.data?.updateReceiptTemplate.missing).toContainEqual({ content: 'payments', fix: 'template' });
    await save(owner, venue.se, { headerText: 'Södermalm hälsar', hiddenLines: ['staff'] });
  });

  it('the logo must be an image of the company’s library', async () => {
    const unknown = await save(owner, null, { logoImageId: 'no-such-image' });
    expect(fieldErrors(unknown)).toEqual([{ field: 'logoImageId', message: 'validation.receiptLogo' }]);
    const bImage = (await createImage(t, b.token, 'B logo', await uploadFile(t, b.token), 'LOGO')).data
      ?.createImage.id;
    const theirs = await save(owner, null, { logoImageId: bImage });
    expect(fieldErrors(theirs)).toEqual([{ field: 'logoImageId', message: 'validation.receiptLogo' }]);
    const mine = (await createImage(t, owner, 'Logo', await uploadFile(t, owner), 'LOGO')).data?.createImage
      .id;
    const ok = await save(owner, null, {
      headerText: 'Välkommen!',
      footerText: 'Välkommen åter',
      logoImageId: mine,
    });
    expect(ok.data?.updateReceiptTemplate.logo?.id).toBe(mine);
    expect(ok.data?.updateReceiptTemplate.logo?.url).toMatch(/^\/api\/guest\/v1\/images\//);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const before = await settings(owner);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ headerText: 'a\u0000b' }, 'headerText', 'validation.unsupportedCharacter'],
      [{ footerText: 'x'.repeat(100_000) }, 'footerText', 'validation.tooLong'],
      [{ hiddenLines: ['secret'] }, 'hiddenLines.0', 'validation.receiptLine'],
      [{ language: 'klingon' }, 'language', 'validation.companyLanguage'],
      // An empty id is refused before the template's rules read it.
      [{ logoImageId: '' }, 'logoImageId', 'validation.invalid'],
    ];
    for (const [input, field, message] of cases) {
      const r = await save(owner, null, input);
      expect(codeOf(r), field).toBe('BAD_USER_INPUT');
      expect(fieldErrors(r)).toEqual([{ field, message }]);
    }
    expect(await settings(owner)).toEqual(before);
    for (const id of ['', b.venueId, 'x'.repeat(5000)]) {
      expect(codeOf(await save(owner, id, { headerText: 'Mine' })), id).toMatch(/NOT_FOUND|BAD_USER_INPUT/);
    }
    expect(codeOf(await read(owner, b.venueId))).toBe('NOT_FOUND');
    expect(codeOf(await reset(owner, b.venueId))).toBe('NOT_FOUND');
    expect(codeOf(await preview(owner, b.venueId))).toBe('NOT_FOUND');
    expect((await settings(b.token, b.venueId)).overridden).toBe(false);
  });

  it('needs SETTINGS', async () => {
    expect(codeOf(await read(manager))).toBe('FORBIDDEN');
    expect(codeOf(await save(manager, null, { headerText: 'x' }))).toBe('FORBIDDEN');
    expect(codeOf(await read('', null))).toBe('UNAUTHENTICATED');
  });

  it('an order keeps the version it was issued with; its e-mail prints it, the till and the pager', async () => {
    const { credential, id: terminalId } = await issueTerminal(t, owner, venue.se, 'Kassa 7');
    await t.database.db
      .update(terminals)
      .set({ controlUnitSerial: 'CU-SE-123456' })
      .where(eq(terminals.id, terminalId));
    const sent = await submit(
      t,
      credential,
      orderBody({
        clientOrderId: 'receipt-version-1',
        lines: [simpleLine(4500, 2)],
        staffName: 'Olivia',
        // Now, so it is the venue's latest paid order (the preview's).
        placedAt: new Date(Date.now() - 60_000).toISOString(),
      }),
    );
    expect(sent.status).toBe(201);
    const orderId = String(sent.body.id);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    const [version] = await t.database.db
      .select()
      .from(receiptTemplateVersions)
      .where(eq(receiptTemplateVersions.id, order?.receiptTemplateVersionId ?? ''));
    expect(version?.content).toMatchObject({ headerText: 'Södermalm hälsar' });
    await t.database.db.update(orders).set({ beeperNumber: 42 }).where(eq(orders.id, orderId));

    // A later edit does not change the issued receipt.
    await save(owner, venue.se, { headerText: 'Ny rubrik', hiddenLines: ['staff'] });
    const mail = await t.gql<{ sendOrderEmail: { success: boolean } }>(
      'mutation($id: ID!) { sendOrderEmail(orderId: $id, email: "kvitto@example.test") { success } }',
      { id: orderId },
      owner,
    );
    expect(mail.data?.sendOrderEmail.success).toBe(true);
    const [email] = await t.outbox('kvitto@example.test');
    expect(email?.text).toContain('Södermalm hälsar');
    expect(email?.text).not.toContain('Ny rubrik');
    expect(email?.text).toContain('Demo Bistro AB');
    expect(email?.text).toContain('Org.nr 5591234567');
    expect(email?.text).toContain('Götgatan 21');
    expect(email?.text).toContain('Kassa  Kassa 7');
    expect(email?.text).toContain('Personsökare  42');
    expect(email?.text).toContain('Kontrollenhet CU-SE-123456');
    expect(email?.text).toContain('Moms 12 %');
    // The staff line is hidden by the override.
    expect(email?.text).not.toContain('Olivia');

    // The preview shows that order with the current template.
    const p = await preview(owner, venue.se);
    expect(p.data?.receiptPreview.orderId).toBe(orderId);
    expect(p.data?.receiptPreview.document.header).toContain('Ny rubrik');
    // …and a draft while editing, not saved.
    const draft = await preview(owner, venue.se, { headerText: 'Utkast', language: 'en' });
    expect(draft.data?.receiptPreview.document.header).toContain('Utkast');
    expect(draft.data?.receiptPreview.document.info.map((r) => r.label)).toContain('Register');
    expect((await settings(owner, venue.se)).template.headerText).toBe('Ny rubrik');
  });

  it('a venue that sold nothing previews a sample; Norway prints Salgskvittering and MVA', async () => {
    const sample = await preview(b.token, b.venueId);
    expect(sample.data?.receiptPreview.orderId).toBeNull();
    expect(sample.data?.receiptPreview.document.lines.length).toBeGreaterThan(0);
    const no = await preview(owner, venue.no);
    expect(no.errors).toBeUndefined();
    // The company is Swedish: the Norwegian rules apply to Norwegian companies.
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, b.companyId));
    await t.database.db
      .update(companies)
      .set({ country: 'NO', organizationNumber: '912345678', legalName: 'Nyhavn AS' })
      .where(eq(companies.id, b.companyId));
    const norwegian = await preview(b.token, b.venueId);
    expect(norwegian.data?.receiptPreview.document).toMatchObject({
      heading: 'Salgskvittering',
      language: 'no',
    });
    expect(norwegian.data?.receiptPreview.document.header).toContain('Org.nr. 912 345 678 MVA');
    await t.database.db
      .update(companies)
      .set({ country: row?.country ?? 'DK', organizationNumber: null, legalName: row?.legalName ?? null })
      .where(eq(companies.id, b.companyId));
  });

  it('the terminal feed carries the templates; a reset override leaves it as deleted', async () => {
    const { credential } = await issueTerminal(t, owner, venue.se, 'Feed till');
    const feed = async (query = '') => {
      const response = await fetch(`${t.url}/terminal/v1/config${query}`, {
        headers: { authorization: `Bearer ${credential}` },
      });
      return (await response.json()) as {
        version: number;
        receiptTemplates: {
          id: string;
          venueId: string | null;
          headerText: string | null;
          versionId: string;
        }[];
        deleted?: Record<string, string[]>;
      };
    };
    const full = await feed();
    expect(full.receiptTemplates.map((r) => [r.venueId, r.headerText])).toEqual([
      [null, 'Välkommen!'],
      [venue.se, 'Ny rubrik'],
    ]);
    const overrideId = full.receiptTemplates.find((r) => r.venueId)?.id;
    const r = await reset(owner, venue.se);
    expect(r.data?.resetReceiptTemplate).toMatchObject({ overridden: false });
    expect(r.data?.resetReceiptTemplate.template.headerText).toBe('Välkommen!');
    const delta = await feed(`?since=${full.version}`);
    expect(delta.receiptTemplates).toEqual([]);
    expect(delta.deleted?.receiptTemplates).toEqual([overrideId]);
    // The override's versions stay: receipts issued with them keep them.
    const kept = await t.database.db
      .select()
      .from(receiptTemplateVersions)
      .where(eq(receiptTemplateVersions.templateId, overrideId ?? ''));
    expect(kept.length).toBeGreaterThan(0);
  });

  it('a burst of saves gives distinct, gap-free versions', async () => {
    const start = (await settings(owner)).version;
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => save(owner, null, { headerText: `Burst ${n}` })),
    );
    expect(results.map((r) => r.errors)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    const after = await settings(owner);
    expect(after.version).toBe(start + 5);
  });
});
