import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { callsTo, mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { renderRoute } from '../../test/render-app.tsx';
import { staffReportSearch } from './staff-report-search.ts';
import { StaffReportsPage } from './staff-reports-page.tsx';

const figures = (sales: number, orders: number, extra: Record<string, number> = {}) => ({
  metrics: {
    salesAmount: sales,
    salesCount: orders,
    salesAverage: orders ? Math.round(sales / orders) : 0,
    tipsAmount: extra.tips ?? 0,
    refundCount: extra.refunds ?? 0,
    refundAmount: extra.refunded ?? 0,
    discountAmount: extra.discounts ?? 0,
  },
  voidCount: extra.voids ?? 0,
  voidAmount: extra.voided ?? 0,
});

const ROWS = [
  {
    staffId: 's1',
    name: 'Anna Andersson',
    deleted: false,
    ...figures(220_00, 3, { tips: 800, voids: 1, voided: 6000 }),
  },
  { staffId: 's2', name: 'Bo Berg', deleted: true, ...figures(90_00, 1, { voids: 1, voided: 2500 }) },
  { staffId: null, name: '', deleted: false, ...figures(50_00, 5) },
];

function report(variables: Record<string, unknown>, rows = ROWS) {
  const filter = variables.filter as { from: string; to: string };
  return {
    data: {
      staffReport: {
        currency: 'SEK',
        from: filter.from,
        to: filter.to,
        lastUpdatedAt: rows.length ? '2026-11-21T11:15:42Z' : null,
        rows,
        totals: rows.length ? figures(360_00, 9, { tips: 800, voids: 2, voided: 8500 }) : figures(0, 0),
      },
    },
  };
}

let fetchMock: Mock<typeof fetch>;
const render = (url = '/staff/reports') =>
  renderRoute(null, url, {
    namespaces: ['staff-reports', 'orders'],
    routes: [{ path: '/staff/reports', component: StaffReportsPage, validateSearch: staffReportSearch }],
  });

const bodyRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');

describe('StaffReportsPage', () => {
  beforeEach(() => {
    fetchMock = mockGraphQL({
      backOfficeSession: () => sessionData(),
      staffReport: (variables) => report(variables),
      staffReportCsv: () => ({ data: { staffReportCsv: '\uFEFFStaff member,Sales\r\n' } }),
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists each staff member with their figures, largest sales first, and the totals row', async () => {
    await render('/staff/reports?from=2026-11-01&to=2026-11-07');
    await screen.findByText('Anna Andersson');
    const [first] = callsTo(fetchMock, 'StaffReport');
    expect(first?.filter).toEqual({ from: '2026-11-01', to: '2026-11-07', venueIds: null });
    const rows = bodyRows();
    expect(rows[0]).toContain('Anna Andersson');
    expect(rows[0]).toMatch(/220\.00/);
    expect(rows[1]).toContain('Bo Berg');
    expect(rows[1]).toContain('Deleted');
    expect(rows[2]).toContain('No staff member');
    // The footer: totals of the whole filter, not re-sorted with the rows.
    expect(rows.at(-1)).toMatch(/^Total.*360\.00.*9/);
    expect(screen.getByTestId('staff-report-updated').textContent).toMatch(/^Figures updated /);

    fireEvent.click(screen.getByRole('button', { name: /Orders/ }));
    await waitFor(() => expect(bodyRows()[0]).toContain('Bo Berg'));
    expect(bodyRows().at(-1)).toMatch(/^Total/);
  });

  it('asks for another period when a preset is chosen', async () => {
    await render();
    await screen.findByText('Anna Andersson');
    const [first] = callsTo(fetchMock, 'StaffReport');
    const range = first?.filter as { from: string; to: string };
    expect(Date.parse(range.to) - Date.parse(range.from)).toBe(6 * 86_400_000);
    fireEvent.click(screen.getByPlaceholderText('Custom period'));
    fireEvent.click(await screen.findByRole('option', { name: 'Yesterday' }));
    await waitFor(() => {
      const last = callsTo(fetchMock, 'StaffReport').at(-1)?.filter as { from: string; to: string };
      expect(last.from).toBe(last.to);
      expect(last.from < range.to).toBe(true);
    });
  });

  it('exports the same filter as CSV in the interface language', async () => {
    const createObjectURL = vi.fn(() => 'blob:staff-report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    await render('/staff/reports?from=2026-11-01&to=2026-11-07');
    await screen.findByText('Anna Andersson');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'StaffReportCsv')[0]).toEqual({
      filter: { from: '2026-11-01', to: '2026-11-07', venueIds: null },
      language: 'en',
    });
  });

  it('says when there were no sales, and when the report cannot be loaded', async () => {
    mockGraphQL({
      backOfficeSession: () => sessionData(),
      staffReport: (variables) => report(variables, []),
    });
    await render();
    expect(await screen.findByRole('heading', { name: 'No sales in this period' })).toBeTruthy();
    cleanup();
    mockGraphQL({
      backOfficeSession: () => sessionData(),
      staffReport: () => ({ errors: [{ message: 'Boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
    });
    await render();
    expect(await screen.findByRole('button', { name: /Try again|Retry/ })).toBeTruthy();
  });
});
