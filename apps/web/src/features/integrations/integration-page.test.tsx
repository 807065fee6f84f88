import { useSearch } from '@tanstack/react-router';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { badUserInput, callsTo, mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { renderRoute } from '../../test/render-app.tsx';
import { IntegrationPage } from './integration-page.tsx';
import { integrationSearch } from './integration-search.ts';
import { IntegrationsPage } from './integrations-page.tsx';

let fetchMock: Mock<typeof fetch>;

const MAPPING = [
  { key: 'sales.25', account: '3001', standardAccount: '3001', required: true, paymentMethodName: null },
  { key: 'vat.25', account: '2611', standardAccount: '2611', required: true, paymentMethodName: null },
  {
    key: 'payment.CARD',
    account: '1580',
    standardAccount: '1580',
    required: true,
    paymentMethodName: 'Kort',
  },
  { key: 'tips', account: null, standardAccount: '2890', required: true, paymentMethodName: null },
];

const fortnox = (status: string, mapping = MAPPING) => ({
  provider: 'fortnox',
  name: 'Fortnox',
  kind: 'accounting',
  status,
  sandbox: true,
  externalAccountName: status === 'available' ? null : 'Fortnox sandbox 123456',
  hasCredentials: status !== 'available',
  connectedAt: status === 'available' ? null : '2026-11-20T10:00:00.000Z',
  enabledAt: null,
  variables: [
    { key: 'voucherSeries', value: 'A', sandboxOnly: false },
    { key: 'costCenter', value: '', sandboxOnly: false },
    { key: 'sandboxFailTimes', value: '0', sandboxOnly: true },
  ],
  chartName: 'BAS',
  missingAccounts: mapping.filter((m) => !m.account).map((m) => m.key),
  mapping,
});

function ProviderRoute() {
  const search = useSearch({ strict: false });
  return <IntegrationPage provider="fortnox" returned={integrationSearch(search)} />;
}

const renderPage = (url: string) =>
  renderRoute(null, url, {
    namespaces: ['backoffice', 'integrations'],
    routes: [
      { path: '/integrations', component: () => <IntegrationsPage /> },
      {
        path: '/integrations/$integration',
        validateSearch: integrationSearch,
        component: ProviderRoute,
      },
    ],
  });

describe('IntegrationsPage', () => {
  afterEach(cleanup);

  it('groups the catalogue by what each system does, with status and the Sandbox label', async () => {
    fetchMock = mockGraphQL({
      backOfficeSession: () => sessionData(),
      integrations: () => ({
        data: {
          integrations: [
            { ...fortnox('enabled'), missingAccounts: [] },
            {
              ...fortnox('available'),
              provider: 'visma-eekonomi',
              name: 'Visma eEkonomi',
              missingAccounts: [],
            },
            {
              ...fortnox('available'),
              provider: 'planday',
              name: 'Planday',
              kind: 'payroll',
              missingAccounts: [],
            },
          ],
        },
      }),
    });
    await renderPage('/integrations');
    const accounting = await screen.findByRole('region', { name: 'Accounting' });
    expect(within(accounting).getByRole('link', { name: 'Fortnox' })).toBeTruthy();
    expect(within(accounting).getByText('Enabled')).toBeTruthy();
    expect(within(accounting).getAllByText('Sandbox')).toHaveLength(2);
    const payroll = screen.getByRole('region', { name: 'Payroll and scheduling' });
    expect(within(payroll).getByText('Planday')).toBeTruthy();
    expect(within(payroll).getByText('Not connected')).toBeTruthy();
  });

  it('says so when the country has no integrations', async () => {
    fetchMock = mockGraphQL({
      backOfficeSession: () => sessionData(),
      integrations: () => ({ data: { integrations: [] } }),
    });
    await renderPage('/integrations');
    expect(await screen.findByText('No integrations in your country yet')).toBeTruthy();
  });
});

describe('IntegrationPage', () => {
  afterEach(cleanup);

  it('marks the missing account, refuses a wrong one before sending and names the missing one when enabling', async () => {
    fetchMock = mockGraphQL({
      backOfficeSession: () => sessionData(),
      integration: () => ({ data: { integration: fortnox('connected') } }),
      enableIntegration: () => ({
        data: null,
        errors: [
          {
            message: 'Map these first: tips.',
            extensions: {
              code: 'BAD_USER_INPUT',
              messageKey: 'integrations.errors.missingAccounts',
              fieldErrors: [{ field: 'mapping.tips', message: 'validation.accountMapping.account.missing' }],
            },
          },
        ],
      }),
      setAccountMapping: () => badUserInput([]),
    });
    await renderPage('/integrations/fortnox');
    const mapping = await screen.findByRole('region', { name: 'Account mapping' });
    expect(within(mapping).getByText('1 account missing')).toBeTruthy();
    expect(within(mapping).getByText('Payment: Kort')).toBeTruthy();
    const tips = within(mapping).getByRole('textbox', { name: 'Tips owed to staff' });
    expect((tips as HTMLInputElement).placeholder).toBe('2890');

    fireEvent.click(screen.getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('Map these accounts before enabling: Tips owed to staff.')).toBeTruthy();
    expect(await within(mapping).findByText('Choose an account.')).toBeTruthy();

    fireEvent.change(tips, { target: { value: '289' } });
    fireEvent.click(within(mapping).getByRole('button', { name: 'Save mapping' }));
    expect(await within(mapping).findByText('Four digits, e.g. 3001.')).toBeTruthy();
    expect(callsTo(fetchMock, 'SetAccountMapping')).toHaveLength(0);

    fireEvent.click(within(mapping).getByRole('button', { name: 'Fill in from BAS' }));
    fireEvent.change(tips, { target: { value: '' } });
    fireEvent.click(within(mapping).getByRole('button', { name: 'Fill in from BAS' }));
    expect((tips as HTMLInputElement).value).toBe('2890');
  }, 30_000);

  it('completes the consent return once and leaves no code in the address', async () => {
    fetchMock = mockGraphQL({
      backOfficeSession: () => sessionData(),
      integration: () => ({ data: { integration: fortnox('connected') } }),
      completeIntegrationConnect: () => ({
        data: { completeIntegrationConnect: { provider: 'fortnox', name: 'Fortnox', status: 'connected' } },
      }),
    });
    const { router } = await renderPage('/integrations/fortnox?state=s1&code=c1');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'CompleteIntegrationConnect')).toEqual([
        { provider: 'fortnox', state: 's1', code: 'c1', error: null },
      ]),
    );
    expect(await screen.findByText('Fortnox is connected.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  }, 30_000);
});
