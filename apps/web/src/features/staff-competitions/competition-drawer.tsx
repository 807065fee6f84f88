import { type CompetitionMetric, competitionSchema } from '@fika/domain';
import {
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoadErrorState } from '../../lib/request.ts';
import { EntityDrawer, type EntityParam } from '../../ui/entity-drawer.tsx';
import { MoneyInput } from '../../ui/money-input.tsx';
import { useDeleteProtocol } from '../../ui/use-delete-protocol.tsx';
import { useEntityForm } from '../../ui/use-entity-form.ts';
import { useListDrawer } from '../../ui/use-list-drawer.ts';
import { useSession } from '../session/index.ts';
import { COMPETITIONS_FORM } from './competitions-form.ts';
import {
  type CompetitionRow,
  competitionChoicesQuery,
  createCompetition,
  deleteCompetition,
  updateCompetition,
  useRefreshCompetitions,
} from './use-competitions.ts';

/** Props of {@link CompetitionDrawer}. */
export interface CompetitionDrawerProps {
  entity: EntityParam;
  competitions: readonly CompetitionRow[] | undefined;
  load: { error: LoadErrorState | null; retry: () => void };
  /** Today (YYYY-MM-DD): where a new competition's period starts. */
  today: string;
  /** After a delete, e.g. leave the deleted competition's board. */
  onDeleted?: () => void;
}

function weekFrom(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 6);
  return d.toISOString().slice(0, 10);
}

const ids = (list: readonly { id: string }[] | undefined) => list?.map((x) => x.id) ?? [];
const options = (list: readonly { id: string; name: string }[] | undefined) =>
  list?.map((x) => ({ value: x.id, label: x.name })) ?? [];

/** The create/edit drawer of a competition (?id=, ?id=new); Delete asks first. */
export function CompetitionDrawer({ entity, competitions, load, today, onDeleted }: CompetitionDrawerProps) {
  const { t } = useTranslation('competitions');
  const { venues } = useSession();
  const choices = useQuery({ ...competitionChoicesQuery, enabled: entity.id !== undefined });
  const refresh = useRefreshCompetitions();
  const remove = useDeleteProtocol();
  const { row, ready, drawer } = useListDrawer(entity, competitions, load, (c) =>
    remove({
      send: () => deleteCompetition(c.id),
      texts: {
        title: t('delete.title', { name: c.name }),
        message: t('delete.text'),
        done: t('delete.done', { name: c.name }),
      },
      onDeleted: async () => {
        await refresh();
        onDeleted?.();
      },
    }),
  );
  const form = useEntityForm({
    messages: COMPETITIONS_FORM,
    ready,
    record: row,
    initialValues: (c) => ({
      name: c?.name ?? '',
      startsOn: c?.startsOn ?? today,
      endsOn: c?.endsOn ?? weekFrom(today),
      metric: (c?.metric ?? 'QUANTITY') as CompetitionMetric,
      goal: c?.goal ?? null,
      prize: c?.prize ?? '',
      // A new competition starts with the only venue when there is one.
      venueIds: c ? ids(c.venues) : venues.length === 1 ? ids(venues) : [],
      staffIds: ids(c?.staff),
      itemIds: ids(c?.items),
      categoryIds: ids(c?.categories),
    }),
    schema: competitionSchema,
    create: createCompetition,
    update: (c, input) => updateCompetition(c.id, input),
    onSaved: refresh,
    savedMessage: ({ name }, created) => t(created ? 'created' : 'saved', { name }),
  });
  const values = form.values;
  const picker = {
    searchable: true,
    clearable: true,
    nothingFoundMessage: t('fields.nothingFound'),
    limit: 100,
  };

  return (
    <EntityDrawer {...drawer} {...form.drawer} title={form.isNew ? t('new') : (row?.name ?? '')}>
      {values && (
        <Stack gap="md">
          <TextInput
            label={t('fields.name')}
            placeholder={t('fields.namePlaceholder')}
            required
            data-autofocus
            {...form.field('name')}
          />
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              type="date"
              label={t('fields.startsOn')}
              required
              miw={140}
              {...form.field('startsOn')}
            />
            <TextInput type="date" label={t('fields.endsOn')} required miw={140} {...form.field('endsOn')} />
          </Group>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="competition-metric">
              {t('fields.metric')}
            </Text>
            <SegmentedControl
              aria-labelledby="competition-metric"
              fullWidth
              data={(['QUANTITY', 'AMOUNT'] as const).map((m) => ({ value: m, label: t(`metric.${m}`) }))}
              value={values.metric}
              // The goal's unit changes with the metric: a unit count is not an amount.
              onChange={(metric) => form.setValues({ metric: metric as CompetitionMetric, goal: null })}
            />
          </Stack>
          {values.metric === 'AMOUNT' ? (
            <MoneyInput label={t('fields.goal')} description={t('fields.goalHint')} {...form.field('goal')} />
          ) : (
            <NumberInput
              label={t('fields.goalUnits')}
              description={t('fields.goalHint')}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              value={values.goal ?? ''}
              error={form.field('goal').error}
              onChange={(v) => form.setValues({ goal: typeof v === 'number' ? v : null })}
            />
          )}
          <Textarea
            label={t('fields.prize')}
            placeholder={t('fields.prizePlaceholder')}
            rows={2}
            {...form.field('prize')}
          />
          <MultiSelect
            label={t('fields.venues')}
            required
            data={options(venues)}
            {...picker}
            {...form.field('venueIds')}
          />
          <MultiSelect
            label={t('fields.staff')}
            description={t('fields.staffHint')}
            placeholder={values.staffIds.length === 0 ? t('fields.staffPlaceholder') : undefined}
            data={options(choices.data?.staffs)}
            {...picker}
            {...form.field('staffIds')}
          />
          <MultiSelect
            label={t('fields.items')}
            description={t('fields.targetsHint')}
            data={options(choices.data?.competitionChoices.items)}
            {...picker}
            {...form.field('itemIds')}
          />
          <MultiSelect
            label={t('fields.categories')}
            data={options(choices.data?.competitionChoices.categories)}
            {...picker}
            {...form.field('categoryIds')}
          />
        </Stack>
      )}
    </EntityDrawer>
  );
}
