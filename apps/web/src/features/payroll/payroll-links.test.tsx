import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { badUserInput, callsTo, mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { renderRoute } from '../../test/render-app.tsx';
import { PayrollLinks } from './payroll-links.tsx';

let fetchMock: Mock<typeof fetch>;

const LINK = {
  id: 'l1',
  provider: 'planday',
  venueId: 'v1',
  venueName: 'Södermalm',
  shouldAddTip: true,
  active: true,
  lastSentAt: null,
  lastStatus: 'failed',
  lastMessage: '401 Unauthorized: the access token is invalid or has been revoked.',
};

function serve(links: unknown[], save: () => unknown) {
  fetchMock = mockGraphQL({
    backOfficeSession: () => sessionData(),
    payrollLinks: () => ({ data: { payrollLinks: links } }),
    savePayrollLink: save,
    syncPayrollLink: () => ({ data: { syncPayrollLink: { id: 'l1', lastStatus: 'ok', lastMessage: null } } }),
  });
}

const render = () =>
  renderRoute(<PayrollLinks provider="planday" />, '/integrations/planday', { namespaces: ['payroll'] });

describe('PayrollLinks', () => {
  afterEach(cleanup);

  it('links a venue with its token, labelled as the sandbox', async () => {
    serve([], () => ({ data: { savePayrollLink: { id: 'l1', lastStatus: 'ok', lastMessage: null } } }));
    await render();
    const venue = await screen.findByTestId('payroll-venue-v1');
    expect(screen.getByText(/^Sandbox:/)).toBeTruthy();
    expect(within(venue).getByText('Not linked')).toBeTruthy();
    fireEvent.change(within(venue).getByLabelText(/^Token/), { target: { value: 'pd_token_12345' } });
    fireEvent.click(within(venue).getByRole('switch', { name: /Include tips/ }));
    fireEvent.click(within(venue).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'SavePayrollLink')).toEqual([
        { provider: 'planday', input: { venueId: 'v1', token: 'pd_token_12345', shouldAddTip: true } },
      ]),
    );
  });

  it('shows a failed link’s message, the server’s field error, and sends now', async () => {
    serve([LINK], () => badUserInput([{ field: 'token', message: 'validation.token' }]));
    await render();
    const venue = await screen.findByTestId('payroll-venue-v1');
    expect(within(venue).getByText('Failed')).toBeTruthy();
    expect(within(venue).getByText(/401 Unauthorized/)).toBeTruthy();
    expect(within(venue).getByText('Not sent yet')).toBeTruthy();
    fireEvent.change(within(venue).getByLabelText(/^Token/), { target: { value: 'bad token' } });
    fireEvent.click(within(venue).getByRole('button', { name: 'Save' }));
    expect(await within(venue).findByText(/has no spaces or special characters/)).toBeTruthy();
    fireEvent.click(within(venue).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(callsTo(fetchMock, 'SyncPayrollLink')).toEqual([{ id: 'l1' }]));
  });

  it('renders nothing for a provider that is not a payroll system', async () => {
    serve([], () => null);
    const { container } = await renderRoute(<PayrollLinks provider="fortnox" />, '/integrations/fortnox', {
      namespaces: ['payroll'],
    });
    expect(container.querySelector('section')).toBeNull();
    expect(callsTo(fetchMock, 'PayrollLinks')).toEqual([]);
  });
});
