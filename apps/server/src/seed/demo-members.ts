// Demo Bistro's loyalty programme: three membership levels (Bronze, the default, at 0 points;
// Silver at 500; Gold at 2,000) and guests who joined, with points and the level those points
// reach. The benchmark seeds 100,000 members the same way (bench/members.ts).
import { levelForPoints } from '@fika/domain';
import { newId } from '../lib/ids.ts';
import type { DbOrTx } from '../platform/db/client.ts';
import { memberPoints, members, membershipLevels } from '../platform/db/schema/index.ts';
import { insertUnnest } from './bulk-insert.ts';

export const DEMO_LEVELS = [
  {
    key: 'bronze',
    title: { en: 'Bronze', se: 'Brons', no: 'Bronse', es: 'Bronce' },
    description: {
      en: 'Where every member starts.',
      se: 'Här börjar alla medlemmar.',
      no: 'Her starter alle medlemmer.',
      es: 'Donde empiezan todos los miembros.',
    },
    pointsRequired: 0,
    discountPercentage: 0,
    primaryColor: '#a0522d',
    secondaryColor: '#f6e7dc',
  },
  {
    key: 'silver',
    title: { en: 'Silver', se: 'Silver', no: 'Sølv', es: 'Plata' },
    description: { en: '5 % off every order.', se: '5 % rabatt på varje beställning.' },
    pointsRequired: 500,
    discountPercentage: 5,
    primaryColor: '#6b7280',
    secondaryColor: '#f3f4f6',
  },
  {
    key: 'gold',
    title: { en: 'Gold', se: 'Guld', no: 'Gull', es: 'Oro' },
    description: { en: '10 % off every order.', se: '10 % rabatt på varje beställning.' },
    pointsRequired: 2000,
    discountPercentage: 10,
    primaryColor: '#b8860b',
    secondaryColor: '#fdf6e3',
  },
] as const;

const FIRST = [
  'Anna',
  'Erik',
  'Sara',
  'Johan',
  'Maja',
  'Lars',
  'Emma',
  'Oskar',
  'Ingrid',
  'Nils',
  'Elin',
  'Karl',
  'Sofia',
  'Ahmed',
  'Leila',
  'Mateo',
  'Lucía',
  'Ole',
  'Kari',
  'Mehmet',
];
const LAST = [
  'Lindqvist',
  'Johansson',
  'Nilsson',
  'Berg',
  'Ek',
  'Andersson',
  'Karlsson',
  'Hansen',
  'Olsen',
  'García',
  'Yılmaz',
  'Haddad',
  'Svensson',
  'Larsen',
  'Dahl',
  'Holm',
  'Lund',
  'Strand',
  'Sandberg',
  'Nyström',
];

// A small deterministic generator: the same members every time the demo is seeded.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Creates the three demo levels; returns their ids by key. */
export async function seedDemoLevels(db: DbOrTx, companyId: string): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const level of DEMO_LEVELS) {
    const { key, ...values } = level;
    ids[key] = newId();
    await db
      .insert(membershipLevels)
      .values({ id: ids[key], companyId, ...values, isDefault: key === 'bronze' });
  }
  return ids;
}

/**
 * Inserts `count` members of the company with their points (one history row each: points carried
 * over) and the level those points reach. Joined over the last two years, newest last.
 */
export async function seedDemoMembers(
  db: DbOrTx,
  companyId: string,
  levels: Record<string, string>,
  count = 200,
  now = new Date(),
  /** The number of the first member: a later batch continues the e-mail addresses. */
  from = 0,
): Promise<void> {
  const next = random(count + from);
  const byPoints = DEMO_LEVELS.map((l) => ({ id: levels[l.key] ?? '', pointsRequired: l.pointsRequired }));
  const rows: Record<string, unknown>[] = [];
  const history: Record<string, unknown>[] = [];
  const span = 730 * 24 * 3600 * 1000;
  for (let i = 0; i < count; i++) {
    const first = FIRST[Math.floor(next() * FIRST.length)] ?? 'Guest';
    const last = LAST[Math.floor(next() * LAST.length)] ?? 'Member';
    // Most members have a few hundred points; a tail reaches Silver and Gold.
    const points = Math.floor(next() ** 2.2 * 3200);
    const id = newId();
    const joinedAt = new Date(now.getTime() - span + Math.floor((span * i) / Math.max(1, count)));
    const email = `${first}.${last}.${from + i}@example.com`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z0-9.@]/g, '');
    rows.push({
      id,
      companyId,
      email,
      name: `${first} ${last}`,
      phone: next() < 0.7 ? `+46 70 ${String(1_000_000 + ((i * 7919) % 9_000_000)).padStart(7, '0')}` : null,
      membershipLevelId: levelForPoints(byPoints, points)?.id ?? null,
      points,
      orderCount: Math.floor(points / 60),
      joinedAt,
    });
    if (points > 0) {
      history.push({
        id: newId(),
        companyId,
        memberId: id,
        kind: 'MANUAL',
        amount: points,
        balanceAfter: points,
        reason: 'Points carried over from the paper loyalty card',
        actorName: 'Demo',
        at: joinedAt,
      });
    }
  }
  await insertUnnest(db, members, rows);
  await insertUnnest(db, memberPoints, history);
}
