import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, menusServer, mockGraphQL, renderMenus } from './test-utils.tsx';

const priceInput = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

function changePrice(name: string, text: string) {
  const input = priceInput(name);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

async function openTakeAway() {
  await screen.findByRole('textbox', { name: 'Menu price of Cappuccino' });
}

let errors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  sessionStorage.clear();
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  // Toasts live outside the rendered tree.
  notifications.clean();
});

describe('the menu editor', () => {
  it("opens on 'All articles' with every item at its default price, and provisions venue menus once a session", async () => {
    const server = menusServer();
    const fetchMock = mockGraphQL(server.handlers);
    await renderMenus('/menus');

    expect(await screen.findByRole('textbox', { name: 'Default price of Cappuccino' })).toBeTruthy();
    expect(priceInput('Default price of Kanelbulle').value).toBe('39.00');
    expect(priceInput('Default price of Räksmörgås').value).toBe('149.00');
    // 'All articles' follows the products: no adding or removing there.
    expect(screen.queryByRole('button', { name: 'Add items' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(callsTo(fetchMock, 'ProvisionVenueMenus')).toHaveLength(1);
    // The menus data is read after provisioning, so a first visit finds every venue's menus.
    const operations = fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).operationName);
    expect(operations.indexOf('ProvisionVenueMenus')).toBeLessThan(operations.indexOf('GetMenuProviderData'));

    cleanup();
    await renderMenus('/menus');
    await screen.findByRole('textbox', { name: 'Default price of Cappuccino' });
    expect(callsTo(fetchMock, 'ProvisionVenueMenus')).toHaveLength(1);
  });

  it('reads GetMenu again every time a menu is shown (never from a cache)', async () => {
    const fetchMock = mockGraphQL(menusServer().handlers);
    const { router } = await renderMenus('/menus?menuId=m1');
    await openTakeAway();
    await router.navigate({ to: '/menus', search: { menuId: 'a1' } });
    await screen.findByRole('textbox', { name: 'Default price of Cappuccino' });
    await router.navigate({ to: '/menus', search: { menuId: 'm1' } });
    await openTakeAway();
    expect(callsTo(fetchMock, 'GetMenu').map((v) => v.id)).toEqual(['m1', 'a1', 'm1']);
  });

  it("adds items at their default price, and the new entry's price takes focus 200 ms later", async () => {
    const server = menusServer();
    let answeredAt = Number.POSITIVE_INFINITY;
    const fetchMock = mockGraphQL({
      ...server.handlers,
      updateMenu: (variables) => {
        answeredAt = performance.now();
        return server.handlers.updateMenu?.(variables);
      },
    });
    await renderMenus('/menus?menuId=m1');
    await openTakeAway();

    fireEvent.click(screen.getByRole('button', { name: 'Add items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add items to Take away' });
    // Only items not on the menu yet are offered.
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.closest('li')?.textContent),
    ).toEqual([expect.stringContaining('Räksmörgås')]);
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 1 item' }));

    const timers = vi.spyOn(globalThis, 'setTimeout');
    // Polled by id (cheap), so the moment focus moves is seen within a few milliseconds.
    const fast = { interval: 5 };
    await vi.waitFor(() => expect(document.getElementById('menu-entry-price-e101')).not.toBeNull(), fast);
    const input = document.getElementById('menu-entry-price-e101');
    expect(input?.getAttribute('aria-label')).toBe('Menu price of Räksmörgås');
    expect(callsTo(fetchMock, 'UpdateMenu')).toEqual([
      { id: 'm1', data: { menuEntries: { create: [{ item: { connect: { id: 'i3' } }, price: 14900 }] } } },
    ]);
    await vi.waitFor(() => expect(document.activeElement).toBe(input), fast);
    expect(performance.now() - answeredAt).toBeGreaterThanOrEqual(200);
    expect(timers).toHaveBeenCalledWith(expect.any(Function), 200);
    expect((input as HTMLInputElement).value).toBe('149.00');
    // The new entry is listed first, where it is in view.
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toContain('Räksmörgås');
  });

  it('lists the items to add in the company language’s order (§9): Swedish Å, Ä, Ö after Z', async () => {
    const extra = ['Äppelpaj', 'Apelsinjuice', 'Örtte', 'Zucchinisoppa', 'Åkerbärssaft'];
    mockGraphQL(
      menusServer({
        extraItems: extra.map((title, i) => ({ id: `x${i}`, title, defaultPrice: 5000, category: 'Food' })),
      }).handlers,
    );
    // The interface is in English; the company (Demo Bistro) writes its items in Swedish.
    await renderMenus('/menus?menuId=m1');
    await openTakeAway();

    fireEvent.click(screen.getByRole('button', { name: 'Add items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add items to Take away' });
    const titles = within(dialog)
      .getAllByRole('checkbox')
      .map((box) => box.closest('li')?.querySelector('p')?.textContent ?? '');
    expect(titles).toEqual([
      'Apelsinjuice',
      'Räksmörgås',
      'Zucchinisoppa',
      'Åkerbärssaft',
      'Äppelpaj',
      'Örtte',
    ]);
  });

  it('shows an error toast when adding fails, and logs it', async () => {
    mockGraphQL(menusServer({ failures: { add: true } }).handlers);
    await renderMenus('/menus?menuId=m1');
    await openTakeAway();

    fireEvent.click(screen.getByRole('button', { name: 'Add items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add items to Take away' });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 1 item' }));

    expect(await screen.findByText('The items could not be added')).toBeTruthy();
    // The choice stays for another try.
    expect(screen.getByRole('dialog', { name: 'Add items to Take away' })).toBeTruthy();
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('Adding items to a menu failed: The item is on the menu already.'),
      expect.anything(),
    );
  });

  it('removes an entry, and warns when removing fails', async () => {
    mockGraphQL(menusServer().handlers);
    await renderMenus('/menus?menuId=m1');
    await openTakeAway();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Kanelbulle from the menu' }));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Menu price of Kanelbulle' })).toBeNull(),
    );
    cleanup();

    mockGraphQL(menusServer({ failures: { remove: true } }).handlers);
    await renderMenus('/menus?menuId=m1');
    await openTakeAway();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Kanelbulle from the menu' }));
    expect(await screen.findByText('Kanelbulle could not be removed. Please try again.')).toBeTruthy();
    expect(priceInput('Menu price of Kanelbulle')).toBeTruthy();
  });

  it('saves a new menu price when the field is left', async () => {
    const fetchMock = mockGraphQL(menusServer().handlers);
    await renderMenus('/menus?menuId=m1');
    await openTakeAway();
    changePrice('Menu price of Cappuccino', '42,50');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'UpdateMenu')).toEqual([
        { id: 'm1', data: { menuEntries: { update: [{ where: { id: 'e1' }, data: { price: 4250 } }] } } },
      ]),
    );
    await waitFor(() => expect(priceInput('Menu price of Cappuccino').value).toBe('42.50'));
  });

  it('puts a price back when saving it fails, and only logs the failure', async () => {
    mockGraphQL(menusServer({ failures: { price: true } }).handlers);
    await renderMenus('/menus?menuId=m1');
    await openTakeAway();
    changePrice('Menu price of Cappuccino', '10');
    await waitFor(() => expect(priceInput('Menu price of Cappuccino').value).toBe('40.00'));
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('Changing a menu price failed'),
      expect.anything(),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/could not/)).toBeNull();
  });

  it("changes an item's default price through its 'All articles' entry", async () => {
    const fetchMock = mockGraphQL(menusServer().handlers);
    const { client } = await renderMenus('/menus?menuId=m1');
    // Other screens showing default prices: the product list and the POS layouts' item buttons.
    const elsewhere = [
      ['catalogue', 'products'],
      ['pos-layouts', 'palette'],
    ];
    for (const key of elsewhere) client.setQueryData(key, { cached: true });
    await openTakeAway();
    await waitFor(() => expect(priceInput('Default price of Kanelbulle').matches(':disabled')).toBe(false));
    changePrice('Default price of Kanelbulle', '41');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'UpdateMenu')).toEqual([
        { id: 'a1', data: { menuEntries: { update: [{ where: { id: 'ae2' }, data: { price: 4100 } }] } } },
      ]),
    );
    await waitFor(() => expect(priceInput('Default price of Kanelbulle').value).toBe('41.00'));
    // The menu's own price stays.
    expect(priceInput('Menu price of Kanelbulle').value).toBe('35.00');
    for (const key of elsewhere) expect(client.getQueryState(key)?.isInvalidated, key.join('.')).toBe(true);
  });

  it("logs 'All articles' mismatches the server reports (§5)", async () => {
    const mismatches = [
      { itemId: 'i9', title: 'Ghost', kind: 'MISSING' as const, expectedPrice: 100, entryPrices: [] },
    ];
    mockGraphQL(menusServer({ mismatches }).handlers);
    await renderMenus('/menus');
    await screen.findByRole('textbox', { name: 'Default price of Cappuccino' });
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining("'All articles' is out of step with the items (1)"),
      expect.objectContaining({ mismatches }),
    );
  });

  it('is read-only without the MENUS scope', async () => {
    mockGraphQL(menusServer({ permissions: { scopes: ['POS_CUSTOMIZATION'], venueIds: [] } }).handlers);
    await renderMenus('/menus?menuId=m1');
    await openTakeAway();
    expect(priceInput('Menu price of Cappuccino').matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add items' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });
});
