// /monitoring/tables' floor-plan view: each venue's plans, read-only, with the tables that have an
// open order painted (orange after LONG_OPEN_MINUTES, as the cards). Loaded only when chosen: it
// brings the editor's canvas and the plans along.
import { Alert, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { graphql, type ResultOf } from '../../lib/graphql.ts';
import { gqlQuery } from '../../lib/request.ts';
import { useFormats } from '../../ui/use-formats.ts';
import {
  draftOf,
  FLOOR_PLAN_FIELDS,
  type ItemPaint,
  PlanCanvas,
  type PlanItem,
} from '../floor-plan/index.ts';
import { LONG_OPEN_MINUTES } from './long-open.ts';

const OPEN_TABLES_PLANS_QUERY = graphql(
  `
  query OpenTablesPlans {
    openTables {
      venueId
      venueName
      tables {
        orderId
        tableCode
        minutesOpen
        amount
        currency
      }
      floorPlans {
        ...FloorPlanFields
      }
    }
  }
`,
  [FLOOR_PLAN_FIELDS],
);

type Venue = ResultOf<typeof OPEN_TABLES_PLANS_QUERY>['openTables'][number];
type OpenOrder = Venue['tables'][number];

const PAINT: Record<'open' | 'long', ItemPaint> = {
  open: { fill: 'var(--mantine-color-blue-2)', stroke: 'var(--mantine-color-blue-8)' },
  long: { fill: 'var(--mantine-color-orange-2)', stroke: 'var(--mantine-color-orange-7)' },
};
const FREE: ItemPaint = { fill: 'var(--mantine-color-white)', stroke: 'var(--mantine-color-gray-6)' };

/** The open orders on each venue's floor plans. */
export function OpenTablesPlans() {
  const { t } = useTranslation('orders');
  const venues = useQuery({
    queryKey: ['orders', 'openTables', 'plans'],
    queryFn: async ({ signal }) => (await gqlQuery(OPEN_TABLES_PLANS_QUERY, {}, { signal })).openTables,
    refetchInterval: 30_000,
  });
  if (venues.isPending) return <Skeleton h={320} />;
  if (venues.isError) return <Alert color="red">{t('list.loadError')}</Alert>;
  return (
    <Stack gap="xl">
      <Legend />
      {venues.data.map((venue) => (
        <VenuePlans key={venue.venueId} venue={venue} />
      ))}
    </Stack>
  );
}

function Legend() {
  const { t } = useTranslation('orders');
  const swatch = (paint: ItemPaint, label: string) => (
    <Group gap={6} wrap="nowrap">
      <span
        aria-hidden
        style={{
          width: 14,
          height: 14,
          borderRadius: 3,
          background: paint.fill,
          border: `2px solid ${paint.stroke}`,
        }}
      />
      <Text size="sm">{label}</Text>
    </Group>
  );
  return (
    <Group gap="lg">
      {swatch(FREE, t('tables.plan.free'))}
      {swatch(PAINT.open, t('tables.plan.open'))}
      {swatch(PAINT.long, t('tables.longOpen'))}
    </Group>
  );
}

function VenuePlans({ venue }: { venue: Venue }) {
  const { t } = useTranslation('orders');
  const fmt = useFormats();
  // An order's table code finds its table on any of the venue's plans, ignoring case.
  const byCode = new Map<string, OpenOrder[]>();
  for (const order of venue.tables) {
    if (!order.tableCode) continue;
    const key = order.tableCode.trim().toLowerCase();
    byCode.set(key, [...(byCode.get(key) ?? []), order]);
  }
  const placed = new Set(venue.floorPlans.flatMap((p) => p.tables.map((x) => x.code.toLowerCase())));
  const elsewhere = venue.tables.filter((o) => !o.tableCode || !placed.has(o.tableCode.trim().toLowerCase()));
  const ordersOf = (item: PlanItem) =>
    item.kind === 'table' ? (byCode.get(item.code.toLowerCase()) ?? []) : [];
  const paint = (item: PlanItem): ItemPaint | undefined => {
    if (item.kind !== 'table') return undefined;
    const open = ordersOf(item);
    if (open.length === 0) return FREE;
    return open.some((o) => o.minutesOpen > LONG_OPEN_MINUTES) ? PAINT.long : PAINT.open;
  };
  const label = (item: PlanItem) => {
    if (item.kind === 'area') return item.code;
    const open = ordersOf(item);
    if (open.length === 0) return t('tables.plan.freeTable', { code: item.code });
    const minutes = Math.max(...open.map((o) => o.minutesOpen));
    const amount = open.reduce((sum, o) => sum + o.amount, 0);
    return t('tables.plan.openTable', {
      code: item.code,
      minutes,
      amount: fmt.money(amount, open[0]?.currency ?? ''),
    });
  };
  return (
    <Stack gap="sm" component="section" aria-label={venue.venueName}>
      <Title order={2} size="h4">
        {venue.venueName}
      </Title>
      {venue.floorPlans.length === 0 && <Text c="dimmed">{t('tables.plan.noPlans')}</Text>}
      {venue.floorPlans.map((plan) => (
        <Stack key={plan.id} gap={4}>
          <Text fw={600}>{plan.name}</Text>
          <Paper withBorder p={4} style={{ overflow: 'auto', maxWidth: '100%' }}>
            <PlanCanvas
              readOnly
              width={plan.width}
              height={plan.height}
              items={draftOf(plan).items}
              label={t('tables.plan.canvas', { name: plan.name })}
              itemLabel={label}
              paint={paint}
              scale={0.75}
            />
          </Paper>
        </Stack>
      ))}
      {venue.floorPlans.length > 0 && elsewhere.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('tables.plan.notOnPlan', { count: elsewhere.length })}
        </Text>
      )}
    </Stack>
  );
}
