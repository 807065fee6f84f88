import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { callsTo, mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { renderRoute } from '../../test/render-app.tsx';
import { TerminalsPage } from './terminals-page.tsx';

let fetchMock: Mock<typeof fetch>;

function serve() {
  fetchMock = mockGraphQL({
    backOfficeSession: () => sessionData(),
    terminals: () => ({
      data: {
        terminals: [
          {
            id: 't2',
            name: 'Bar till',
            createdAt: '2026-11-20T10:00:00Z',
            lastSeenAt: null,
            lastConfigReadAt: new Date(Date.now() - 5 * 60_000).toISOString(),
            lastConfigVersion: 530,
            revokedAt: null,
          },
          {
            id: 't1',
            name: 'Old till',
            createdAt: '2026-11-01T10:00:00Z',
            lastSeenAt: '2026-11-02T10:00:00Z',
            lastConfigReadAt: null,
            lastConfigVersion: null,
            revokedAt: '2026-11-03T10:00:00Z',
          },
        ],
      },
    }),
    createTerminal: () => ({ data: { createTerminal: { credential: 't3.s3cr3t', terminal: { id: 't3' } } } }),
    revokeTerminal: () => ({ data: { revokeTerminal: { id: 't2', revokedAt: '2026-11-21T10:00:00Z' } } }),
  });
}

const render = () => renderRoute(<TerminalsPage />, '/settings/terminals', { namespaces: ['terminals'] });

describe('TerminalsPage', () => {
  afterEach(cleanup);

  it('lists the venue’s terminals with last seen and status', async () => {
    serve();
    await render();
    const bar = (await screen.findByText('Bar till')).closest('tr') as HTMLElement;
    expect(within(bar).getByText('Never')).toBeTruthy();
    // The last feed read, relative in the interface language, with the version it got.
    expect(within(bar).getByText('5 minutes ago · version 530')).toBeTruthy();
    expect(
      within(screen.getByText('Old till').closest('tr') as HTMLElement).getAllByText('Never'),
    ).toHaveLength(1);
    expect(within(bar).getByText('Active')).toBeTruthy();
    const old = screen.getByText('Old till').closest('tr') as HTMLElement;
    expect(within(old).getByText('Revoked')).toBeTruthy();
    expect(within(old).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('shows a new terminal’s credential once, with a copy button and an example', async () => {
    serve();
    await render();
    fireEvent.click((await screen.findAllByRole('button', { name: 'New terminal' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create terminal' }));
    expect(await within(dialog).findByText('Enter a name.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'Terrace' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create terminal' }));
    expect(await within(dialog).findByTestId('terminal-credential')).toHaveProperty(
      'textContent',
      't3.s3cr3t',
    );
    expect(within(dialog).getByRole('button', { name: 'Copy credential' })).toBeTruthy();
    expect(within(dialog).getByText(/Authorization: Bearer t3\.s3cr3t/)).toBeTruthy();
    expect(callsTo(fetchMock, 'CreateTerminal')).toEqual([{ venueId: 'v1', name: 'Terrace' }]);
  });

  it('revokes a terminal after confirmation', async () => {
    serve();
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Bar till' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke terminal?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(callsTo(fetchMock, 'RevokeTerminal')).toEqual([{ id: 't2' }]));
  });

  it('says why when revoking is refused, and keeps the terminal active', async () => {
    fetchMock = mockGraphQL({
      backOfficeSession: () => sessionData(),
      terminals: () => ({
        data: {
          terminals: [
            {
              id: 't2',
              name: 'Bar till',
              createdAt: '2026-11-20T10:00:00Z',
              lastSeenAt: null,
              lastConfigReadAt: null,
              lastConfigVersion: null,
              revokedAt: null,
            },
          ],
        },
      }),
      revokeTerminal: () => ({
        data: null,
        errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }],
      }),
    });
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Bar till' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke terminal?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('You don’t have permission to do that.')).toBeTruthy();
    const row = screen.getByText('Bar till').closest('tr') as HTMLElement;
    expect(within(row).getByText('Active')).toBeTruthy();
  });
});
