import { accountingDayOf, addDays } from '@fika/domain';
import {
  Badge,
  Button,
  Card,
  Drawer,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyCurrency } from '../../lib/company.tsx';
import { downloadBlob } from '../../lib/download.ts';
import type { ResultOf } from '../../lib/graphql.ts';
import { dataOrThrow, gqlQuery, loadErrorOf, RequestError, request } from '../../lib/request.ts';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { useSession } from '../session/index.ts';
import {
  ACCOUNTING_OVERVIEW_QUERY,
  CLOSE_ACCOUNTING_DAY_MUTATION,
  RESEND_VOUCHER_MUTATION,
  RETRY_VOUCHER_MUTATION,
  VOUCHER_EXPORT_QUERY,
} from './accounting.graphql.ts';

type Overview = ResultOf<typeof ACCOUNTING_OVERVIEW_QUERY>['accountingOverview'];
type Voucher = Overview['vouchers'][number];

const OVERVIEW_KEY = ['accounting', 'overview'] as const;
const STATUS_COLOR: Record<string, string> = { sent: 'green', pending: 'yellow', failed: 'red' };

// A refusal's field errors are translation keys ('accounting:errors.emptyDay'); anything else its message.
function useErrorText() {
  const { t } = useTranslation('accounting');
  return (error: Error) => {
    const keys = error instanceof RequestError ? error.fieldErrors.map((f) => f.message) : [];
    return keys.length > 0
      ? keys.map((key) => t(key as 'errors.day', { defaultValue: t('errors.generic') })).join(' ')
      : t('errors.generic');
  };
}

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('accounting');
  return (
    <Badge color={STATUS_COLOR[status] ?? 'gray'} variant="light">
      {t(`status.${status}` as 'status.sent', { defaultValue: status })}
    </Badge>
  );
}

/** The active integration, with the Sandbox label every provider carries here. */
function IntegrationCard({ integration }: { integration: Overview['integration'] | undefined }) {
  const { t } = useTranslation('accounting');
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        {integration ? (
          <Group gap="xs">
            <Text fw={600}>{integration.name}</Text>
            <Badge variant="outline" color="gray">
              {t('sandbox')}
            </Badge>
            <Badge color="green" variant="light">
              {t('integration.enabled')}
            </Badge>
          </Group>
        ) : (
          <Text c="dimmed">{t('integration.none')}</Text>
        )}
        <Button component={Link} to="/integrations" variant="default" size="xs">
          {integration ? t('integration.manage') : t('integration.connect')}
        </Button>
      </Group>
    </Card>
  );
}

