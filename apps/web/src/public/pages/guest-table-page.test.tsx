import { cleanup, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import enGuest from '../../locales/en/guest.json';
import { createPublicI18n } from '../i18n.ts';
import { PublicRouter } from '../router.tsx';
import { matchPublicPath } from '../routes.ts';
import { GuestTablePage } from './guest-table-page.tsx';

let i18n: I18n;

beforeAll(async () => {
  i18n = await createPublicI18n('en', { en: { guest: enGuest } });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(answer: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  const url = '/en-se/order/t/abc123.signature';
  const match = matchPublicPath(url, 'en-gb', 'en');
  if (match.kind !== 'route') throw new Error('no route');
  render(
    <I18nextProvider i18n={i18n}>
      <PublicRouter url={url}>
        <GuestTablePage route={match.route} />
      </PublicRouter>
    </I18nextProvider>,
  );
  return fetchMock;
}

describe('the guest table page', () => {
  it('is the route of /{lang}/order/t/{reference}', () => {
    const match = matchPublicPath('/sv-se/order/t/abc.def', 'en-gb', 'en');
    expect(match).toMatchObject({
      kind: 'route',
      route: { page: 'guest-table', params: { reference: 'abc.def' } },
    });
    expect(matchPublicPath('/sv-se/order/t', 'en-gb', 'en')).toMatchObject({
      route: { page: 'login', fallback: true },
    });
  });

  it('names the venue and the table, and says ordering is not open yet', async () => {
    const fetchMock = renderPage(() =>
      Response.json({
        table: {
          companyName: 'Demo Bistro',
          venueName: 'Södermalm',
          floorPlanName: 'Inside',
          tableCode: 'T4',
        },
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Table T4' })).toBeTruthy();
    expect(screen.getByText('Södermalm')).toBeTruthy();
    expect(screen.getByText('Ordering from your phone is not open for this table yet.')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/guest/v1/tables/abc123.signature');
  });

  it('tells a guest when the code is not valid or the table takes no orders', async () => {
    renderPage(() => Response.json({ error: { code: 'NOT_FOUND' } }, { status: 404 }));
    expect(await screen.findByRole('heading', { name: 'We could not find this table' })).toBeTruthy();
    cleanup();
    renderPage(() => Response.json({ error: { code: 'GONE' } }, { status: 410 }));
    expect(await screen.findByRole('heading', { name: 'This table is not taking orders' })).toBeTruthy();
  });

  it('offers a retry when the network fails', async () => {
    renderPage(() => {
      throw new TypeError('offline');
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
