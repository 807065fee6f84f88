import { paymentMethodLabel } from '@fika/domain';
import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../ui/use-formats.ts';
import type { ZReportData } from './reports.graphql.ts';
import { FigureTable } from './shared.tsx';
import { ZCarried, ZInOpening } from './z-carried.tsx';

export type { ZReportData };

function Field({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * One Z-report as the accountant reads it — who issued it, which tills and control units, the
 * day's figures, product groups, VAT, payment methods, receipts and copies, grand totals — in the
 * order of the PDF and the e-mail. A day not closed yet is marked as such (an X-report).
 */
export function ZReportView({ z }: { z: ZReportData }) {
  const { t, i18n } = useTranslation('reports');
  const fmt = useFormats();
  const m = (minor: number) => fmt.money(minor, z.currency);
  const n = (value: number) => fmt.number(value);
  return (
    <Stack gap="md" data-testid="z-report">
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={2} size="h4" data-testid="z-title">
              {z.number === null ? t('z.xTitle') : t('z.numbered', { number: z.number })}
            </Title>
            {z.number === null ? (
              <Badge color="yellow" variant="light" data-testid="z-status">
                {t('z.open')}
              </Badge>
            ) : (
              <Badge color="green" variant="light" data-testid="z-status">
                {t('z.closedAt', { at: z.closedAt ? fmt.dateTime(z.closedAt) : '–' })}
              </Badge>
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            <Field
              label={t('z.legalName')}
              value={z.issuer.legalName ?? z.issuer.name}
              testId="z-legal-name"
            />
            <Field
              label={t('z.orgNumber')}
              value={z.issuer.organizationNumber ?? '–'}
              testId="z-org-number"
            />
            <Field label={t('z.address')} value={z.issuer.address ?? '–'} testId="z-address" />
            <Field label={t('z.venue')} value={z.venueName} />
            <Field label={t('z.day')} value={fmt.day(z.day)} />
            <Field
              label={t('z.registers')}
              testId="z-registers"
              value={
                z.registers.length === 0
                  ? '–'
                  : z.registers
                      .map((r) =>
                        r.controlUnitSerial
                          ? t('z.registerWithUnit', { name: r.name, serial: r.controlUnitSerial })
                          : r.name,
                      )
                      .join(', ')
              }
            />
          </SimpleGrid>
        </Stack>
      </Paper>
      <ZInOpening z={z} />
      {z.empty ? (
        <Alert color="gray" data-testid="z-empty">
          {t('z.empty')}
        </Alert>
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
            <Figure label={t('figures.sales')} value={m(z.totals.salesAmount)} testId="z-sales" />
            <Figure label={t('figures.orders')} value={n(z.totals.salesCount)} testId="z-orders" />
            <Figure label={t('figures.vat')} value={m(z.totals.vatAmount)} testId="z-vat" />
            <Figure label={t('figures.net')} value={m(z.totals.netOfVat)} testId="z-net" />
            <Figure label={t('figures.discounts')} value={m(z.totals.discountAmount)} testId="z-discounts" />
            <Figure label={t('z.returns')} value={m(z.totals.refundAmount)} testId="z-refunds" />
            <Figure label={t('z.returnCount')} value={n(z.totals.refundCount)} testId="z-refund-count" />
            <Figure label={t('figures.tips')} value={m(z.totals.tipsAmount)} testId="z-tips" />
            <Figure label={t('z.receipts')} value={n(z.receiptCount)} testId="z-receipts" />
            <Figure label={t('z.copies')} value={n(z.copyCount)} testId="z-copies" />
          </SimpleGrid>
          {z.registers.length > 0 && (
            <>
              <Title order={3} size="h5">
                {t('z.registers')}
              </Title>
              <FigureTable
                label={t('z.registers')}
                columns={[t('z.register'), t('z.controlUnit'), t('z.receipts')]}
                rows={z.registers.map((r) => [r.name, r.controlUnitSerial ?? '–', n(r.receiptCount)])}
              />
            </>
          )}
          <Title order={3} size="h5">
            {t('z.groups')}
          </Title>
          <FigureTable
            label={t('z.groups')}
            columns={[t('z.group'), t('figures.quantity'), t('figures.amount')]}
            rows={z.groups.map((g) => [g.name ?? t('z.noGroup'), n(g.quantity), m(g.amount)])}
          />
          <Title order={3} size="h5">
            {t('sections.vat')}
          </Title>
          <FigureTable
            label={t('sections.vat')}
            columns={[t('figures.rate'), t('figures.gross'), t('figures.vat'), t('figures.net')]}
            rows={z.vat.map((v) => [`${v.rate} %`, m(v.gross), m(v.vat), m(v.gross - v.vat)])}
          />
          <Title order={3} size="h5">
            {t('sections.paymentMethod')}
          </Title>
          <FigureTable
            label={t('sections.paymentMethod')}
            columns={[
              t('figures.method'),
              t('figures.payments'),
              t('figures.amount'),
              t('figures.tips'),
              t('z.returns'),
            ]}
            rows={z.payments.map((p) => [
              p.name ?? paymentMethodLabel(p.method, i18n.language),
              n(p.count),
              m(p.amount),
              m(p.tips),
              m(p.refunds),
            ])}
          />
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Figure
              label={t('figures.orderNumbers')}
              value={z.firstOrderNumber === null ? '–' : `${z.firstOrderNumber} – ${z.lastOrderNumber}`}
              testId="z-orderNumbers"
            />
            <Figure label={t('figures.opening')} value={m(z.openingCounter)} testId="z-opening" />
            <Figure label={t('figures.closing')} value={m(z.closingCounter)} testId="z-closing" />
          </SimpleGrid>
        </>
      )}
      <ZCarried z={z} kind="late" />
      <ZCarried z={z} kind="opening" />
      <Title order={3} size="h5">
        {t('z.grandTotals')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Figure label={t('z.grandSales')} value={m(z.grandTotals.sales)} testId="z-grand-sales" />
        <Figure label={t('z.grandReturns')} value={m(z.grandTotals.returns)} testId="z-grand-returns" />
        <Figure label={t('z.grandNet')} value={m(z.grandTotals.net)} testId="z-grand-net" />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('view.lastUpdated', { at: z.lastUpdatedAt ? fmt.dateTime(z.lastUpdatedAt) : '–' })}
      </Text>
    </Stack>
  );
}
