import { boundsOf, TABLE_RANGE_MAX } from '@fika/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { pdfQrCodes } from '../../../test/pdf-qr-codes.ts';
import { newId } from '../../lib/ids.ts';
import { diningTables, floorPlans, users } from '../../platform/db/schema/index.ts';
import { pdfText } from '../../platform/pdf/pdf-text.ts';
import { tableReference } from '../online-ordering/table-ref.ts';
import { demoVenues } from '../orders/terminal-test-kit.ts';

let t: TestServer;
let owner = '';
let manager = '';
let companyId = '';
let sodermalm = '';
let grunerlokka = '';
let terrace = '';
let inside = '';
let oslo = '';

// Floor plans come from the floor-plan module's API; these tests insert their own.
async function plan(venueId: string, name: string, width = 40, height = 24): Promise<string> {
  const id = newId();
  await t.database.db.insert(floorPlans).values({ id, companyId, venueId, name, width, height });
  return id;
}

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  manager = await t.login(DEMO.manager);
  const demo = await demoVenues(t);
  companyId = demo.companyId;
  sodermalm = demo.byName['Södermalm'] ?? '';
  grunerlokka = demo.byName['Grünerløkka'] ?? '';
  terrace = await plan(sodermalm, 'Terrace');
  inside = await plan(sodermalm, 'Inside', 12, 8);
  oslo = await plan(grunerlokka, 'Salen');
});
afterAll(() => t.close());

const TABLE =
  'id venueId floorPlanId floorPlanName code seats shape width height posX posY rotation section active';
const CREATE = `mutation($input: CreateTablesInput!) { createTables(input: $input) { ${TABLE} } }`;
const UPDATE = `mutation($id: ID!, $input: TableInput!) { updateTable(id: $id, input: $input) { ${TABLE} } }`;
const LIST = `query($filter: TablesFilterInput!) { tables(filter: $filter) { ${TABLE} } }`;
const DELETE = 'mutation($id: ID!) { deleteNode(id: $id) { success } }';

interface Table {
  id: string;
  venueId: string;
  floorPlanId: string;
  floorPlanName: string;
  code: string;
  seats: number;
  shape: string;
  width: number;
  height: number;
  posX: number;
  posY: number;
  rotation: number;
  section: string;
  active: boolean;
}

async function create(input: Record<string, unknown>, token = owner) {
  return t.gql<{ createTables: Table[] }>(CREATE, { input }, token);
}

async function list(filter: Record<string, unknown>, token = owner): Promise<Table[]> {
  const result = await t.gql<{ tables: Table[] }>(LIST, { filter }, token);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data?.tables ?? [];
}

const fieldErrors = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.fieldErrors;

