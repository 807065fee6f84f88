import {
  BEEPER_MESSAGE_KEYS,
  BEEPER_MODES,
  BEEPER_NUMBER,
  type BeeperMode,
  beeperSettingsSchema,
  rangeSize,
  VALIDATION_MESSAGE_KEYS,
} from '@fika/domain';
import {
  Anchor,
  Badge,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ParseKeys } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultOf } from '../../lib/graphql.ts';
import { gqlQuery, type LoadErrorState, loadErrorOf, request } from '../../lib/request.ts';
import { useConfirm } from '../../ui/confirm.tsx';
import { EntityDrawer, type EntityParam, useEntityParam } from '../../ui/entity-drawer.tsx';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { useEntityForm } from '../../ui/use-entity-form.ts';
import type { FormMessages } from '../../ui/use-form-submit.ts';
import { useFormats } from '../../ui/use-formats.ts';
import { useListDrawer } from '../../ui/use-list-drawer.ts';
import {
  BEEPER_OVERVIEW_QUERY,
  RELEASE_BEEPER_MUTATION,
  UPDATE_BEEPER_SETTINGS_MUTATION,
} from './beepers.graphql.ts';

type VenueBeepers = ResultOf<typeof BEEPER_OVERVIEW_QUERY>['beeperOverview'][number] & { id: string };

const KEY = ['beepers'] as const;

const overviewQuery = queryOptions({
  queryKey: KEY,
  queryFn: async ({ signal }) =>
    (await gqlQuery(BEEPER_OVERVIEW_QUERY, {}, { signal })).beeperOverview.map((v) => ({
      ...v,
      id: v.venueId,
    })),
});

const FORM: FormMessages<'beepers'> = {
  ns: 'beepers',
  known: new Set<ParseKeys<'beepers'>>([
    VALIDATION_MESSAGE_KEYS.required,
    VALIDATION_MESSAGE_KEYS.invalid,
    ...Object.values(BEEPER_MESSAGE_KEYS),
  ]),
  invalid: 'form.invalid',
  toastShownErrors: true,
};

// The form shows the server's field errors itself: not worth a log line.
const EXPECTED = { expectedCodes: ['BAD_USER_INPUT', 'CONFLICT'] } as const;

const isMode = (value: string): value is BeeperMode => (BEEPER_MODES as readonly string[]).includes(value);

function useRefresh() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: KEY }), [client]);
}

/**
 * /settings/beepers: per venue the range of pager numbers handed out at the counter, whether the
 * till picks the number or staff type it, and which orders hold which numbers right now.
 */
export function BeepersPage() {
  const { t } = useTranslation('beepers');
  const fmt = useFormats();
  const entity = useEntityParam();
  const overview = useQuery(overviewQuery);
  const error = loadErrorOf(overview.error);
  const range = (v: VenueBeepers) =>
    v.configured && v.rangeFrom !== null && v.rangeTo !== null
      ? t('range', { from: fmt.number(v.rangeFrom), to: fmt.number(v.rangeTo) })
      : t('notSetUp');
  const columns: ListColumn<VenueBeepers>[] = [
    { key: 'venue', header: t('columns.venue'), sortValue: (v) => v.venueName, render: (v) => v.venueName },
    { key: 'range', header: t('columns.range'), sortValue: (v) => v.rangeFrom ?? 0, render: range },
    {
      key: 'mode',
      header: t('columns.mode'),
      render: (v) => (v.configured && isMode(v.mode) ? t(`modes.${v.mode}`) : '—'),
    },
    {
      key: 'inUse',
      header: t('columns.inUse'),
      sortValue: (v) => v.inUse.length,
      render: (v) => fmt.number(v.inUse.length),
    },
    {
      key: 'free',
      header: t('columns.free'),
      sortValue: (v) => v.freeCount,
      render: (v) => (v.configured ? fmt.number(v.freeCount) : '—'),
    },
  ];
  return (
    <ListPage<VenueBeepers>
      title={t('pages.beepers', { ns: 'backoffice' })}
      description={t('description')}
      rows={overview.data}
      rowKey={(v) => v.id}
      columns={columns}
      loading={overview.isPending}
      error={error}
      onRetry={() => void overview.refetch()}
      searchText={(v) => v.venueName}
      onRowClick={(v) => entity.open(v.id)}
      activeRowKey={entity.id ?? undefined}
      rowTestId={(v) => `beepers-${v.venueName}`}
      empty={{ title: t('empty.title'), text: t('empty.text'), icon: <IconBellRinging size={26} /> }}
    >
      <BeeperDrawer
        key={entity.id ?? 'closed'}
        entity={entity}
        rows={overview.data}
        load={{ error, retry: () => void overview.refetch() }}
      />
    </ListPage>
  );
}

// A venue without a range yet is offered the 20 numbers after every other venue's.
function suggestedRange(rows: readonly VenueBeepers[] | undefined, venueId: string) {
  const taken = (rows ?? []).filter((v) => v.venueId !== venueId && v.rangeTo !== null);
  const from = Math.min(Math.max(0, ...taken.map((v) => v.rangeTo ?? 0)) + 1, BEEPER_NUMBER.max);
  return { rangeFrom: from, rangeTo: Math.min(from + 19, BEEPER_NUMBER.max) };
}

// NumberInput gives '' for an empty box: the schema then names the field.
const asNumber = (value: number | string) => (value === '' ? null : Number(value));

