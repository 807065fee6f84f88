import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { badUserInput, callsTo, mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { renderRoute } from '../../test/render-app.tsx';
import { BoostPage } from './boost-page.tsx';

let fetchMock: Mock<typeof fetch>;

const OFFERS = [
  {
    id: 'GO1',
    amount: 10_000_000,
    currency: 'SEK',
    fee: 600_000,
    repaymentRate: 1000,
    termDays: 270,
    expiresAt: '2026-12-24T00:00:00.000Z',
  },
  {
    id: 'GO2',
    amount: 15_000_000,
    currency: 'SEK',
    fee: 1_200_000,
    repaymentRate: 1200,
    termDays: 365,
    expiresAt: '2026-12-24T00:00:00.000Z',
  },
];

function session() {
  const data = sessionData();
  data.data.authorizeUser.legalEntityId = 'le1' as unknown as null;
  return data;
}

function holder(current: boolean) {
  return {
    id: 'AH1',
    name: 'Demo Bistro AB',
    availableGrantOffers: { grantOffers: OFFERS },
    currentGrantOffer: current
      ? { id: 'GO2', amount: 15_000_000, currency: 'SEK', fee: 1_200_000, repaymentRate: 1200 }
      : null,
    repayment: current
      ? {
          grantedAt: '2026-11-01T10:00:00.000Z',
          total: 16_200_000,
          repaid: 4_050_000,
          remaining: 12_150_000,
          percent: 25,
          expectedEndDay: '2027-03-15',
        }
      : null,
  };
}

type Account = {
  legalEntityId: string;
  name: string;
  country: string;
  accountHolder: Record<string, unknown> | null;
  venues: { venueId: string; venueName: string; store: Record<string, unknown> | null }[];
};

function account(kycStatus: string | null): Account {
  return {
    legalEntityId: 'le1',
    name: 'Demo Bistro AB',
    country: 'SE',
    accountHolder: kycStatus
      ? {
          id: 'h1',
          providerAccountHolderId: 'AHXYZ',
          legalName: 'Demo Bistro AB',
          email: 'finance@demo.se',
          country: 'SE',
          kycStatus,
          shareholders: [{ firstName: 'Alva', lastName: 'Lind', type: 'Owner', jobTitle: 'CEO' }],
        }
      : null,
    venues: [{ venueId: 'v1', venueName: 'Södermalm', store: null }],
  };
}

function serve(options: { current?: boolean; kyc?: string | null; boost?: () => unknown } = {}) {
  fetchMock = mockGraphQL({
    backOfficeSession: session,
    boostOffers: () => ({
      data: {
        getGrantOffers: {
          id: 'le1',
          name: 'Demo Bistro AB',
          accountHolders: [holder(options.current ?? false)],
        },
      },
    }),
    paymentsAccount: () => ({ data: { paymentsAccount: account(options.kyc ?? null) } }),
    requestBoost:
      options.boost ?? (() => ({ data: { requestBoost: { success: true, error: null, errorCode: null } } })),
    createAccountHolder: () => badUserInput([{ field: 'email', message: 'validation.accountHolderRefused' }]),
    createStore: () => ({ data: { createStore: { legalEntityId: 'le1' } } }),
    getGrantOffers: () => ({ data: { getGrantOffers: { accountHolders: [] } } }),
  });
}

const render = () => renderRoute(<BoostPage />, '/boost', { namespaces: ['boost'] });

describe('BoostPage', () => {
  afterEach(cleanup);

  it('lists the offers and requests one after confirming', async () => {
    serve();
    await render();
    expect(await screen.findByRole('heading', { name: 'Available offers' })).toBeTruthy();
    const requests = screen.getAllByRole('button', { name: 'Request' });
    expect(requests).toHaveLength(2);
    expect(screen.getByText('Sandbox')).toBeTruthy();
    fireEvent.click(requests[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'RequestBoost')).toEqual([{ legalEntityId: 'le1', grantOfferId: 'GO2' }]),
    );
  });

  it('words a refused request', async () => {
    serve({
      boost: () => ({
        data: { requestBoost: { success: false, error: 'x', errorCode: 'GRANT_OFFER_NOT_AVAILABLE' } },
      }),
    });
    await render();
    fireEvent.click((await screen.findAllByRole('button', { name: 'Request' }))[0] as HTMLElement);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Request' }));
    expect(
      await screen.findByText(
        'This offer is no longer available. Reload the page and choose one of the current offers.',
      ),
    ).toBeTruthy();
  });

  it('shows the current grant’s repayment instead of offers', async () => {
    serve({ current: true, kyc: 'verified' });
    await render();
    expect(await screen.findByRole('heading', { name: 'Current Boost' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request' })).toBeNull();
    expect(
      screen.getByRole('progressbar', { name: 'Repayment progress' }).getAttribute('aria-valuenow'),
    ).toBe('25');
  });

  it('checks the account holder before sending and shows the provider’s refusal under the field', async () => {
    serve();
    await render();
    const form = await screen.findByRole('form', { name: 'Create the account holder' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create account holder' }));
    expect((await within(form).findAllByText('Required')).length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, 'CreateAccountHolder')).toHaveLength(0);
    const type = (label: RegExp, value: string) =>
      fireEvent.change(within(form).getByRole('textbox', { name: label }), { target: { value } });
    type(/^E-mail/, 'kari@refused.example');
    type(/^First name/, 'Alva');
    type(/^Last name/, 'Lind');
    type(/^Job title/, 'CEO');
    fireEvent.click(within(form).getByRole('button', { name: 'Create account holder' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'CreateAccountHolder')).toEqual([
        {
          legalEntityId: 'le1',
          input: {
            legalName: 'Demo Bistro AB',
            email: 'kari@refused.example',
            shareholders: [{ firstName: 'Alva', lastName: 'Lind', type: 'Owner', jobTitle: 'CEO' }],
          },
        },
      ]),
    );
    expect(
      await within(form).findByText(
        'The payments provider refused the account holder. Check the e-mail address and the details.',
      ),
    ).toBeTruthy();
  });

  it('offers a store only once the account holder is verified', async () => {
    serve({ kyc: 'not_started' });
    await render();
    expect(await screen.findByText('Not started')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify identity' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Create store' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    serve({ kyc: 'verified' });
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Create store' }));
    await waitFor(() => expect(callsTo(fetchMock, 'CreateStore')).toEqual([{ venueId: 'v1' }]));
  });
});
