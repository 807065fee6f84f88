import { accountingDayOf, paymentMethodLabel } from '@fika/domain';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconChartBar } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultOf } from '../../lib/graphql.ts';
import { ensureNamespaces, errorMessageKey } from '../../lib/i18n.ts';
import { errorCodesOf, gqlQuery } from '../../lib/request.ts';
import { EmptyState, Page } from '../../ui/page.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { useSelectedVenue, useSession } from '../session/index.ts';
import { BarChart } from './bar-chart.tsx';
import { Secondary, Split, TopDiscounts, TopList } from './breakdowns.tsx';
import { FINANCE_DASHBOARD_QUERY } from './dashboard.graphql.ts';
import { type Formatters, formattersFor } from './format.ts';
import { KpiCards } from './kpi-cards.tsx';
import {
  type DayRange,
  hourLabel,
  isValidRange,
  PERIOD_PRESETS,
  type PeriodPreset,
  presetRange,
} from './periods.ts';
import { useOnboardingChecklist } from './use-onboarding-progress.ts';

// Lazy: only a company still setting up needs it, and '/' is part of the shell's budget.
const OnboardingChecklist = lazy(async () => {
  const [module] = await Promise.all([
    import('./onboarding-checklist.tsx'),
    ensureNamespaces(['onboarding']),
  ]);
  return { default: module.OnboardingChecklist };
});

type Dashboard = ResultOf<typeof FINANCE_DASHBOARD_QUERY>['financeDashboard'];

/**
 * How often the dashboard asks again while the page is visible. Polling rather than SSE: the API
 * is stateless behind load balancers (no sticky connections or fan-out bus to keep), one refresh
 * is one cheap rollup read, and a 3 s interval meets "a new order shows within 5 s".
 */
export const DASHBOARD_REFRESH_MS = 3000;

function useDashboard(venueIds: string[] | null, range: DayRange) {
  return useQuery({
    queryKey: ['financeDashboard', venueIds, range.from, range.to],
    queryFn: async ({ signal }) =>
      (await gqlQuery(FINANCE_DASHBOARD_QUERY, { venueIds, ...range }, { signal })).financeDashboard,
    enabled: isValidRange(range),
    refetchInterval: DASHBOARD_REFRESH_MS,
    // Hidden tabs stop polling; the query refreshes when the tab is shown again.
    refetchIntervalInBackground: false,
    placeholderData: keepPreviousData,
  });
}

