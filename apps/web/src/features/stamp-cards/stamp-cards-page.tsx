import { Badge, Text } from '@mantine/core';
import { IconRosette } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadErrorOf } from '../../lib/request.ts';
import { useEntityParam } from '../../ui/entity-drawer.tsx';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { type StampCard, stampCardsQuery } from '../promo-codes/index.ts';
import { StampCardDrawer } from './stamp-card-drawer.tsx';

/** /online-ordering/members/stamp-cards: buy N, get the reward; the drawer (?id=, ?id=new). */
export function StampCardsPage() {
  const { t } = useTranslation('loyalty');
  const formats = useFormats();
  const entity = useEntityParam();
  const cards = useQuery(stampCardsQuery);
  const error = loadErrorOf(cards.error);
  const columns: ListColumn<StampCard>[] = [
    {
      key: 'name',
      header: t('card.columns.name'),
      sortValue: (c) => c.name,
      render: (c) => <Text fw={600}>{c.name}</Text>,
    },
    {
      key: 'stamps',
      header: t('card.columns.stamps'),
      align: 'right',
      sortValue: (c) => c.stampsRequired,
      render: (c) => formats.number(c.stampsRequired),
    },
    {
      key: 'reward',
      header: t('card.columns.reward'),
      sortValue: (c) => c.rewardKind,
      render: (c) => t(`card.reward.${c.rewardKind}`),
    },
    {
      key: 'members',
      header: t('card.columns.members'),
      align: 'right',
      sortValue: (c) => c.memberCount,
      render: (c) => formats.number(c.memberCount),
    },
    {
      key: 'active',
      header: t('card.columns.status'),
      sortValue: (c) => (c.active ? 1 : 0),
      render: (c) => (
        <Badge color={c.active ? 'green' : 'gray'} variant="light">
          {t(c.active ? 'card.active' : 'card.inactive')}
        </Badge>
      ),
    },
  ];
  return (
    <ListPage<StampCard>
      title={t('pages.stampCards', { ns: 'backoffice' })}
      description={t('card.description')}
      rows={cards.data}
      rowKey={(c) => c.id}
      columns={columns}
      loading={cards.isPending}
      error={error}
      onRetry={() => void cards.refetch()}
      searchText={(c) => c.name}
      initialSort={{ key: 'name', direction: 'asc' }}
      primaryAction={{ label: t('card.new'), onClick: entity.openNew }}
      onRowClick={(c) => entity.open(c.id)}
      rowLabel={(c) => c.name}
      empty={{ title: t('card.empty.title'), text: t('card.empty.text'), icon: <IconRosette size={26} /> }}
    >
      <StampCardDrawer
        key={entity.id ?? 'closed'}
        entity={entity}
        cards={cards.data}
        load={{ error, retry: () => void cards.refetch() }}
      />
    </ListPage>
  );
}
