import { MANUAL_OFFER_KEY, paymentMethodLabel } from '@fika/domain';
import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ResultOf } from '../../lib/graphql.ts';
import { gqlQuery } from '../../lib/request.ts';
import { useFormats } from '../../ui/use-formats.ts';
import { REPORT_QUERY } from './reports.graphql.ts';
import { FigureTable } from './shared.tsx';

type Report = ResultOf<typeof REPORT_QUERY>['report'];
type Section = NonNullable<Report['sections']>[number];

/** One report's figures, read live: totals, then a table per section, and when the data last changed. */
export function ReportView({
  id,
  onClose,
  onCsv,
}: {
  id: string;
  onClose: () => void;
  onCsv: (id: string, name: string) => Promise<void>;
}) {
  const { t } = useTranslation('reports');
  const fmt = useFormats();
  const query = useQuery({
    queryKey: ['report', id],
    queryFn: async () => {
      return (await gqlQuery(REPORT_QUERY, { id })).report;
    },
  });
  if (query.isPending) return <Loader aria-label={t('view.loading')} />;
  if (query.isError) return <Alert color="red">{t('view.loadError')}</Alert>;
  const report = query.data;
  const m = (minor: number) => fmt.money(minor, report.currency);
  const totals = report.totals;
  return (
    <Paper withBorder p="md" data-testid="report-view">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={2} size="h3">
              {report.name}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`types.${report.type}` as 'types.SALES')} · {report.from} – {report.to} ·{' '}
              {t('view.lastUpdated', {
                at: report.lastUpdatedAt ? fmt.dateTime(report.lastUpdatedAt) : '–',
              })}
            </Text>
          </div>
          <Group gap="xs">
            <Button variant="default" onClick={() => void onCsv(report.id, report.name)}>
              {t('list.csv')}
            </Button>
            <Button variant="subtle" onClick={onClose}>
              {t('view.close')}
            </Button>
          </Group>
        </Group>
        {totals && (
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {(
              [
                ['sales', m(totals.salesAmount)],
                ['orders', String(totals.salesCount)],
                ['average', m(totals.salesAverage)],
                ['tips', m(totals.tipsAmount)],
                ['vat', m(totals.vatAmount)],
                ['refunds', m(totals.refundAmount)],
                ['discounts', m(totals.discountAmount)],
              ] as const
            ).map(([key, value]) => (
              <Paper key={key} withBorder p="sm">
                <Text size="sm" c="dimmed">
                  {t(`figures.${key}` as 'figures.sales')}
                </Text>
                <Text fw={700} size="lg" data-testid={`total-${key}`}>
                  {value}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        )}
        {report.sections?.map((s) => (
          <SectionTable
            key={s.key}
            section={s}
            money={m}
            // The per-offer rollup is kept per venue and day only: say so when the report narrows more.
            wholeDays={report.channels.length > 0 || report.hours.length > 0 || report.staffIds.length > 0}
          />
        ))}
      </Stack>
    </Paper>
  );
}

function SectionTable({
  section,
  money: m,
  wholeDays,
}: {
  section: Section;
  money: (minor: number) => string;
  wholeDays: boolean;
}) {
  const { t, i18n } = useTranslation('reports');
  const fmt = useFormats();
  const title = t(`sections.${section.key}` as 'sections.day');
  if (section.key === 'offers') {
    return (
      <Stack gap={4}>
        <Title order={3} size="h5">
          {title}
        </Title>
        {section.rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('view.noDiscounts')}
          </Text>
        ) : (
          <FigureTable
            label={title}
            columns={[t('figures.offer'), t('figures.uses'), t('figures.amount'), t('figures.share')]}
            rows={section.rows.map((r) => [
              r.key === MANUAL_OFFER_KEY ? t('view.manualDiscounts') : r.label,
              fmt.number(r.quantity ?? 0),
              m(r.metrics.discountAmount),
              fmt.percent(r.share ?? 0),
            ])}
          />
        )}
        {wholeDays && (
          <Text size="xs" c="dimmed">
            {t('view.offersScope')}
          </Text>
        )}
      </Stack>
    );
  }
  const label = (row: Section['rows'][number]) =>
    section.key === 'staff' && row.key === ''
      ? t('view.noStaff')
      : // A method the company named reads by its name; a bare code by its standard label.
        section.key === 'paymentMethod' && row.label === row.key
        ? paymentMethodLabel(row.key, i18n.language)
        : row.label;
  if (section.rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {title}: {t('view.noData')}
      </Text>
    );
  }
  const [columns, rows] =
    section.key === 'vat'
      ? [
          [t('figures.rate'), t('figures.gross'), t('figures.vat'), t('figures.net')],
          section.rows.map((r) => [
            r.label,
            m(r.metrics.salesAmount),
            m(r.metrics.vatAmount),
            m(r.metrics.netOfVat),
          ]),
        ]
      : section.key === 'topItems'
        ? [
            [t('figures.item'), t('figures.quantity'), t('figures.sales')],
            section.rows.map((r) => [r.label, String(r.quantity ?? 0), m(r.metrics.salesAmount)]),
          ]
        : [
            [title, t('figures.sales'), t('figures.orders'), t('figures.average'), t('figures.tips')],
            section.rows.map((r) => [
              label(r),
              m(r.metrics.salesAmount),
              String(r.metrics.salesCount),
              m(r.metrics.salesAverage),
              m(r.metrics.tipsAmount),
            ]),
          ];
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <FigureTable label={title} columns={columns} rows={rows} />
    </Stack>
  );
}
