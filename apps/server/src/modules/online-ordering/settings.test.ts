import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { pdfQrCodes } from '../../../test/pdf-qr-codes.ts';
import { newId } from '../../lib/ids.ts';
import {
  files,
  images,
  menus,
  onlineOrderingSettings,
  onlineServiceMenus,
  openingExceptions,
  openingHours,
  venueMenus,
} from '../../platform/db/schema/index.ts';
import { demoVenues } from '../orders/terminal-test-kit.ts';

let t: TestServer;
let owner = '';
let manager = '';
let companyId = '';
let sodermalm = '';
let grunerlokka = '';
let takeAway = '';
let allArticles = '';

const VIEW =
  'venueId saved enabled slug guestUrl guestName description contactEmail contactPhone imageId serviceTypes serviceMenus { serviceType menuId } preparationMinutes pickupSlotMinutes minOrderAmount tipsEnabled cardPayments counterPayments blockers';
const READ = `query($v: ID!) { onlineOrderingSettings(venueId: $v) { ${VIEW} } }`;
const SAVE = `mutation($v: ID!, $input: OnlineOrderingSettingsInput!) { updateOnlineOrderingSettings(venueId: $v, input: $input) { ${VIEW} } }`;
const MANAGE = `mutation($v: ID!, $on: Boolean!) { manageOnlineOrdering(venueId: $v, enabled: $on) { enabled blockers } }`;
const CONFIG = `query($v: ID!) { onlineOrderingConfiguration(venueId: $v) { venueId enabled slug timezone serviceTypes serviceMenus { serviceType menuId } openingHours { weekday startMinute endMinute } exceptions { date closed intervals { startMinute endMinute } note } } }`;

interface View {
  venueId: string;
  saved: boolean;
  enabled: boolean;
  slug: string;
  guestUrl: string;
  serviceTypes: string[];
  serviceMenus: { serviceType: string; menuId: string }[];
  blockers: string[];
  [key: string]: unknown;
}

const fieldErrors = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.fieldErrors;

function input(overrides: Record<string, unknown> = {}) {
  return {
    serviceTypes: ['TAKE_AWAY', 'EAT_HERE'],
    menus: { TAKE_AWAY: takeAway, EAT_HERE: allArticles },
    preparationMinutes: 10,
    pickupSlotMinutes: 15,
    minOrderAmount: 5000,
    tipsEnabled: true,
    cardPayments: true,
    counterPayments: true,
    guestName: 'Fika Grünerløkka',
    description: 'Kaffe og boller.',
    contactEmail: 'Hei@Fika.no',
    contactPhone: '+47 22 12 34 56',
    imageId: null,
    slug: 'fika-grunerlokka',
    ...overrides,
  };
}

const save = (venueId: string, values: Record<string, unknown>, token = owner) =>
  t.gql<{ updateOnlineOrderingSettings: View }>(SAVE, { v: venueId, input: values }, token);

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  manager = await t.login(DEMO.manager);
  const demo = await demoVenues(t);
  companyId = demo.companyId;
  sodermalm = demo.byName['Södermalm'] ?? '';
  grunerlokka = demo.byName['Grünerløkka'] ?? '';
  const links = await t.database.db
    .select({ serviceType: venueMenus.serviceType, menuId: venueMenus.menuId })
    .from(venueMenus)
    .where(eq(venueMenus.venueId, grunerlokka));
  takeAway = links.find((l) => l.serviceType === 'TAKE_AWAY')?.menuId ?? '';
  allArticles = links.find((l) => l.serviceType === 'POS')?.menuId ?? '';
  // Start Grünerløkka from nothing, whatever the demo seed gave it.
  await t.database.db.delete(onlineOrderingSettings).where(eq(onlineOrderingSettings.venueId, grunerlokka));
  await t.database.db.delete(onlineServiceMenus).where(eq(onlineServiceMenus.venueId, grunerlokka));
  await t.database.db.delete(openingHours).where(eq(openingHours.venueId, grunerlokka));
  await t.database.db.delete(openingExceptions).where(eq(openingExceptions.venueId, grunerlokka));
});
afterAll(() => t.close());

