import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { callsTo, mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { renderRoute } from '../../test/render-app.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const metrics = (over: Record<string, number> = {}) => ({
  salesAmount: 0,
  salesCount: 0,
  salesAverage: 0,
  tipsAmount: 0,
  tipsCount: 0,
  tipsAverage: 0,
  vatAmount: 0,
  netOfVat: 0,
  discountAmount: 0,
  refundCount: 0,
  refundAmount: 0,
  ...over,
});
const HOURS = [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 0, 1, 2, 3, 4];

function dashboard(variables: Record<string, unknown>, sold: boolean) {
  const from = String(variables.from);
  const to = String(variables.to);
  const totals = sold
    ? metrics({
        salesAmount: 125_000,
        salesCount: 10,
        salesAverage: 12_500,
        tipsAmount: 3000,
        tipsCount: 3,
        tipsAverage: 1000,
        vatAmount: 20_000,
        netOfVat: 105_000,
        refundCount: 1,
        refundAmount: 5000,
      })
    : metrics();
  return {
    data: {
      financeDashboard: {
        currency: 'SEK',
        from,
        to,
        previousFrom: from,
        previousTo: to,
        today: to,
        totals,
        previous: sold ? metrics({ salesAmount: 100_000, salesCount: 10, tipsCount: 4 }) : metrics(),
        changes: sold
          ? {
              salesAmount: 25,
              salesCount: 0,
              salesAverage: null,
              tipsAmount: null,
              tipsCount: -25,
              tipsAverage: null,
            }
          : {
              salesAmount: null,
              salesCount: null,
              salesAverage: null,
              tipsAmount: null,
              tipsCount: null,
              tipsAverage: null,
            },
        byHour: HOURS.map((h) => ({
          key: String(h),
          metrics: { salesAmount: sold && h === 12 ? 125_000 : 0, salesCount: sold && h === 12 ? 10 : 0 },
        })),
        byDay: [{ key: from, metrics: { salesAmount: totals.salesAmount, salesCount: totals.salesCount } }],
        channels: ['APP', 'EXPRESS', 'POS', 'THIRD_PARTY'].map((key) => ({
          key,
          metrics: {
            salesAmount: sold && key === 'POS' ? 125_000 : 0,
            salesCount: sold && key === 'POS' ? 10 : 0,
          },
        })),
        paymentMethods: sold ? [{ key: 'CARD', paymentCount: 10, paymentAmount: 125_000 }] : [],
        topItems: sold ? [{ id: 'i1', name: 'Cappuccino', quantity: 20, salesAmount: 90_000 }] : [],
        topCategories: [],
        topDiscounts: sold
          ? [
              { key: 'o1', name: 'Lunch coffee 20 %', manual: false, uses: 6, amount: 5_400, share: 64.3 },
              { key: 'manual', name: '', manual: true, uses: 1, amount: 3_000, share: 35.7 },
            ]
          : [],
        vat: sold ? [{ rate: 12, gross: 125_000, vat: 13_393 }] : [],
        lastUpdatedAt: sold ? '2026-11-21T11:15:42Z' : null,
      },
    },
  };
}

let fetchMock: Mock<typeof fetch>;
function serve(sold = true) {
  fetchMock = mockGraphQL({
    backOfficeSession: () => sessionData(),
    financeDashboard: (variables) => dashboard(variables, sold),
  });
}

const render = () => renderRoute(<DashboardPage />, '/', { namespaces: ['backoffice', 'finance'] });

describe('DashboardPage', () => {
  afterEach(cleanup);

  it('shows the KPIs of the selected venue with their change from the previous period', async () => {
    serve();
    await render();
    const sales = await screen.findByTestId('kpi-SALES_AMOUNT');
    await waitFor(() => expect(sales.textContent).toContain('1,250.00'));
    expect(within(sales).getByText('Up 25% from SEK 1,000.00 in the previous period')).toBeTruthy();
    expect(within(screen.getByTestId('kpi-SALES_COUNT')).getByText('10')).toBeTruthy();
    expect(within(screen.getByTestId('kpi-TIPS_COUNT')).getByText(/^Down 25% from 4/)).toBeTruthy();
    expect(
      within(screen.getByTestId('kpi-TIPS_AMOUNT')).getByText(
        'Nothing in the previous period to compare with',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('dashboard-updated').textContent).toMatch(/^Updated \d{2}:\d{2}:\d{2}/);
    expect(
      screen.getByRole('img', { name: /^Sales by hour\. Busiest hour 12 with SEK\s1,250\.00/ }),
    ).toBeTruthy();
    expect(screen.getByText('Cappuccino')).toBeTruthy();
    const discounts = within(screen.getByRole('region', { name: 'Top discounts' }));
    expect(discounts.getByText('Lunch coffee 20 %')).toBeTruthy();
    expect(discounts.getByText('Manual discounts')).toBeTruthy();
    expect(discounts.getByText('64.3%')).toBeTruthy();
    expect(screen.getByText('Online')).toBeTruthy();
    expect(screen.getByText('Third party')).toBeTruthy();
    const [first] = callsTo(fetchMock, 'FinanceDashboard');
    expect(first?.venueIds).toEqual(['v1']);
    expect(first?.from).toBe(first?.to);
  });

  it('asks for a week, and shows the empty state when nothing was sold', async () => {
    serve(false);
    await render();
    expect(await screen.findByRole('heading', { name: 'No sales in this period' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'last7' } });
    await waitFor(() => {
      const last = callsTo(fetchMock, 'FinanceDashboard').at(-1);
      expect(last && Date.parse(String(last.to)) - Date.parse(String(last.from))).toBe(6 * 86_400_000);
    });
  });

  it('says what went wrong when the dashboard cannot be loaded', async () => {
    mockGraphQL({
      backOfficeSession: () => sessionData(),
      financeDashboard: () => ({ errors: [{ message: 'No', extensions: { code: 'FORBIDDEN' } }] }),
    });
    await render();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The dashboard could not be loaded')).toBeTruthy();
  });
});
