import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { badUserInput, callsTo, mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { renderRoute } from '../../test/render-app.tsx';
import { AccountsPage } from './accounts-page.tsx';

let fetchMock: Mock<typeof fetch>;

const USERS = [
  {
    id: 'u1',
    email: 'owner@demo.fika.test',
    name: 'Olivia Owner',
    role: 'SUPER_ADMIN',
    status: 'ACTIVE',
    lastLoginAt: '2026-11-20T08:30:00.000Z',
    invitedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    permissions: { scopes: [], venueIds: [] },
  },
  {
    id: 'u2',
    email: 'ada@demo.fika.test',
    name: 'Ada Admin',
    role: 'CONTENT_ADMIN',
    status: 'INVITED',
    lastLoginAt: null,
    invitedAt: '2026-11-23T10:00:00.000Z',
    createdAt: '2026-11-23T10:00:00.000Z',
    permissions: { scopes: ['MENUS', 'ORDERS'], venueIds: ['v1'] },
  },
];

function serve(overrides: Parameters<typeof mockGraphQL>[0] = {}) {
  fetchMock = mockGraphQL({
    backOfficeSession: () => sessionData(),
    accounts: () => ({ data: { users: USERS } }),
    createAdmin: () => ({ data: { createAdmin: { id: 'u3' } } }),
    ...overrides,
  });
}

const render = (url: string) =>
  renderRoute(<AccountsPage />, url, { namespaces: ['backoffice', 'accounts'] });

describe('AccountsPage', () => {
  afterEach(cleanup);

  it('lists accounts with role, access, venues, last login and status', async () => {
    serve();
    await render('/accounts');
    const ada = (await screen.findByText('Ada Admin')).closest('tr') as HTMLElement;
    expect(within(ada).getByText('Admin')).toBeTruthy();
    expect(within(ada).getByText('Menus, Orders')).toBeTruthy();
    expect(within(ada).getByText('Södermalm')).toBeTruthy();
    expect(within(ada).getByText('Never')).toBeTruthy();
    expect(within(ada).getByText('Invited')).toBeTruthy();
    const owner = screen.getByText('Olivia Owner').closest('tr') as HTMLElement;
    expect(within(owner).getByText('You')).toBeTruthy();
    expect(within(owner).getByText('Full access')).toBeTruthy();
    expect(within(owner).getByText('All venues')).toBeTruthy();
    expect(within(owner).getByText('Super admin')).toBeTruthy();
  });

  it('invites an admin limited to chosen areas; ticking no area is refused before sending', async () => {
    serve();
    await render('/accounts?id=new');
    const dialog = await screen.findByRole('dialog', { name: 'Invite admin' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^E-mail/ }), {
      target: { value: ' New@Cafe.test ' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Nils New' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Choose at least one area, or give full access.')).toBeTruthy();
    expect(callsTo(fetchMock, 'CreateAdmin')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Menus' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'CreateAdmin')).toEqual([
        {
          input: {
            email: 'new@cafe.test',
            name: 'Nils New',
            role: 'CONTENT_ADMIN',
            scopes: ['MENUS'],
            venueIds: [],
          },
        },
      ]),
    );
    expect(await screen.findByText('Invitation sent to new@cafe.test.')).toBeTruthy();
  });

  it('shows the server’s “e-mail taken” under the e-mail field', async () => {
    serve({ createAdmin: () => badUserInput([{ field: 'email', message: 'validation.emailTaken' }]) });
    await render('/accounts?id=new');
    const dialog = await screen.findByRole('dialog', { name: 'Invite admin' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^E-mail/ }), {
      target: { value: 'owner@demo.fika.test' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Twin' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Menus' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('This e-mail address already has a Fika account.')).toBeTruthy();
  });

  it('resends an invitation and blocks after confirming; your own account offers no block', async () => {
    serve({
      resendInvitation: () => ({
        data: { resendInvitation: { id: 'u2', invitedAt: '2026-11-24T08:00:00Z' } },
      }),
      blockUser: () => ({ data: { blockUser: { id: 'u2', status: 'BLOCKED' } } }),
    });
    await render('/accounts?id=u2');
    const dialog = await screen.findByRole('dialog', { name: 'Ada Admin' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend invitation' }));
    expect(
      await screen.findByText(
        'A new invitation was sent to ada@demo.fika.test. The earlier link no longer works.',
      ),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'ResendInvitation')).toEqual([{ userId: 'u2' }]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    const confirm = await screen.findByRole('dialog', { name: 'Block Ada Admin?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(callsTo(fetchMock, 'BlockUser')).toEqual([{ userId: 'u2' }]));
    cleanup();

    serve();
    await render('/accounts?id=u1');
    const own = await screen.findByRole('dialog', { name: 'Olivia Owner' });
    expect(within(own).getByText('This is your own account: you cannot block it.')).toBeTruthy();
    expect(within(own).queryByRole('button', { name: 'Block' })).toBeNull();
  });
});