describe('online ordering settings', () => {
  it('reads the defaults of a venue that saved nothing, with why it cannot be switched on', async () => {
    const result = await t.gql<{ onlineOrderingSettings: View }>(READ, { v: grunerlokka }, owner);
    expect(result.errors).toBeUndefined();
    expect(result.data?.onlineOrderingSettings).toMatchObject({
      venueId: grunerlokka,
      saved: false,
      enabled: false,
      slug: 'grunerlokka',
      serviceTypes: ['TAKE_AWAY'],
      serviceMenus: [],
      blockers: ['validation.noServiceType', 'validation.noOpeningHours'],
    });
    expect(result.data?.onlineOrderingSettings.guestUrl).toMatch(
      /^http:\/\/fika\.test\/[a-z]{2}-[a-z]{2}\/order\/grunerlokka$/,
    );
  });

  it('saves the settings and service menus, and reads them back', async () => {
    const result = await save(grunerlokka, input());
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    expect(result.data?.updateOnlineOrderingSettings).toMatchObject({
      saved: true,
      enabled: false,
      slug: 'fika-grunerlokka',
      contactEmail: 'hei@fika.no',
      minOrderAmount: 5000,
      serviceTypes: ['TAKE_AWAY', 'EAT_HERE'],
      serviceMenus: [
        { serviceType: 'TAKE_AWAY', menuId: takeAway },
        { serviceType: 'EAT_HERE', menuId: allArticles },
      ],
      blockers: ['validation.noOpeningHours'],
    });
    const again = await t.gql<{ onlineOrderingSettings: View }>(READ, { v: grunerlokka }, owner);
    expect(again.data?.onlineOrderingSettings.guestUrl).toMatch(/\/order\/fika-grunerlokka$/);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const before = await t.gql<{ onlineOrderingSettings: View }>(READ, { v: grunerlokka }, owner);
    const cases: [Record<string, unknown>, { field: string; message: string }[]][] = [
      [
        { serviceTypes: ['TABLE_SERVICE'] },
        [{ field: 'menus.TABLE_SERVICE', message: 'validation.serviceMenu' }],
      ],
      [{ guestName: 'Nul\u0000byte' }, [{ field: 'guestName', message: 'validation.unsupportedCharacter' }]],
      [{ description: 'x'.repeat(100_000) }, [{ field: 'description', message: 'validation.tooLong' }]],
      [{ slug: 'Not a slug!' }, [{ field: 'slug', message: 'validation.slug' }]],
      [
        { pickupSlotMinutes: 7, preparationMinutes: -1 },
        [
          { field: 'preparationMinutes', message: 'validation.preparation' },
          { field: 'pickupSlotMinutes', message: 'validation.pickupSlot' },
        ],
      ],
      [
        { cardPayments: false, counterPayments: false },
        [{ field: 'counterPayments', message: 'validation.paymentMethods' }],
      ],
      // An empty id is refused before the service (the kernel's id check names the leaf field).
      [
        { menus: { TAKE_AWAY: '', EAT_HERE: allArticles } },
        [{ field: 'TAKE_AWAY', message: 'validation.invalid' }],
      ],
    ];
    for (const [overrides, expected] of cases) {
      const result = await save(grunerlokka, input(overrides));
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect([overrides, fieldErrors(result)]).toEqual([overrides, expected]);
    }
    const after = await t.gql<{ onlineOrderingSettings: View }>(READ, { v: grunerlokka }, owner);
    expect(after.data).toEqual(before.data);
  });

  it('takes only the venue’s own menus and the company’s own images', async () => {
    const sodermalmOnly = newId();
    await t.database.db
      .insert(menus)
      .values({ id: sodermalmOnly, companyId, name: 'Södermalm only', currency: 'SEK' });
    await t.database.db
      .insert(venueMenus)
      .values({ companyId, venueId: sodermalm, serviceType: 'TABLE_SERVICE', menuId: sodermalmOnly })
      .onConflictDoUpdate({
        target: [venueMenus.venueId, venueMenus.serviceType],
        set: { menuId: sodermalmOnly },
      });
    const notMine = await save(
      grunerlokka,
      input({ menus: { TAKE_AWAY: sodermalmOnly, EAT_HERE: 'no-such-menu' } }),
    );
    expect(fieldErrors(notMine)).toEqual([
      { field: 'menus.TAKE_AWAY', message: 'validation.menu' },
      { field: 'menus.EAT_HERE', message: 'validation.menu' },
    ]);
    const image = await save(grunerlokka, input({ imageId: 'no-such-image' }));
    expect(fieldErrors(image)).toEqual([{ field: 'imageId', message: 'validation.image' }]);
    // The company's own image is taken.
    const [file] = await t.database.db
      .select({ id: files.id })
      .from(files)
      .where(eq(files.companyId, companyId))
      .limit(1);
    if (file) {
      const imageId = newId();
      await t.database.db
        .insert(images)
        .values({ id: imageId, companyId, title: 'Front', fileId: file.id, kind: 'BANNER' });
      const ok = await save(grunerlokka, input({ imageId }));
      expect(ok.data?.updateOnlineOrderingSettings.imageId).toBe(imageId);
    }
  });

  it('refuses an address another venue has, ignoring case, even when saved at the same moment', async () => {
    const sodermalmInput = (slug: string) =>
      input({ slug, serviceTypes: ['TAKE_AWAY'], menus: { TAKE_AWAY: takeAway } });
    const taken = await save(sodermalm, sodermalmInput('FIKA-GRUNERLOKKA'));
    expect(fieldErrors(taken)).toEqual([{ field: 'slug', message: 'validation.slugTaken' }]);
    const both = await Promise.all([
      save(sodermalm, sodermalmInput('same-moment')),
      save(grunerlokka, input({ slug: 'same-moment' })),
    ]);
    expect(both.filter((r) => !r.errors).length).toBe(1);
    expect(both.flatMap((r) => (r.errors ? [fieldErrors(r)] : []))).toEqual([
      [{ field: 'slug', message: 'validation.slugTaken' }],
    ]);
    await save(grunerlokka, input());
    await save(sodermalm, sodermalmInput('sodermalm'));
  });

  it('switches on only with a service type with a menu and opening hours, and off again', async () => {
    const refused = await t.gql(MANAGE, { v: grunerlokka, on: true }, owner);
    expect(fieldErrors(refused)).toEqual([{ field: 'enabled', message: 'validation.noOpeningHours' }]);
    await t.database.db.insert(openingHours).values({
      id: newId(),
      companyId,
      venueId: grunerlokka,
      weekday: 'FRIDAY',
      startMinute: 18 * 60,
      endMinute: 26 * 60,
    });
    const on = await t.gql<{ manageOnlineOrdering: { enabled: boolean; blockers: string[] } }>(
      MANAGE,
      { v: grunerlokka, on: true },
      owner,
    );
    expect(on.data?.manageOnlineOrdering).toEqual({ enabled: true, blockers: [] });
    // While on, the last service type with a menu cannot be saved away.
    const empty = await save(grunerlokka, input({ serviceTypes: [], menus: {} }));
    expect(fieldErrors(empty)).toEqual([{ field: 'serviceTypes', message: 'validation.noServiceType' }]);
    const off = await t.gql<{ manageOnlineOrdering: { enabled: boolean } }>(
      MANAGE,
      { v: grunerlokka, on: false },
      owner,
    );
    expect(off.data?.manageOnlineOrdering.enabled).toBe(false);
    await t.gql(MANAGE, { v: grunerlokka, on: true }, owner);
  });

  it('answers the cloud configuration: settings, menus, weekly hours and the coming exceptions', async () => {
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const far = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    await t.database.db.insert(openingExceptions).values([
      { id: newId(), companyId, venueId: grunerlokka, date: soon, closed: true, note: 'Holiday' },
      { id: newId(), companyId, venueId: grunerlokka, date: far, closed: true },
    ]);
    const result = await t.gql<{ onlineOrderingConfiguration: Record<string, unknown> }>(
      CONFIG,
      { v: grunerlokka },
      owner,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.onlineOrderingConfiguration).toEqual({
      venueId: grunerlokka,
      enabled: true,
      slug: 'fika-grunerlokka',
      timezone: 'Europe/Oslo',
      serviceTypes: ['TAKE_AWAY', 'EAT_HERE'],
      serviceMenus: [
        { serviceType: 'TAKE_AWAY', menuId: takeAway },
        { serviceType: 'EAT_HERE', menuId: allArticles },
      ],
      openingHours: [{ weekday: 'FRIDAY', startMinute: 1080, endMinute: 1560 }],
      exceptions: [{ date: soon, closed: true, intervals: [], note: 'Holiday' }],
    });
  });

  it('keeps a venue-restricted user to their venues', async () => {
    // The demo manager may use Södermalm only: Grünerløkka reads as missing, for every operation.
    for (const [query, variables] of [
      [READ, { v: grunerlokka }],
      [CONFIG, { v: grunerlokka }],
      [SAVE, { v: grunerlokka, input: input() }],
      [MANAGE, { v: grunerlokka, on: false }],
    ] as const) {
      const result = await t.gql(query, variables, manager);
      expect([query, result.errors?.[0]?.extensions?.code]).toEqual([query, 'NOT_FOUND']);
    }
    const own = await t.gql<{ onlineOrderingSettings: View }>(READ, { v: sodermalm }, manager);
    expect(own.data?.onlineOrderingSettings.venueId).toBe(sodermalm);
    const [row] = await t.database.db
      .select({ enabled: onlineOrderingSettings.enabled })
      .from(onlineOrderingSettings)
      .where(and(eq(onlineOrderingSettings.venueId, grunerlokka)));
    expect(row?.enabled).toBe(true);
  });

  it('prints the venue’s guest-page code first on the QR sheet, also for a venue without tables', async () => {
    const response = await fetch(`${t.url}/tables/qr-sheet.pdf?venueId=${grunerlokka}&includeVenue=true`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(response.status).toBe(200);
    const codes = await pdfQrCodes(new Uint8Array(await response.arrayBuffer()));
    const read = await t.gql<{ onlineOrderingSettings: View }>(READ, { v: grunerlokka }, owner);
    expect(codes[0]).toBe(read.data?.onlineOrderingSettings.guestUrl);
    const refused = await fetch(`${t.url}/tables/qr-sheet.pdf?venueId=${grunerlokka}&includeVenue=true`, {
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(refused.status).toBe(404);
  });
});
