import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { ModificationGroupsPage } from './modification-groups-page.tsx';
import {
  badUserInput,
  callsTo,
  conflictUnlessForced,
  groupData,
  ITEMS,
  mockGraphQL,
  renderPim,
  sessionData,
} from './test-utils.tsx';

const MILK = groupData(
  'g1',
  'Mjölk',
  [
    { id: 'm1', name: 'Standard', price: 0 },
    { id: 'm2', name: 'Havre', price: 500 },
  ],
  [{ id: 'i1', title: 'Cappuccino' }],
);

let fetchMock: Mock<typeof fetch>;

function serve(handlers: Record<string, (variables: Record<string, unknown>) => unknown> = {}) {
  fetchMock = mockGraphQL({
    backOfficeSession: () => sessionData(),
    modificationGroups: () => ({ data: { modificationGroups: [MILK] } }),
    itemOptions: () => ({ data: { items: { results: ITEMS } } }),
    ...handlers,
  });
}

const saved = (name: string, input: Record<string, unknown>) => ({
  data: {
    [name]: {
      success: true,
      error: null,
      message: 'Saved.',
      id: 'g9',
      group: { ...MILK, id: 'g9', title: input.title },
    },
  },
});

const dialog = () => screen.getByRole('dialog');

describe('ModificationGroupsPage', () => {
  afterEach(cleanup);

  it('lists the groups with their modifications, choices and products', async () => {
    serve();
    await renderPim(<ModificationGroupsPage />, '/pim/modification-groups');
    const row = (await screen.findByText('Mjölk')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Havre')).toBeTruthy();
    expect(within(row).getByText('0 or more')).toBeTruthy();
    expect(within(row).getByText('1 product')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Modification groups' })).toBeTruthy();
  });

  it('checks min <= max before sending, then creates a group with two priced modifications and its products', async () => {
    serve({
      createModificationGroup: (v) => saved('createModificationGroup', v.input as Record<string, unknown>),
    });
    const { router } = await renderPim(<ModificationGroupsPage />, '/pim/modification-groups?id=new');
    await screen.findByRole('dialog', { name: 'New modification group' });
    fireEvent.change(within(dialog()).getByRole('textbox', { name: /^Title/ }), {
      target: { value: 'Storlek' },
    });
    fireEvent.change(within(dialog()).getByRole('textbox', { name: 'English' }), {
      target: { value: 'Size' },
    });
    fireEvent.change(within(dialog()).getByRole('textbox', { name: /Minimum choices/ }), {
      target: { value: '2' },
    });
    fireEvent.change(within(dialog()).getByRole('textbox', { name: /Maximum choices/ }), {
      target: { value: '1' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create' }));
    expect(await within(dialog()).findByText('The maximum cannot be lower than the minimum.')).toBeTruthy();
    expect(callsTo(fetchMock, 'CreateModificationGroup')).toHaveLength(0);

    fireEvent.change(within(dialog()).getByRole('textbox', { name: /Minimum choices/ }), {
      target: { value: '1' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add modification' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add modification' }));
    const names = within(dialog()).getAllByRole('textbox', { name: /^Name/ });
    const prices = within(dialog()).getAllByRole('textbox', { name: /^Price/ });
    fireEvent.change(names[0] as HTMLElement, { target: { value: 'Liten' } });
    fireEvent.change(names[1] as HTMLElement, { target: { value: 'Stor' } });
    fireEvent.change(prices[1] as HTMLElement, { target: { value: '15' } });
    // Move "Stor" first, then back.
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Move “Stor” up' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Move “Stor” down' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(callsTo(fetchMock, 'CreateModificationGroup')).toHaveLength(1));
    expect(callsTo(fetchMock, 'CreateModificationGroup')[0]?.input).toEqual({
      title: 'Storlek',
      titleLang: { en: 'Size' },
      minSelections: 1,
      maxSelections: 1,
      modifications: [
        { id: null, name: 'Liten', nameLang: {}, price: 0 },
        { id: null, name: 'Stor', nameLang: {}, price: 1500 },
      ],
      itemIds: [],
    });
    expect(await screen.findByText('Modification group “Storlek” created')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  }, 20_000);

  it('edits a group: a negative price, a removed modification, the server field errors under their fields', async () => {
    serve({
      updateModificationGroup: () =>
        badUserInput([{ field: 'maxSelections', message: 'validation.maxBelowDefaults' }]),
    });
    await renderPim(<ModificationGroupsPage />, '/pim/modification-groups?id=g1');
    await screen.findByRole('dialog', { name: 'Mjölk' });
    const prices = within(dialog()).getAllByRole('textbox', { name: /^Price/ });
    fireEvent.change(prices[0] as HTMLElement, { target: { value: '-5' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Remove “Havre”' }));
    fireEvent.change(within(dialog()).getByRole('textbox', { name: /Maximum choices/ }), {
      target: { value: '1' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, 'UpdateModificationGroup')).toHaveLength(1));
    const call = callsTo(fetchMock, 'UpdateModificationGroup')[0] as {
      id: string;
      input: Record<string, unknown>;
    };
    expect(call.id).toBe('g1');
    expect(call.input.modifications).toEqual([{ id: 'm1', name: 'Standard', nameLang: {}, price: -500 }]);
    expect(call.input.itemIds).toEqual(['i1']);
    expect(
      await within(dialog()).findByText(
        'Some products preselect more modifications of this group than this maximum.',
      ),
    ).toBeTruthy();
    // Still open, with what was typed.
    expect(screen.getByRole('dialog', { name: 'Mjölk' })).toBeTruthy();
  });

  it('says when the group does not exist', async () => {
    serve();
    await renderPim(<ModificationGroupsPage />, '/pim/modification-groups?id=nope');
    expect(await screen.findByText('Not found')).toBeTruthy();
  });

  it('deletes a group products use only after saying so, with force', async () => {
    serve({
      deleteNode: conflictUnlessForced('deleteNode', [{ kind: 'ITEMS', count: 3 }]),
    });
    const { router } = await renderPim(<ModificationGroupsPage />, '/pim/modification-groups?id=g1');
    await screen.findByRole('dialog', { name: 'Mjölk' });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete Mjölk?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    // The server refuses and names what depends on the group: the forced delete is offered.
    const confirm = await screen.findByText('Products: 3');
    fireEvent.click(
      within(confirm.closest('[role="dialog"]') as HTMLElement).getByRole('button', {
        name: 'Delete anyway',
      }),
    );
    await waitFor(() =>
      expect(callsTo(fetchMock, 'DeleteNode')).toEqual([
        { id: 'g1', force: false },
        { id: 'g1', force: true },
      ]),
    );
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });
});
