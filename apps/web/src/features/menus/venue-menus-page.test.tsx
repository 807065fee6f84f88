import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, menusServer, mockGraphQL, renderMenus } from './test-utils.tsx';

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLInputElement;

async function choose(name: string, option: string) {
  fireEvent.click(select(name));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  notifications.clean();
});

describe('venue menus', () => {
  it("shows each visible venue's menu per service type", async () => {
    mockGraphQL(menusServer().handlers);
    await renderMenus('/menus/manage-venues');
    await screen.findByRole('combobox', { name: 'POS menu at Södermalm' });
    expect(
      ['POS', 'Table service', 'Take away', 'Eat here'].map(
        (type) => select(`${type} menu at Södermalm`).value,
      ),
    ).toEqual(['All articles', 'All articles', 'Take away', 'All articles']);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Venue',
      'POS',
      'Table service',
      'Take away',
      'Eat here',
    ]);
  });

  it('links another menu to a service type', async () => {
    const fetchMock = mockGraphQL(menusServer().handlers);
    await renderMenus('/menus/manage-venues');
    await screen.findByRole('combobox', { name: 'Eat here menu at Södermalm' });
    await choose('Eat here menu at Södermalm', 'Take away');
    expect(await screen.findByText('Södermalm now uses Take away for Eat here')).toBeTruthy();
    expect(callsTo(fetchMock, 'SetVenueMenu')).toEqual([
      { venueId: 'v1', serviceType: 'EAT_HERE', menuId: 'm1' },
    ]);
    await waitFor(() => expect(select('Eat here menu at Södermalm').value).toBe('Take away'));
  });

  it('says so when linking fails, and keeps the menu', async () => {
    mockGraphQL(menusServer({ failures: { setVenueMenu: true } }).handlers);
    await renderMenus('/menus/manage-venues');
    await screen.findByRole('combobox', { name: 'POS menu at Södermalm' });
    await choose('POS menu at Södermalm', 'Take away');
    expect(await screen.findByText('The venue menu could not be saved')).toBeTruthy();
    expect(select('POS menu at Södermalm').value).toBe('All articles');
  });

  it('provisions venue menus when opened first in a session', async () => {
    const fetchMock = mockGraphQL(menusServer().handlers);
    await renderMenus('/menus/manage-venues');
    await screen.findByRole('combobox', { name: 'POS menu at Södermalm' });
    expect(callsTo(fetchMock, 'ProvisionVenueMenus')).toHaveLength(1);
  });
});
