import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { ProductsPage } from './products-page.tsx';
import { CHOICES, callsTo, mockGraphQL, productRow, renderCatalogue, sessionData } from './test-utils.tsx';

// The product form is the largest drawer (titles and descriptions in four languages, a dozen
// fields): on a shared, loaded machine one create takes longer than vitest's default 5 s.
vi.setConfig({ testTimeout: 20_000 });

type Handler = (variables: Record<string, unknown>) => unknown;
// The main title's input: the description's Swedish input is named 'Swedish – Description'.
const SWEDISH_TITLE = /^Swedish\s*\*?$/;
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
  // The drawer is a lazy chunk: the first test of a busy run waits for it longer than a second.
  const drawer = await screen.findByRole('dialog', { name: 'New product' }, { timeout: 5000 });
  const swedish = await within(drawer).findByRole('textbox', { name: SWEDISH_TITLE });
  return { drawer, swedish };
}

function fill(drawer: HTMLElement, title: string, price?: string) {
  fireEvent.change(within(drawer).getByRole('textbox', { name: SWEDISH_TITLE }), {
    target: { value: title },
  });
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
    await within(drawer).findByRole('textbox', { name: SWEDISH_TITLE });
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

describe('the description (#17: with its translations and Suggest)', () => {
  const written = {
    se: 'Semla – nylagad av oss varje dag.',
    en: 'Semla – freshly made every day.',
    es: 'Semla: preparada cada día.',
    no: 'Semla – nylaget hver dag.',
  };

  it('suggests a description from the title for the user to check, and saves it only on Create', async () => {
    serve({
      generateCompletion: () => ({
        data: { generateCompletion: { texts: written, model: 'sandbox', sandbox: true } },
      }),
      createItem: () => ({ data: { createItem: { id: 'new1', defaultPrice: 0 } } }),
    });
    const { drawer, swedish } = await openNewProduct();
    const suggest = within(drawer).getByRole('button', { name: 'Suggest a description' });
    expect(suggest.hasAttribute('disabled')).toBe(true);
    fireEvent.change(swedish, { target: { value: 'Semla' } });
    // The user's own English words stay; the empty languages are filled.
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'English – Description' }), {
      target: { value: 'Our own words.' },
    });
    fireEvent.click(suggest);
    await waitFor(() =>
      expect(within(drawer).getByRole('textbox', { name: 'Swedish – Description' })).toHaveProperty(
        'value',
        written.se,
      ),
    );
    expect(callsTo(fetchMock, 'GenerateCompletion')).toEqual([
      { context: 'PRODUCT_DESCRIPTION', input: 'Semla', language: 'se' },
    ]);
    expect(within(drawer).getByRole('textbox', { name: 'English – Description' })).toHaveProperty(
      'value',
      'Our own words.',
    );
    expect(within(drawer).getByRole('textbox', { name: 'Norwegian – Description' })).toHaveProperty(
      'value',
      written.no,
    );
    expect(await screen.findByText('Description suggested. Check it before you save.')).toBeTruthy();
    // Nothing saved by the suggestion itself; the user edits it and creates.
    expect(callsTo(fetchMock, 'CreateItem')).toEqual([]);
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Spanish – Description' }), {
      target: { value: 'Semla casera.' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Semla created')).toBeTruthy();
    expect(callsTo(fetchMock, 'CreateItem')[0]?.input).toMatchObject({
      description: written.se,
      descriptionLang: { se: written.se, en: 'Our own words.', es: 'Semla casera.', no: written.no },
    });
  });

  it('says the assistant is unavailable and leaves the description as typed', async () => {
    serve({
      generateCompletion: () => ({
        errors: [{ message: 'down', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
      }),
    });
    const { drawer, swedish } = await openNewProduct();
    fireEvent.change(swedish, { target: { value: 'Semla' } });
    const description = within(drawer).getByRole('textbox', { name: 'Swedish – Description' });
    fireEvent.change(description, { target: { value: 'Min egen text.' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Suggest a description' }));
    expect(
      await screen.findByText('The writing assistant is not available right now. Try again in a moment.'),
    ).toBeTruthy();
    expect(description).toHaveProperty('value', 'Min egen text.');
  });

  it('shows a refused description under its field', async () => {
    serve({
      createItem: () => ({
        errors: [
          {
            message: 'bad',
            extensions: {
              code: 'BAD_USER_INPUT',
              fieldErrors: [{ field: 'descriptionLang.en', message: 'validation.unsupportedCharacter' }],
            },
          },
        ],
      }),
    });
    const { drawer } = await openNewProduct();
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'English – Description' }), {
      target: { value: 'Fine text' },
    });
    fill(drawer, 'Semla');
    const english = within(drawer).getByRole('textbox', { name: 'English – Description' });
    await waitFor(() => expect(english.getAttribute('aria-invalid')).toBe('true'));
  });
});
