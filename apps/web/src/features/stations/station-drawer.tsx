import { stationSchema } from '@fika/domain';
import { Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoadErrorState } from '../../lib/request.ts';
import { EntityDrawer, type EntityParam } from '../../ui/entity-drawer.tsx';
import { useEntityForm } from '../../ui/use-entity-form.ts';
import { useListDrawer } from '../../ui/use-list-drawer.ts';
import { ItemPicker, PIM_FORM, useDeletePimRow, useRefreshPim } from '../modifications/index.ts';
import { useSession } from '../session/index.ts';
import { createStation, type Station, updateStation } from './use-stations.ts';

/** Props of {@link StationDrawer}. */
export interface StationDrawerProps {
  entity: EntityParam;
  /** The loaded stations; undefined while they load. */
  stations: readonly Station[] | undefined;
  load: { error: LoadErrorState | null; retry: () => void };
}

/** The create/edit drawer of a station (?id=, ?id=new); Delete asks what depends on it. */
export function StationDrawer({ entity, stations, load }: StationDrawerProps) {
  const { t } = useTranslation('pim');
  const { venues } = useSession();
  const deleteRow = useDeletePimRow();
  const { row: station, ready, drawer } = useListDrawer(entity, stations, load, (s) => deleteRow(s, s.name));
  const form = useEntityForm({
    messages: PIM_FORM,
    ready,
    record: station,
    initialValues: (s) => ({
      name: s?.name ?? '',
      venueId: s?.venueId ?? null,
      itemIds: s?.items.map((i) => i.id) ?? [],
    }),
    schema: stationSchema,
    create: createStation,
    update: (s, input) => updateStation(s.id, input),
    onSaved: useRefreshPim(),
    savedMessage: ({ name }, created) => t(created ? 'stations.created' : 'stations.saved', { name }),
  });

  return (
    <EntityDrawer {...drawer} {...form.drawer} title={form.isNew ? t('stations.new') : (station?.name ?? '')}>
      {form.values && (
        <Stack gap="md">
          <TextInput label={t('stations.fields.name')} required data-autofocus {...form.field('name')} />
          <Select
            label={t('stations.fields.venue')}
            description={t('stations.fields.venueHint')}
            placeholder={t('stations.everyVenue')}
            data={venues.map((v) => ({ value: v.id, label: v.name }))}
            clearable
            {...form.field('venueId')}
          />
          <ItemPicker
            label={t('stations.fields.items')}
            placeholder={t('stations.fields.itemsPlaceholder')}
            nothingFound={t('groups.fields.noItems')}
            {...form.field('itemIds')}
          />
        </Stack>
      )}
    </EntityDrawer>
  );
}