function BeeperDrawer({
  entity,
  rows,
  load,
}: {
  entity: EntityParam;
  rows: readonly VenueBeepers[] | undefined;
  load: { error: LoadErrorState | null; retry: () => void };
}) {
  const { t } = useTranslation('beepers');
  const refresh = useRefresh();
  const { row: venue, ready, drawer } = useListDrawer(entity, rows, load);
  const save = (v: VenueBeepers | undefined, input: { rangeFrom: number; rangeTo: number; mode: string }) =>
    request(UPDATE_BEEPER_SETTINGS_MUTATION, { venueId: v?.venueId ?? '', input }, EXPECTED);
  const form = useEntityForm({
    messages: FORM,
    ready,
    record: venue,
    initialValues: (v) => {
      const start = v?.configured
        ? { rangeFrom: v.rangeFrom ?? 1, rangeTo: v.rangeTo ?? 1 }
        : suggestedRange(rows, v?.venueId ?? '');
      return {
        rangeFrom: start.rangeFrom as number | string,
        rangeTo: start.rangeTo as number | string,
        mode: v && isMode(v.mode) ? v.mode : 'AUTOMATIC',
      };
    },
    toInput: (values) => ({
      ...values,
      rangeFrom: asNumber(values.rangeFrom),
      rangeTo: asNumber(values.rangeTo),
    }),
    schema: beeperSettingsSchema,
    // There is no new venue here: every row is a venue, set up or not.
    create: (input) => save(undefined, input),
    update: (v, input) => save(v, input),
    onSaved: refresh,
    savedMessage: () => t('saved', { venue: venue?.venueName ?? '' }),
  });
  return (
    <EntityDrawer
      {...drawer}
      {...form.drawer}
      title={venue ? t('drawerTitle', { venue: venue.venueName }) : ''}
    >
      {form.values && (
        <Stack gap="md">
          <Group grow align="flex-start">
            <NumberInput
              label={t('fields.rangeFrom')}
              min={BEEPER_NUMBER.min}
              max={BEEPER_NUMBER.max}
              allowDecimal={false}
              allowNegative={false}
              required
              {...form.field('rangeFrom')}
            />
            <NumberInput
              label={t('fields.rangeTo')}
              min={BEEPER_NUMBER.min}
              max={BEEPER_NUMBER.max}
              allowDecimal={false}
              allowNegative={false}
              required
              {...form.field('rangeTo')}
            />
          </Group>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="beeper-mode-label">
              {t('fields.mode')}
            </Text>
            <SegmentedControl
              aria-labelledby="beeper-mode-label"
              data={BEEPER_MODES.map((mode) => ({ value: mode, label: t(`modes.${mode}`) }))}
              {...form.field('mode')}
            />
            <Text size="xs" c="dimmed">
              {t(`modeHelp.${isMode(form.values.mode) ? form.values.mode : 'AUTOMATIC'}`)}
            </Text>
          </Stack>
          {venue && <NumbersInUse venue={venue} onChanged={refresh} />}
        </Stack>
      )}
    </EntityDrawer>
  );
}

/** The numbers out right now, each with the order holding it and a way to free a stuck one. */
function NumbersInUse({ venue, onChanged }: { venue: VenueBeepers; onChanged: () => Promise<unknown> }) {
  const { t } = useTranslation('beepers');
  const fmt = useFormats();
  const confirm = useConfirm();
  const toast = useToast();
  const total =
    venue.rangeFrom !== null && venue.rangeTo !== null
      ? rangeSize({ rangeFrom: venue.rangeFrom, rangeTo: venue.rangeTo })
      : 0;
  const release = async (number: number, orderNumber: number) => {
    const yes = await confirm({
      title: t('inUse.releaseTitle', { number }),
      message: t('inUse.releaseText', { order: orderNumber }),
      confirmLabel: t('inUse.release'),
    });
    if (!yes) return;
    const result = await request(RELEASE_BEEPER_MUTATION, { venueId: venue.venueId, number }, EXPECTED);
    if (result.success) toast.success(t('inUse.released', { number }));
    else toast.error(t('inUse.releaseFailed', { number }));
    await onChanged();
  };
  return (
    <Stack gap="xs" data-testid="beepers-in-use">
      <Title order={4}>{t('inUse.title')}</Title>
      {venue.configured && (
        <Text size="sm" c="dimmed">
          {t('summary', { free: fmt.number(venue.freeCount), total: fmt.number(total) })}
          {venue.nextFree !== null && ` · ${t('nextFree', { number: venue.nextFree })}`}
        </Text>
      )}
      {venue.inUse.length === 0 ? (
        <Text size="sm">{t('inUse.empty')}</Text>
      ) : (
        venue.inUse.map((held) => (
          <Group
            key={held.number}
            justify="space-between"
            wrap="nowrap"
            gap="xs"
            data-testid={`beeper-${held.number}`}
          >
            <Group gap="xs" wrap="nowrap" miw={0}>
              <Badge size="lg" variant="light" miw={56}>
                {held.number}
              </Badge>
              <Stack gap={0} miw={0}>
                <Anchor
                  size="sm"
                  renderRoot={(props) => <Link {...props} to="/orders" search={{ id: held.orderId }} />}
                >
                  {t('inUse.order', { number: held.orderNumber })}
                </Anchor>
                <Text size="xs" c="dimmed" truncate>
                  {t('inUse.since', { time: fmt.dateTime(held.assignedAt) })}
                  {held.outsideRange && ` · ${t('inUse.outsideRange')}`}
                </Text>
              </Stack>
            </Group>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => void release(held.number, held.orderNumber)}
            >
              {t('inUse.release')}
            </Button>
          </Group>
        ))
      )}
    </Stack>
  );
}
