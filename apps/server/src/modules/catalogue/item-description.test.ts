// A product's description (#17 gap 1) over HTTP against the real database: it travels through
// createItem/updateItem with its translations, refuses what cannot be stored or is too long without
// writing anything, and reaches the tills (configuration feed) and the guests (online menu, in
// their language with the company's text as fallback).
import type { GuestMenu } from '@fika/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { items } from '../../platform/db/schema/index.ts';
import { enableOnlineOrdering, guest } from '../guest-ordering/guest-test-kit.ts';
import { demoVenues, issueTerminal } from '../orders/terminal-test-kit.ts';
import { codeOf, fieldErrorsOf } from './catalogue.test-helpers.ts';

let t: TestServer;
let owner: string;

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
});
afterAll(() => t.close());

const FIELDS = 'id title description descriptionLang { en se es no }';
const CREATE = `mutation($input: CreateItemInput!) { createItem(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $data: UpdateItemInput!) { updateItem(id: $id, data: $data) { ${FIELDS} } }`;
const GET = `query($id: ID!) { item(id: $id) { ${FIELDS} } }`;

type Described = {
  id: string;
  title: string;
  description: string;
  descriptionLang: Record<'en' | 'se' | 'es' | 'no', string | null>;
};

const create = (input: Record<string, unknown>) => t.gql<{ createItem: Described }>(CREATE, { input }, owner);
const update = (id: string, data: Record<string, unknown>) =>
  t.gql<{ updateItem: Described }>(UPDATE, { id, data }, owner);
const read = async (id: string) => (await t.gql<{ item: Described }>(GET, { id }, owner)).data?.item;

describe('item description', () => {
  it('is stored trimmed with its translations, read back, changed and cleared', async () => {
    const created = await create({
      title: 'Kardemummabulle',
      description: '  Bakad varje morgon.\r\nMed krossad kardemumma.  ',
      descriptionLang: { en: ' Baked every morning. ', es: '', no: null },
    });
    expect(created.errors).toBeUndefined();
    const id = created.data?.createItem.id ?? '';
    expect(await read(id)).toEqual({
      id,
      title: 'Kardemummabulle',
      description: 'Bakad varje morgon.\nMed krossad kardemumma.',
      descriptionLang: { en: 'Baked every morning.', se: null, es: null, no: null },
    });

    // Only what the update names changes: the description stays when only the title moves.
    await update(id, { title: 'Kardemummabulle stor' });
    expect((await read(id))?.description).toBe('Bakad varje morgon.\nMed krossad kardemumma.');
    const changed = await update(id, { descriptionLang: { en: 'Baked at dawn.', no: 'Bakt hver morgen.' } });
    expect(changed.data?.updateItem.descriptionLang).toEqual({
      en: 'Baked at dawn.',
      se: null,
      es: null,
      no: 'Bakt hver morgen.',
    });
    const cleared = await update(id, { description: '', descriptionLang: {} });
    expect(cleared.data?.updateItem).toMatchObject({
      description: '',
      descriptionLang: { en: null, se: null, es: null, no: null },
    });
    // A new item without one has none.
    expect((await create({ title: 'Utan beskrivning' })).data?.createItem.description).toBe('');
  });

  it('refuses NUL, control characters and oversize with a field error, writing nothing', async () => {
    const [bun] = await t.database.db.select().from(items).where(eq(items.title, 'Kanelbulle')).limit(1);
    const id = bun?.id ?? '';
    await update(id, { description: 'Originalet.' });
    const refusals: [Record<string, unknown>, { field: string; message: string }][] = [
      [
        { description: 'Nul\u0000byte' },
        { field: 'description', message: 'validation.unsupportedCharacter' },
      ],
      [{ description: 'Bell\u0007' }, { field: 'description', message: 'validation.unsupportedCharacter' }],
      [{ description: 'x'.repeat(1001) }, { field: 'description', message: 'validation.tooLong' }],
      [
        { descriptionLang: { es: 'y'.repeat(1001) } },
        { field: 'descriptionLang.es', message: 'validation.tooLong' },
      ],
      [
        { descriptionLang: { no: 'Lone \uD800 surrogate' } },
        { field: 'descriptionLang.no', message: 'validation.unsupportedCharacter' },
      ],
    ];
    for (const [data, error] of refusals) {
      const result = await update(id, data);
      expect(codeOf(result)).toBe('BAD_USER_INPUT');
      expect(fieldErrorsOf(result)).toEqual([
        {
          field: expect.stringMatching(new RegExp(`${error.field.replace('.', '\\.')}$`)),
          message: error.message,
        },
      ]);
    }
    const created = await create({ title: 'Ny bulle', description: '\u0000' });
    expect(codeOf(created)).toBe('BAD_USER_INPUT');
    const [none] = await t.database.db.select().from(items).where(eq(items.title, 'Ny bulle'));
    expect(none).toBeUndefined();
    // Exactly 1,000 characters (line breaks and tabs are text) is fine.
    const longest = `${'a'.repeat(997)}\n\tb`;
    expect((await update(id, { description: longest })).data?.updateItem.description).toBe(longest);
    await update(id, { description: 'Originalet.' });
    expect((await read(id))?.description).toBe('Originalet.');
  });

  it('reaches the till feed and the guest menu, in the guest’s language with the company’s text as fallback', async () => {
    const demo = await demoVenues(t);
    const sodermalm = demo.byName.Södermalm ?? '';
    const { credential } = await issueTerminal(t, owner, sodermalm, 'Description till');
    const { companyId } = await enableOnlineOrdering(t, 'Södermalm', 'described-sodermalm');
    const [bun] = await t.database.db.select().from(items).where(eq(items.title, 'Kanelbulle')).limit(1);
    expect(bun?.companyId).toBe(companyId);
    const id = bun?.id ?? '';
    const saved = await update(id, {
      description: 'Nybakad med kardemumma och pärlsocker.',
      descriptionLang: { en: 'Freshly baked with cardamom and pearl sugar.' },
    });
    expect(saved.errors).toBeUndefined();

    const feed = await fetch(`${t.url}/terminal/v1/config`, {
      headers: { authorization: `Bearer ${credential}` },
    });
    const body = (await feed.json()) as {
      items: { id: string; description: string; descriptionLang: object }[];
    };
    expect(body.items.find((i) => i.id === id)).toMatchObject({
      description: 'Nybakad med kardemumma och pärlsocker.',
      descriptionLang: { en: 'Freshly baked with cardamom and pearl sugar.' },
    });
    // Every item carries the keys, described or not (the OpenAPI lists them as required).
    expect(body.items.every((i) => typeof i.description === 'string')).toBe(true);

    const menuIn = async (lang: string) => {
      const menu = await guest(
        t,
        'GET',
        `/venues/described-sodermalm/menu?serviceType=EAT_HERE&lang=${lang}`,
      );
      const found = (menu.body as unknown as GuestMenu).categories
        .flatMap((c) => c.items)
        .find((i) => i.id === id);
      return found?.description;
    };
    expect(await menuIn('en')).toBe('Freshly baked with cardamom and pearl sugar.');
    expect(await menuIn('sv')).toBe('Nybakad med kardemumma och pärlsocker.');
    // No Norwegian text: the company's own.
    expect(await menuIn('no')).toBe('Nybakad med kardemumma och pärlsocker.');
    await update(id, { description: '', descriptionLang: {} });
    expect(await menuIn('en')).toBeNull();
  });
});
