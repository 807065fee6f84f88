// The terminal configuration feed over HTTP (GET /terminal/v1/config): content, tenancy, ETag/304,
// `?since=` deltas with deletions, venue-scoped versions and bad input. Changes are made through the
// API where one exists and by plain SQL elsewhere: the version comes from triggers, whatever writes.
import { get } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { signUpOtherCompany } from '../../../test/other-company.ts';
import {
  feedChanges,
  items,
  menuEntries,
  menus,
  predefinedMessages,
  staff,
  staffVenues,
  terminals,
  venueMenus,
} from '../../platform/db/schema/index.ts';
import { demoVenues, issueTerminal, orderBody, simpleLine, submit } from '../orders/terminal-test-kit.ts';

type Entity = { id: string } & Record<string, unknown>;
type FeedBody = Record<string, unknown> & {
  version: number;
  venue?: { id: string; name: string };
  deleted?: Record<string, string[]>;
  items: Entity[];
  menus: Entity[];
  menuEntries: Entity[];
  staff: Entity[];
  accessLevels: Entity[];
  stations: Entity[];
  predefinedMessages: Entity[];
};

let t: TestServer;
let owner: string;
let companyId: string;
let sodermalm: string;
let other: string;
let credential: string;
let terminalId: string;
let otherVenueCredential: string;

async function config(
  cred: string | null,
  query = '',
  headers: Record<string, string> = {},
): Promise<{ status: number; etag: string | null; text: string; body: FeedBody }> {
  const response = await fetch(`${t.url}/terminal/v1/config${query}`, {
    headers: { ...(cred ? { authorization: `Bearer ${cred}` } : {}), ...headers },
  });
  const text = await response.text();
  return {
    status: response.status,
    etag: response.headers.get('etag'),
    text,
    body: (text ? JSON.parse(text) : {}) as FeedBody,
  };
}

const ids = (list: Entity[]) => list.map((e) => e.id);

// A demo staff member working at the venue, with a PIN set (hash and lookup written directly).
async function staffAt(venueId: string, name: string) {
  const [person] = await t.database.db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.companyId, companyId), eq(staff.name, name)));
  if (!person) throw new Error(`no demo staff ${name}`);
  await t.database.db
    .update(staff)
    .set({ pinHash: '$argon2id$secret-hash', pinLookup: `lookup-${name}`, pinSetAt: new Date() })
    .where(eq(staff.id, person.id));
  await t.database.db
    .insert(staffVenues)
    .values({ companyId, staffId: person.id, venueId })
    .onConflictDoNothing();
  return person.id;
}

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  const demo = await demoVenues(t);
  companyId = demo.companyId;
  sodermalm = demo.byName.Södermalm ?? '';
  other = Object.values(demo.byName).find((id) => id !== sodermalm) ?? '';
  ({ credential, id: terminalId } = await issueTerminal(t, owner, sodermalm));
  ({ credential: otherVenueCredential } = await issueTerminal(t, owner, other, 'Other till'));
});
afterAll(() => t.close());

