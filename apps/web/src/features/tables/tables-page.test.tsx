import { ALL_FEATURES_LICENSED } from '@fika/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { badUserInput, callsTo, mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { renderRoute } from '../../test/render-app.tsx';
import { TablesPage } from './tables-page.tsx';

let fetchMock: Mock<typeof fetch>;

const T1 = {
  id: 't1',
  floorPlanId: 'p1',
  floorPlanName: 'Inside',
  code: 'T1',
  seats: 4,
  shape: 'ROUND',
  width: 2,
  height: 2,
  rotation: 0,
  section: 'Window',
  active: true,
};
const B1 = {
  ...T1,
  id: 'b1',
  floorPlanId: 'p2',
  floorPlanName: 'Terrace',
  code: 'B1',
  section: '',
  active: false,
};

function serve(
  createTables: (v: Record<string, unknown>) => unknown = () => ({ data: { createTables: [] } }),
) {
  fetchMock = mockGraphQL({
    backOfficeSession: () => sessionData(),
    tables: () => ({ data: { tables: [T1, B1] } }),
    tablePlans: () => ({
      data: {
        floorPlans: [
          { id: 'p1', name: 'Inside' },
          { id: 'p2', name: 'Terrace' },
        ],
      },
    }),
    tableQr: () => ({
      data: { table: { id: 't1', guestUrl: 'http://fika.test/en-se/order/t/t1.abc', qrSvg: '<svg></svg>' } },
    }),
    createTables,
  });
}

const render = (url: string) => renderRoute(<TablesPage />, url, { namespaces: ['backoffice', 'tables'] });

describe('TablesPage', () => {
  afterEach(cleanup);

  it('without table service licensed explains it and links to Licences instead of listing (§6)', async () => {
    fetchMock = mockGraphQL({
      backOfficeSession: () =>
        sessionData(
          { scopes: ['POS_CUSTOMIZATION', 'SETTINGS'], venueIds: [] },
          { ...ALL_FEATURES_LICENSED, tableService: false },
        ),
    });
    await render('/tables');
    const notice = await screen.findByTestId('license-notice');
    expect(within(notice).getByText('Table service needs a licence')).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Go to Licences' }).getAttribute('href')).toBe(
      '/licenses',
    );
    expect(callsTo(fetchMock, 'Tables')).toHaveLength(0);
  });

  it('tells a user who may not open Licences whom to ask', async () => {
    fetchMock = mockGraphQL({
      backOfficeSession: () =>
        sessionData(
          { scopes: ['POS_CUSTOMIZATION'], venueIds: [] },
          { ...ALL_FEATURES_LICENSED, tableService: false },
        ),
    });
    await render('/tables');
    const notice = await screen.findByTestId('license-notice');
    expect(within(notice).getByText(/Ask the account owner/)).toBeTruthy();
    expect(within(notice).queryByRole('link')).toBeNull();
  });

  it('lists the venue’s tables with plan, section, seats, shape and status', async () => {
    serve();
    await render('/tables');
    const t1 = (await screen.findByText('T1')).closest('tr') as HTMLElement;
    expect(within(t1).getByText('Inside')).toBeTruthy();
    expect(within(t1).getByText('Window')).toBeTruthy();
    expect(within(t1).getByText('Round')).toBeTruthy();
    expect(within(t1).getByText('Active')).toBeTruthy();
    expect(within(t1).getByRole('button', { name: 'Download the QR code of table T1' })).toBeTruthy();
    const b1 = screen.getByText('B1').closest('tr') as HTMLElement;
    expect(within(b1).getByText('Inactive')).toBeTruthy();
    expect(callsTo(fetchMock, 'Tables')[0]).toEqual({ filter: { venueId: 'v1' } });
  });

  it('filters by floor plan and status from the URL', async () => {
    serve();
    await render('/tables?plan=p2');
    expect(await screen.findByText('B1')).toBeTruthy();
    expect(screen.queryByText('T1')).toBeNull();
    cleanup();
    serve();
    await render('/tables?status=active');
    expect(await screen.findByText('T1')).toBeTruthy();
    expect(screen.queryByText('B1')).toBeNull();
  });

  it('adds a range from ?id=new, refusing a bad range before sending', async () => {
    serve((variables) =>
      (variables.input as { codes: string }).codes === 'T1–T3'
        ? badUserInput([{ field: 'codes', message: 'validation.codeTaken' }])
        : { data: { createTables: [{ id: 'n1', code: 'T4' }] } },
    );
    await render('/tables?id=new&plan=p2');
    const dialog = await screen.findByRole('dialog', { name: 'Add tables' });
    const codes = await within(dialog).findByRole('textbox', { name: /^Table codes/ });
    fireEvent.change(codes, { target: { value: 'T9–T1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('Enter one code, or a range such as 1–20 or T1–T20.'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'CreateTables')).toHaveLength(0);

    fireEvent.change(codes, { target: { value: 'T1–T3' } });
    expect(within(dialog).getByTestId('range-preview').textContent).toBe('3 tables: T1–T3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('A table on this floor plan already has this code.')).toBeTruthy();
    expect(callsTo(fetchMock, 'CreateTables')[0]).toEqual({
      input: {
        floorPlanId: 'p2',
        codes: 'T1–T3',
        seats: 4,
        shape: 'SQUARE',
        width: 2,
        height: 2,
        section: '',
        active: true,
      },
    });
    fireEvent.change(codes, { target: { value: 'T4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(callsTo(fetchMock, 'CreateTables')).toHaveLength(2));
    expect(callsTo(fetchMock, 'CreateTables')[1]).toMatchObject({ input: { codes: 'T4' } });
  }, 20_000);

  it('edits a table and shows its QR code and guest link', async () => {
    serve();
    await render('/tables?id=t1');
    const dialog = await screen.findByRole('dialog', { name: 'Table T1' });
    expect(within(dialog).getByRole('textbox', { name: /^Code/ })).toHaveProperty('value', 'T1');
    expect(await within(dialog).findByRole('img', { name: 'QR code of table T1' })).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Guest link' })).toHaveProperty(
      'value',
      'http://fika.test/en-se/order/t/t1.abc',
    );
    expect(within(dialog).getByRole('button', { name: 'Download QR code (PDF)' })).toBeTruthy();
  });
});
