import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { signUpOtherCompany } from '../../../test/other-company.ts';
import { newId } from '../../lib/ids.ts';
import {
  categories,
  items,
  membershipLevels,
  offers,
  promoCodes,
  stampCards,
} from '../../platform/db/schema/index.ts';
import { demoVenues } from '../orders/terminal-test-kit.ts';

let t: TestServer;
let owner = '';
let other = { token: '', companyId: '' };
let companyId = '';
const ids = { offer: '', level: '', bun: '', coffee: '', otherLevel: '', otherOffer: '' };

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  ({ companyId } = await demoVenues(t));
  const o = await signUpOtherCompany(t);
  other = { token: o.token, companyId: o.companyId };
  const db = t.database.db;
  const [offer] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.companyId, companyId), eq(offers.deleted, false)))
    .limit(1);
  ids.offer = offer?.id ?? '';
  ids.level = newId();
  ids.otherLevel = newId();
  await db.insert(membershipLevels).values([
    { id: ids.level, companyId, title: { en: 'Crud level' }, pointsRequired: 920_001 },
    { id: ids.otherLevel, companyId: other.companyId, title: { en: 'Theirs' }, pointsRequired: 920_002 },
  ]);
  ids.otherOffer = newId();
  await db.insert(offers).values({
    id: ids.otherOffer,
    companyId: other.companyId,
    name: 'Their offer',
    type: 'ORDER_DISCOUNT',
    discountType: 'PERCENTAGE',
    value: 10,
  });
  const [bun] = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.companyId, companyId), eq(items.title, 'Kanelbulle')));
  ids.bun = bun?.id ?? '';
  const [category] = await db.select().from(categories).where(eq(categories.companyId, companyId)).limit(1);
  ids.coffee = category?.id ?? '';
});
afterAll(() => t.close());

const codeOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  r.errors?.[0]?.extensions?.code;
const fieldErrorsOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  (r.errors?.[0]?.extensions?.fieldErrors ?? []) as { field: string; message: string }[];

const PROMO_FIELDS = `id code title { en es se } membershipLevelId offerId offerName startsAt endsAt maxUses
  maxUsesPerMember uses channels active status`;
const CREATE_PROMO = `mutation($input: PromoCodeInput!) { createPromoCode(input: $input) { ${PROMO_FIELDS} } }`;
const UPDATE_PROMO = `mutation($id: ID!, $input: PromoCodeInput!) { updatePromoCode(id: $id, input: $input) { ${PROMO_FIELDS} } }`;
const PROMO = `query($id: ID!) { promoCode(id: $id) { ${PROMO_FIELDS} } }`;
const PROMOS = 'query($f: PromoCodeFilterInput) { promoCodes(filter: $f) { id code status } }';
const SET_PROMO_ACTIVE =
  'mutation($id: ID!, $a: Boolean!) { setPromoCodeActive(id: $id, active: $a) { id active status } }';
const DELETE = 'mutation($id: ID!, $force: Boolean) { deleteNode(id: $id, force: $force) { success } }';

const CARD_FIELDS = `id name targets { itemId categoryId } stampsRequired rewardKind rewardItemId rewardOfferId
  expiryDays channels active memberCount`;
const CREATE_CARD = `mutation($input: StampCardInput!) { createStampCard(input: $input) { ${CARD_FIELDS} } }`;
const UPDATE_CARD = `mutation($id: ID!, $input: StampCardInput!) { updateStampCard(id: $id, input: $input) { ${CARD_FIELDS} } }`;
const CARD = `query($id: ID!) { stampCard(id: $id) { ${CARD_FIELDS} } }`;

type Promo = {
  id: string;
  code: string;
  membershipLevelId: string | null;
  offerId: string | null;
  status: string;
};
const createPromo = (input: Record<string, unknown>, token = owner) =>
  t.gql<{ createPromoCode: Promo }>(CREATE_PROMO, { input }, token);

const promoCount = async () =>
  (await t.database.db.select({ n: count() }).from(promoCodes).where(eq(promoCodes.companyId, companyId)))[0]
    ?.n ?? 0;