describe('GET /terminal/v1/config', () => {
  it('gives the demo venue everything its tills need, with the version as ETag', async () => {
    const anna = await staffAt(sodermalm, (await firstStaffName()) ?? '');
    const { status, etag, body } = await config(credential);
    expect(status).toBe(200);
    expect(body.version).toBeGreaterThan(0);
    expect(etag).toBe(`"${body.version}"`);
    expect(body.venue?.id).toBe(sodermalm);
    expect(body.venue?.name).toBe('Södermalm');
    const liveItems = await t.database.db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.companyId, companyId), eq(items.deleted, false)));
    expect(new Set(ids(body.items))).toEqual(new Set(liveItems.map((i) => i.id)));
    // Menus linked to the venue, with their service types here, and entries with prices.
    const linked = await t.database.db
      .selectDistinct({ menuId: venueMenus.menuId })
      .from(venueMenus)
      .where(eq(venueMenus.venueId, sodermalm));
    expect(new Set(ids(body.menus))).toEqual(new Set(linked.map((l) => l.menuId)));
    const takeAway = body.menus.find((m) => (m.serviceTypes as string[]).includes('TAKE_AWAY'));
    expect(takeAway).toBeDefined();
    const entry = body.menuEntries.find((e) => e.menuId === takeAway?.id);
    expect(entry).toMatchObject({ itemId: expect.any(String), price: expect.any(Number) });
    for (const list of [
      'categories',
      'courseTypes',
      'modificationGroups',
      'upsells',
      'stations',
      'predefinedMessages',
    ]) {
      expect((body[list] as Entity[]).length, list).toBeGreaterThan(0);
    }
    expect(Array.isArray(body.posLayouts) && Array.isArray(body.posPages) && Array.isArray(body.offers)).toBe(
      true,
    );
    // The demo's default levels (in Swedish), each with its permissions here.
    expect(body.accessLevels.map((l) => l.name).sort()).toEqual(['Chef', 'Kassör', 'Servitör']);
    expect(body.accessLevels.every((l) => (l.permissions as string[]).length > 0)).toBe(true);
    const person = body.staff.find((s) => s.id === anna);
    expect(person).toEqual({ id: anna, name: expect.any(String), accessLevelId: expect.any(String) });
    expect(ids(body.accessLevels)).toContain(person?.accessLevelId);
  });

  it('sends the same full feed gzipped or plain, built once per version', async () => {
    const gzipped = await config(credential);
    // Node's http sends no Accept-Encoding: the plain JSON of the same version.
    const plain = await new Promise<{ encoding: string | undefined; text: string }>((resolve, reject) => {
      get(
        `${t.url}/terminal/v1/config`,
        { headers: { authorization: `Bearer ${credential}` } },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            text += chunk;
          });
          response.on('end', () => resolve({ encoding: response.headers['content-encoding'], text }));
        },
      ).on('error', reject);
    });
    expect(plain.encoding).toBeUndefined();
    expect(JSON.parse(plain.text)).toEqual(gzipped.body);
  });

  it('never sends a PIN, its hash or its lookup, under any key or value', async () => {
    const { text } = await config(credential);
    const keys = new Set<string>();
    JSON.parse(text, (key, value) => {
      keys.add(key);
      return value;
    });
    expect([...keys].filter((key) => /pin/i.test(key))).toEqual([]);
    expect(text).not.toContain('argon2');
    expect(text).not.toContain('lookup-');
  });

  it('never shows another company’s data, and the other company’s terminal sees none of ours', async () => {
    const b = await signUpOtherCompany(t);
    const theirs = await issueTerminal(t, b.token, b.venueId, 'B till');
    const ours = await config(credential);
    const feedB = await config(theirs.credential);
    expect(feedB.status).toBe(200);
    expect(feedB.body.venue?.id).toBe(b.venueId);
    const ourIds = new Set(JSON.stringify(ours.body).match(/"id":"[^"]+"/g));
    for (const idField of JSON.stringify(feedB.body).match(/"id":"[^"]+"/g) ?? []) {
      expect(ourIds.has(idField), idField).toBe(false);
    }
    expect(feedB.body.items).toEqual([]);
  });

  it('answers 304 without a body for the current ETag (weak or in a list), 200 once it changed', async () => {
    const first = await config(credential);
    const tag = first.etag ?? '';
    const same = await config(credential, '', { 'if-none-match': tag });
    expect(same.status).toBe(304);
    expect(same.text).toBe('');
    expect(same.etag).toBe(tag);
    expect((await config(credential, '', { 'if-none-match': `"1", W/${tag}` })).status).toBe(304);
    await t.database.db.execute(sql`update items set title = title || ' ' where company_id = ${companyId}
      and id = (select id from items where company_id = ${companyId} and not deleted order by id limit 1)`);
    const changed = await config(credential, '', { 'if-none-match': tag });
    expect(changed.status).toBe(200);
    expect(changed.body.version).toBeGreaterThan(first.body.version);
  });

  it('sends only the changed item and its entries after a price change through the API', async () => {
    const before = await config(credential);
    const item = before.body.items.find((i) => !(i.manualPrice as boolean)) as Entity;
    const updated = await t.gql(
      'mutation($id: ID!, $data: UpdateItemInput!) { updateItem(id: $id, data: $data) { id defaultPrice } }',
      { id: item.id, data: { defaultPrice: (item.defaultPrice as number) + 500 } },
      owner,
    );
    expect(updated.errors).toBeUndefined();
    const delta = await config(credential, `?since=${before.body.version}`);
    expect(delta.status).toBe(200);
    expect(delta.body.version).toBeGreaterThan(before.body.version);
    expect(delta.body.since).toBe(before.body.version);
    expect(ids(delta.body.items)).toEqual([item.id]);
    expect(delta.body.items[0]?.defaultPrice).toBe((item.defaultPrice as number) + 500);
    // The All articles entry follows the default price; other lists are empty and the venue unchanged.
    expect(delta.body.menuEntries.every((e) => e.itemId === item.id)).toBe(true);
    expect(delta.body.menuEntries.length).toBeGreaterThan(0);
    expect(delta.body.staff).toEqual([]);
    expect(delta.body.venue).toBeUndefined();
    expect(delta.body.deleted).toEqual({});
    // Nothing since the current version.
    const none = await config(credential, `?since=${delta.body.version}`);
    expect(none.body.items).toEqual([]);
    expect(none.body.version).toBe(delta.body.version);
  });

  it('a staff deactivation changes the version and lists them as deleted', async () => {
    const name = (await firstStaffName()) ?? '';
    const id = await staffAt(sodermalm, name);
    const before = await config(credential);
    expect(ids(before.body.staff)).toContain(id);
    await t.database.db.update(staff).set({ active: false }).where(eq(staff.id, id));
    const delta = await config(credential, `?since=${before.body.version}`);
    expect(delta.body.version).toBeGreaterThan(before.body.version);
    expect(delta.body.staff).toEqual([]);
    expect(delta.body.deleted).toEqual({ staff: [id] });
    expect(ids((await config(credential)).body.staff)).not.toContain(id);
    await t.database.db.update(staff).set({ active: true }).where(eq(staff.id, id));
  });

  it('a menu entry removal changes the version and lists the entry as deleted', async () => {
    const before = await config(credential);
    const [takeAway] = await t.database.db
      .select({ id: menus.id })
      .from(menus)
      .innerJoin(venueMenus, eq(venueMenus.menuId, menus.id))
      .where(and(eq(venueMenus.venueId, sodermalm), eq(venueMenus.serviceType, 'TAKE_AWAY')));
    const [entry] = await t.database.db
      .select({ id: menuEntries.id })
      .from(menuEntries)
      .where(eq(menuEntries.menuId, takeAway?.id ?? ''))
      .limit(1);
    expect(ids(before.body.menuEntries)).toContain(entry?.id);
    await t.database.db.delete(menuEntries).where(eq(menuEntries.id, entry?.id ?? ''));
    const delta = await config(credential, `?since=${before.body.version}`);
    expect(delta.body.version).toBeGreaterThan(before.body.version);
    expect(delta.body.deleted).toEqual({ menuEntries: [entry?.id] });
  });

  it('a menu unlinked from the venue takes its entries with it', async () => {
    const before = await config(credential);
    const lunch = before.body.menus.find(
      (m) => !(m.serviceTypes as string[]).includes('TAKE_AWAY') && !m.isDefault,
    );
    const target = lunch ?? before.body.menus.find((m) => (m.serviceTypes as string[]).includes('TAKE_AWAY'));
    const entryIds = before.body.menuEntries.filter((e) => e.menuId === target?.id).map((e) => e.id);
    await t.database.db
      .delete(venueMenus)
      .where(and(eq(venueMenus.venueId, sodermalm), eq(venueMenus.menuId, target?.id ?? '')));
    const delta = await config(credential, `?since=${before.body.version}`);
    expect(delta.body.deleted?.menus).toEqual([target?.id]);
    expect(new Set(delta.body.deleted?.menuEntries)).toEqual(new Set(entryIds));
  });

  it('a change at another venue leaves this venue’s version alone; a station moving away is deleted here', async () => {
    const here = (await config(credential)).body.version;
    const there = (await config(otherVenueCredential)).body.version;
    await t.database.db
      .insert(predefinedMessages)
      .values({ id: 'feed-msg-b', companyId, venueId: other, message: 'Allergy: ask the kitchen' });
    expect((await config(credential)).body.version).toBe(here);
    const afterThere = await config(otherVenueCredential, `?since=${there}`);
    expect(afterThere.body.version).toBeGreaterThan(there);
    expect(ids(afterThere.body.predefinedMessages)).toEqual(['feed-msg-b']);
    // A station of every venue moved to the other venue: gone here, still there.
    const station = (await config(credential)).body.stations[0] as Entity;
    await t.database.db.execute(sql`update stations set venue_id = ${other} where id = ${station.id}`);
    const delta = await config(credential, `?since=${here}`);
    expect(delta.body.version).toBeGreaterThan(here);
    expect(delta.body.deleted).toEqual({ stations: [station.id] });
    expect(ids((await config(otherVenueCredential)).body.stations)).toContain(station.id);
  });

  it('records the terminal’s last read and version, also for a 304', async () => {
    await t.database.db
      .update(terminals)
      .set({ lastConfigReadAt: null, lastConfigVersion: null })
      .where(eq(terminals.id, terminalId));
    const { etag, body } = await config(credential);
    const read = async () =>
      (await t.database.db.select().from(terminals).where(eq(terminals.id, terminalId)))[0];
    expect(await read()).toMatchObject({
      lastConfigVersion: body.version,
      lastConfigReadAt: expect.any(Date),
    });
    await t.database.db.update(terminals).set({ lastConfigReadAt: null }).where(eq(terminals.id, terminalId));
    expect((await config(credential, '', { 'if-none-match': etag ?? '' })).status).toBe(304);
    expect((await read())?.lastConfigReadAt).toBeInstanceOf(Date);
    // The back office sees it.
    const listed = await t.gql<{
      terminals: { id: string; lastConfigReadAt: string | null; lastConfigVersion: number | null }[];
    }>(
      'query($v: ID!) { terminals(venueId: $v) { id lastConfigReadAt lastConfigVersion } }',
      { v: sodermalm },
      owner,
    );
    expect(listed.data?.terminals.find((x) => x.id === terminalId)).toMatchObject({
      lastConfigVersion: body.version,
      lastConfigReadAt: expect.any(String),
    });
  });

  it('the feed trigger sits on the feed’s tables only, none of the order path', async () => {
    const rows = await t.database.db.execute<{ table: string }>(
      sql`select c.relname as "table" from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where t.tgname = 'fika_feed' order by 1`,
    );
    const tables = (Array.isArray(rows) ? rows : (rows as { rows: { table: string }[] }).rows).map(
      (r) => r.table,
    );
    // 35 of the catalogue, staff and floor plans, the 8 of online ordering and loyalty (#15), and
    // the company's payment methods and licences (#16), the receipt templates and pager ranges (#17).
    expect(tables).toHaveLength(47);
    expect(tables).toEqual(
      expect.arrayContaining([
        'items',
        'menu_entries',
        'staff',
        'staff_venues',
        'venues',
        'online_ordering_settings',
        'opening_exceptions',
        'promo_codes',
        'stamp_card_targets',
        'payment_methods',
        'licenses',
        'receipt_templates',
        'beeper_settings',
      ]),
    );
    // online_ordering_settings (a venue's online ordering) and payment_methods (the methods a till
    // offers) are configuration, not the order path.
    const configuration = ['online_ordering_settings', 'payment_methods'];
    expect(
      tables.filter(
        (name) => !configuration.includes(name) && /order|payment|rollup|void|refund|terminal/.test(name),
      ),
    ).toEqual([]);
  });

  it('terminal orders do not touch the feed', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(feedChanges);
    const version = (await config(credential)).body.version;
    const sent = await submit(
      t,
      credential,
      orderBody({ clientOrderId: 'feed-order-1', lines: [simpleLine(4500)] }),
    );
    expect(sent.status).toBe(201);
    expect((await config(credential)).body.version).toBe(version);
    expect(await t.database.db.select({ n: sql<number>`count(*)::int` }).from(feedChanges)).toEqual(before);
  });

  it('a till polling deltas during a burst of concurrent changes misses none of them', async () => {
    const start = await config(credential);
    const targets = start.body.items.slice(0, 24).map((i) => i.id);
    const seen = new Set<string>();
    let version = start.body.version;
    let writing = true;
    // Each write is its own transaction, several at once (a pool on PostgreSQL), while the till polls.
    const writes = Promise.all(
      targets.map((id, n) =>
        new Promise((resolve) => setTimeout(resolve, n * 3)).then(() =>
          t.database.db.execute(sql`update items set title = title || '~' where id = ${id}`),
        ),
      ),
    ).finally(() => {
      writing = false;
    });
    while (writing) {
      const delta = await config(credential, `?since=${version}`);
      for (const item of delta.body.items) seen.add(item.id);
      version = delta.body.version;
    }
    await writes;
    const last = await config(credential, `?since=${version}`);
    for (const item of last.body.items) seen.add(item.id);
    expect(targets.filter((id) => !seen.has(id))).toEqual([]);
  });

  it('refuses a bad or future `since` with a field error', async () => {
    const { body } = await config(credential);
    for (const since of ['abc', '-1', '1.5', '', '1e3', '9'.repeat(16), String(body.version + 1), '1%00']) {
      const answer = await config(credential, `?since=${since}`);
      expect(answer.status, since).toBe(400);
      expect(answer.body).toEqual({
        error: {
          code: 'BAD_USER_INPUT',
          messageKey: 'errors.badUserInput',
          message: expect.any(String),
          // A NUL byte is refused before the route, as everywhere (validation.unsupportedCharacter).
          fieldErrors: [
            { field: 'since', message: since.includes('%00') ? expect.any(String) : 'validation.invalid' },
          ],
        },
      });
    }
    expect((await config(credential, '?since=1&since=2')).status).toBe(400);
  });

  it('refuses a missing, wrong or revoked credential with 401', async () => {
    expect((await config(null)).status).toBe(401);
    expect((await config(`${terminalId}.wrong`)).status).toBe(401);
    const spare = await issueTerminal(t, owner, sodermalm, 'Spare till');
    expect((await config(spare.credential)).status).toBe(200);
    await t.gql('mutation($id: ID!) { revokeTerminal(id: $id) { id } }', { id: spare.id }, owner);
    const revoked = await config(spare.credential);
    expect(revoked.status).toBe(401);
    expect(revoked.body).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    expect((await config(spare.credential, '', { 'if-none-match': '*' })).status).toBe(401);
  });
});

async function firstStaffName(): Promise<string | undefined> {
  const [person] = await t.database.db
    .select({ name: staff.name })
    .from(staff)
    .where(and(eq(staff.companyId, companyId), eq(staff.deleted, false)))
    .orderBy(staff.name)
    .limit(1);
  return person?.name;
}
