import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { renderRoute } from '../../test/render-app.tsx';
import { type ZReportData, ZReportView } from './z-report-view.tsx';

const totals = (over: Record<string, number> = {}) => ({
  salesAmount: 0,
  salesCount: 0,
  salesAverage: 0,
  grossSales: 0,
  tipsAmount: 0,
  vatAmount: 0,
  netOfVat: 0,
  refundAmount: 0,
  refundCount: 0,
  discountAmount: 0,
  ...over,
});

const report = (over: Partial<ZReportData> = {}): ZReportData => ({
  venueId: 'v1',
  venueName: 'Södermalm',
  day: '2026-11-12',
  currency: 'SEK',
  number: 42,
  closedAt: '2026-11-13T04:40:00Z',
  empty: false,
  receiptCount: 2,
  copyCount: 1,
  firstOrderNumber: 101,
  lastOrderNumber: 102,
  openingCounter: 100_000,
  closingCounter: 116_500,
  lastUpdatedAt: '2026-11-12T18:00:00Z',
  generatedAt: '2026-11-13T04:40:00Z',
  issuer: {
    name: 'Fika',
    legalName: 'Fika Södermalm AB',
    organizationNumber: '556677-8899',
    address: 'Götgatan 1, 116 46 Stockholm',
  },
  registers: [{ id: 't1', name: 'Kassa 1', controlUnitSerial: 'CU-7788-SE', receiptCount: 2 }],
  totals: totals({ salesAmount: 16_500, salesCount: 2, grossSales: 16_500, vatAmount: 1_768 }),
  groups: [
    { name: 'Bakverk', quantity: 3, amount: 13_500 },
    { name: null, quantity: 1, amount: 3_000 },
  ],
  vat: [{ rate: 12, gross: 16_500, vat: 1_768 }],
  payments: [{ method: 'CARD', name: 'Kort', count: 2, amount: 16_500, tips: 0, refunds: 0 }],
  grandTotals: { sales: 120_000, returns: 3_500, net: 116_500 },
  inOpening: false,
  late: null,
  opening: null,
  ...over,
});

const render = (z: ZReportData) => {
  mockGraphQL({ backOfficeSession: () => sessionData() });
  return renderRoute(<ZReportView z={z} />, '/reports/z-reports', { namespaces: ['reports'] });
};

describe('ZReportView', () => {
  afterEach(cleanup);

  it('shows the issuer, the register and its control unit, product groups and the Z number of a closed day', async () => {
    await render(report());
    expect(await screen.findByTestId('z-title')).toHaveProperty('textContent', 'Z-report 42');
    expect(screen.getByTestId('z-legal-name').textContent).toBe('Fika Södermalm AB');
    expect(screen.getByTestId('z-org-number').textContent).toBe('556677-8899');
    expect(screen.getByTestId('z-registers').textContent).toBe('Kassa 1 (control unit CU-7788-SE)');
    const groups = within(screen.getByRole('table', { name: 'Sales per product group' }));
    const rows = groups.getAllByRole('row').map((r) => r.textContent ?? '');
    expect(rows[1]).toMatch(/^Bakverk3.*135\.00$/);
    expect(rows[2]).toMatch(/^No product group1.*30\.00$/);
    expect(screen.getByTestId('z-copies').textContent).toBe('1');
    expect(screen.getByTestId('z-grand-sales').textContent).toMatch(/1,200\.00/);
  }, 20_000);

  it('marks an open day as an X-report whose figures can still change', async () => {
    await render(report({ number: null, closedAt: null }));
    expect((await screen.findByTestId('z-title')).textContent).toBe('X-report');
    expect(screen.getByTestId('z-status').textContent).toBe('Not closed – the figures can still change');
  });

  it('shows late sales of closed days apart from the day’s own figures, naming their days', async () => {
    await render(
      report({
        late: {
          days: ['2026-11-10'],
          receiptCount: 1,
          copyCount: 0,
          totals: { salesAmount: 3_702, salesCount: 1, grossSales: 3_702, refundAmount: 0 },
          vat: [{ rate: 12, gross: 3_702, vat: 397 }],
          payments: [{ method: 'CARD', name: 'Kort', amount: 3_702, refunds: 0 }],
        },
      }),
    );
    const late = await screen.findByTestId('z-carried-late');
    expect(within(late).getByText('Recorded after an earlier Z-report')).toBeTruthy();
    expect(screen.getByTestId('z-carried-late-sales').textContent).toMatch(/37\.02/);
    expect(late.textContent).toMatch(/Nov 10, 2026|10 Nov 2026|2026-11-10/);
    // The day's own figures stay its own.
    expect(screen.getByTestId('z-sales').textContent).toMatch(/165\.00/);
    expect(screen.queryByTestId('z-carried-opening')).toBeNull();
  });

  it('shows a first report’s opening, and marks a day that is already in it', async () => {
    await render(
      report({
        number: 1,
        opening: {
          days: ['2026-01-20', '2026-11-11'],
          receiptCount: 900,
          copyCount: 3,
          totals: { salesAmount: 5_000_000, salesCount: 900, grossSales: 5_000_000, refundAmount: 0 },
          vat: [],
          payments: [],
        },
      }),
    );
    expect((await screen.findByTestId('z-carried-opening-sales')).textContent).toMatch(/50,000\.00/);
    cleanup();
    await render(report({ number: null, closedAt: null, inOpening: true }));
    expect((await screen.findByTestId('z-in-opening')).textContent).toMatch(
      /before the venue's first Z-report/,
    );
  });

  it('says a day is empty instead of showing bare tables', async () => {
    await render(
      report({ number: null, closedAt: null, empty: true, registers: [], groups: [], vat: [], payments: [] }),
    );
    expect((await screen.findByTestId('z-empty')).textContent).toBe(
      'Nothing was sold, paid or refunded on this day.',
    );
    expect(screen.queryByRole('table')).toBeNull();
    // The header and the grand totals still stand: an accountant sees whose day it was.
    expect(screen.getByTestId('z-legal-name').textContent).toBe('Fika Södermalm AB');
    expect(screen.getByTestId('z-grand-net')).toBeTruthy();
  });
});