describe('promo codes', () => {
  it('creates a code, dropping an empty level (§5), and lists it', async () => {
    const created = await createPromo({
      code: 'summer-26',
      title: { en: 'Summer', se: 'Sommar' },
      membershipLevel: {},
      offer: { id: ids.offer },
      maxUses: 100,
      maxUsesPerMember: 1,
      channels: ['ONLINE'],
    });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createPromoCode).toMatchObject({
      code: 'SUMMER-26',
      membershipLevelId: null,
      offerId: ids.offer,
      status: 'ACTIVE',
    });
    const list = await t.gql<{ promoCodes: Promo[] }>(PROMOS, { f: { search: 'summer' } }, owner);
    expect(list.data?.promoCodes.map((p) => p.code)).toEqual(['SUMMER-26']);
  });

  it('update drops an offer without an id (§5) and keeps the level', async () => {
    const created = await createPromo({ code: 'UPD-1', title: { en: 'Up' }, offer: { id: ids.offer } });
    const id = created.data?.createPromoCode.id ?? '';
    const updated = await t.gql<{ updatePromoCode: Promo }>(
      UPDATE_PROMO,
      {
        id,
        input: {
          code: 'UPD-1',
          title: { es: 'Arriba' },
          offer: { id: '' },
          membershipLevel: { id: ids.level },
        },
      },
      owner,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updatePromoCode).toMatchObject({ offerId: null, membershipLevelId: ids.level });
    const again = await t.gql<{ updatePromoCode: Promo }>(
      UPDATE_PROMO,
      {
        id,
        input: { code: 'UPD-1', title: { es: 'Arriba' }, offer: null, membershipLevel: { id: ids.level } },
      },
      owner,
    );
    expect(again.data?.updatePromoCode.offerId).toBeNull();
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const before = await promoCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { code: 'A\u0000BC', title: { en: 'x' }, offer: { id: ids.offer } },
        'code',
        'validation.unsupportedCharacter',
      ],
      [{ code: 'ÅÄÖ', title: { en: 'x' }, offer: { id: ids.offer } }, 'code', 'validation.code'],
      [{ code: 'BADID', title: { en: 'x' }, offer: { id: 'a/b' } }, 'offer', 'validation.offer'],
      [{ code: 'X'.repeat(10_000), title: { en: 'x' }, offer: { id: ids.offer } }, 'code', 'validation.code'],
      [{ code: 'NOGRANT', title: { en: 'x' }, offer: { id: '' } }, 'offer', 'validation.grant'],
      [{ code: 'THEIRS', title: { en: 'x' }, offer: { id: ids.otherOffer } }, 'offer', 'validation.offer'],
      [
        { code: 'THEIRLVL', title: { en: 'x' }, membershipLevel: { id: ids.otherLevel } },
        'membershipLevel',
        'validation.membershipLevel',
      ],
      [{ code: 'NOTITLE', title: {}, offer: { id: ids.offer } }, 'title.en', 'validation.title'],
      [
        { code: 'BIGTITLE', title: { en: 'x'.repeat(100_000) }, offer: { id: ids.offer } },
        'title.en',
        'validation.tooLong',
      ],
      [
        { code: 'ZEROUSES', title: { en: 'x' }, offer: { id: ids.offer }, maxUses: 0 },
        'maxUses',
        'validation.limit',
      ],
      [
        {
          code: 'DATES',
          title: { en: 'x' },
          offer: { id: ids.offer },
          startsAt: '2026-02-01T00:00:00Z',
          endsAt: '2026-01-01T00:00:00Z',
        },
        'endsAt',
        'validation.dateOrder',
      ],
      [
        { code: 'BADDATE', title: { en: 'x' }, offer: { id: ids.offer }, startsAt: 'tomorrow' },
        'startsAt',
        'validation.dateTime',
      ],
      [
        { code: 'NOCHAN', title: { en: 'x' }, offer: { id: ids.offer }, channels: [] },
        'channels',
        'validation.channels',
      ],
    ];
    for (const [input, field, message] of cases) {
      const result = await createPromo(input);
      expect(codeOf(result), JSON.stringify(input).slice(0, 80)).toBe('BAD_USER_INPUT');
      expect(fieldErrorsOf(result)).toContainEqual({ field, message });
    }
    expect(await promoCount()).toBe(before);
  });

  it('keeps codes unique per company ignoring case, also under a concurrent burst', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        createPromo({
          code: i % 2 ? 'burst-code' : 'BURST-CODE',
          title: { en: 'x' },
          offer: { id: ids.offer },
        }),
      ),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    for (const r of results.filter((x) => x.errors)) {
      expect(fieldErrorsOf(r)).toEqual([{ field: 'code', message: 'validation.codeTaken' }]);
    }
    // Another company may have the same code.
    const theirs = await t.gql(
      CREATE_PROMO,
      { input: { code: 'BURST-CODE', title: { en: 'x' }, offer: { id: ids.otherOffer } } },
      other.token,
    );
    expect(theirs.errors).toBeUndefined();
  });

  it('refuses a usage limit below the uses already made', async () => {
    const created = await createPromo({ code: 'USED-5', title: { en: 'x' }, offer: { id: ids.offer } });
    const id = created.data?.createPromoCode.id ?? '';
    await t.database.db.update(promoCodes).set({ uses: 5 }).where(eq(promoCodes.id, id));
    const result = await t.gql(
      UPDATE_PROMO,
      { id, input: { code: 'USED-5', title: { en: 'x' }, offer: { id: ids.offer }, maxUses: 4 } },
      owner,
    );
    expect(fieldErrorsOf(result)).toEqual([{ field: 'maxUses', message: 'validation.belowUses' }]);
    const ok = await t.gql<{ updatePromoCode: Promo }>(
      UPDATE_PROMO,
      { id, input: { code: 'USED-5', title: { en: 'x' }, offer: { id: ids.offer }, maxUses: 5 } },
      owner,
    );
    expect(ok.data?.updatePromoCode.status).toBe('USED_UP');
  });

  it('switches a code off and on, and deletes it', async () => {
    const created = await createPromo({ code: 'ONOFF', title: { en: 'x' }, offer: { id: ids.offer } });
    const id = created.data?.createPromoCode.id ?? '';
    const off = await t.gql<{ setPromoCodeActive: { status: string } }>(
      SET_PROMO_ACTIVE,
      { id, a: false },
      owner,
    );
    expect(off.data?.setPromoCodeActive.status).toBe('INACTIVE');
    const deleted = await t.gql(DELETE, { id }, owner);
    expect(deleted.errors).toBeUndefined();
    expect(codeOf(await t.gql(PROMO, { id }, owner))).toBe('NOT_FOUND');
  });
});

