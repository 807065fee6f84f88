import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { badUserInput, callsTo, mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { renderRoute } from '../../test/render-app.tsx';
import { OpeningHoursPage } from './opening-hours-page.tsx';

let fetchMock: Mock<typeof fetch>;

const HOURS = {
  venueId: 'v1',
  weekly: [
    { weekday: 'MONDAY', startMinute: 420, endMinute: 1140 },
    { weekday: 'FRIDAY', startMinute: 1080, endMinute: 1500 },
  ],
  exceptions: [{ id: 'x1', date: '2026-12-25', closed: true, intervals: [], note: 'Christmas Day' }],
};

function serve(
  setOpeningHours: (v: Record<string, unknown>) => unknown = () => ({
    data: { setOpeningHours: { venueId: 'v1' } },
  }),
) {
  fetchMock = mockGraphQL({
    backOfficeSession: () => sessionData(),
    openingHours: () => ({ data: { openingHours: HOURS } }),
    setOpeningHours,
    saveOpeningException: (v) => ({
      data: { saveOpeningException: { id: 'x2', ...(v.input as object), intervals: [], note: null } },
    }),
  });
}

const render = () =>
  renderRoute(<OpeningHoursPage />, '/online-ordering/opening-hours', {
    namespaces: ['backoffice', 'online-ordering'],
  });

describe('OpeningHoursPage', () => {
  afterEach(cleanup);

  it('shows the week with an interval past midnight and the holidays', async () => {
    serve();
    await render();
    const friday = await screen.findByRole('group', { name: 'Friday, interval 1' });
    expect(within(friday).getByText('next day')).toBeTruthy();
    expect(screen.getAllByText('Closed').length).toBeGreaterThanOrEqual(4);
    const row = screen.getByText('Christmas Day', { selector: 'td' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Closed all day')).toBeTruthy();
  });

  it('copies Monday to the weekdays and saves the whole week', async () => {
    serve();
    await render();
    await screen.findByRole('group', { name: 'Monday, interval 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Copy Monday to Tuesday–Friday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save weekly hours' }));
    await waitFor(() => expect(callsTo(fetchMock, 'SetOpeningHours')).toHaveLength(1));
    const sent = callsTo(fetchMock, 'SetOpeningHours')[0]?.intervals as { weekday: string }[];
    expect(sent.map((i) => i.weekday)).toEqual(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY']);
    expect(sent[4]).toEqual({ weekday: 'FRIDAY', startMinute: 420, endMinute: 1140 });
  }, 30_000); // Ten more time selects to render on a slow machine.

  it('shows the server’s field error under the interval it names', async () => {
    serve(() => badUserInput([{ field: 'intervals.0.endMinute', message: 'validation.tooLongInterval' }]));
    await render();
    await screen.findByRole('group', { name: 'Monday, interval 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Save weekly hours' }));
    expect(await screen.findByText('An interval can last at most 24 hours')).toBeTruthy();
  });

  it('adds a closed holiday with a note', async () => {
    serve();
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a date' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Date/), { target: { value: '2026-12-31' } });
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'New Year’s Eve' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, 'SaveOpeningException')).toHaveLength(1));
    expect(callsTo(fetchMock, 'SaveOpeningException')[0]).toEqual({
      venueId: 'v1',
      id: null,
      input: { date: '2026-12-31', closed: true, intervals: [], note: 'New Year’s Eve' },
    });
  });
});
