import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../../lib/logger.ts';
import { callsTo, mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { renderRoute } from '../../test/render-app.tsx';
import { PayoutReportsPage } from './payout-reports-page.tsx';

const JOINED =
  'Internal server error: Payout report for BA1 could not be generated: the period exceeds 366 days';

function paulaSession() {
  const session = sessionData();
  return {
    data: {
      ...session.data,
      authorizeUser: { ...session.data.authorizeUser, isPaymentsOnly: true, balanceAccountId: 'BA1' },
    },
  };
}

const REPORT = {
  id: 'r1',
  name: 'Payouts',
  createdAt: '2026-11-20T10:00:00Z',
  from: '2026-11-01',
  to: '2026-11-20',
  currency: 'SEK',
  totals: { count: 1, transactionCount: 40, gross: 1_000_000, fees: 20_000, net: 980_000 },
  payouts: [
    {
      id: 'PO1',
      day: '2026-11-18',
      arrivalDay: '2026-11-19',
      status: 'PaidOut',
      currency: 'SEK',
      transactionCount: 40,
      gross: 1_000_000,
      fees: 20_000,
      net: 980_000,
    },
  ],
};

describe('PayoutReportsPage', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('lists payout reports and shows a provider failure as the joined error, without logging it', async () => {
    const error = vi.spyOn(logger, 'error');
    const fetchMock = mockGraphQL({
      backOfficeSession: paulaSession,
      payoutReports: () => ({ data: { payoutReports: [REPORT] } }),
      createPayoutReport: () => ({
        data: { createPayoutReport: { success: false, error: JOINED, reportId: null } },
      }),
    });
    await renderRoute(<PayoutReportsPage />, '/payments-reports', {
      namespaces: ['backoffice', 'payments'],
    });
    const row = (await screen.findByText('2026-11-01 – 2026-11-20')).closest('tr') as HTMLElement;
    expect(within(row).getByText(/9\s?800,00|9,800\.00/)).toBeTruthy();
    expect(screen.getByTestId('sandbox-badge').textContent).toBe('Sandbox');

    fireEvent.click(screen.getByRole('button', { name: 'Create report' }));
    expect((await screen.findByTestId('payout-report-error')).textContent).toContain(JOINED);
    expect(callsTo(fetchMock, 'CreatePayoutReport')[0]).toMatchObject({ input: { balanceAccountId: 'BA1' } });
    expect(error).not.toHaveBeenCalled();
  });
});
