// The configuration feed's lists of issue #15 over HTTP: the venue's online ordering (its cloud
// configuration, re-sent whole when settings, menus, hours or exceptions change, never another
// venue's), membership levels, active stamp cards with targets and active promo codes with the
// uses left.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { newId } from '../../lib/ids.ts';
import {
  categories,
  items,
  membershipLevels,
  openingExceptions,
  openingHours,
  promoCodes,
  stampCards,
  stampCardTargets,
} from '../../platform/db/schema/index.ts';
import { loadOnlineConfiguration } from '../online-ordering/configuration.ts';
import { demoVenues, issueTerminal } from '../orders/terminal-test-kit.ts';

type Entry = { id: string } & Record<string, unknown>;
type FeedBody = {
  version: number;
  onlineOrdering: Entry[];
  membershipLevels: Entry[];
  stampCards: Entry[];
  promoCodes: Entry[];
  deleted?: Record<string, string[]>;
};

let t: TestServer;
let owner = '';
let companyId = '';
let sodermalm = '';
let other = '';
let credential = '';

async function feed(query = ''): Promise<FeedBody> {
  const response = await fetch(`${t.url}/terminal/v1/config${query}`, {
    headers: { authorization: `Bearer ${credential}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as FeedBody;
}

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  const demo = await demoVenues(t);
  companyId = demo.companyId;
  sodermalm = demo.byName.Södermalm ?? '';
  other = Object.values(demo.byName).find((id) => id !== sodermalm) ?? '';
  ({ credential } = await issueTerminal(t, owner, sodermalm));
});
afterAll(() => t.close());

describe('the configuration feed’s online ordering and loyalty', () => {
  it('sends the venue’s online ordering as its cloud configuration, and only this venue’s', async () => {
    const body = await feed();
    expect(body.onlineOrdering).toHaveLength(1);
    const [entry] = body.onlineOrdering;
    expect(entry).toMatchObject({ id: sodermalm, enabled: true, slug: 'sodermalm', preparationMinutes: 10 });
    expect(entry).toEqual(
      JSON.parse(JSON.stringify(await loadOnlineConfiguration(t.database.db, companyId, sodermalm))),
    );
  });

  it('a delta re-sends it when hours or exceptions change, not when another venue’s do', async () => {
    const { version } = await feed();
    await t.database.db.insert(openingHours).values({
      id: newId(),
      companyId,
      venueId: other,
      weekday: 'MONDAY',
      startMinute: 420,
      endMinute: 1140,
    });
    expect((await feed(`?since=${version}`)).onlineOrdering).toEqual([]);
    const holiday = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    await t.database.db
      .insert(openingExceptions)
      .values({ id: newId(), companyId, venueId: sodermalm, date: holiday, closed: true, note: 'Holiday' });
    const delta = await feed(`?since=${version}`);
    expect(delta.onlineOrdering.map((e) => e.id)).toEqual([sodermalm]);
    expect(delta.onlineOrdering[0]?.exceptions).toContainEqual({
      date: holiday,
      closed: true,
      intervals: [],
      note: 'Holiday',
    });
  });

  it('sends levels, active stamp cards with targets and active promo codes with the uses left', async () => {
    const { version } = await feed();
    const level = newId();
    await t.database.db.insert(membershipLevels).values({
      id: level,
      companyId,
      title: { en: 'Feed gold', se: 'Feed guld' },
      pointsRequired: 987_654,
      discountPercentage: 10,
    });
    const [category] = await t.database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.companyId, companyId))
      .limit(1);
    const [item] = await t.database.db
      .select({ id: items.id })
      .from(items)
      .where(eq(items.companyId, companyId))
      .limit(1);
    const rewardItemId = item?.id ?? '';
    const cardId = newId();
    await t.database.db.insert(stampCards).values({
      id: cardId,
      companyId,
      name: 'Feed coffee card',
      stampsRequired: 9,
      rewardKind: 'ITEM',
      rewardItemId,
    });
    await t.database.db
      .insert(stampCardTargets)
      .values({ id: newId(), companyId, stampCardId: cardId, categoryId: category?.id ?? null });
    const code = newId();
    await t.database.db.insert(promoCodes).values({
      id: code,
      companyId,
      code: 'FEED10',
      title: { en: 'Ten off' },
      membershipLevelId: level,
      maxUses: 5,
      uses: 2,
    });
    const delta = await feed(`?since=${version}`);
    expect(delta.membershipLevels).toEqual([
      expect.objectContaining({ id: level, pointsRequired: 987_654, discountPercentage: 10 }),
    ]);
    expect(delta.stampCards).toEqual([
      expect.objectContaining({
        id: cardId,
        stampsRequired: 9,
        rewardKind: 'ITEM',
        rewardItemId,
        itemIds: [],
        categoryIds: [category?.id],
      }),
    ]);
    expect(delta.promoCodes).toEqual([
      expect.objectContaining({
        id: code,
        code: 'FEED10',
        membershipLevelId: level,
        maxUses: 5,
        usesLeft: 3,
      }),
    ]);
    expect(JSON.stringify(delta.promoCodes)).not.toContain('"uses"');

    const next = delta.version;
    await t.database.db.update(stampCards).set({ active: false }).where(eq(stampCards.id, cardId));
    await t.database.db
      .update(promoCodes)
      .set({ active: false, membershipLevelId: null })
      .where(eq(promoCodes.id, code));
    await t.database.db.delete(membershipLevels).where(eq(membershipLevels.id, level));
    const gone = await feed(`?since=${next}`);
    expect(gone.deleted).toMatchObject({
      promoCodes: [code],
      stampCards: [cardId],
      membershipLevels: [level],
    });
  });
});
