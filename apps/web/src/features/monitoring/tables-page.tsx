import {
  Alert,
  Badge,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArmchair, IconClockExclamation } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Page } from '../../ui/page.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { LONG_OPEN_MINUTES } from './long-open.ts';
import { openTablesQuery, type VenueTables } from './use-monitoring.ts';

// The floor-plan view brings the editor's canvas: loaded only when chosen.
const OpenTablesPlans = lazy(() =>
  import('./open-tables-plans.tsx').then((m) => ({ default: m.OpenTablesPlans })),
);

/** /monitoring/tables (ORDERS or FINANCE): per venue, the tables with open orders. */
export function TablesPage() {
  const { t } = useTranslation('orders');
  const [view, setView] = useState<'cards' | 'plan'>('cards');
  const tables = useQuery({ ...openTablesQuery, enabled: view === 'cards' });
  const venues = tables.data ?? [];
  const empty = tables.isSuccess && venues.every((v) => v.tables.length === 0);
  const toggle = (
    <SegmentedControl
      aria-label={t('tables.view')}
      value={view}
      onChange={(value) => setView(value === 'plan' ? 'plan' : 'cards')}
      data={[
        { value: 'cards', label: t('tables.viewCards') },
        { value: 'plan', label: t('tables.viewPlan') },
      ]}
    />
  );
  if (view === 'plan') {
    return (
      <Page title={t('tables.title')} description={t('tables.description')} actions={toggle}>
        <Suspense fallback={<Skeleton h={320} />}>
          <OpenTablesPlans />
        </Suspense>
      </Page>
    );
  }
  return (
    <Page title={t('tables.title')} description={t('tables.description')} actions={toggle}>
      {tables.isPending && <Skeleton h={240} />}
      {tables.isError && <Alert color="red">{t('list.loadError')}</Alert>}
      {empty ? (
        <EmptyState icon={<IconArmchair size={28} />} title={t('tables.emptyTitle')}>
          {t('tables.emptyText')}
        </EmptyState>
      ) : (
        venues.map((venue) => <VenueCards key={venue.venueId} venue={venue} />)
      )}
    </Page>
  );
}

function VenueCards({ venue }: { venue: VenueTables }) {
  const { t } = useTranslation('orders');
  const fmt = useFormats();
  return (
    <Stack gap="sm" component="section" aria-label={venue.venueName}>
      <Title order={2} size="h4">
        {venue.venueName}
      </Title>
      {venue.tables.length === 0 && <Text c="dimmed">{t('tables.venueEmpty')}</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
        {venue.tables.map((table) => {
          const long = table.minutesOpen > LONG_OPEN_MINUTES;
          return (
            <Card
              key={table.orderId}
              withBorder
              padding="md"
              data-testid={`open-table-${table.orderNumber}`}
              style={long ? { borderColor: 'var(--mantine-color-orange-6)' } : undefined}
            >
              <Group justify="space-between" mb="xs">
                <Text fw={700} size="lg">
                  {table.tableCode ?? t('tables.noTable')}
                </Text>
                <Text fw={600}>{fmt.money(table.amount, table.currency)}</Text>
              </Group>
              <Badge
                color={long ? 'orange' : 'blue'}
                variant="dot"
                leftSection={long ? <IconClockExclamation size={14} aria-hidden /> : undefined}
                title={long ? t('tables.longOpen') : undefined}
              >
                {t('tables.openFor', { minutes: table.minutesOpen })}
              </Badge>
              <Text size="sm" c="dimmed" mt="xs">
                {t('tables.order', { number: table.orderNumber })} ·{' '}
                {t('tables.openedAt', { time: fmt.time(table.openedAt) })}
              </Text>
              {table.staffName && <Text size="sm">{t('tables.staff', { name: table.staffName })}</Text>}
              {table.guestCount !== null && (
                <Text size="sm">{t('tables.guests', { count: table.guestCount })}</Text>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
