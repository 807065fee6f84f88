import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { callsTo, mockGraphQL, renderPim, sessionData } from '../../test/back-office.tsx';
import { PredefinedMessagesPage } from './predefined-messages-page.tsx';

let fetchMock: Mock<typeof fetch>;

function serve(session = sessionData()) {
  fetchMock = mockGraphQL({
    backOfficeSession: () => session,
    predefinedMessages: (v) => ({
      data: {
        predefinedMessages: [{ id: 'p1', venueId: v.venueId, message: 'Utan lök', type: 'ITEM' }],
      },
    }),
    createPredefinedMessage: () => ({ data: { createPredefinedMessage: { id: 'p2' } } }),
    deletePredefinedMessage: () => ({ data: { deletePredefinedMessage: { success: true } } }),
    grantPOSAccessToCurrentUser: () => ({
      data: { grantPOSAccessToCurrentUser: { success: false, error: null, errorCode: null } },
    }),
  });
}

describe('PredefinedMessagesPage', () => {
  afterEach(cleanup);

  it("lists the selected venue's messages and adds one for that venue", async () => {
    serve();
    const { router } = await renderPim(<PredefinedMessagesPage />, '/settings/predefined-messages');
    expect(await screen.findByText('Utan lök')).toBeTruthy();
    expect(screen.getByText(/for Södermalm/)).toBeTruthy();
    expect(callsTo(fetchMock, 'PredefinedMessages')).toEqual([{ venueId: 'v1' }]);
    fireEvent.click(screen.getByRole('button', { name: 'New message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New predefined message' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Message/ }), {
      target: { value: 'Glutenfri' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'CreatePredefinedMessage')).toEqual([
        { venueId: 'v1', message: 'Glutenfri' },
      ]),
    );
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('deletes a message after one confirmation', async () => {
    serve();
    await renderPim(<PredefinedMessagesPage />, '/settings/predefined-messages?id=p1');
    const dialog = await screen.findByRole('dialog', { name: 'Edit predefined message' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Utan lök”?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DeletePredefinedMessage')).toEqual([{ id: 'p1' }]));
  });

  it("says 'Metadata not available' without a venue in the session", async () => {
    const session = sessionData();
    session.data.userMetadata.venues = [];
    serve(session);
    await renderPim(<PredefinedMessagesPage />, '/settings/predefined-messages');
    expect(await screen.findByText('Metadata not available')).toBeTruthy();
    expect(callsTo(fetchMock, 'PredefinedMessages')).toHaveLength(0);
  });
});
