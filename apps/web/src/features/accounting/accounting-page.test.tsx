import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { callsTo, mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { renderRoute } from '../../test/render-app.tsx';
import { AccountingPage } from './accounting-page.tsx';

let fetchMock: Mock<typeof fetch>;

const LINES = [
  { account: '1580', key: 'payment.CARD', debit: 12_500, credit: 0, text: 'Kort' },
  { account: '3001', key: 'sales.25', debit: 0, credit: 10_000, text: 'Försäljning 25 % moms' },
  { account: '2611', key: 'vat.25', debit: 0, credit: 2_500, text: 'Utgående moms 25 %' },
];

const voucher = (id: string, day: string, status: string, message: string | null) => ({
  id,
  venueId: 'v1',
  venueName: 'Södermalm',
  businessDay: day,
  status,
  message,
  provider: 'fortnox',
  attempts: 1,
  series: status === 'sent' ? 'A' : null,
  number: status === 'sent' ? 7 : null,
  sentAt: null,
  createdAt: '2026-11-20T05:40:00.000Z',
  lines: status === 'sent' ? LINES : [],
});

function serve(vouchers: ReturnType<typeof voucher>[], integration = true) {
  fetchMock = mockGraphQL({
    backOfficeSession: () => sessionData(),
    accountingOverview: () => ({
      data: {
        accountingOverview: {
          integration: integration ? { provider: 'fortnox', name: 'Fortnox' } : null,
          vouchers,
        },
      },
    }),
    retryVoucher: () => ({ data: { retryVoucher: { id: 'v-failed', status: 'sent', message: null } } }),
  });
}

const render = () =>
  renderRoute(<AccountingPage page="accounting" />, '/integrations/accounting', {
    namespaces: ['accounting'],
  });

describe('AccountingPage', () => {
  afterEach(cleanup);

  it('shows the enabled integration with its Sandbox label, each voucher’s status, and retries a failed one', async () => {
    serve([
      voucher(
        'v-failed',
        '2026-11-21',
        'failed',
        'The account 9999 does not exist in the chart of accounts.',
      ),
      voucher('v-sent', '2026-11-20', 'sent', null),
    ]);
    await render();
    expect(await screen.findByText('Fortnox')).toBeTruthy();
    expect(screen.getByText('Sandbox')).toBeTruthy();
    expect(screen.getByText('The account 9999 does not exist in the chart of accounts.')).toBeTruthy();
    expect(screen.getByText('A7')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(callsTo(fetchMock, 'RetryVoucher')).toEqual([{ id: 'v-failed' }]));
  });

  it('opens a voucher’s lines', async () => {
    serve([voucher('v-sent', '2026-11-20', 'sent', null)]);
    await render();
    fireEvent.click(await screen.findByText('A7'));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Försäljning 25 % moms')).toBeTruthy();
    expect(within(drawer).getByText('3001')).toBeTruthy();
  });

  it('says so when nothing is connected and no voucher exists', async () => {
    serve([], false);
    await render();
    expect(await screen.findByText('No vouchers in the last 30 days')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Connect an accounting system' })).toBeTruthy();
  });
});