/** `/`: the finance dashboard of the selected venue or all permitted venues, updating live. */
export function DashboardPage() {
  const { t } = useTranslation('finance');
  const { metadata, venues } = useSession();
  const venue = useSelectedVenue();
  const toast = useToast();
  const [preset, setPreset] = useState<PeriodPreset>('today');
  const [allVenues, setAllVenues] = useState(venue === null);
  const today = accountingDayOf(new Date(), metadata.timezone);
  const [custom, setCustom] = useState<DayRange>({ from: today, to: today });
  const range = presetRange(preset, today, custom);
  const venueIds = allVenues || !venue ? null : [venue.id];
  const query = useDashboard(venueIds, range);
  const checklist = useOnboardingChecklist(metadata.companyId ?? '');
  const data = query.data;
  const { locale } = useFormats();
  const format = useMemo(
    () => formattersFor(locale, data?.currency ?? metadata.currency ?? 'SEK'),
    [locale, data?.currency, metadata.currency],
  );

  // A failed refresh keeps the last figures on screen and says so once per failure streak.
  const refreshFailed = query.isRefetchError;
  useEffect(() => {
    if (refreshFailed) toast.error(t('errors.refresh'));
  }, [refreshFailed, toast, t]);

  const scopeName = venueIds ? (venue?.name ?? '') : t('scope.allVenues');
  const controls = (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {venue && venues.length > 1 && (
        <SegmentedControl
          aria-label={t('scope.label')}
          value={allVenues ? 'all' : 'venue'}
          onChange={(value) => setAllVenues(value === 'all')}
          data={[
            { value: 'venue', label: venue.name },
            { value: 'all', label: t('scope.allVenues') },
          ]}
        />
      )}
      <NativeSelect
        label={t('period.label')}
        value={preset}
        onChange={(event) => setPreset(event.currentTarget.value as PeriodPreset)}
        data={PERIOD_PRESETS.map((p) => ({ value: p, label: t(`period.${p}`) }))}
        data-testid="dashboard-period"
      />
      {preset === 'custom' && (
        <>
          <TextInput
            type="date"
            label={t('period.from')}
            value={custom.from}
            max={custom.to}
            onChange={(event) => setCustom({ ...custom, from: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('period.to')}
            value={custom.to}
            min={custom.from}
            max={today}
            onChange={(event) => setCustom({ ...custom, to: event.currentTarget.value })}
            error={isValidRange(custom) ? undefined : t('period.invalid')}
          />
        </>
      )}
    </Group>
  );

  return (
    <Page title={t('title')} description={t('description', { scope: scopeName })} actions={controls}>
      {checklist.progress && (
        <Suspense fallback={null}>
          <OnboardingChecklist progress={checklist.progress} onDismiss={checklist.dismiss} />
        </Suspense>
      )}
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {data &&
            (data.from === data.to
              ? t('periodDay', { from: format.day(data.from) })
              : t('periodRange', { from: format.day(data.from), to: format.day(data.to) }))}
        </Text>
        <Text size="sm" c="dimmed" data-testid="dashboard-updated" aria-live="off">
          {data?.lastUpdatedAt
            ? t('updated', { time: format.time(new Date(data.lastUpdatedAt)) })
            : data
              ? t('notUpdated')
              : ''}
        </Text>
      </Group>
      {query.isError && !data ? (
        <Alert color="red" icon={<IconAlertTriangle size={20} />} title={t('errors.load')} role="alert">
          <Stack gap="sm" align="flex-start">
            {t(errorMessageKey(errorCodesOf(query.error)), {
              ns: 'common',
            })}
            <Button variant="default" size="xs" onClick={() => void query.refetch()}>
              {t('errors.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <DashboardBody data={data} format={format} scopeName={scopeName} loading={query.isPending} />
      )}
    </Page>
  );
}

function DashboardBody({
  data,
  format,
  scopeName,
  loading,
}: {
  data: Dashboard | undefined;
  format: Formatters;
  scopeName: string;
  loading: boolean;
}) {
  const { t } = useTranslation('finance');
  return (
    <Stack gap="md" aria-busy={loading}>
      <KpiCards
        totals={data?.totals ?? null}
        previous={data?.previous ?? null}
        changes={data?.changes ?? null}
        format={format}
      />
      {data && <Secondary totals={data.totals} vat={data.vat} format={format} />}
      {data && data.lastUpdatedAt === null ? (
        <EmptyState icon={<IconChartBar size={26} />} title={t('empty.title')}>
          {t('empty.text', { scope: scopeName })}
        </EmptyState>
      ) : (
        data && <Charts data={data} format={format} />
      )}
    </Stack>
  );
}

function Charts({ data, format }: { data: Dashboard; format: Formatters }) {
  const { t, i18n } = useTranslation('finance');
  const hours = data.byHour.map((b) => ({
    key: b.key,
    label: hourLabel(b.key),
    value: b.metrics.salesAmount,
    valueText: format.money(b.metrics.salesAmount),
  }));
  const days = data.byDay.map((b) => ({
    key: b.key,
    label: format.day(b.key),
    value: b.metrics.salesAmount,
    valueText: format.money(b.metrics.salesAmount),
  }));
  const summary = (bars: typeof hours, which: 'hour' | 'day') => {
    const best = bars.reduce(
      (a, b) => (b.value > a.value ? b : a),
      bars[0] ?? { label: '', value: 0, valueText: '' },
    );
    return best.value > 0
      ? t(`charts.summary.${which}`, {
          label: best.label,
          amount: best.valueText,
          total: format.money(data.totals.salesAmount),
        })
      : t('charts.summary.empty');
  };
  const columns = (which: 'hour' | 'day') => [t(`charts.${which}`), t('charts.sales')] as const;
  return (
    <>
      <SimpleGrid cols={{ base: 1, lg: data.byDay.length > 1 ? 2 : 1 }} spacing="md">
        <BarChart
          title={t('charts.byHour')}
          summary={summary(hours, 'hour')}
          bars={hours}
          columns={columns('hour')}
          labelEvery={2}
        />
        {data.byDay.length > 1 && (
          <BarChart
            title={t('charts.byDay')}
            summary={summary(days, 'day')}
            bars={days}
            columns={columns('day')}
            labelEvery={Math.ceil(days.length / 10)}
          />
        )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <Split
          title={t('channels.title')}
          counted="orders"
          rows={data.channels.map((c) => ({
            key: c.key,
            label: t(`channels.${c.key}` as 'channels.POS'),
            amount: c.metrics.salesAmount,
            count: c.metrics.salesCount,
          }))}
          format={format}
        />
        <Split
          title={t('paymentMethods.title')}
          counted="payments"
          rows={data.paymentMethods.map((p) => ({
            key: p.key,
            label: paymentMethodLabel(p.key, i18n.language),
            amount: p.paymentAmount,
            count: p.paymentCount,
          }))}
          format={format}
        />
        <TopList title={t('top.items')} rows={data.topItems} format={format} />
        <TopList title={t('top.categories')} rows={data.topCategories} format={format} />
      </SimpleGrid>
      <TopDiscounts rows={data.topDiscounts} format={format} />
    </>
  );
}
