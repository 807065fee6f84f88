import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { callsTo, mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { renderRoute } from '../../test/render-app.tsx';
import { ClientErrorsPage } from './client-errors-page.tsx';
import { clientErrorsSearch } from './client-errors-search.ts';

const group = (n: number, over: Record<string, unknown> = {}) => ({
  fingerprint: `fp${n}`,
  release: '1.4.0',
  company: { id: 'c1', name: 'Demo Bistro' },
  count: 10 + n,
  usersAffected: 2,
  firstSeen: '2026-11-20T09:00:00.000Z',
  lastSeen: '2026-11-20T11:05:00.000Z',
  example: {
    id: `log${n}`,
    severity: 'error',
    message: `Order ${n} failed to load`,
    url: '/orders',
    requestId: `req-${n}`,
    stack: 'TypeError: boom\n    at render (orders.js:1:1)',
    userName: 'Olivia Owner',
    at: '2026-11-20T11:05:00.000Z',
  },
  ...over,
});

const page = (nodes: unknown[], nextCursor: string | null = null) => ({
  data: { clientErrorGroups: { nodes, nextCursor } },
});

/** An organisation administrator who has not chosen whom to act as yet. */
function orgAdminSession() {
  const session = sessionData();
  return {
    data: {
      ...session.data,
      authorizeUser: {
        ...session.data.authorizeUser,
        userName: 'Oscar Organisation',
        companyId: null,
        companyName: null,
        organizationId: 'org1',
        isOrganizationAdmin: true,
        actingAs: false,
      },
    },
  };
}

const render = (url = '/monitoring/client-errors') =>
  renderRoute(null, url, {
    namespaces: ['clientErrors'],
    routes: [
      { path: '/monitoring/client-errors', component: ClientErrorsPage, validateSearch: clientErrorsSearch },
    ],
  });

const bodyRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');

describe('ClientErrorsPage', () => {
  let fetchMock: Mock<typeof fetch>;
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists the company's error groups with count, users and release, and opens the latest occurrence", async () => {
    fetchMock = mockGraphQL({
      backOfficeSession: () => sessionData(),
      clientErrorGroups: () =>
        page([
          group(1),
          group(2, { release: '1.5.0', example: { ...group(2).example, severity: 'critical' } }),
        ]),
    });
    await render('/monitoring/client-errors?days=30');
    await screen.findByText('Order 1 failed to load');
    expect(callsTo(fetchMock, 'ClientErrorGroups')[0]).toEqual({
      days: 30,
      companyId: null,
      signedOut: false,
      search: null,
      first: 50,
      after: null,
    });
    const [first, second] = bodyRows();
    expect(first).toContain('1.4.0');
    expect(first).toContain('11');
    expect(second).toContain('Critical');
    // A company user sees their own company only: no company column or filter.
    expect(screen.queryByRole('columnheader', { name: 'Company' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Company' })).toBeNull();
    fireEvent.click(screen.getByText('Order 1 failed to load'));
    const example = await screen.findByTestId('client-error-example');
    expect(example.textContent).toContain('req-1');
    expect(example.textContent).toContain('/orders');
    // The first render loads the screen's modules: more than the default 5 s on a busy machine.
  }, 20_000);

  it('shows a skeleton while loading, then says when nothing went wrong', async () => {
    let answer: (value: unknown) => void = () => {};
    const pending = new Promise((resolve) => {
      answer = resolve;
    });
    const stub = vi.fn<typeof fetch>(async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { operationName: string };
      const json = body.operationName === 'BackOfficeSession' ? sessionData() : await pending;
      return new Response(JSON.stringify(json), { headers: { 'Content-Type': 'application/json' } });
    });
    vi.stubGlobal('fetch', stub);
    await render();
    expect(await screen.findByLabelText(/Loading/)).toBeTruthy();
    answer(page([]));
    expect(await screen.findByRole('heading', { name: 'No errors' })).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    mockGraphQL({
      backOfficeSession: () => sessionData(),
      clientErrorGroups: () => ({
        errors: [{ message: 'Boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
      }),
    });
    await render();
    expect(await screen.findByRole('button', { name: /Try again|Retry/ })).toBeTruthy();
  });

  it('loads the next page from the cursor the server gave', async () => {
    const firstPage = Array.from({ length: 3 }, (_, i) => group(i + 1));
    fetchMock = mockGraphQL({
      backOfficeSession: () => sessionData(),
      clientErrorGroups: (variables) => (variables.after === '50' ? page([group(4)]) : page(firstPage, '50')),
    });
    await render();
    await screen.findByText('Order 3 failed to load');
    fireEvent.click(screen.getByRole('button', { name: /Load more/ }));
    await screen.findByText('Order 4 failed to load');
    expect(callsTo(fetchMock, 'ClientErrorGroups').map((v) => v.after)).toEqual([null, '50']);
    expect(bodyRows()).toHaveLength(4);
  });

  it('shows an organisation administrator the company of each group and filters by company or signed-out pages', async () => {
    fetchMock = mockGraphQL({
      backOfficeSession: () => orgAdminSession(),
      clientErrorCompanies: () => ({
        data: {
          organization: {
            accessibleCompanies: [
              { id: 'c1', name: 'Demo Bistro' },
              { id: 'c2', name: 'Demo Payments' },
            ],
          },
        },
      }),
      clientErrorGroups: () =>
        page([
          group(1),
          group(2, { company: null, example: { ...group(2).example, userName: null, url: '/login' } }),
        ]),
    });
    await render('/monitoring/client-errors?company=signed-out');
    await screen.findByText('Order 2 failed to load');
    expect(callsTo(fetchMock, 'ClientErrorGroups')[0]).toMatchObject({ companyId: null, signedOut: true });
    expect(screen.getByRole('columnheader', { name: 'Company' })).toBeTruthy();
    const [first, second] = bodyRows();
    expect(first).toContain('Demo Bistro');
    expect(second).toContain('Signed-out pages');
    await render('/monitoring/client-errors?company=c2');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'ClientErrorGroups').at(-1)).toMatchObject({
        companyId: 'c2',
        signedOut: false,
      }),
    );
  }, 20_000);

  it('keeps only what it understands of the address', () => {
    expect(clientErrorsSearch({ days: '30', company: 'c1', group: 'c1:fp:1.0', throw: '2' })).toEqual({
      days: '30',
      company: 'c1',
      group: 'c1:fp:1.0',
    });
    expect(clientErrorsSearch({ days: '5', company: 'x'.repeat(101) })).toEqual({});
  });
});
