import { Group, Paper, SimpleGrid, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Formatters } from './format.ts';

/** The six headline metrics, in card order. */
export const KPIS = [
  { id: 'SALES_AMOUNT', field: 'salesAmount', kind: 'money' },
  { id: 'SALES_COUNT', field: 'salesCount', kind: 'count' },
  { id: 'SALES_AVERAGE', field: 'salesAverage', kind: 'money' },
  { id: 'TIPS_AMOUNT', field: 'tipsAmount', kind: 'money' },
  { id: 'TIPS_AVERAGE', field: 'tipsAverage', kind: 'money' },
  { id: 'TIPS_COUNT', field: 'tipsCount', kind: 'count' },
] as const;

type KpiField = (typeof KPIS)[number]['field'];
export type KpiFigures = Record<KpiField, number>;
export type KpiChanges = Record<KpiField, number | null>;

function Change({
  change,
  previous,
  format,
}: {
  change: number | null;
  previous: string;
  format: Formatters;
}) {
  const { t } = useTranslation('finance');
  if (change === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('kpi.noComparison')}
      </Text>
    );
  }
  const direction = change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  const Icon = direction === 'up' ? IconArrowUpRight : direction === 'down' ? IconArrowDownRight : IconMinus;
  const color = direction === 'up' ? 'teal.9' : direction === 'down' ? 'red.9' : 'dimmed';
  const percent = format.percent(Math.abs(change));
  return (
    <Group gap={4} wrap="nowrap">
      <Icon size={16} aria-hidden color={`var(--mantine-color-${color.replace('.', '-')})`} />
      <Text size="sm" c={color} fw={600} aria-hidden>
        {percent}
      </Text>
      <Text size="sm" c="dimmed" aria-hidden>
        {t('kpi.versus', { value: previous })}
      </Text>
      <VisuallyHidden>{t(`kpi.change.${direction}`, { percent, previous })}</VisuallyHidden>
    </Group>
  );
}

/** KPI cards with the change from the previous period (skeletons while loading). */
export function KpiCards({
  totals,
  previous,
  changes,
  format,
}: {
  totals: KpiFigures | null;
  previous: KpiFigures | null;
  changes: KpiChanges | null;
  format: Formatters;
}) {
  const { t } = useTranslation('finance');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {KPIS.map((kpi) => {
        const show = (n: number) => (kpi.kind === 'money' ? format.money(n) : format.count(n));
        return (
          <Paper key={kpi.id} withBorder p="md" radius="md" data-testid={`kpi-${kpi.id}`}>
            <Text size="sm" c="dimmed" fw={600}>
              {t(`kpi.${kpi.id}`)}
            </Text>
            {totals && previous && changes ? (
              <>
                <Text fz={28} fw={700} data-kpi-value>
                  {show(totals[kpi.field])}
                </Text>
                <Change change={changes[kpi.field]} previous={show(previous[kpi.field])} format={format} />
              </>
            ) : (
              <>
                <Skeleton height={34} my={4} width="60%" />
                <Skeleton height={16} width="40%" />
              </>
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
