import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { callsTo, mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { renderRoute } from '../../test/render-app.tsx';
import { CompetitionsPage } from './competitions-page.tsx';
import { competitionsSearch } from './competitions-search.ts';

let fetchMock: Mock<typeof fetch>;

const RUNNING = {
  id: 'c1',
  name: 'Bun week',
  metric: 'AMOUNT',
  startsOn: '2026-11-20',
  endsOn: '2026-11-30',
  goal: 100_000,
  prize: 'Cinema tickets',
  status: 'RUNNING',
  venues: [{ id: 'v1', name: 'Södermalm' }],
  staff: [],
  items: [{ id: 'i1', name: 'Kanelbulle' }],
  categories: [],
  leader: { name: 'Anna Lindqvist', value: 45_000 },
};

function serve(board: () => unknown = () => ({ data: { competition: null } })) {
  fetchMock = mockGraphQL({
    backOfficeSession: () => sessionData(),
    competitions: () => ({
      data: {
        competitions: [
          RUNNING,
          { ...RUNNING, id: 'c2', name: 'Coffee days', metric: 'QUANTITY', status: 'UPCOMING', leader: null },
        ],
      },
    }),
    competitionBoard: board,
    competitionChoices: () => ({
      data: {
        staffs: [{ id: 's1', name: 'Anna Lindqvist' }],
        competitionChoices: { items: [{ id: 'i1', name: 'Kanelbulle' }], categories: [] },
      },
    }),
    createCompetition: () => ({ data: { createCompetition: { id: 'c3' } } }),
  });
}

const render = (url: string) =>
  renderRoute(null, url, {
    namespaces: ['backoffice', 'competitions'],
    routes: [
      { path: '/staff/competitions', component: CompetitionsPage, validateSearch: competitionsSearch },
    ],
  });

describe('CompetitionsPage', () => {
  afterEach(cleanup);

  it('lists competitions with period, status and leader in the company currency', async () => {
    serve();
    await render('/staff/competitions');
    const bun = (await screen.findByText('Bun week')).closest('tr') as HTMLElement;
    expect(within(bun).getByText('Running')).toBeTruthy();
    expect(within(bun).getByText(/Anna Lindqvist · SEK\s?450\.00/)).toBeTruthy();
    const coffee = screen.getByText('Coffee days').closest('tr') as HTMLElement;
    expect(within(coffee).getByText('Upcoming')).toBeTruthy();
    expect(within(coffee).getByText('No sales yet')).toBeTruthy();
  });

  it('shows a leaderboard with rank, value and progress to the goal', async () => {
    serve(() => ({
      data: {
        competition: {
          ...RUNNING,
          frozenAt: null,
          leaderboard: [
            {
              rank: 1,
              staffId: 's1',
              name: 'Anna Lindqvist',
              quantity: 15,
              amount: 45_000,
              value: 45_000,
              progress: 0.45,
            },
            {
              rank: 2,
              staffId: 's2',
              name: 'Erik Johansson',
              quantity: 5,
              amount: 15_000,
              value: 15_000,
              progress: 0.15,
            },
          ],
        },
      },
    }));
    await render('/staff/competitions?board=c1');
    const table = await screen.findByRole('table', { name: 'Leaderboard' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Anna Lindqvist')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(/SEK\s?450\.00/)).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('2')).toBeTruthy();
    expect(screen.getByText('Prize: Cinema tickets')).toBeTruthy();
    expect(screen.getByText('Updates live')).toBeTruthy();
  });

  it('says so when the competition does not exist', async () => {
    serve();
    await render('/staff/competitions?board=gone');
    expect(await screen.findByText('This competition does not exist or has been deleted.')).toBeTruthy();
  });

  it('creates a competition from ?id=new and refuses a missing target before sending', async () => {
    serve();
    await render('/staff/competitions?id=new');
    const dialog = await screen.findByRole('dialog', { name: 'New competition' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Bun sprint' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Choose at least one product or category.')).toBeTruthy();
    expect(callsTo(fetchMock, 'CreateCompetition')).toHaveLength(0);
  });
});
