import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { renderRoute } from '../../test/render-app.tsx';
import { ReportView } from './report-view.tsx';

const metrics = (over: Record<string, number> = {}) => ({
  salesAmount: 0,
  salesCount: 0,
  salesAverage: 0,
  tipsAmount: 0,
  vatAmount: 0,
  netOfVat: 0,
  refundAmount: 0,
  discountAmount: 0,
  ...over,
});

const row = (key: string, label: string, over: Record<string, unknown> = {}) => ({
  key,
  label,
  quantity: null,
  rate: null,
  share: null,
  metrics: metrics(),
  ...over,
});

function serve(filters: { channels?: string[] } = {}, offers = true) {
  mockGraphQL({
    backOfficeSession: () => sessionData(),
    report: () => ({
      data: {
        report: {
          id: 'r1',
          name: 'Sales November',
          type: 'SALES',
          from: '2026-11-01',
          to: '2026-11-30',
          currency: 'SEK',
          lastUpdatedAt: '2026-11-21T11:15:42Z',
          channels: filters.channels ?? [],
          hours: [],
          staffIds: [],
          totals: metrics({ salesAmount: 125_000, salesCount: 10, discountAmount: 8_400 }),
          sections: [
            {
              key: 'offers',
              rows: offers
                ? [
                    row('o1', 'Lunch coffee 20 %', {
                      quantity: 6,
                      share: 64.3,
                      metrics: metrics({ discountAmount: 5_400 }),
                    }),
                    row('manual', '', {
                      quantity: 1,
                      share: 35.7,
                      metrics: metrics({ discountAmount: 3_000 }),
                    }),
                  ]
                : [],
            },
          ],
        },
      },
    }),
  });
}

const render = () =>
  renderRoute(<ReportView id="r1" onClose={() => {}} onCsv={async () => {}} />, '/reports', {
    namespaces: ['reports'],
  });

describe('ReportView: discounts by offer', () => {
  afterEach(cleanup);

  it('lists each offer with its uses, amount and share, manual discounts by name', async () => {
    serve();
    await render();
    const table = within(await screen.findByRole('table', { name: 'Discounts by offer' }));
    const rows = table.getAllByRole('row').map((r) => r.textContent ?? '');
    expect(rows[0]).toBe('OfferUsesAmountShare');
    expect(rows[1]).toMatch(/^Lunch coffee 20 %6.*54\.00.*64\.3%$/);
    expect(rows[2]).toMatch(/^Manual discounts1.*30\.00.*35\.7%$/);
    expect(screen.queryByText(/cover every channel/)).toBeNull();
  }, 20_000);

  it('says when there were no discounts, and that the offers cover every channel of a narrowed report', async () => {
    serve({ channels: ['POS'] }, false);
    await render();
    expect(await screen.findByText('no discounts in this period')).toBeTruthy();
    expect(screen.getByText(/Discounts by offer cover every channel/)).toBeTruthy();
  });
});
