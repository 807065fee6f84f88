import { upsellSchema } from '@fika/domain';
import { NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ResultOf } from '../../lib/graphql.ts';
import { gqlQuery, type LoadErrorState, loadErrorOf, request } from '../../lib/request.ts';
import { EntityDrawer, type EntityParam, useEntityParam } from '../../ui/entity-drawer.tsx';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { useEntityForm } from '../../ui/use-entity-form.ts';
import { useListDrawer } from '../../ui/use-list-drawer.ts';
import {
  ItemPicker,
  PIM_FORM,
  PIM_QUERY_KEYS,
  useDeletePimRow,
  useRefreshPim,
} from '../modifications/index.ts';
import { CREATE_UPSELL_MUTATION, UPDATE_UPSELL_MUTATION, UPSELLS_QUERY } from './upsells.graphql.ts';

type Upsell = ResultOf<typeof UPSELLS_QUERY>['upsells'][number];

const upsellsQuery = queryOptions({
  queryKey: PIM_QUERY_KEYS.upsells,
  queryFn: async ({ signal }) => (await gqlQuery(UPSELLS_QUERY, {}, { signal })).upsells,
});

/** /pim/upsells: suggestions the POS makes with a product, in display order, and their drawer (?id=). */
export function UpsellsPage() {
  const { t } = useTranslation('pim');
  const entity = useEntityParam();
  const upsells = useQuery(upsellsQuery);
  const error = loadErrorOf(upsells.error);
  const columns: ListColumn<Upsell>[] = [
    {
      key: 'name',
      header: t('upsells.columns.name'),
      sortValue: (u) => u.name,
      render: (u) => <Text fw={600}>{u.name}</Text>,
    },
    {
      key: 'displayOrder',
      header: t('upsells.columns.displayOrder'),
      sortValue: (u) => u.displayOrder,
      align: 'right',
      render: (u) => u.displayOrder,
    },
    {
      key: 'items',
      header: t('upsells.columns.items'),
      sortValue: (u) => u.items.length,
      render: (u) => (
        <Text size="sm" lineClamp={2}>
          {u.items.map((i) => i.title).join(', ')}
        </Text>
      ),
    },
  ];
  return (
    <ListPage<Upsell>
      title={t('pages.upsells', { ns: 'backoffice' })}
      description={t('upsells.description')}
      rows={upsells.data}
      rowKey={(u) => u.id}
      columns={columns}
      loading={upsells.isPending}
      error={error}
      onRetry={() => void upsells.refetch()}
      searchText={(u) => `${u.name} ${u.items.map((i) => i.title).join(' ')}`}
      initialSort={{ key: 'displayOrder', direction: 'asc' }}
      primaryAction={{ label: t('upsells.new'), onClick: entity.openNew }}
      onRowClick={(u) => entity.open(u.id)}
      empty={{ title: t('upsells.empty.title'), text: t('upsells.empty.text'), icon: <IconBulb size={26} /> }}
    >
      <UpsellDrawer
        key={entity.id ?? 'closed'}
        entity={entity}
        upsells={upsells.data}
        load={{ error, retry: () => void upsells.refetch() }}
      />
    </ListPage>
  );
}

// The form shows the server's field errors itself: not worth a log line.
const EXPECTED = { expectedCodes: ['BAD_USER_INPUT'] } as const;

function UpsellDrawer({
  entity,
  upsells,
  load,
}: {
  entity: EntityParam;
  upsells: readonly Upsell[] | undefined;
  load: { error: LoadErrorState | null; retry: () => void };
}) {
  const { t } = useTranslation('pim');
  const deleteRow = useDeletePimRow();
  const { row: upsell, ready, drawer } = useListDrawer(entity, upsells, load, (u) => deleteRow(u, u.name));
  const next = Math.max(0, ...(upsells ?? []).map((u) => u.displayOrder + 1));
  const form = useEntityForm({
    messages: PIM_FORM,
    ready,
    record: upsell,
    initialValues: (u) => ({
      name: u?.name ?? '',
      displayOrder: (u?.displayOrder ?? next) as number | string,
      itemIds: u?.items.map((i) => i.id) ?? [],
    }),
    schema: upsellSchema,
    // An emptied order box means the first place.
    toInput: (v) => ({ ...v, displayOrder: v.displayOrder === '' ? 0 : Number(v.displayOrder) }),
    create: (input) => request(CREATE_UPSELL_MUTATION, { input }, EXPECTED),
    update: (u, input) => request(UPDATE_UPSELL_MUTATION, { id: u.id, input }, EXPECTED),
    onSaved: useRefreshPim(),
    savedMessage: ({ name }, created) => t(created ? 'upsells.created' : 'upsells.saved', { name }),
  });

  return (
    <EntityDrawer {...drawer} {...form.drawer} title={form.isNew ? t('upsells.new') : (upsell?.name ?? '')}>
      {form.values && (
        <Stack gap="md">
          <TextInput
            label={t('upsells.fields.name')}
            description={t('upsells.fields.nameHint')}
            required
            data-autofocus
            {...form.field('name')}
          />
          <NumberInput
            label={t('upsells.fields.displayOrder')}
            description={t('upsells.fields.displayOrderHint')}
            min={0}
            max={9999}
            allowDecimal={false}
            allowNegative={false}
            {...form.field('displayOrder')}
          />
          <ItemPicker
            label={t('upsells.fields.items')}
            description={t('upsells.fields.itemsHint')}
            placeholder={t('upsells.fields.itemsPlaceholder')}
            nothingFound={t('groups.fields.noItems')}
            {...form.field('itemIds')}
          />
        </Stack>
      )}
    </EntityDrawer>
  );
}
