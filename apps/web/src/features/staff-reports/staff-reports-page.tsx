import { DEFAULT_TIMEZONE } from '@fika/domain';
import { Badge, Box, Group, Select, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dataOrThrow, loadErrorOf, request } from '../../lib/request.ts';
import { CsvExportButton } from '../../ui/csv-export-button.tsx';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { useUrlSearch } from '../../ui/use-url-search.ts';
import {
  DayRangeFields,
  presetRange,
  RANGE_PRESETS,
  type RangePreset,
  VenueFilter,
} from '../orders/index.ts';
import { useSession } from '../session/index.ts';
import type { StaffReportSearch } from './staff-report-search.ts';
import { STAFF_REPORT_CSV_QUERY } from './staff-reports.graphql.ts';
import {
  type StaffReport,
  type StaffReportFilter,
  type StaffReportRow,
  staffReportQuery,
} from './use-staff-report.ts';

type Figures = StaffReport['totals'];

const rowKey = (row: StaffReportRow) => row.staffId ?? '';
const rowTestId = (row: StaffReportRow) => `staff-report-row-${row.staffId ?? 'none'}`;

/**
 * /staff/reports (STAFF): per staff member over a period and venues — sales, orders, average
 * order, tips, refunds, voids and discounts from the same metric layer as the dashboard, so the
 * totals row is the dashboard's figure — sortable, with a totals row, the CSV export and the time
 * the figures last changed. The period and venue are in the URL.
 */
export function StaffReportsPage() {
  const { t, i18n } = useTranslation('staff-reports');
  const { t: tOrders } = useTranslation('orders');
  const [search, set] = useUrlSearch<StaffReportSearch>();
  const session = useSession();
  const timezone = session.venue?.timezone ?? session.venues[0]?.timezone ?? DEFAULT_TIMEZONE;
  const fallback = presetRange('last7', timezone);
  // No period in the URL: the last 7 accounting days (the date fields keep from ≤ to).
  const from = search.from ?? fallback.from;
  const to = search.to ?? fallback.to;
  const filter: StaffReportFilter = useMemo(
    () => ({ from, to, venueIds: search.venue ? [search.venue] : null }),
    [from, to, search.venue],
  );
  // The previous figures stay while another period loads: the table does not blink to a skeleton.
  const query = useQuery({ ...staffReportQuery(filter), placeholderData: keepPreviousData });
  const report = query.data;
  const columns = useStaffReportColumns(report);
  const fmt = useFormats();
  const preset = RANGE_PRESETS.find((p) => {
    const r = presetRange(p, timezone);
    return r.from === from && r.to === to;
  });

  return (
    <ListPage<StaffReportRow>
      title={t('title')}
      description={t('description')}
      actions={
        <CsvExportButton
          label={t('export')}
          fileName={`staff-report-${from}-${to}.csv`}
          load={async () =>
            dataOrThrow(await request(STAFF_REPORT_CSV_QUERY, { filter, language: i18n.language }))
              .staffReportCsv
          }
          failed={(error) => t('exportFailed', { error })}
        />
      }
      rows={report?.rows}
      loading={query.isPending}
      error={loadErrorOf(query.error)}
      onRetry={() => void query.refetch()}
      rowKey={rowKey}
      rowTestId={rowTestId}
      rowLabel={(row) => row.name || t('noStaff')}
      columns={columns}
      initialSort={{ key: 'sales', direction: 'desc' }}
      virtualizeAbove={Number.POSITIVE_INFINITY}
      searchText={(row) => row.name || t('noStaff')}
      searchLabel={t('search')}
      searchPlaceholder={t('searchPlaceholder')}
      filters={
        <>
          <Select
            label={tOrders('filters.preset')}
            w={160}
            data={RANGE_PRESETS.map((p) => ({ value: p, label: tOrders(`filters.presets.${p}`) }))}
            value={preset ?? null}
            placeholder={t('customPeriod')}
            onChange={(value) => value && set(presetRange(value as RangePreset, timezone))}
            allowDeselect={false}
          />
          <DayRangeFields
            from={from}
            to={to}
            onChange={(next) => set({ from: next.from ?? from, to: next.to ?? to })}
          />
          <VenueFilter value={search.venue} onChange={(venue) => set({ venue })} />
          <Box w="100%">
            <Text size="sm" c="dimmed" data-testid="staff-report-updated" aria-live="off">
              {report?.lastUpdatedAt
                ? t('updated', { time: fmt.dateTime(report.lastUpdatedAt) })
                : report
                  ? t('notUpdated')
                  : ''}
            </Text>
          </Box>
        </>
      }
      empty={{ title: t('emptyTitle'), text: t('emptyText'), icon: <IconUsers size={28} /> }}
    />
  );
}

/** The report's columns, each sortable, with the filter's totals as the footer row. */
function useStaffReportColumns(report: StaffReport | undefined): ListColumn<StaffReportRow>[] {
  const { t } = useTranslation('staff-reports');
  const fmt = useFormats();
  return useMemo(() => {
    const currency = report?.currency ?? 'EUR';
    const money = (minor: number) => fmt.money(minor, currency);
    const count = (n: number) => fmt.number(n);
    const totals: Figures | undefined = report?.totals;
    const figure = (
      key: string,
      value: (f: Figures) => number,
      show: (n: number) => string,
    ): ListColumn<StaffReportRow> => ({
      key,
      header: t(`columns.${key}` as 'columns.sales'),
      align: 'right',
      render: (row) => show(value(row)),
      sortValue: value,
      footer: totals ? show(value(totals)) : undefined,
    });
    return [
      {
        key: 'name',
        header: t('columns.name'),
        render: (row) =>
          row.staffId === null ? (
            <Text span fs="italic">
              {t('noStaff')}
            </Text>
          ) : (
            <Group gap={6} wrap="nowrap">
              <span>{row.name}</span>
              {row.deleted && (
                <Badge size="xs" variant="light" color="gray">
                  {t('deleted')}
                </Badge>
              )}
            </Group>
          ),
        sortValue: (row) => row.name || null,
        footer: totals ? t('total') : undefined,
      },
      figure('sales', (f) => f.metrics.salesAmount, money),
      figure('orders', (f) => f.metrics.salesCount, count),
      figure('average', (f) => f.metrics.salesAverage, money),
      figure('tips', (f) => f.metrics.tipsAmount, money),
      figure('refunds', (f) => f.metrics.refundCount, count),
      figure('refunded', (f) => f.metrics.refundAmount, money),
      figure('voids', (f) => f.voidCount, count),
      figure('voided', (f) => f.voidAmount, money),
      figure('discounts', (f) => f.metrics.discountAmount, money),
    ];
  }, [report, fmt, t]);
}
