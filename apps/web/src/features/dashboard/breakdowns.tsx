// The dashboard's secondary panels: channel and payment-method splits, best sellers and VAT.
import { Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FigureTable } from '../../ui/figure-table.tsx';
import type { Formatters } from './format.ts';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Text fw={600} mb="sm" component="h2" size="md">
        {title}
      </Text>
      {children}
    </Paper>
  );
}

/** One row of a split: a label, an amount, its count, and its share of the whole. */
export interface SplitRow {
  key: string;
  label: string;
  amount: number;
  count: number;
}

/** A split as labelled bars with their share in percent. */
export function Split({
  title,
  rows,
  counted,
  format,
}: {
  title: string;
  rows: readonly SplitRow[];
  /** What `count` counts, for its label. */
  counted: 'orders' | 'payments';
  format: Formatters;
}) {
  const { t } = useTranslation('finance');
  const whole = rows.reduce((sum, r) => sum + Math.max(r.amount, 0), 0);
  return (
    <Panel title={title}>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('empty.short')}
        </Text>
      ) : (
        <Stack gap="sm">
          {rows.map((row) => {
            const share = whole > 0 ? (Math.max(row.amount, 0) / whole) * 100 : 0;
            return (
              <div key={row.key}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm">{row.label}</Text>
                  <Text size="sm" fw={600}>
                    {format.money(row.amount)}
                  </Text>
                </Group>
                <Progress
                  value={share}
                  size="sm"
                  aria-label={t('split.share', { label: row.label, percent: format.percent(share) })}
                />
                <Text size="xs" c="dimmed">
                  {t(`split.${counted}`, {
                    count: row.count,
                    countText: format.count(row.count),
                    percent: format.percent(share),
                  })}
                </Text>
              </div>
            );
          })}
        </Stack>
      )}
    </Panel>
  );
}

/** A best-seller entry. */
export interface TopRow {
  id: string | null;
  name: string;
  quantity: number;
  salesAmount: number;
}

/** Top items or categories as a small table. */
export function TopList({
  title,
  rows,
  format,
}: {
  title: string;
  rows: readonly TopRow[];
  format: Formatters;
}) {
  const { t } = useTranslation('finance');
  return (
    <Panel title={title}>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('empty.short')}
        </Text>
      ) : (
        <FigureTable
          compact
          columns={[t('top.name'), t('top.quantity'), t('top.amount')]}
          rowKeys={rows.map((row) => `${row.id ?? ''}:${row.name}`)}
          rows={rows.map((row) => [
            row.name || t('top.unnamed'),
            format.count(row.quantity),
            format.money(row.salesAmount),
          ])}
        />
      )}
    </Panel>
  );
}

/** An offer's (or the manual discounts') part of the period's discounts. */
export interface DiscountRow {
  key: string;
  name: string;
  manual: boolean;
  uses: number;
  amount: number;
  share: number;
}

/** The offers that took the most off in the period, with their share of all discounts. */
export function TopDiscounts({ rows, format }: { rows: readonly DiscountRow[]; format: Formatters }) {
  const { t } = useTranslation('finance');
  return (
    <Panel title={t('topDiscounts.title')}>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('topDiscounts.empty')}
        </Text>
      ) : (
        <FigureTable
          compact
          columns={[
            t('topDiscounts.offer'),
            t('topDiscounts.uses'),
            t('top.amount'),
            t('topDiscounts.share'),
          ]}
          rowKeys={rows.map((row) => row.key)}
          rows={rows.map((row) => [
            row.manual ? t('topDiscounts.manual') : row.name,
            format.count(row.uses),
            format.money(row.amount),
            format.percent(row.share),
          ])}
        />
      )}
    </Panel>
  );
}

/** Refunds, discounts and VAT of the period, with VAT per rate. */
export function Secondary({
  totals,
  vat,
  format,
}: {
  totals: {
    refundAmount: number;
    refundCount: number;
    discountAmount: number;
    vatAmount: number;
    netOfVat: number;
  };
  vat: readonly { rate: number; gross: number; vat: number }[];
  format: Formatters;
}) {
  const { t } = useTranslation('finance');
  const figures = [
    {
      key: 'refunds',
      label: t('secondary.refunds', { count: totals.refundCount }),
      value: format.money(totals.refundAmount),
    },
    { key: 'discounts', label: t('secondary.discounts'), value: format.money(totals.discountAmount) },
    { key: 'vat', label: t('secondary.vat'), value: format.money(totals.vatAmount) },
    { key: 'net', label: t('secondary.net'), value: format.money(totals.netOfVat) },
  ];
  return (
    <Panel title={t('secondary.title')}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mb={vat.length > 0 ? 'sm' : 0}>
        {figures.map((f) => (
          <div key={f.key} data-testid={`dashboard-${f.key}`}>
            <Text size="xs" c="dimmed">
              {f.label}
            </Text>
            <Text fw={600}>{f.value}</Text>
          </div>
        ))}
      </SimpleGrid>
      {vat.length > 0 && (
        <FigureTable
          compact
          columns={[t('vat.rate'), t('vat.gross'), t('vat.vat'), t('vat.net')]}
          rowKeys={vat.map((line) => String(line.rate))}
          rows={vat.map((line) => [
            format.percent(line.rate),
            format.money(line.gross),
            format.money(line.vat),
            format.money(line.gross - line.vat),
          ])}
        />
      )}
    </Panel>
  );
}
