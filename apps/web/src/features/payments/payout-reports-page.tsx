import { writeCsv } from '@fika/domain';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconReportMoney } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from '../../lib/download.ts';
import { apiBaseUrl } from '../../lib/env.ts';
import type { ResultOf } from '../../lib/graphql.ts';
import { gqlQuery, loadErrorOf, request } from '../../lib/request.ts';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import {
  CREATE_PAYOUT_REPORT_MUTATION,
  PAYOUT_REPORT_PDF_MUTATION,
  PAYOUT_REPORTS_QUERY,
} from './payments.graphql.ts';
import {
  DateRangeFields,
  lastDays,
  moneyColumn,
  SandboxBadge,
  useBalanceAccount,
  useMoney,
} from './payments-shared.tsx';

type Report = ResultOf<typeof PAYOUT_REPORTS_QUERY>['payoutReports'][number];

/** The frozen payouts of a report as CSV, in the dialect of the reader's language. */
function reportCsv(report: Report, language: string): string {
  const amount = (minor: number) => ({ minor, currency: report.currency });
  const header = [
    'payout_id',
    'booked',
    'arrival',
    'status',
    'transactions',
    'gross',
    'fees',
    'net',
    'currency',
  ];
  const rows = report.payouts.map((p) => [
    p.id,
    p.day,
    p.arrivalDay,
    p.status,
    p.transactionCount,
    amount(p.gross),
    amount(p.fees),
    amount(p.net),
    report.currency,
  ]);
  return writeCsv([header, ...rows], language);
}

/** /payments-reports: payout reports (frozen snapshots) with CSV and PDF downloads. */
export function PayoutReportsPage() {
  const { t, i18n } = useTranslation('payments');
  const fmt = useFormats();
  const { balanceAccountId, today } = useBalanceAccount();
  const toast = useToast();
  const money = useMoney();
  const client = useQueryClient();
  const [range, setRange] = useState(() => lastDays(today, 30));
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queryKey = ['payments', 'reports', balanceAccountId];
  const reports = useQuery({
    queryKey,
    enabled: balanceAccountId !== null,
    queryFn: async ({ signal }) =>
      (await gqlQuery(PAYOUT_REPORTS_QUERY, { balanceAccountId: balanceAccountId ?? '' }, { signal }))
        .payoutReports,
  });

  const create = async () => {
    if (!balanceAccountId) return;
    setCreating(true);
    setError(null);
    // Muted: a provider failure comes back as the joined error, shown here and not logged (§8).
    const result = await request(
      CREATE_PAYOUT_REPORT_MUTATION,
      { input: { balanceAccountId, ...range } },
      { mute: true },
    );
    setCreating(false);
    const answer = result.success ? result.data.createPayoutReport : null;
    if (!answer?.success) {
      setError(answer?.error ?? result.error ?? t('reports.failed'));
      return;
    }
    toast.success(t('reports.created'));
    await client.invalidateQueries({ queryKey });
  };

  const pdf = async (report: Report) => {
    const result = await request(PAYOUT_REPORT_PDF_MUTATION, {
      input: { reportId: report.id, balanceAccountId: balanceAccountId ?? '', language: i18n.language },
    });
    const url = result.success ? result.data.generatePdfReport.url : null;
    if (!url) {
      toast.error(t('reports.pdfFailed'));
      return;
    }
    window.location.assign(`${apiBaseUrl()}${url}`);
  };

  const columns: ListColumn<Report>[] = [
    {
      key: 'period',
      header: t('columns.period'),
      sortValue: (r) => r.from,
      render: (r) => `${r.from} – ${r.to}`,
    },
    {
      key: 'created',
      header: t('columns.created'),
      sortValue: (r) => r.createdAt,
      render: (r) => fmt.dateTime(r.createdAt),
    },
    {
      key: 'payouts',
      header: t('columns.payouts'),
      align: 'right',
      sortValue: (r) => r.totals.count,
      render: (r) => r.totals.count,
    },
    moneyColumn(
      'net',
      t('columns.net'),
      (r) => r.totals.net,
      (r) => r.currency,
      money,
      true,
    ),
    {
      key: 'download',
      header: t('columns.download'),
      align: 'right',
      render: (r) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} />}
            aria-label={t('reports.csvFor', { period: `${r.from} – ${r.to}` })}
            onClick={() => downloadCsv(reportCsv(r, i18n.language), `payout-report-${r.from}-${r.to}.csv`)}
          >
            CSV
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconFileTypePdf size={14} />}
            aria-label={t('reports.pdfFor', { period: `${r.from} – ${r.to}` })}
            onClick={() => void pdf(r)}
          >
            PDF
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <ListPage<Report>
      title={t('reports.title')}
      description={t('reports.description')}
      actions={<SandboxBadge />}
      rows={balanceAccountId === null ? [] : reports.data}
      rowKey={(r) => r.id}
      columns={columns}
      loading={reports.isPending}
      error={loadErrorOf(reports.error)}
      onRetry={() => void reports.refetch()}
      searchText={(r) => `${r.from} ${r.to}`}
      empty={{
        title: t('reports.empty.title'),
        text: t('reports.empty.text'),
        icon: <IconReportMoney size={26} />,
      }}
      filters={
        <Paper withBorder p="sm" radius="md" w="100%">
          <Stack gap="xs">
            <Text fw={600}>{t('reports.new')}</Text>
            <Group align="flex-end" gap="sm">
              <DateRangeFields {...range} max={today} onChange={setRange} />
              <Button onClick={() => void create()} loading={creating} disabled={!balanceAccountId}>
                {t('reports.create')}
              </Button>
            </Group>
            {error && (
              <Alert color="red" title={t('reports.failed')} data-testid="payout-report-error">
                {error}
              </Alert>
            )}
          </Stack>
        </Paper>
      }
    />
  );
}
