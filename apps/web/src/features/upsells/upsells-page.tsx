import { upsellSchema } from '@fika/domain';
import { NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
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
import { CREATE_UPSELL_MUTATION, UPDATE_UPSELL_MUTATION, UPSELLS_QUERY } from './upsells.graphql.ts';

type Upsell = ResultOf<typeof UPSELLS_QUERY>['upsells'][number];

const upsellsQuery = queryOptions({
  queryKey: PIM_QUERY_KEYS.upsells,
  queryFn: async ({ signal }) => dataOrThrow(await request(UPSELLS_QUERY, {}, { signal })).upsells,
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

interface Draft {
  name: string;
  displayOrder: number | string;
  itemIds: string[];
}

function UpsellDrawer({
  entity,
  upsells,
  load,
}: {
  entity: EntityParam;
  upsells: readonly Upsell[] | undefined;
  load: { error: { codes: string[] } | null; retry: () => void };
}) {
  const { t } = useTranslation('pim');
  const form = useFormSubmit(PIM_FORM);
  const refresh = useRefreshPim();
  const { isNew } = entity;
  const { row: upsell, ready, drawer } = useListDrawer(entity, upsells, load, (r) => r.name);
  const next = Math.max(0, ...(upsells ?? []).map((u) => u.displayOrder + 1));
  const { draft, change, dirty } = useEntityDraft<Draft>(ready, () => ({
    name: upsell?.name ?? '',
    displayOrder: upsell?.displayOrder ?? next,
    itemIds: upsell?.items.map((i) => i.id) ?? [],
  }));
  const edit = (patch: Partial<Draft>, field: keyof Draft) => {
    form.clearError(field);
    change(patch);
  };

  const save = async () => {
    if (!draft) return false;
    const name = draft.name.trim();
    return form.submit<typeof upsellSchema, unknown>({
      schema: upsellSchema,
      input: { ...draft, displayOrder: draft.displayOrder === '' ? 0 : Number(draft.displayOrder) },
      send: (input) =>
        upsell
          ? request(UPDATE_UPSELL_MUTATION, { id: upsell.id, input }, { expectedCodes: ['BAD_USER_INPUT'] })
          : request(CREATE_UPSELL_MUTATION, { input }, { expectedCodes: ['BAD_USER_INPUT'] }),
      onSuccess: refresh,
      saved: upsell ? t('upsells.saved', { name }) : t('upsells.created', { name }),
    });
  };

  return (
    <EntityDrawer
      {...drawer}
      title={isNew ? t('upsells.new') : (upsell?.name ?? '')}
      dirty={dirty}
      onSave={save}
    >
      {draft && (
        <Stack gap="md">
          <TextInput
            label={t('upsells.fields.name')}
            description={t('upsells.fields.nameHint')}
            required
            data-autofocus
            value={draft.name}
            error={form.errorOf('name')}
            onChange={(event) => edit({ name: event.currentTarget.value }, 'name')}
          />
          <NumberInput
            label={t('upsells.fields.displayOrder')}
            description={t('upsells.fields.displayOrderHint')}
            min={0}
            max={9999}
            allowDecimal={false}
            allowNegative={false}
            value={draft.displayOrder}
            error={form.errorOf('displayOrder')}
            onChange={(displayOrder) => edit({ displayOrder }, 'displayOrder')}
          />
          <ItemPicker
            label={t('upsells.fields.items')}
            description={t('upsells.fields.itemsHint')}
            placeholder={t('upsells.fields.itemsPlaceholder')}
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
