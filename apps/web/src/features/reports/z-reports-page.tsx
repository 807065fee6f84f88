import { accountingDayOf, addDays, paymentMethodLabel } from '@fika/domain';
import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/i18n.ts';
import { request } from '../../lib/request.ts';
import { Page } from '../../ui/page.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { useSelectedVenue, useSession } from '../session/index.ts';
import { GENERATE_PDF_MUTATION, SEND_Z_REPORT_MUTATION, Z_REPORT_QUERY } from './reports.graphql.ts';
import { downloadUrl, FigureTable } from './shared.tsx';

/** /reports/z-reports: a venue's accounting day closed off, as a screen, a PDF and an e-mail. */
export function ZReportsPage() {
  const { t, i18n } = useTranslation('reports');
  const fmt = useFormats();
  const { metadata, user } = useSession();
  // The venue chosen in the sidebar, like every other venue screen: a picker of the page's own
  // showed one venue while the sidebar said another.
  const venue = useSelectedVenue();
  const venueId = venue?.id ?? '';
  const toast = useToast();
  // The venue's accounting day now: the latest day that can be closed off.
  const today = accountingDayOf(new Date(), venue?.timezone ?? metadata.timezone);
  const [day, setDay] = useState(() => addDays(today, -1));
  const validDay = /^\d{4}-\d{2}-\d{2}$/.test(day);
  const future = validDay && day > today;
  const [email, setEmail] = useState(user?.email ?? '');
  const [busy, setBusy] = useState<'pdf' | 'email' | null>(null);
  const query = useQuery({
    queryKey: ['zReport', venueId, day],
    enabled: venueId !== '' && validDay && !future,
    queryFn: async () => {
      const result = await request(Z_REPORT_QUERY, { venueId, day });
      if (!result.success) throw new Error(result.errorCodes.join(','));
      return result.data.zReport;
    },
  });
  const pdf = async () => {
    setBusy('pdf');
    const result = await request(GENERATE_PDF_MUTATION, { input: { venueId, day, language: i18n.language } });
    setBusy(null);
    if (!result.success || !result.data.generatePdfReport.url) {
      return void toast.error(t(errorMessageKey(result.success ? [] : result.errorCodes), { ns: 'common' }));
    }
    downloadUrl(result.data.generatePdfReport.url);
  };
  const send = async () => {
    setBusy('email');
    const result = await request(
      SEND_Z_REPORT_MUTATION,
      { venueId, day, email },
      { expectedCodes: ['BAD_USER_INPUT'] },
    );
    setBusy(null);
    if (!result.success) {
      const field = result.fieldErrors[0];
      return void toast.error(
        field
          ? t(field.message.replace(/^reports:/, '') as 'errors.day')
          : t(errorMessageKey(result.errorCodes), { ns: 'common' }),
      );
    }
    toast.success(t('z.sent', { email }));
  };
  const z = query.data;
  const m = (minor: number) => fmt.money(minor, z?.currency ?? 'SEK');
  return (
    <Page
      title={t('pages.zReports')}
      description={t('z.description')}
      actions={
        <Button onClick={() => void pdf()} loading={busy === 'pdf'} disabled={!z}>
          {t('z.downloadPdf')}
        </Button>
      }
    >
      <Group align="flex-end" wrap="wrap">
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {t('z.venue')}
          </Text>
          <Text data-testid="z-venue" py={6}>
            {venue?.name ?? '–'}
          </Text>
        </Stack>
        <TextInput
          type="date"
          label={t('z.day')}
          value={day}
          max={today}
          error={future ? t('errors.futureDay') : undefined}
          onChange={(e) => setDay(e.currentTarget.value)}
        />
        <TextInput
          type="email"
          label={t('z.email')}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <Button variant="default" onClick={() => void send()} loading={busy === 'email'} disabled={!z}>
          {t('z.send')}
        </Button>
      </Group>
      {query.isPending && query.fetchStatus !== 'idle' && <Loader aria-label={t('view.loading')} />}
      {query.isError && <Alert color="red">{t('view.loadError')}</Alert>}
      {z && (
        <Stack gap="md" data-testid="z-report">
          <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
            {(
              [
                ['sales', m(z.totals.salesAmount)],
                ['orders', String(z.totals.salesCount)],
                ['vat', m(z.totals.vatAmount)],
                ['refunds', m(z.totals.refundAmount)],
                ['discounts', m(z.totals.discountAmount)],
                ['tips', m(z.totals.tipsAmount)],
                ['net', m(z.totals.netOfVat)],
                ['opening', m(z.openingCounter)],
                ['closing', m(z.closingCounter)],
                [
                  'orderNumbers',
                  z.firstOrderNumber === null ? '–' : `${z.firstOrderNumber} – ${z.lastOrderNumber}`,
                ],
              ] as const
            ).map(([key, value]) => (
              <Paper key={key} withBorder p="sm">
                <Text size="sm" c="dimmed">
                  {t(`figures.${key}` as 'figures.sales')}
                </Text>
                <Text fw={700} data-testid={`z-${key}`}>
                  {value}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          <Title order={2} size="h5">
            {t('sections.vat')}
          </Title>
          <FigureTable
            label={t('sections.vat')}
            columns={[t('figures.rate'), t('figures.gross'), t('figures.vat'), t('figures.net')]}
            rows={z.vat.map((v) => [`${v.rate} %`, m(v.gross), m(v.vat), m(v.gross - v.vat)])}
          />
          <Title order={2} size="h5">
            {t('sections.paymentMethod')}
          </Title>
          <FigureTable
            label={t('sections.paymentMethod')}
            columns={[t('figures.method'), t('figures.payments'), t('figures.amount'), t('figures.tips')]}
            rows={z.payments.map((p) => [
              p.name ?? paymentMethodLabel(p.method, i18n.language),
              String(p.count),
              m(p.amount),
              m(p.tips),
            ])}
          />
          <Text size="sm" c="dimmed">
            {t('view.lastUpdated', {
              at: z.lastUpdatedAt ? fmt.dateTime(z.lastUpdatedAt) : '–',
            })}
          </Text>
        </Stack>
      )}
    </Page>
  );
}
