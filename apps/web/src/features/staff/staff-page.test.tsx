import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { badUserInput, callsTo, mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { renderRoute } from '../../test/render-app.tsx';
import { StaffPage } from './staff-page.tsx';

let fetchMock: Mock<typeof fetch>;

const ANNA = {
  id: 's1',
  name: 'Anna Lindqvist',
  active: true,
  accessLevelId: 'l1',
  accessLevel: { id: 'l1', name: 'Manager' },
  venueIds: ['v1'],
  phone: null,
  email: null,
  hasPin: true,
  pinSetAt: '2026-11-20T10:00:00.000Z',
};
const ERIK = {
  ...ANNA,
  id: 's2',
  name: 'Erik Johansson',
  accessLevelId: null,
  accessLevel: null,
  hasPin: false,
  pinSetAt: null,
  active: false,
};

function serve(createStaff: () => unknown = () => ({ data: { createStaff: { id: 's3' } } })) {
  fetchMock = mockGraphQL({
    backOfficeSession: () => sessionData(),
    staffList: () => ({
      data: {
        staffList: {
          nodes: [ANNA, ERIK],
          pageInfo: { hasNextPage: false, endCursor: null },
          totalCount: 2,
        },
      },
    }),
    staffMember: () => ({ data: { staff: ANNA } }),
    staffAccessLevels: () => ({ data: { accessLevels: [{ id: 'l1', name: 'Manager' }] } }),
    createStaff,
  });
}

const render = (url: string) => renderRoute(<StaffPage />, url, { namespaces: ['backoffice', 'staff'] });

describe('StaffPage', () => {
  afterEach(cleanup);

  it('lists staff with their access level, venues, PIN and status', async () => {
    serve();
    await render('/staff');
    const anna = (await screen.findByText('Anna Lindqvist')).closest('tr') as HTMLElement;
    expect(within(anna).getByText('Manager')).toBeTruthy();
    expect(within(anna).getByText('Södermalm')).toBeTruthy();
    expect(within(anna).getByText('Set')).toBeTruthy();
    expect(within(anna).getByText('Active')).toBeTruthy();
    const erik = screen.getByText('Erik Johansson').closest('tr') as HTMLElement;
    expect(within(erik).getByText('Not set')).toBeTruthy();
    expect(within(erik).getByText('Inactive')).toBeTruthy();
  });

  it('creates a staff member from ?id=new, refusing a bad PIN before sending', async () => {
    serve();
    await render('/staff?id=new');
    const dialog = await screen.findByRole('dialog', { name: 'New staff member' });
    expect(within(dialog).getByText(/never shown again/)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Nora' } });
    fireEvent.change(within(dialog).getByLabelText(/^PIN/), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('A PIN is 4 to 6 digits.')).toBeTruthy();
    expect(callsTo(fetchMock, 'CreateStaff')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/^PIN/), { target: { value: '4821' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'CreateStaff')).toEqual([
        {
          input: {
            name: 'Nora',
            pin: '4821',
            accessLevelId: null,
            venueIds: ['v1'],
            active: true,
          },
        },
      ]),
    );
    expect(await screen.findByText('Staff member “Nora” created')).toBeTruthy();
  });

  it('shows the server’s duplicate-PIN refusal under the PIN', async () => {
    serve(() => badUserInput([{ field: 'pin', message: 'validation.pinTaken' }]));
    await render('/staff?id=new');
    const dialog = await screen.findByRole('dialog', { name: 'New staff member' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Nora' } });
    fireEvent.change(within(dialog).getByLabelText(/^PIN/), { target: { value: '1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      (
        await within(dialog).findAllByText(
          'Another active staff member already has this PIN. Choose another one.',
        )
      ).length,
    ).toBeGreaterThan(0);
  });

  it('never shows a set PIN: an existing one reads “PIN set on” with Reset PIN', async () => {
    serve();
    await render('/staff?id=s1');
    const dialog = await screen.findByRole('dialog', { name: 'Anna Lindqvist' });
    expect(within(dialog).getByText(/PIN set on/)).toBeTruthy();
    expect(within(dialog).queryByLabelText(/PIN/, { selector: 'input' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset PIN' }));
    expect(within(dialog).getByLabelText(/^New PIN/)).toBeTruthy();
  });
});
