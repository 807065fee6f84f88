import { Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCompanyCurrency } from '../../lib/company.tsx';
import { loadErrorOf } from '../../lib/request.ts';
import { useEntityParam } from '../../ui/entity-drawer.tsx';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { CompetitionBoard } from './competition-board.tsx';
import { CompetitionDrawer } from './competition-drawer.tsx';
import { CompetitionStatusBadge } from './competition-status.tsx';
import { type CompetitionRow, competitionsQuery } from './use-competitions.ts';

// The browser's calendar day: where a new competition's period starts by default.
const localToday = () => new Date().toLocaleDateString('sv-SE');

const STATUS_ORDER = { RUNNING: 0, UPCOMING: 1, FINISHED: 2 } as const;

/**
 * /staff/competitions: the competitions (name, period, status, venues, leader), a competition's
 * leaderboard (?board=<id>) and the create/edit drawer (?id=new, ?id=<id>).
 */
export function CompetitionsPage() {
  const { t } = useTranslation('competitions');
  const formats = useFormats();
  const currency = useCompanyCurrency();
  const entity = useEntityParam();
  const search = useSearch({ strict: false }) as { board?: string };
  const navigate = useNavigate();
  const showBoard = (board: string | undefined) =>
    void navigate({
      to: '.',
      search: ((previous: Record<string, unknown>) => ({ ...previous, board, id: undefined })) as never,
    });
  const competitions = useQuery(competitionsQuery);
  const error = loadErrorOf(competitions.error);
  const period = (c: CompetitionRow) =>
    t('period', { from: formats.day(c.startsOn), to: formats.day(c.endsOn) });
  const leader = (c: CompetitionRow) =>
    c.leader
      ? `${c.leader.name} · ${
          c.metric === 'AMOUNT'
            ? formats.money(c.leader.value, currency)
            : t('board.units', { count: c.leader.value, formatted: formats.number(c.leader.value) })
        }`
      : t('noLeader');
  const columns: ListColumn<CompetitionRow>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      sortValue: (c) => c.name,
      render: (c) => (
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {c.name}
        </Text>
      ),
    },
    { key: 'period', header: t('columns.period'), sortValue: (c) => c.startsOn, render: period },
    {
      key: 'status',
      header: t('columns.status'),
      sortValue: (c) => STATUS_ORDER[c.status],
      render: (c) => <CompetitionStatusBadge status={c.status} />,
    },
    {
      key: 'venues',
      header: t('columns.venues'),
      render: (c) => c.venues.map((v) => v.name).join(', '),
    },
    { key: 'leader', header: t('columns.leader'), render: leader },
  ];
  const drawer = (
    <CompetitionDrawer
      key={entity.id ?? 'closed'}
      entity={entity}
      competitions={competitions.data}
      load={{ error, retry: () => void competitions.refetch() }}
      today={localToday()}
      onDeleted={() => showBoard(undefined)}
    />
  );
  if (search.board) {
    return (
      <>
        <CompetitionBoard
          id={search.board}
          onBack={() => showBoard(undefined)}
          onEdit={() => entity.open(search.board as string)}
        />
        {drawer}
      </>
    );
  }
  return (
    <ListPage<CompetitionRow>
      title={t('pages.competitions', { ns: 'backoffice' })}
      description={t('description')}
      rows={competitions.data}
      rowKey={(c) => c.id}
      columns={columns}
      loading={competitions.isPending}
      error={error}
      onRetry={() => void competitions.refetch()}
      searchText={(c) => `${c.name} ${c.venues.map((v) => v.name).join(' ')} ${c.leader?.name ?? ''}`}
      initialSort={{ key: 'status', direction: 'asc' }}
      primaryAction={{ label: t('new'), onClick: entity.openNew }}
      onRowClick={(c) => showBoard(c.id)}
      empty={{ title: t('empty.title'), text: t('empty.text'), icon: <IconTrophy size={26} /> }}
    >
      {drawer}
    </ListPage>
  );
}
