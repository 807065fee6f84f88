import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { newId } from '../../lib/ids.ts';
import { onlineOrderingSettings, venues } from '../../platform/db/schema/index.ts';
import { demoVenues } from '../orders/terminal-test-kit.ts';
import { ensureOnlineSettingsRow, loadOnlineSettings } from './settings.service.ts';

let t: TestServer;
let companyId = '';

async function venue(name: string): Promise<string> {
  const id = newId();
  await t.database.db.insert(venues).values({ id, companyId, name });
  return id;
}

beforeAll(async () => {
  t = await startTestServer();
  companyId = (await demoVenues(t)).companyId;
});
afterAll(() => t.close());

describe('the online-ordering settings row', () => {
  it('reads the defaults without storing anything while nothing was saved', async () => {
    const id = await venue('Kafé Ängen');
    const settings = await loadOnlineSettings(t.database.db, companyId, id);
    expect(settings).toMatchObject({
      saved: false,
      enabled: false,
      slug: 'kafe-angen',
      serviceTypes: ['TAKE_AWAY'],
      serviceMenus: [],
    });
    const rows = await t.database.db
      .select()
      .from(onlineOrderingSettings)
      .where(eq(onlineOrderingSettings.venueId, id));
    expect(rows).toEqual([]);
  });

  it('is made once under a concurrent burst, and a second venue of the same name gets its own slug', async () => {
    const first = await venue('Bryggan');
    const second = await venue('Bryggan');
    const rows = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.database.db.transaction((tx) => ensureOnlineSettingsRow(tx, companyId, i % 2 ? first : second)),
      ),
    );
    const slugs = new Set(rows.map((r) => `${r.venueId}:${r.slug}`));
    expect(slugs.size).toBe(2);
    const stored = await t.database.db.select().from(onlineOrderingSettings);
    const mine = stored.filter((r) => r.venueId === first || r.venueId === second).map((r): string => r.slug);
    expect(mine.sort()).toEqual(['bryggan', 'bryggan-2']);
    const loaded = await loadOnlineSettings(t.database.db, companyId, first);
    expect(loaded.saved).toBe(true);
  });

  it('refuses a venue of another company', async () => {
    const id = await venue('Elsewhere');
    await expect(ensureOnlineSettingsRow(t.database.db, 'another-company', id)).rejects.toThrow(/Venue/);
  });
});
