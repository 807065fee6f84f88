import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { ProductsPage } from './products-page.tsx';
import { CHOICES, callsTo, mockGraphQL, productRow, renderCatalogue, sessionData } from './test-utils.tsx';

type Handler = (variables: Record<string, unknown>) => unknown;
let fetchMock: Mock<typeof fetch>;

function serve(handlers: Record<string, Handler>) {
  fetchMock = mockGraphQL({
    backOfficeSession: () => sessionData(),
    getItems: () => ({ data: { items: { count: 1, results: [productRow('i1', 'Kanelbulle', 3900)] } } }),
    productChoices: () => CHOICES,
    ...handlers,
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openNewProduct() {
  await renderCatalogue(<ProductsPage />, '/pim/products?id=new');
  const drawer = await screen.findByRole('dialog', { name: 'New product' });
  const swedish = await within(drawer).findByRole('textbox', { name: /Swedish/ });
  return { drawer, swedish };
}

function fill(drawer: HTMLElement, title: string, price?: string) {
  fireEvent.change(within(drawer).getByRole('textbox', { name: /Swedish/ }), { target: { value: title } });
  if (price !== undefined) {
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Default price' }), {
      target: { value: price },
    });
  }
  fireEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
}

describe('creating a product (§5: create, then a separate price update)', () => {
  it('creates, then sets the typed price in minor units', async () => {
    serve({
      createItem: () => ({ data: { createItem: { id: 'new1', defaultPrice: 0 } } }),
      updateItemPrice: () => ({ data: { updateItemPrice: { success: true, error: null } } }),
    });
    const { drawer } = await openNewProduct();
    fill(drawer, 'Semla', '45,50');
    expect(await screen.findByText('Semla created')).toBeTruthy();
    expect(callsTo(fetchMock, 'CreateItem')[0]?.input).toMatchObject({
      title: 'Semla',
      titleLang: { se: 'Semla', en: '', es: '', no: '' },
      categoryIds: [],
    });
    expect(callsTo(fetchMock, 'CreateItem')[0]?.input).not.toHaveProperty('defaultPrice');
    expect(callsTo(fetchMock, 'UpdateItemPrice')).toEqual([{ itemId: 'new1', price: 4550 }]);
  });

  it("marks other screens' item data stale: a menu's default prices, the palette, modifications, quick search", async () => {
    serve({
      createItem: () => ({ data: { createItem: { id: 'new1', defaultPrice: 0 } } }),
      updateItemPrice: () => ({ data: { updateItemPrice: { success: true, error: null } } }),
    });
    const view = await renderCatalogue(<ProductsPage />, '/pim/products?id=new');
    const others = [
      ['menus', 'provider'],
      ['pos-layouts', 'palette'],
      ['pim', 'item-options'],
      ['quick-search', 'items'],
    ];
    for (const key of others) view.client.setQueryData(key, { cached: true });
    const drawer = await screen.findByRole('dialog', { name: 'New product' });
    await within(drawer).findByRole('textbox', { name: /Swedish/ });
    fill(drawer, 'Semla', '45');
    expect(await screen.findByText('Semla created')).toBeTruthy();
    for (const key of others) expect(view.client.getQueryState(key)?.isInvalidated, key.join('.')).toBe(true);
  });

  it('updates the price only when one is given', async () => {
    serve({ createItem: () => ({ data: { createItem: { id: 'new1', defaultPrice: 0 } } }) });
    const { drawer } = await openNewProduct();
    fill(drawer, 'Öppet belopp');
    expect(await screen.findByText('Öppet belopp created')).toBeTruthy();
    expect(callsTo(fetchMock, 'UpdateItemPrice')).toEqual([]);
  });

  it("says 'Failed to create item' when the response has no defaultPrice, and sets no price", async () => {
    serve({ createItem: () => ({ data: { createItem: { id: 'new1', defaultPrice: null } } }) });
    const { drawer } = await openNewProduct();
    fill(drawer, 'Semla', '45');
    expect(await screen.findByText('Failed to create item')).toBeTruthy();
    expect(callsTo(fetchMock, 'UpdateItemPrice')).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'New product' })).toBeTruthy();
  });

  it("says 'Failed to create item' when the response has no id", async () => {
    serve({ createItem: () => ({ data: { createItem: { id: '', defaultPrice: 0 } } }) });
    const { drawer } = await openNewProduct();
    fill(drawer, 'Semla', '45');
    expect(await screen.findByText('Failed to create item')).toBeTruthy();
    expect(callsTo(fetchMock, 'UpdateItemPrice')).toEqual([]);
  });

  it("says 'Failed to update item' when the price update fails, and a second save does not create again", async () => {
    let priceOk = false;
    serve({
      createItem: () => ({ data: { createItem: { id: 'new1', defaultPrice: 0 } } }),
      updateItemPrice: () => ({
        data: { updateItemPrice: { success: priceOk, error: priceOk ? null : 'Nope' } },
      }),
      updateItem: () => ({ data: { updateItem: { id: 'new1', defaultPrice: 0 } } }),
      getItem: () => ({ errors: [{ message: 'not found', extensions: { code: 'NOT_FOUND' } }] }),
    });
    const { drawer } = await openNewProduct();
    fill(drawer, 'Semla', '55');
    expect(await screen.findByText('Failed to update item')).toBeTruthy();
    priceOk = true;
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Semla created')).toBeTruthy();
    expect(callsTo(fetchMock, 'CreateItem')).toHaveLength(1);
    expect(callsTo(fetchMock, 'UpdateItem')[0]).toMatchObject({ id: 'new1' });
    expect(callsTo(fetchMock, 'UpdateItemPrice')).toEqual([
      { itemId: 'new1', price: 5500 },
      { itemId: 'new1', price: 5500 },
    ]);
  });

  it.each(['-5', 'abc', '99999999'])(
    'refuses the price %s under its field and creates nothing (never 0)',
    async (price) => {
      serve({});
      const { drawer } = await openNewProduct();
      fill(drawer, 'Felpris', price);
      const field = within(drawer).getByRole('textbox', { name: 'Default price' });
      await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
      expect(within(drawer).getByText('Enter a price such as 45.50')).toBeTruthy();
      expect(callsTo(fetchMock, 'CreateItem')).toEqual([]);
      expect(callsTo(fetchMock, 'UpdateItemPrice')).toEqual([]);
      expect(screen.queryByText('Felpris created')).toBeNull();
    },
  );

  it('shows a missing title under its field and sends nothing', async () => {
    serve({});
    const { drawer, swedish } = await openNewProduct();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(swedish.getAttribute('aria-invalid')).toBe('true'));
    expect(within(drawer).getByText('Required')).toBeTruthy();
    expect(callsTo(fetchMock, 'CreateItem')).toEqual([]);
  });
});
