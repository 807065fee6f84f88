import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { badUserInput, callsTo, mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { renderRoute } from '../../test/render-app.tsx';
import { LicensesPage } from './licenses-page.tsx';

let fetchMock: Mock<typeof fetch>;

const device = (over: Record<string, unknown>) => ({
  id: 'd1',
  name: 'Bar till',
  venueId: 'v1',
  venueName: 'Södermalm',
  kind: 'EPOS',
  connection: 'online',
  lastSeenAt: new Date().toISOString(),
  appVersion: '3.2.0',
  unsyncedOrders: 0,
  activeLicenses: [{ id: 'l1', product: 'EPOS' }],
  controlUnitSerial: 'CU-1001',
  controlUnitRegisteredAt: '2026-01-10T00:00:00Z',
  needsControlUnit: true,
  warnings: [],
  posAccessBlocked: false,
  ...over,
});

function serve(
  claim: (v: Record<string, unknown>) => unknown = () => ({
    data: { claimDevice: { id: 'd3', name: 'Terrace' } },
  }),
) {
  fetchMock = mockGraphQL({
    backOfficeSession: () => sessionData(),
    licensesPage: () => ({
      data: {
        licenses: [
          {
            id: 'l1',
            product: 'EPOS',
            plan: 'MONTHLY',
            status: 'ACTIVE',
            deviceId: 'd1',
            assignable: true,
            validUntil: null,
          },
          {
            id: 'l2',
            product: 'KDS',
            plan: 'YEARLY',
            status: 'EXPIRED',
            deviceId: null,
            assignable: true,
            validUntil: '2026-01-01T00:00:00Z',
          },
        ],
        devices: [
          device({}),
          device({
            id: 'd2',
            name: 'Terrace till',
            connection: 'offline',
            lastSeenAt: '2026-11-20T10:00:00Z',
            unsyncedOrders: 3,
            activeLicenses: [],
            controlUnitSerial: null,
            warnings: ['offlineUnsynced', 'noControlUnit'],
          }),
        ],
        oldLicenses: { useNewLicenses: true },
      },
    }),
    claimDevice: claim,
  });
}

const render = () => renderRoute(<LicensesPage />, '/licenses', { namespaces: ['licenses'] });

describe('LicensesPage', () => {
  afterEach(cleanup);

  it('tells which till is offline and what is at risk, and lists the licences', async () => {
    serve();
    await render();
    const terrace = (await screen.findByText('Terrace till')).closest('tr') as HTMLElement;
    expect(within(terrace).getByText('Offline')).toBeTruthy();
    expect(within(terrace).getByText('Offline with orders not uploaded')).toBeTruthy();
    expect(within(terrace).getByText('3 orders not uploaded')).toBeTruthy();
    const bar = screen.getByText('Bar till').closest('tr') as HTMLElement;
    expect(within(bar).getByText('Online')).toBeTruthy();
    expect(screen.getByText('1 device needs attention')).toBeTruthy();
    expect(screen.getByText('On Bar till')).toBeTruthy();
    expect(screen.getByText('Expired')).toBeTruthy();
  });

  it('claims a device with its code, showing the server’s refusal under the field', async () => {
    let calls = 0;
    serve(() => {
      calls += 1;
      return calls === 1
        ? badUserInput([{ field: 'code', message: 'validation.pairingExpired' }])
        : { data: { claimDevice: { id: 'd3', name: 'Terrace' } } };
    });
    await render();
    fireEvent.click((await screen.findAllByRole('button', { name: 'Claim device' }))[0] as HTMLElement);
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Claim' }));
    expect(await within(drawer).findAllByText('Fill this in.')).toHaveLength(2);
    expect(callsTo(fetchMock, 'ClaimDevice')).toHaveLength(0);
    fireEvent.change(within(drawer).getByRole('textbox', { name: /Pairing code/ }), {
      target: { value: 'abcd-ef23' },
    });
    fireEvent.change(within(drawer).getByRole('textbox', { name: /Device name/ }), {
      target: { value: 'Terrace' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Claim' }));
    expect(await within(drawer).findByText(/This code has expired/)).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(callsTo(fetchMock, 'ClaimDevice')).toHaveLength(2));
    expect(callsTo(fetchMock, 'ClaimDevice')[1]).toEqual({
      input: { code: 'ABCDEF23', venueId: 'v1', name: 'Terrace' },
    });
  }, 15_000);
});
