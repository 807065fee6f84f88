import { accountingDayOf, addDays } from '@fika/domain';
import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/i18n.ts';
import { request } from '../../lib/request.ts';
import { useConfirm } from '../../ui/confirm.tsx';
import { Page } from '../../ui/page.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { useSelectedVenue, useSession } from '../session/index.ts';
import {
  CLOSE_Z_REPORT_MUTATION,
  GENERATE_PDF_MUTATION,
  SEND_Z_REPORT_MUTATION,
  Z_REPORT_QUERY,
} from './reports.graphql.ts';
import { downloadUrl } from './shared.tsx';
import { ZReportView } from './z-report-view.tsx';

/**
 * /reports/z-reports: a venue's accounting day, as a screen, a PDF and an e-mail. A day is closed
 * once (here, on the till or by the nightly tick): it gets the venue's next Z number and its report
 * is frozen; until then it is an X-report whose figures can still change.
 */
export function ZReportsPage() {
  const { t, i18n } = useTranslation('reports');
  const client = useQueryClient();
  const confirm = useConfirm();
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
  const [busy, setBusy] = useState<'pdf' | 'email' | 'close' | null>(null);
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
  const closeDay = async () => {
    const ok = await confirm({
      title: t('z.closeTitle'),
      message: t('z.closeMessage', { venue: venue?.name ?? '', day }),
      confirmLabel: t('z.close'),
    });
    if (!ok) return;
    setBusy('close');
    const result = await request(
      CLOSE_Z_REPORT_MUTATION,
      { venueId, day },
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
    const closed = result.data.closeZReport;
    client.setQueryData(['zReport', venueId, day], closed.report);
    if (closed.status === 'empty') toast.error(t('z.nothingToClose'));
    else toast.success(t('z.closed', { number: closed.report.number ?? '' }));
  };
  const z = query.data;
  // The person who sees the report may close it (FINANCE); an empty or closed day has nothing to close.
  const closable = !!z && z.number === null && !z.empty;
  return (
    <Page
      title={t('pages.zReports')}
      description={t('z.description')}
      actions={
        <Group gap="xs">
          {closable && (
            <Button variant="default" onClick={() => void closeDay()} loading={busy === 'close'}>
              {t('z.close')}
            </Button>
          )}
          <Button onClick={() => void pdf()} loading={busy === 'pdf'} disabled={!z}>
            {t('z.downloadPdf')}
          </Button>
        </Group>
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
      {z && <ZReportView z={z} />}
    </Page>
  );
}
