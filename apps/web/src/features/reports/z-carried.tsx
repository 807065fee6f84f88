import { paymentMethodLabel } from '@fika/domain';
import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../ui/use-formats.ts';
import type { ZReportData } from './reports.graphql.ts';
import { FigureTable } from './shared.tsx';

type Carried = NonNullable<ZReportData['late']>;

/**
 * What a Z-report carries besides its own day: sales recorded for closed days after they closed
 * (`late`), or on a venue's first report everything sold before it (`opening`). Shown apart from
 * the day's own figures, as the PDF and the e-mail do, because the grand totals include them.
 */
export function ZCarried({ z, kind }: { z: ZReportData; kind: 'late' | 'opening' }) {
  const { t, i18n } = useTranslation('reports');
  const fmt = useFormats();
  const carried: Carried | null = z[kind];
  if (!carried) return null;
  const m = (minor: number) => fmt.money(minor, z.currency);
  const days = carried.days.map((d) => fmt.day(d)).join(kind === 'opening' ? ' – ' : ', ');
  return (
    <Paper withBorder p="md" data-testid={`z-carried-${kind}`}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t(`z.${kind}Title`)}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`z.${kind}Text`, { days })}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('figures.sales')}
            </Text>
            <Text fw={700} data-testid={`z-carried-${kind}-sales`}>
              {m(carried.totals.salesAmount)}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('figures.orders')}
            </Text>
            <Text fw={700}>{fmt.number(carried.totals.salesCount)}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('z.returns')}
            </Text>
            <Text fw={700}>{m(carried.totals.refundAmount)}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('z.copies')}
            </Text>
            <Text fw={700}>{fmt.number(carried.copyCount)}</Text>
          </Stack>
        </SimpleGrid>
        {carried.vat.length > 0 && (
          <FigureTable
            label={`${t(`z.${kind}Title`)}: ${t('sections.vat')}`}
            columns={[t('figures.rate'), t('figures.gross'), t('figures.vat'), t('figures.net')]}
            rows={carried.vat.map((v) => [`${v.rate} %`, m(v.gross), m(v.vat), m(v.gross - v.vat)])}
          />
        )}
        {carried.payments.length > 0 && (
          <FigureTable
            label={`${t(`z.${kind}Title`)}: ${t('sections.paymentMethod')}`}
            columns={[t('figures.method'), t('figures.amount'), t('z.returns')]}
            rows={carried.payments.map((p) => [
              p.name ?? paymentMethodLabel(p.method, i18n.language),
              m(p.amount),
              m(p.refunds),
            ])}
          />
        )}
      </Stack>
    </Paper>
  );
}

/** A day before the venue's first Z-report: its sales are already in that report's opening. */
export function ZInOpening({ z }: { z: ZReportData }) {
  const { t } = useTranslation('reports');
  if (!z.inOpening) return null;
  return (
    <Alert color="blue" data-testid="z-in-opening">
      {t('z.inOpening')}
    </Alert>
  );
}
