import { Text } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadErrorOf } from '../../lib/request.ts';
import { useEntityParam } from '../../ui/entity-drawer.tsx';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { useSession } from '../session/index.ts';
import { StationDrawer } from './station-drawer.tsx';
import { type Station, stationsQuery } from './use-stations.ts';

function useVenueName(): (venueId: string | null) => string {
  const { t } = useTranslation('pim');
  const { venues } = useSession();
  return (venueId) =>
    venueId === null ? t('stations.everyVenue') : (venues.find((v) => v.id === venueId)?.name ?? venueId);
}

/** /pim/stations: where order lines go (kitchen, bar), and the station drawer (?id=, ?id=new). */
export function StationsPage() {
  const { t } = useTranslation('pim');
  const entity = useEntityParam();
  const stations = useQuery(stationsQuery);
  const venueName = useVenueName();
  const error = loadErrorOf(stations.error);
  const columns: ListColumn<Station>[] = [
    {
      key: 'name',
      header: t('stations.columns.name'),
      sortValue: (s) => s.name,
      render: (s) => <Text fw={600}>{s.name}</Text>,
    },
    {
      key: 'venue',
      header: t('stations.columns.venue'),
      sortValue: (s) => venueName(s.venueId),
      render: (s) => venueName(s.venueId),
    },
    {
      key: 'items',
      header: t('stations.columns.items'),
      sortValue: (s) => s.items.length,
      align: 'right',
      render: (s) => t('groups.itemCount', { count: s.items.length }),
    },
  ];
  return (
    <ListPage<Station>
      title={t('pages.stations', { ns: 'backoffice' })}
      description={t('stations.description')}
      rows={stations.data}
      rowKey={(s) => s.id}
      columns={columns}
      loading={stations.isPending}
      error={error}
      onRetry={() => void stations.refetch()}
      searchText={(s) => `${s.name} ${venueName(s.venueId)}`}
      initialSort={{ key: 'name', direction: 'asc' }}
      primaryAction={{ label: t('stations.new'), onClick: entity.openNew }}
      onRowClick={(s) => entity.open(s.id)}
      empty={{
        title: t('stations.empty.title'),
        text: t('stations.empty.text'),
        icon: <IconToolsKitchen2 size={26} />,
      }}
    >
      <StationDrawer
        key={entity.id ?? 'closed'}
        entity={entity}
        stations={stations.data}
        load={{ error, retry: () => void stations.refetch() }}
      />
    </ListPage>
  );
}
