import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { ProductsPage } from './products-page.tsx';
import { CHOICES, callsTo, mockGraphQL, productRow, renderCatalogue, sessionData } from './test-utils.tsx';

type Handler = (variables: Record<string, unknown>) => unknown;
let fetchMock: Mock<typeof fetch>;

const ROWS = [productRow('i1', 'Kanelbulle', 3900), productRow('i2', 'Pilsner 50 cl', 8900, 'Beer')];

function serve(handlers: Record<string, Handler> = {}) {
  fetchMock = mockGraphQL({
    backOfficeSession: () => sessionData(),
    getItems: () => ({ data: { items: { count: ROWS.length, results: ROWS } } }),
    productChoices: () => CHOICES,
    ...handlers,
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('product list', () => {
  it('shows title, categories, price in the company currency and VAT; filters by category', async () => {
    serve();
    await renderCatalogue(<ProductsPage />, '/pim/products');
    const row = (await screen.findByText('Kanelbulle')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Food')).toBeTruthy();
    expect(within(row).getByText('SEK 39.00')).toBeTruthy();
    expect(within(row).getByText('25 %')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'pils' } });
    await waitFor(() => expect(screen.queryByText('Kanelbulle')).toBeNull());
    expect(screen.getByText('Pilsner 50 cl')).toBeTruthy();
  });
});

describe('bulk edit', () => {
  it('raises the selected products’ prices by a percentage in one request', async () => {
    serve({ bulkUpdateItems: () => ({ data: { bulkUpdateItems: { success: true, count: 2 } } }) });
    await renderCatalogue(<ProductsPage />, '/pim/products');
    await screen.findByText('Kanelbulle');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit selected products (2)' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Change the price' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Change' }), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Products updated: 2')).toBeTruthy();
    expect(callsTo(fetchMock, 'BulkUpdateItems')).toEqual([
      {
        input: {
          ids: ['i1', 'i2'],
          categoryIds: null,
          vatRate: null,
          price: { mode: 'PERCENT', percent: 10 },
        },
      },
    ]);
  });

  it('asks for at least one change before sending anything', async () => {
    serve();
    await renderCatalogue(<ProductsPage />, '/pim/products');
    await screen.findByText('Kanelbulle');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Kanelbulle' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit selected products (1)' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Tick at least one change')).toBeTruthy();
    expect(callsTo(fetchMock, 'BulkUpdateItems')).toEqual([]);
  });
});

const PREVIEW = {
  applied: false,
  unchanged: 3,
  creates: [
    { line: 3, id: null, title: 'Morotskaka', changes: [{ column: 'price', from: '', to: '55.00' }] },
  ],
  updates: [
    { line: 2, id: 'i1', title: 'Kanelbulle', changes: [{ column: 'price', from: '39.00', to: '42.00' }] },
  ],
  errors: [] as { line: number; column: string; message: string }[],
};

async function chooseCsv(text: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import products from CSV' });
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([text], 'products.csv', { type: 'text/csv' })] } });
  return dialog;
}

describe('CSV import', () => {
  it('previews creates, changes and errors per row; Apply stays off while a row is wrong', async () => {
    serve({
      importItemsCsv: () => ({
        data: {
          importItemsCsv: {
            ...PREVIEW,
            errors: [{ line: 4, column: 'categories', message: 'csv.unknownCategory' }],
          },
        },
      }),
    });
    await renderCatalogue(<ProductsPage />, '/pim/products');
    await screen.findByText('Kanelbulle');
    const dialog = await chooseCsv('title\nx');
    expect(await within(dialog).findByText('No category has this name.')).toBeTruthy();
    expect(within(dialog).getByText('Errors: 1')).toBeTruthy();
    expect(within(dialog).getByText('Morotskaka')).toBeTruthy();
    expect(dialog.textContent).toContain('price: 39.00 → 42.00');
    expect(within(dialog).getByRole('button', { name: 'Apply' }).hasAttribute('disabled')).toBe(true);
    expect(callsTo(fetchMock, 'ImportItemsCsv')).toEqual([{ csv: 'title\nx', dryRun: true }]);
  });

  it('applies a clean file after its preview', async () => {
    serve({
      importItemsCsv: (variables) => ({
        data: { importItemsCsv: { ...PREVIEW, applied: variables.dryRun === false } },
      }),
    });
    await renderCatalogue(<ProductsPage />, '/pim/products');
    await screen.findByText('Kanelbulle');
    const dialog = await chooseCsv('id,title\ni1,Kanelbulle');
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    await waitFor(() => expect(apply.hasAttribute('disabled')).toBe(false));
    fireEvent.click(apply);
    expect(await screen.findByText('Import done. New: 1, changed: 1.')).toBeTruthy();
    expect(callsTo(fetchMock, 'ImportItemsCsv').map((v) => v.dryRun)).toEqual([true, false]);
  });
});