describe('stamp cards', () => {
  const card = () => ({
    name: 'Coffee card',
    targets: [{ categoryId: ids.coffee }, { itemId: ids.bun }],
    stampsRequired: 10,
    rewardKind: 'ITEM',
    rewardItem: { id: ids.bun },
    rewardOffer: { id: ids.offer },
    expiryDays: 365,
    channels: ['POS', 'ONLINE'],
  });

  it('creates, reads and updates a card; the reward of the other kind is dropped', async () => {
    const created = await t.gql<{ createStampCard: Record<string, unknown> & { id: string } }>(
      CREATE_CARD,
      { input: card() },
      owner,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createStampCard).toMatchObject({
      rewardKind: 'ITEM',
      rewardItemId: ids.bun,
      rewardOfferId: null,
      memberCount: 0,
    });
    const id = created.data?.createStampCard.id ?? '';
    const updated = await t.gql<{ updateStampCard: Record<string, unknown> }>(
      UPDATE_CARD,
      { id, input: { ...card(), targets: [{ itemId: ids.bun }], rewardKind: 'OFFER', stampsRequired: 5 } },
      owner,
    );
    expect(updated.data?.updateStampCard).toMatchObject({
      targets: [{ itemId: ids.bun, categoryId: null }],
      rewardKind: 'OFFER',
      rewardItemId: null,
      rewardOfferId: ids.offer,
      stampsRequired: 5,
    });
  });

  it('refuses bad cards with field errors and writes nothing', async () => {
    const countCards = async () =>
      (
        await t.database.db.select({ n: count() }).from(stampCards).where(eq(stampCards.companyId, companyId))
      )[0]?.n;
    const before = await countCards();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...card(), targets: [] }, 'targets', 'validation.targets'],
      [{ ...card(), stampsRequired: 0 }, 'stampsRequired', 'validation.stamps'],
      [{ ...card(), name: 'a\u0000' }, 'name', 'validation.unsupportedCharacter'],
      [{ ...card(), rewardItem: {} }, 'rewardItem', 'validation.reward'],
      [{ ...card(), targets: [{ itemId: 'someone-elses' }] }, 'targets.0', 'validation.item'],
      [
        { ...card(), rewardKind: 'OFFER', rewardOffer: { id: ids.otherOffer } },
        'rewardOffer',
        'validation.offer',
      ],
    ];
    for (const [input, field, message] of cases) {
      const result = await t.gql(CREATE_CARD, { input }, owner);
      expect(codeOf(result)).toBe('BAD_USER_INPUT');
      expect(fieldErrorsOf(result)).toContainEqual({ field, message });
    }
    expect(await countCards()).toBe(before);
  });

  it('deletes a card', async () => {
    const created = await t.gql<{ createStampCard: { id: string } }>(CREATE_CARD, { input: card() }, owner);
    const id = created.data?.createStampCard.id ?? '';
    expect((await t.gql(DELETE, { id }, owner)).errors).toBeUndefined();
    expect(codeOf(await t.gql(CARD, { id }, owner))).toBe('NOT_FOUND');
  });
});

