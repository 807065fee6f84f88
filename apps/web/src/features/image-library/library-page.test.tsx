import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { callsTo, conflictUnlessForced, mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { renderRoute } from '../../test/render-app.tsx';
import { LibraryPage } from './library-page.tsx';

let fetchMock: Mock<typeof fetch>;

const image = (id: string, title: string, kind: string, usageCount: number) => ({
  id,
  title,
  kind,
  url: `/files/f-${id}`,
  size: 2048,
  updatedAt: '2026-11-20T10:00:00.000Z',
  usageCount,
});

const IMAGES = [image('i1', 'Kanelbulle', 'PRODUCT', 1), image('i2', 'Terrace', 'BANNER', 0)];

function serve(nodes = IMAGES) {
  fetchMock = mockGraphQL({
    backOfficeSession: () => sessionData(),
    libraryImages: () => ({ data: { images: { nodes, pageInfo: { hasNextPage: false, endCursor: null } } } }),
    libraryImage: ({ id }) => ({
      data: {
        image: {
          ...(nodes.find((n) => n.id === id) ?? IMAGES[0]),
          contentType: 'image/png',
          createdAt: '2026-11-20T10:00:00.000Z',
          usages: id === 'i1' ? [{ kind: 'ITEM', id: 'item1', name: 'Kanelbulle' }] : [],
        },
      },
    }),
    updateImage: () => ({ data: { updateImage: { id: 'i2' } } }),
    deleteImage: conflictUnlessForced('deleteNode', [
      { kind: 'ITEMS', count: 1, names: ['Kanelbulle'] } as never,
    ]),
  });
}

const render = (url: string) =>
  renderRoute(<LibraryPage />, url, {
    namespaces: ['backoffice', 'library'],
    routes: [{ path: '/pim/products', component: () => <p>Products</p> }],
  });

// The drawer tests open a drawer and round-trip a form: past 5 s on a busy 2-core runner.
describe('LibraryPage', () => {
  afterEach(cleanup);

  it('shows the images as tiles with their kind and use', async () => {
    serve();
    await render('/online-ordering/library');
    const bun = await screen.findByRole('button', { name: 'Open Kanelbulle' });
    expect(within(bun).getByText('Used once')).toBeTruthy();
    expect(within(bun).getByText('Product')).toBeTruthy();
    const terrace = screen.getByRole('button', { name: 'Open Terrace' });
    expect(within(terrace).getByText('Not used')).toBeTruthy();
    expect(within(terrace).getByText('Banner')).toBeTruthy();
  });

  it('says so when the library is empty, and offers the upload', async () => {
    serve([]);
    await render('/online-ordering/library');
    expect(await screen.findByText('No images yet')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Upload images' }).length).toBeGreaterThan(0);
  });

  it('sends the kind and "unused only" filters to the server', async () => {
    serve();
    await render('/online-ordering/library?kind=BANNER&unused=yes');
    await screen.findByRole('button', { name: 'Open Kanelbulle' });
    expect(callsTo(fetchMock, 'LibraryImages')[0]).toMatchObject({
      filter: { kind: 'BANNER', unused: true, search: null },
    });
  });

  it('shows where an image is used, and renames it', async () => {
    serve();
    await render('/online-ordering/library?id=i1');
    const dialog = await screen.findByRole('dialog', { name: 'Kanelbulle' });
    expect(within(dialog).getByRole('link', { name: 'Kanelbulle' }).getAttribute('href')).toBe(
      '/pim/products?id=item1',
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Title/ }), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(callsTo(fetchMock, 'UpdateImage')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Title/ }), { target: { value: 'Bun' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'UpdateImage')).toEqual([{ id: 'i1', title: 'Bun', kind: 'PRODUCT' }]),
    );
  }, 20_000);

  it('refuses to delete a used image at first, naming the product', async () => {
    serve();
    await render('/online-ordering/library?id=i1');
    const dialog = await screen.findByRole('dialog', { name: 'Kanelbulle' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete Kanelbulle?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('1 product: Kanelbulle')).toBeTruthy();
    expect(callsTo(fetchMock, 'DeleteImage')).toEqual([{ id: 'i1', force: false }]);
  }, 20_000);
});
