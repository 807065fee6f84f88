import { UI_LANGUAGES } from '@fika/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { changelogEntries } from '../../platform/db/schema/index.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const ADD = `mutation($input: ChangelogEntryInput!) { addChangelogEvent(input: $input) { id title link unread } }`;
const LIST = `query($language: String) { changelog(language: $language) { id title body link unread } }`;
const UNREAD = 'query { authorizeUser { hasUnreadChangelog } }';
const READ = 'mutation { markChangelogRead }';

const texts = (text: string) => Object.fromEntries(UI_LANGUAGES.map((lang) => [lang, `${text} (${lang})`]));
const entry = (text: string, link?: string) => ({ title: texts(text), body: texts(`${text} body`), link });
const codeOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  r.errors?.[0]?.extensions?.code;

describe("What's new", () => {
  it('lets an organisation administrator publish an entry, in every language', async () => {
    const admin = await t.login(DEMO.orgAdmin);
    const r = await t.gql<{ addChangelogEvent: { title: string; link: string } }>(
      ADD,
      { input: entry('Receipts per country', '/settings/receipt') },
      admin,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.addChangelogEvent).toMatchObject({
      title: 'Receipts per country (en)',
      link: '/settings/receipt',
    });

    const owner = await t.login(DEMO.owner);
    const list = await t.gql<{ changelog: { title: string; unread: boolean }[] }>(
      LIST,
      { language: 'sv' },
      owner,
    );
    expect(list.data?.changelog[0]).toMatchObject({ title: 'Receipts per country (sv)', unread: true });
  });

  it('refuses a company user, and a missing language or a foreign link, storing nothing', async () => {
    const before = (await t.database.db.select().from(changelogEntries)).length;
    const owner = await t.login(DEMO.owner);
    expect(codeOf(await t.gql(ADD, { input: entry('Sneaky') }, owner))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(ADD, { input: entry('Anonymous') }, null))).toBe('UNAUTHENTICATED');

    const admin = await t.login(DEMO.orgAdmin);
    const noArabic = entry('Half done');
    noArabic.title.ar = ' ';
    const r = await t.gql(ADD, { input: noArabic }, admin);
    expect(codeOf(r)).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0]?.extensions?.fieldErrors).toEqual([
      { field: 'title.ar', message: 'validation.required' },
    ]);
    expect(codeOf(await t.gql(ADD, { input: entry('Away', 'https://evil.test') }, admin))).toBe(
      'BAD_USER_INPUT',
    );
    const nul = entry('Nul');
    nul.body.en = 'a\u0000b';
    expect(codeOf(await t.gql(ADD, { input: nul }, admin))).toBe('BAD_USER_INPUT');
    const huge = entry('Huge');
    huge.body.da = 'x'.repeat(100_000);
    expect(codeOf(await t.gql(ADD, { input: huge }, admin))).toBe('BAD_USER_INPUT');
    expect((await t.database.db.select().from(changelogEntries)).length).toBe(before);
  });

  it('shows the dot until the user opens the panel, and again for a newer entry', async () => {
    const manager = await t.login(DEMO.manager);
    const dot = async () =>
      (await t.gql<{ authorizeUser: { hasUnreadChangelog: boolean } }>(UNREAD, {}, manager)).data
        ?.authorizeUser.hasUnreadChangelog;
    expect(await dot()).toBe(true);
    // Opening the panel twice at once (two tabs) is one read.
    const reads = await Promise.all([t.gql(READ, {}, manager), t.gql(READ, {}, manager)]);
    expect(reads.map((r) => r.errors)).toEqual([undefined, undefined]);
    expect(await dot()).toBe(false);
    const list = await t.gql<{ changelog: { unread: boolean }[] }>(LIST, {}, manager);
    expect(list.data?.changelog.every((e) => !e.unread)).toBe(true);

    await t.gql(ADD, { input: entry('Beepers') }, await t.login(DEMO.orgAdmin));
    expect(await dot()).toBe(true);
    // Another user's reading is theirs alone.
    const owner = await t.login(DEMO.owner);
    await t.gql(READ, {}, owner);
    expect(await dot()).toBe(true);
  });

  it('falls back to English for an unknown language', async () => {
    const owner = await t.login(DEMO.owner);
    const r = await t.gql<{ changelog: { title: string }[] }>(LIST, { language: 'xx' }, owner);
    expect(r.data?.changelog[0]?.title).toBe('Beepers (en)');
  });
});
