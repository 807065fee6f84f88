import { stationSchema } from '@fika/domain';
import { Select, Stack, Text, TextInput } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ResultOf } from '../../lib/graphql.ts';
import { request } from '../../lib/request.ts';
import { EntityDrawer, type EntityParam, useEntityParam } from '../../ui/entity-drawer.tsx';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import {
  dataOrThrow,
  ItemPicker,
  loadErrorOf,
  PIM_FORM,
  PIM_QUERY_KEYS,
  useEntityDraft,
  useListDrawer,
  useRefreshPim,
} from '../modifications/index.ts';
import { useSession } from '../session/index.ts';
import { CREATE_STATION_MUTATION, STATIONS_QUERY, UPDATE_STATION_MUTATION } from './stations.graphql.ts';

type Station = ResultOf<typeof STATIONS_QUERY>['stations'][number];

const stationsQuery = queryOptions({
  queryKey: PIM_QUERY_KEYS.stations,
  queryFn: async ({ signal }) => dataOrThrow(await request(STATIONS_QUERY, {}, { signal })).stations,
});

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

interface Draft {
  name: string;
  venueId: string | null;
  itemIds: string[];
}

function StationDrawer({
  entity,
  stations,
  load,
}: {
  entity: EntityParam;
  stations: readonly Station[] | undefined;
  load: { error: { codes: string[] } | null; retry: () => void };
}) {
  const { t } = useTranslation('pim');
  const { venues } = useSession();
  const form = useFormSubmit(PIM_FORM);
  const refresh = useRefreshPim();
  const { isNew } = entity;
  const { row: station, ready, drawer } = useListDrawer(entity, stations, load, (r) => r.name);
  const { draft, change, dirty } = useEntityDraft<Draft>(ready, () => ({
    name: station?.name ?? '',
    venueId: station?.venueId ?? null,
    itemIds: station?.items.map((i) => i.id) ?? [],
  }));
  const edit = (patch: Partial<Draft>, field: keyof Draft) => {
    form.clearError(field);
    change(patch);
  };

  const save = async () => {
    if (!draft) return false;
    const name = draft.name.trim();
    return form.submit<typeof stationSchema, unknown>({
      schema: stationSchema,
      input: draft,
      send: (input) =>
        station
          ? request(UPDATE_STATION_MUTATION, { id: station.id, input }, { expectedCodes: ['BAD_USER_INPUT'] })
          : request(CREATE_STATION_MUTATION, { input }, { expectedCodes: ['BAD_USER_INPUT'] }),
      onSuccess: refresh,
      saved: station ? t('stations.saved', { name }) : t('stations.created', { name }),
    });
  };

  return (
    <EntityDrawer
      {...drawer}
      title={isNew ? t('stations.new') : (station?.name ?? '')}
      dirty={dirty}
      onSave={save}
    >
      {draft && (
        <Stack gap="md">
          <TextInput
            label={t('stations.fields.name')}
            required
            data-autofocus
            value={draft.name}
            error={form.errorOf('name')}
            onChange={(event) => edit({ name: event.currentTarget.value }, 'name')}
          />
          <Select
            label={t('stations.fields.venue')}
            description={t('stations.fields.venueHint')}
            placeholder={t('stations.everyVenue')}
            data={venues.map((v) => ({ value: v.id, label: v.name }))}
            value={draft.venueId}
            error={form.errorOf('venueId')}
            onChange={(venueId) => edit({ venueId }, 'venueId')}
            clearable
          />
          <ItemPicker
            label={t('stations.fields.items')}
            placeholder={t('stations.fields.itemsPlaceholder')}
            nothingFound={t('groups.fields.noItems')}
            value={draft.itemIds}
            error={form.errorOf('itemIds')}
            onChange={(itemIds) => edit({ itemIds }, 'itemIds')}
          />
        </Stack>
      )}
    </EntityDrawer>
  );
}