describe('tenancy: company B cannot reach A’s promo codes and stamp cards', () => {
  it('refuses every id-taking operation and changes nothing', async () => {
    const promo = await createPromo({ code: 'TENANT-A', title: { en: 'x' }, offer: { id: ids.offer } });
    const promoId = promo.data?.createPromoCode.id ?? '';
    const cardResult = await t.gql<{ createStampCard: { id: string } }>(
      CREATE_CARD,
      {
        input: {
          name: 'A card',
          targets: [{ itemId: ids.bun }],
          stampsRequired: 3,
          rewardKind: 'ITEM',
          rewardItem: { id: ids.bun },
        },
      },
      owner,
    );
    const cardId = cardResult.data?.createStampCard.id ?? '';
    const b = other.token;
    expect(codeOf(await t.gql(PROMO, { id: promoId }, b))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(CARD, { id: cardId }, b))).toBe('NOT_FOUND');
    const listed = await t.gql<{ promoCodes: Promo[]; stampCards: { id: string }[] }>(
      'query { promoCodes { id code status } stampCards { id } }',
      {},
      b,
    );
    expect(listed.data?.promoCodes.map((p) => p.id)).not.toContain(promoId);
    expect(listed.data?.stampCards.map((c) => c.id)).not.toContain(cardId);
    const update = await t.gql(
      UPDATE_PROMO,
      { id: promoId, input: { code: 'MINE', title: { en: 'x' }, offer: { id: ids.otherOffer } } },
      b,
    );
    expect(codeOf(update)).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(SET_PROMO_ACTIVE, { id: promoId, a: false }, b))).toBe('NOT_FOUND');
    expect(
      codeOf(
        await t.gql(
          UPDATE_CARD,
          {
            id: cardId,
            input: {
              name: 'Mine',
              targets: [{ itemId: ids.bun }],
              stampsRequired: 3,
              rewardKind: 'ITEM',
              rewardItem: { id: ids.bun },
            },
          },
          b,
        ),
      ),
    ).toBe('NOT_FOUND');
    expect(
      codeOf(
        await t.gql(
          'mutation($id: ID!) { setStampCardActive(id: $id, active: false) { id } }',
          { id: cardId },
          b,
        ),
      ),
    ).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(DELETE, { id: promoId, force: true }, b))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(DELETE, { id: cardId, force: true }, b))).toBe('NOT_FOUND');
    const after = await t.gql<{ promoCode: { code: string; active: boolean } }>(
      PROMO,
      { id: promoId },
      owner,
    );
    expect(after.data?.promoCode).toMatchObject({ code: 'TENANT-A', active: true });
    const cardAfter = await t.gql<{ stampCard: { name: string; active: boolean } }>(
      CARD,
      { id: cardId },
      owner,
    );
    expect(cardAfter.data?.stampCard).toMatchObject({ name: 'A card', active: true });
  });
});