describe('tables', () => {
  it('creates a range on a floor plan in a tidy grid on the plan, listed in natural order', async () => {
    const result = await create({
      floorPlanId: terrace,
      codes: 'T1–T12',
      seats: 2,
      shape: 'ROUND',
      section: 'Terrace',
    });
    expect(result.errors).toBeUndefined();
    const made = result.data?.createTables ?? [];
    expect(made.map((m) => m.code)).toEqual(Array.from({ length: 12 }, (_, i) => `T${i + 1}`));
    expect(
      made.every((m) => m.seats === 2 && m.shape === 'ROUND' && m.section === 'Terrace' && m.active),
    ).toBe(true);
    expect(made.every((m) => m.venueId === sodermalm && m.floorPlanName === 'Terrace')).toBe(true);
    // On the plan, and no two overlap.
    for (const [i, a] of made.entries()) {
      const box = boundsOf(a);
      expect(box.left >= 0 && box.top >= 0 && box.right <= 40 && box.bottom <= 24).toBe(true);
      for (const b of made.slice(i + 1)) {
        const other = boundsOf(b);
        const apart =
          box.right <= other.left ||
          other.right <= box.left ||
          box.bottom <= other.top ||
          other.bottom <= box.top;
        expect(apart, `${a.code} overlaps ${b.code}`).toBe(true);
      }
    }
    // A second batch takes the free spots beside the first.
    const more = (await create({ floorPlanId: terrace, codes: '13' })).data?.createTables ?? [];
    expect(more).toHaveLength(1);
    const [thirteen] = more;
    for (const a of made) {
      expect(thirteen && (thirteen.posX !== a.posX || thirteen.posY !== a.posY)).toBe(true);
    }
    const codes = (await list({ venueId: sodermalm, floorPlanId: terrace })).map((x) => x.code);
    expect(codes.slice(0, 3)).toEqual(['13', 'T1', 'T2']);
    expect(codes.indexOf('T10')).toBeGreaterThan(codes.indexOf('T9'));
  });

  it('filters by plan, section, active and code text', async () => {
    await create({ floorPlanId: inside, codes: 'A1-A3', section: 'Window', active: false });
    expect((await list({ venueId: sodermalm, floorPlanId: inside })).map((x) => x.code)).toEqual([
      'A1',
      'A2',
      'A3',
    ]);
    expect((await list({ venueId: sodermalm, section: 'window' })).map((x) => x.code)).toEqual([
      'A1',
      'A2',
      'A3',
    ]);
    expect((await list({ venueId: sodermalm, active: false })).map((x) => x.code)).toEqual([
      'A1',
      'A2',
      'A3',
    ]);
    expect((await list({ venueId: sodermalm, search: 't1' })).map((x) => x.code)).toEqual([
      'T1',
      'T10',
      'T11',
      'T12',
    ]);
    // LIKE wildcards are literal.
    expect(await list({ venueId: sodermalm, search: '%' })).toEqual([]);
  });

  it('refuses a code the plan has (any case), naming it, and stores nothing of the range', async () => {
    const before = await list({ venueId: sodermalm, floorPlanId: terrace });
    const result = await create({ floorPlanId: terrace, codes: 't11-t14' });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toContain('t11');
    expect(fieldErrors(result)).toEqual([{ field: 'codes', message: 'validation.codeTaken' }]);
    expect(await list({ venueId: sodermalm, floorPlanId: terrace })).toEqual(before);
    // The same code on another plan is fine.
    expect((await create({ floorPlanId: inside, codes: 'T1' })).errors).toBeUndefined();
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const before = await list({ venueId: sodermalm });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ floorPlanId: terrace, codes: `1-${TABLE_RANGE_MAX + 1}` }, 'codes', 'validation.rangeTooLarge'],
      [{ floorPlanId: terrace, codes: '20-10' }, 'codes', 'validation.range'],
      [{ floorPlanId: terrace, codes: '' }, 'codes', 'validation.required'],
      [{ floorPlanId: terrace, codes: 'x'.repeat(5000) }, 'codes', 'validation.tooLong'],
      [{ floorPlanId: terrace, codes: 'B1', seats: -1 }, 'seats', 'validation.seats'],
      [{ floorPlanId: terrace, codes: 'B1', shape: 'HEXAGON' }, 'shape', 'validation.shape'],
      [{ floorPlanId: terrace, codes: 'B1', width: 0 }, 'width', 'validation.tableSize'],
      [{ floorPlanId: terrace, codes: 'B1', section: 'y'.repeat(61) }, 'section', 'validation.tooLong'],
      [{ floorPlanId: '', codes: 'B1' }, 'floorPlanId', 'validation.invalid'],
      // Wider than the 12 × 8 plan.
      [{ floorPlanId: inside, codes: 'B1', width: 13 }, 'width', 'validation.outsidePlan'],
    ];
    for (const [input, field, message] of cases) {
      const result = await create(input);
      expect([input, fieldErrors(result)]).toEqual([input, expect.arrayContaining([{ field, message }])]);
    }
    // NUL and lone surrogates never reach a service.
    for (const codes of ['B\u00001', 'B\uD8001']) {
      const result = await create({ floorPlanId: terrace, codes });
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const missing = await create({ floorPlanId: 'nosuchplan000000000', codes: 'B1' });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await list({ venueId: sodermalm })).toEqual(before);
  });

  it('lets exactly one of a concurrent burst create the same code', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => create({ floorPlanId: terrace, codes: 'Burst' })),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    for (const r of results.filter((x) => x.errors)) {
      expect(fieldErrors(r)).toEqual([{ field: 'codes', message: 'validation.codeTaken' }]);
    }
    const rows = await t.database.db
      .select({ id: diningTables.id })
      .from(diningTables)
      .where(and(eq(diningTables.floorPlanId, terrace), eq(diningTables.code, 'Burst')));
    expect(rows).toHaveLength(1);
  });

  it('raises the plan’s version with every change of its tables', async () => {
    const version = async () =>
      (
        await t.database.db
          .select({ v: floorPlans.version })
          .from(floorPlans)
          .where(eq(floorPlans.id, inside))
      )[0]?.v;
    const before = (await version()) ?? 0;
    await create({ floorPlanId: inside, codes: 'V1' });
    expect(await version()).toBe(before + 1);
  });

  it('edits a table, keeps it on its plan, refuses a taken code and moves it to another plan of the venue', async () => {
    const [a1] = await list({ venueId: sodermalm, floorPlanId: inside, search: 'A1' });
    if (!a1) throw new Error('A1 missing');
    const input = {
      code: 'A1',
      seats: 6,
      shape: 'RECTANGLE',
      width: 4,
      height: 2,
      rotation: 90,
      section: '',
      active: true,
    };
    const edited = await t.gql<{ updateTable: Table }>(UPDATE, { id: a1.id, input }, owner);
    expect(edited.errors).toBeUndefined();
    expect(edited.data?.updateTable).toMatchObject({
      seats: 6,
      shape: 'RECTANGLE',
      width: 4,
      rotation: 90,
      active: true,
    });
    const box = boundsOf(edited.data?.updateTable as Table);
    expect(box.left >= 0 && box.right <= 12 && box.top >= 0 && box.bottom <= 8).toBe(true);

    const taken = await t.gql(UPDATE, { id: a1.id, input: { ...input, code: 'a2' } }, owner);
    expect(fieldErrors(taken)).toEqual([{ field: 'code', message: 'validation.codeTaken' }]);
    const rotation = await t.gql(UPDATE, { id: a1.id, input: { ...input, rotation: 7 } }, owner);
    expect(fieldErrors(rotation)).toEqual([{ field: 'rotation', message: 'validation.rotation' }]);

    const moved = await t.gql<{ updateTable: Table }>(
      UPDATE,
      { id: a1.id, input: { ...input, floorPlanId: terrace } },
      owner,
    );
    expect(moved.data?.updateTable.floorPlanName).toBe('Terrace');
    // Another venue's plan is not this table's to move to.
    const elsewhere = await t.gql(UPDATE, { id: a1.id, input: { ...input, floorPlanId: oslo } }, owner);
    expect(elsewhere.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('keeps a venue-restricted manager to their venues', async () => {
    await create({ floorPlanId: oslo, codes: '1-3' });
    const [osloTable] = await list({ venueId: grunerlokka });
    const refused = await t.gql(LIST, { filter: { venueId: grunerlokka } }, manager);
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    for (const [query, variables] of [
      [CREATE, { input: { floorPlanId: oslo, codes: '9' } }],
      [UPDATE, { id: osloTable?.id, input: { code: 'X' } }],
      ['query($id: ID!) { table(id: $id) { id } }', { id: osloTable?.id }],
      [DELETE, { id: osloTable?.id }],
    ] as const) {
      const result = await t.gql(query, variables, manager);
      expect([query, result.errors?.[0]?.extensions?.code]).toEqual([query, 'NOT_FOUND']);
    }
    expect((await list({ venueId: sodermalm }, manager)).length).toBeGreaterThan(0);
    expect(await list({ venueId: grunerlokka })).toHaveLength(3);
  });

  it('deletes softly: the table leaves the list and its QR code, the row stays', async () => {
    const [victim] = await list({ venueId: grunerlokka, search: '3' });
    const url = (
      await t.gql<{ table: { guestUrl: string } }>(
        'query($id: ID!) { table(id: $id) { guestUrl } }',
        { id: victim?.id },
        owner,
      )
    ).data?.table.guestUrl;
    const reference = new URL(url ?? 'http://x').searchParams.get('table') ?? '';
    expect((await fetch(`${t.url}/api/guest/v1/tables/${reference}`)).status).toBe(200);
    const result = await t.gql(DELETE, { id: victim?.id }, owner);
    expect(result.errors).toBeUndefined();
    expect((await list({ venueId: grunerlokka })).map((x) => x.code)).toEqual(['1', '2']);
    const [row] = await t.database.db
      .select()
      .from(diningTables)
      .where(eq(diningTables.id, victim?.id ?? ''));
    expect(row).toMatchObject({ deleted: true, code: '3' });
    const gone = await fetch(`${t.url}/api/guest/v1/tables/${reference}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({
      error: { code: 'NOT_FOUND', messageKey: 'guest.errors.tableNotFound' },
    });
  });
});

describe('table QR codes', () => {
  it('gives each table a stable signed guest link that resolves to the venue and table', async () => {
    const [t1] = await list({ venueId: sodermalm, floorPlanId: terrace, search: 'T1' });
    const query = 'query($id: ID!) { table(id: $id) { guestUrl qrSvg } }';
    const first = await t.gql<{ table: { guestUrl: string; qrSvg: string } }>(query, { id: t1?.id }, owner);
    const again = await t.gql<{ table: { guestUrl: string } }>(query, { id: t1?.id }, owner);
    const url = first.data?.table.guestUrl ?? '';
    expect(url).toBe(again.data?.table.guestUrl);
    // The venue's guest page, told the table (#15): /{lang}/order/{slug}?table={reference}.
    expect(url).toMatch(
      /^http:\/\/fika\.test\/(sv|en)-se\/order\/sodermalm\?table=[a-z0-9]+\.[A-Za-z0-9_-]{22}$/,
    );
    expect(first.data?.table.qrSvg).toContain('<svg');
    const reference = new URL(url).searchParams.get('table') ?? '';
    expect(reference).toBe(tableReference(t.config.jwtSecret, t1?.id ?? ''));

    const response = await fetch(`${t.url}/api/guest/v1/tables/${reference}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      table: {
        companyName: 'Demo Bistro',
        venueName: 'Södermalm',
        floorPlanName: 'Terrace',
        tableCode: 'T1',
        venueSlug: 'sodermalm',
      },
    });
  });

  it('answers 404 to a forged, altered or malformed reference and 410 to an inactive table', async () => {
    const [t1] = await list({ venueId: sodermalm, floorPlanId: terrace, search: 'T1' });
    const [t2] = await list({ venueId: sodermalm, floorPlanId: terrace, search: 'T2' });
    const good = tableReference(t.config.jwtSecret, t1?.id ?? '');
    const [, mac] = good.split('.');
    const forged = [
      `${t2?.id}.${mac}`,
      tableReference('another secret of at least thirty-two characters', t1?.id ?? ''),
      `${t1?.id}`,
      `${good}x`,
      `${good}.x`,
      'x'.repeat(90),
      encodeURIComponent('é.ü'),
    ];
    for (const reference of forged) {
      const response = await fetch(`${t.url}/api/guest/v1/tables/${reference}`);
      expect([reference, response.status]).toEqual([reference, 404]);
      expect((await response.json()).error.code).toBe('NOT_FOUND');
    }
    const [a2] = await list({ venueId: sodermalm, search: 'A2' });
    const inactive = await fetch(
      `${t.url}/api/guest/v1/tables/${tableReference(t.config.jwtSecret, a2?.id ?? '')}`,
    );
    expect(inactive.status).toBe(410);
    expect(await inactive.json()).toMatchObject({
      error: { code: 'GONE', messageKey: 'guest.errors.tableInactive' },
    });
  });

  const sheet = (query: string, token: string | null = owner) =>
    fetch(
      `${t.url}/tables/qr-sheet.pdf?${query}`,
      token ? { headers: { authorization: `Bearer ${token}` } } : {},
    );

  it('prints a floor plan’s active tables on A4 sheets, one decodable code per table', async () => {
    const tables = (await list({ venueId: sodermalm, floorPlanId: terrace })).filter((x) => x.active);
    const response = await sheet(`venueId=${sodermalm}&floorPlanId=${terrace}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="qr-sodermalm-terrace.pdf"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    const codes = await pdfQrCodes(bytes);
    expect(codes).toHaveLength(tables.length);
    expect(codes.every((c) => c !== null)).toBe(true);
    const urls = await Promise.all(
      tables.map(async (x) => {
        const r = await t.gql<{ table: { guestUrl: string } }>(
          'query($id: ID!) { table(id: $id) { guestUrl } }',
          { id: x.id },
          owner,
        );
        return r.data?.table.guestUrl;
      }),
    );
    expect(new Set(codes)).toEqual(new Set(urls));
    const text = pdfText(bytes);
    for (const x of tables) expect(text).toContain(x.code);
    // In the company's language (the demo company's is English).
    expect(text).toContain('Scan to order');
    // A4: 595 × 842 points.
    expect(new TextDecoder('latin1').decode(bytes)).toContain('/MediaBox [0 0 595.28 841.89]');
  });

  it('prints one table, or every active table of the venue', async () => {
    const [t1] = await list({ venueId: sodermalm, floorPlanId: terrace, search: 'T1' });
    const one = await sheet(`venueId=${sodermalm}&tableId=${t1?.id}`);
    expect(one.status).toBe(200);
    expect(one.headers.get('content-disposition')).toBe('attachment; filename="qr-sodermalm-t1.pdf"');
    expect(await pdfQrCodes(new Uint8Array(await one.arrayBuffer()))).toHaveLength(1);
    const all = (await list({ venueId: sodermalm })).filter((x) => x.active);
    const venue = await sheet(`venueId=${sodermalm}`);
    expect(await pdfQrCodes(new Uint8Array(await venue.arrayBuffer()))).toHaveLength(all.length);
  });

  it('refuses the sheet without a session, without the scope, outside the venues and for bad ids', async () => {
    expect((await sheet(`venueId=${sodermalm}`, null)).status).toBe(401);
    expect((await sheet(`venueId=${sodermalm}`, 'not-a-token')).status).toBe(401);
    // Without POS_CUSTOMIZATION (permissions are read on every request).
    const scopes = eq(users.username, DEMO.manager);
    const [before] = await t.database.db.select({ scopes: users.scopes }).from(users).where(scopes);
    await t.database.db
      .update(users)
      .set({ scopes: ['MENUS'] })
      .where(scopes);
    expect((await sheet(`venueId=${sodermalm}`, manager)).status).toBe(403);
    await t.database.db
      .update(users)
      .set({ scopes: before?.scopes ?? [] })
      .where(scopes);
    expect((await sheet(`venueId=${grunerlokka}`, manager)).status).toBe(404);
    expect((await sheet(`venueId=${sodermalm}&floorPlanId=${oslo}`)).status).toBe(404);
    const [osloTable] = await list({ venueId: grunerlokka });
    expect((await sheet(`venueId=${sodermalm}&tableId=${osloTable?.id}`)).status).toBe(404);
    const bad = await sheet('venueId=');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'venueId', message: 'validation.required' }] },
    });
    expect((await sheet(`venueId=${sodermalm}&floorPlanId=a%20b`)).status).toBe(400);
    expect((await sheet(`venueId=${sodermalm}&floorPlanId=x%00`)).status).toBe(400);
    // A plan without active tables has nothing to print.
    const empty = await plan(sodermalm, 'Empty');
    const nothing = await sheet(`venueId=${sodermalm}&floorPlanId=${empty}`);
    expect(nothing.status).toBe(400);
  });
});
