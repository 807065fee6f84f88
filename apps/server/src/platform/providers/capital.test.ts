import { describe, expect, it } from 'vitest';
import { createSandboxCapital, sandboxGrantOffers } from './capital.ts';

const swedish = { id: 'le-1', name: 'Kafé Söder AB', country: 'SE' };
const DAY = 24 * 60 * 60 * 1000;

describe('sandbox capital provider', () => {
  it('keeps the same offers until they expire, then makes new ones', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const offers = sandboxGrantOffers(swedish, 'AH1', now);
    const expiresAt = offers[0]?.expiresAt ?? now;
    expect(expiresAt.getTime()).toBeGreaterThan(now.getTime());
    expect(expiresAt.getTime() - now.getTime()).toBeLessThanOrEqual(30 * DAY);
    expect(sandboxGrantOffers(swedish, 'AH1', new Date(expiresAt.getTime() - 1))).toEqual(offers);
    const renewed = sandboxGrantOffers(swedish, 'AH1', expiresAt);
    expect(renewed.map((o) => o.id)).not.toEqual(offers.map((o) => o.id));
    expect(renewed.map((o) => o.amount)).toEqual(offers.map((o) => o.amount));
  });

  it('scales amounts by entity, in the country currency, for Sweden and Britain only', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const british = sandboxGrantOffers({ ...swedish, country: 'GB' }, 'AH1', now);
    expect(british.map((o) => o.currency)).toEqual(['GBP', 'GBP', 'GBP']);
    expect(sandboxGrantOffers({ ...swedish, country: 'NO' }, 'AH1', now)).toEqual([]);
    const amountsOf = (id: string) => sandboxGrantOffers({ ...swedish, id }, 'AH1', now).map((o) => o.amount);
    const distinct = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((id) => amountsOf(id)[0]));
    expect(distinct.size).toBeGreaterThan(1);
  });

  it('grants only an open offer of the entity’s own account holder', async () => {
    const capital = createSandboxCapital();
    const [holder] = await capital.accountHolders(swedish);
    const offer = holder?.grantOffers[0]?.id ?? '';
    const granted = await capital.requestGrant({
      entity: swedish,
      accountHolderId: holder?.id ?? '',
      grantOfferId: offer,
    });
    expect(granted?.grantId).toMatch(/^GR[0-9A-Z]+$/);
    expect(
      await capital.requestGrant({ entity: swedish, accountHolderId: 'AHX', grantOfferId: offer }),
    ).toBeNull();
    expect(
      await capital.requestGrant({ entity: swedish, accountHolderId: holder?.id ?? '', grantOfferId: 'GO0' }),
    ).toBeNull();
  });
});