/** Closes a venue's day now (the till's end of day, or a day the 05:30 job has not reached). */
function CloseDayForm() {
  const { t } = useTranslation('accounting');
  const { venues } = useSession();
  const toast = useToast();
  const errorText = useErrorText();
  const client = useQueryClient();
  const [venueId, setVenueId] = useState<string | null>(venues[0]?.id ?? null);
  const venue = venues.find((v) => v.id === venueId);
  const today = accountingDayOf(new Date(), venue?.timezone ?? undefined);
  const [day, setDay] = useState(today);
  const close = useMutation({
    mutationFn: async () =>
      dataOrThrow(
        await request(
          CLOSE_ACCOUNTING_DAY_MUTATION,
          { venueId: venueId ?? '', day },
          { expectedCodes: ['BAD_USER_INPUT'] },
        ),
      ).closeAccountingDay,
    onSuccess: async (voucher) => {
      await client.invalidateQueries({ queryKey: OVERVIEW_KEY });
      if (voucher.status === 'sent') toast.success(t('close.sent'));
      else toast.error(t('close.notSent', { message: voucher.message ?? '' }));
    },
    onError: (error) => toast.error(errorText(error)),
  });
  return (
    <Card withBorder padding="md" style={{ flex: '1 1 280px' }}>
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('close.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('close.text')}
        </Text>
        <Group align="flex-end" wrap="wrap" gap="xs">
          {venues.length > 1 && (
            <Select
              label={t('close.venue')}
              data={venues.map((v) => ({ value: v.id, label: v.name }))}
              value={venueId}
              onChange={setVenueId}
              allowDeselect={false}
              w={170}
            />
          )}
          <TextInput
            type="date"
            label={t('close.day')}
            value={day}
            max={today}
            onChange={(event) => setDay(event.currentTarget.value)}
            w={160}
          />
          <Button onClick={() => close.mutate()} loading={close.isPending} disabled={!venueId || !day}>
            {t('close.action')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Any range's vouchers as SIE 4 (Swedish companies) or a journal CSV: the fallback when a provider is down. */
function ExportForm() {
  const { t, i18n } = useTranslation('accounting');
  const { metadata } = useSession();
  const toast = useToast();
  const errorText = useErrorText();
  const today = accountingDayOf(new Date());
  const [from, setFrom] = useState(addDays(today, -30));
  const [to, setTo] = useState(today);
  const [format, setFormat] = useState<'SIE' | 'CSV'>(metadata.country === 'SE' ? 'SIE' : 'CSV');
  const download = useMutation({
    mutationFn: async () =>
      dataOrThrow(
        await request(
          VOUCHER_EXPORT_QUERY,
          { from, to, format, language: i18n.language },
          { expectedCodes: ['BAD_USER_INPUT'] },
        ),
      ).voucherExport,
    onSuccess: (file) => {
      downloadBlob(new Blob([base64ToBytes(file.base64)], { type: file.contentType }), file.filename);
      toast.success(t('export.done', { count: file.voucherCount }));
    },
    onError: (error) => toast.error(errorText(error)),
  });
  return (
    <Card withBorder padding="md" style={{ flex: '1 1 280px' }}>
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('export.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('export.text')}
        </Text>
        <Group align="flex-end" wrap="wrap" gap="xs">
          <TextInput
            type="date"
            label={t('export.from')}
            value={from}
            onChange={(e) => setFrom(e.currentTarget.value)}
            w={150}
          />
          <TextInput
            type="date"
            label={t('export.to')}
            value={to}
            onChange={(e) => setTo(e.currentTarget.value)}
            w={150}
          />
          <Select
            label={t('export.format')}
            data={[
              { value: 'SIE', label: t('export.sie') },
              { value: 'CSV', label: t('export.csv') },
            ]}
            value={format}
            onChange={(value) => setFormat(value === 'CSV' ? 'CSV' : 'SIE')}
            allowDeselect={false}
            w={170}
          />
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => download.mutate()}
            loading={download.isPending}
          >
            {t('export.action')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function VoucherLines({ voucher, onClose }: { voucher: Voucher | null; onClose: () => void }) {
  const { t } = useTranslation('accounting');
  const fmt = useFormats();
  const currency = useCompanyCurrency();
  const money = (minor: number) => (minor ? fmt.money(minor, currency) : '');
  return (
    <Drawer
      opened={voucher !== null}
      onClose={onClose}
      position="right"
      title={voucher ? t('lines.title', { venue: voucher.venueName, day: voucher.businessDay ?? '' }) : ''}
    >
      {voucher && (
        <Stack gap="sm">
          <Group gap="xs">
            <StatusBadge status={voucher.status} />
            {voucher.number !== null && (
              <Text size="sm">
                {t('lines.booked', { series: voucher.series ?? '', number: voucher.number })}
              </Text>
            )}
          </Group>
          {voucher.message && (
            <Text size="sm" c="red">
              {voucher.message}
            </Text>
          )}
          {voucher.lines.length === 0 ? (
            <Text c="dimmed">{t('lines.none')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={320}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('lines.account')}</Table.Th>
                    <Table.Th>{t('lines.text')}</Table.Th>
                    <Table.Th ta="right">{t('lines.debit')}</Table.Th>
                    <Table.Th ta="right">{t('lines.credit')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {voucher.lines.map((line) => (
                    <Table.Tr key={`${line.key}-${line.account}`}>
                      <Table.Td>{line.account}</Table.Td>
                      <Table.Td>{line.text}</Table.Td>
                      <Table.Td ta="right">{money(line.debit)}</Table.Td>
                      <Table.Td ta="right">{money(line.credit)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </Drawer>
  );
}

/**
 * /integrations/accounting (SE, GB) and /integrations/external (NO), where the bell's View details
 * lands: the enabled accounting integration, the last 30 days' day vouchers with Retry and Re-send,
 * closing a day now, and the SIE / journal CSV export.
 */
export function AccountingPage({ page }: { page: 'accounting' | 'external' }) {
  const { t } = useTranslation('accounting');
  const fmt = useFormats();
  const toast = useToast();
  const errorText = useErrorText();
  const client = useQueryClient();
  const [open, setOpen] = useState<Voucher | null>(null);
  const query = useQuery({
    queryKey: OVERVIEW_KEY,
    queryFn: async ({ signal }) =>
      (await gqlQuery(ACCOUNTING_OVERVIEW_QUERY, {}, { signal })).accountingOverview,
  });
  const act = useMutation({
    mutationFn: async ({ id, kind }: { id: string; kind: 'retry' | 'resend' }) => {
      const options = { expectedCodes: ['BAD_USER_INPUT'] };
      const result =
        kind === 'retry'
          ? dataOrThrow(await request(RETRY_VOUCHER_MUTATION, { id }, options)).retryVoucher
          : dataOrThrow(await request(RESEND_VOUCHER_MUTATION, { id }, options)).resendVoucher;
      return result;
    },
    onSuccess: async (voucher) => {
      await client.invalidateQueries({ queryKey: OVERVIEW_KEY });
      await client.invalidateQueries({ queryKey: ['notifications'] });
      if (voucher.status === 'sent') toast.success(t('actions.sent'));
      else toast.error(t('close.notSent', { message: voucher.message ?? '' }));
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const columns: ListColumn<Voucher>[] = [
    {
      key: 'day',
      header: t('columns.day'),
      render: (v) => (v.businessDay ? fmt.day(v.businessDay) : fmt.date(v.createdAt)),
      sortValue: (v) => v.businessDay ?? v.createdAt,
    },
    { key: 'venue', header: t('columns.venue'), render: (v) => v.venueName, sortValue: (v) => v.venueName },
    { key: 'status', header: t('columns.status'), render: (v) => <StatusBadge status={v.status} /> },
    {
      key: 'voucher',
      header: t('columns.voucher'),
      render: (v) => (v.number !== null ? `${v.series ?? ''}${v.number}` : '—'),
    },
    { key: 'message', header: t('columns.message'), render: (v) => v.message ?? '' },
    {
      key: 'actions',
      header: t('columns.actions'),
      align: 'right',
      render: (v) =>
        v.businessDay ? (
          <Button
            size="xs"
            variant={v.status === 'sent' ? 'default' : 'filled'}
            loading={act.isPending && act.variables?.id === v.id}
            onClick={(event) => {
              event.stopPropagation();
              act.mutate({ id: v.id, kind: v.status === 'sent' ? 'resend' : 'retry' });
            }}
          >
            {v.status === 'sent' ? t('actions.resend') : t('actions.retry')}
          </Button>
        ) : null,
    },
  ];
  return (
    <>
      <ListPage<Voucher>
        title={t(page === 'external' ? 'titleExternal' : 'title')}
        description={t('description')}
        above={
          <Stack gap="md">
            <IntegrationCard integration={query.data?.integration} />
            <Group align="stretch" wrap="wrap" gap="md">
              <CloseDayForm />
              <ExportForm />
            </Group>
          </Stack>
        }
        rows={query.data?.vouchers}
        rowKey={(v) => v.id}
        rowLabel={(v) => t('lines.open', { venue: v.venueName, day: v.businessDay ?? '' })}
        rowTestId={(v) => `voucher-${v.businessDay ?? v.id}`}
        columns={columns}
        loading={query.isPending}
        error={loadErrorOf(query.error)}
        onRetry={() => void query.refetch()}
        onRowClick={setOpen}
        searchText={(v) => `${v.venueName} ${v.businessDay ?? ''} ${v.status} ${v.message ?? ''}`}
        searchLabel={t('search')}
        empty={{ title: t('empty.title'), text: t('empty.text') }}
      />
      <VoucherLines voucher={open} onClose={() => setOpen(null)} />
    </>
  );
}
