import {
  AVAILABLE_REPORT_AREAS,
  accountingDayOf,
  addDays,
  ORDER_CHANNEL_LABELS,
  ORDER_CHANNELS,
} from '@fika/domain';
import {
  Alert,
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconReportAnalytics } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from '../../lib/download.ts';
import { errorMessageKey } from '../../lib/i18n.ts';
import { type FieldError, gqlQuery, request } from '../../lib/request.ts';
import { useConfirm } from '../../ui/confirm.tsx';
import { EmptyState, Page } from '../../ui/page.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { useSession } from '../session/index.ts';
import { useStaffSelectData } from '../staff-options/index.ts';
import { ReportView } from './report-view.tsx';
import {
  CREATE_REPORT_MUTATION,
  DELETE_REPORT_MUTATION,
  REPORT_CSV_QUERY,
  REPORTS_QUERY,
} from './reports.graphql.ts';

const HOURS = Array.from({ length: 24 }, (_, h) => String(h));

/** /reports: the report builder, the list of reports and the open report. */
export function ReportsPage() {
  const { t, i18n } = useTranslation('reports');
  const { metadata, venues } = useSession();
  const toast = useToast();
  const confirm = useConfirm();
  const client = useQueryClient();
  const today = accountingDayOf(new Date(), metadata.timezone);
  const [form, setForm] = useState({
    name: '',
    type: 'SALES',
    venueIds: [] as string[],
    channels: [] as string[],
    from: addDays(today, -7),
    to: addDays(today, -1),
    hours: [] as string[],
    staffIds: [] as string[],
  });
  const deletedStaff = useCallback((name: string) => t('builder.deletedStaff', { name }), [t]);
  const staffData = useStaffSelectData({ noStaff: t('view.noStaff'), deleted: deletedStaff });
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['reports'],
    queryFn: async () => {
      return (await gqlQuery(REPORTS_QUERY, {})).reports;
    },
  });
  const create = useMutation({
    mutationFn: () =>
      request(
        CREATE_REPORT_MUTATION,
        {
          input: {
            name: form.name || null,
            type: form.type,
            venueIds: form.venueIds,
            channels: form.channels,
            from: form.from,
            to: form.to,
            hours: form.hours.map(Number),
            staffIds: form.staffIds,
            language: i18n.language,
          },
        },
        { expectedCodes: ['BAD_USER_INPUT'] },
      ),
    onSuccess: async (result) => {
      if (!result.success) {
        setErrors(result.fieldErrors);
        if (result.fieldErrors.length === 0)
          toast.error(t(errorMessageKey(result.errorCodes), { ns: 'common' }));
        return;
      }
      setErrors([]);
      toast.success(t('builder.created'));
      setOpenId(result.data.createReport.reportId ?? null);
      await client.invalidateQueries({ queryKey: ['reports'] });
    },
  });
  const errorOf = (field: string) => {
    const e = errors.find((x) => x.field === field);
    return e ? t(e.message.replace(/^reports:/, '') as 'errors.day') : undefined;
  };
  const remove = async (id: string, name: string) => {
    const yes = await confirm({
      title: t('list.deleteTitle'),
      message: t('list.deleteMessage', { name }),
      danger: true,
    });
    if (!yes) return;
    const result = await request(DELETE_REPORT_MUTATION, { id });
    if (!result.success) return void toast.error(t(errorMessageKey(result.errorCodes), { ns: 'common' }));
    if (openId === id) setOpenId(null);
    toast.success(t('list.deleted', { name }));
    await client.invalidateQueries({ queryKey: ['reports'] });
  };
  const csv = async (id: string, name: string) => {
    const result = await request(REPORT_CSV_QUERY, { id, language: i18n.language });
    if (!result.success) return void toast.error(t(errorMessageKey(result.errorCodes), { ns: 'common' }));
    downloadCsv(result.data.reportCsv, `${name.replace(/[^\p{L}\p{N}-]+/gu, '-')}.csv`);
  };

  return (
    <Page title={t('pages.reports')} description={t('builder.description')}>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('builder.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            <Select
              label={t('builder.type')}
              data={AVAILABLE_REPORT_AREAS.map((v) => ({
                value: v,
                label: t(`types.${v}` as 'types.SALES'),
              }))}
              value={form.type}
              onChange={(v) => setForm({ ...form, type: v ?? 'SALES' })}
              error={errorOf('type')}
              allowDeselect={false}
            />
            <TextInput
              label={t('builder.name')}
              placeholder={t('builder.namePlaceholder')}
              value={form.name}
              onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
              error={errorOf('name')}
            />
            <MultiSelect
              label={t('builder.venues')}
              placeholder={t('builder.allVenues')}
              data={venues.map((v) => ({ value: v.id, label: v.name }))}
              value={form.venueIds}
              onChange={(venueIds) => setForm({ ...form, venueIds })}
            />
            <TextInput
              type="date"
              label={t('builder.from')}
              value={form.from}
              onChange={(e) => setForm({ ...form, from: e.currentTarget.value })}
              error={errorOf('from')}
            />
            <TextInput
              type="date"
              label={t('builder.to')}
              value={form.to}
              onChange={(e) => setForm({ ...form, to: e.currentTarget.value })}
              error={errorOf('to')}
            />
            <MultiSelect
              label={t('builder.channels')}
              placeholder={t('builder.allChannels')}
              data={ORDER_CHANNELS.map((c) => ({ value: c, label: ORDER_CHANNEL_LABELS[c] }))}
              value={form.channels}
              onChange={(channels) => setForm({ ...form, channels })}
              error={errorOf('channels')}
            />
            <MultiSelect
              label={t('builder.hours')}
              placeholder={t('builder.allHours')}
              data={HOURS.map((h) => ({ value: h, label: `${h.padStart(2, '0')}:00` }))}
              value={form.hours}
              onChange={(hours) => setForm({ ...form, hours })}
              error={errorOf('hours')}
            />
            <MultiSelect
              label={t('builder.staff')}
              placeholder={t('builder.allStaff')}
              data={staffData}
              value={form.staffIds}
              onChange={(staffIds) => setForm({ ...form, staffIds })}
              searchable
            />
          </SimpleGrid>
          <Group>
            <Button onClick={() => create.mutate()} loading={create.isPending}>
              {t('builder.create')}
            </Button>
          </Group>
        </Stack>
      </Paper>

      {openId && <ReportView id={openId} onClose={() => setOpenId(null)} onCsv={csv} />}

      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('list.title')}
        </Title>
        {list.isError && <Alert color="red">{t('list.loadError')}</Alert>}
        {list.data?.length === 0 && (
          <EmptyState title={t('list.emptyTitle')} icon={<IconReportAnalytics size={26} />}>
            {t('list.emptyText')}
          </EmptyState>
        )}
        {list.data?.map((r) => (
          <Paper key={r.id} withBorder p="sm">
            <Group justify="space-between" wrap="wrap">
              <div>
                <Text fw={600}>{r.name}</Text>
                <Text size="sm" c="dimmed">
                  {t(`types.${r.type}` as 'types.SALES')} · {r.from} – {r.to}
                </Text>
              </div>
              <Group gap="xs">
                <Button variant="light" size="xs" onClick={() => setOpenId(r.id)}>
                  {t('list.view')}
                </Button>
                <Button variant="default" size="xs" onClick={() => void csv(r.id, r.name)}>
                  {t('list.csv')}
                </Button>
                <Button variant="subtle" color="red" size="xs" onClick={() => void remove(r.id, r.name)}>
                  {t('list.delete')}
                </Button>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Page>
  );
}
