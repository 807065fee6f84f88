import { AVAILABLE_REPORT_AREAS, PERIODS, UI_LANGUAGES } from '@fika/domain';
import { Alert, Button, Group, Modal, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/i18n.ts';
import { type FieldError, gqlQuery, request } from '../../lib/request.ts';
import { useConfirm } from '../../ui/confirm.tsx';
import { EmptyState, Page } from '../../ui/page.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { useSession } from '../session/index.ts';
import {
  CREATE_SCHEDULED_REPORT_MUTATION,
  DELETE_SCHEDULED_REPORT_MUTATION,
  RUN_SCHEDULED_REPORT_MUTATION,
  SCHEDULED_REPORTS_QUERY,
} from './reports.graphql.ts';

const KEY = ['scheduledReports'];

/** /reports/scheduled-reports: reports e-mailed after each day, week or month closes. */
export function ScheduledReportsPage() {
  const { t } = useTranslation('reports');
  const fmt = useFormats();
  const toast = useToast();
  const confirm = useConfirm();
  const client = useQueryClient();
  const [creating, setCreating] = useState(false);
  const list = useQuery({
    queryKey: KEY,
    queryFn: async () => {
      return (await gqlQuery(SCHEDULED_REPORTS_QUERY, {})).scheduledReports;
    },
  });
  const fail = (codes: string[]) => toast.error(t(errorMessageKey(codes), { ns: 'common' }));
  const runNow = async (id: string, name: string) => {
    const result = await request(RUN_SCHEDULED_REPORT_MUTATION, { id });
    if (!result.success) return void fail(result.errorCodes);
    toast.success(t('scheduled.ran', { name }));
    await client.invalidateQueries({ queryKey: KEY });
  };
  const remove = async (id: string, name: string) => {
    const yes = await confirm({
      title: t('scheduled.deleteTitle'),
      message: t('scheduled.deleteMessage', { name }),
      danger: true,
    });
    if (!yes) return;
    const result = await request(DELETE_SCHEDULED_REPORT_MUTATION, { id });
    if (!result.success) return void fail(result.errorCodes);
    toast.success(t('scheduled.deleted', { name }));
    await client.invalidateQueries({ queryKey: KEY });
  };
  return (
    <Page
      title={t('pages.scheduledReports')}
      description={t('scheduled.description')}
      actions={<Button onClick={() => setCreating(true)}>{t('scheduled.new')}</Button>}
    >
      {list.isError && <Alert color="red">{t('list.loadError')}</Alert>}
      {list.data?.length === 0 && (
        <EmptyState title={t('scheduled.emptyTitle')} icon={<IconCalendarTime size={26} />}>
          {t('scheduled.emptyText')}
        </EmptyState>
      )}
      <Stack gap="xs">
        {list.data?.map((s) => (
          <Paper key={s.id} withBorder p="sm" data-testid="scheduled-report">
            <Group justify="space-between" wrap="wrap">
              <div>
                <Text fw={600}>{s.name}</Text>
                <Text size="sm" c="dimmed">
                  {t(`periods.${s.period}` as 'periods.DAILY')} · {t(`types.${s.type}` as 'types.SALES')} ·{' '}
                  {s.recipients.join(', ')}
                </Text>
                <Text size="xs" c="dimmed">
                  {s.lastRunAt
                    ? t('scheduled.lastRun', {
                        at: fmt.dateTime(s.lastRunAt),
                        period: s.lastPeriodStart,
                      })
                    : t('scheduled.neverRun')}
                </Text>
              </div>
              <Group gap="xs">
                <Button variant="light" size="xs" onClick={() => void runNow(s.id, s.name)}>
                  {t('scheduled.sendNow')}
                </Button>
                <Button variant="subtle" color="red" size="xs" onClick={() => void remove(s.id, s.name)}>
                  {t('list.delete')}
                </Button>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      {creating && <CreateDialog onClose={() => setCreating(false)} />}
    </Page>
  );
}

function CreateDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('reports');
  const { user } = useSession();
  const toast = useToast();
  const client = useQueryClient();
  const [form, setForm] = useState({
    name: '',
    period: 'DAILY',
    type: 'SALES',
    recipients: user?.email ?? '',
    language: UI_LANGUAGES.includes(i18n.language as never) ? i18n.language : 'en',
  });
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [saving, setSaving] = useState(false);
  const errorOf = (field: string) => {
    const e = errors.find((x) => x.field === field || x.field.startsWith(`${field}.`));
    return e ? t(e.message.replace(/^reports:/, '') as 'errors.day') : undefined;
  };
  const save = async () => {
    setSaving(true);
    const recipients = form.recipients.split(/[\s,;]+/).filter(Boolean);
    const result = await request(
      CREATE_SCHEDULED_REPORT_MUTATION,
      {
        input: { name: form.name, period: form.period, type: form.type, recipients, language: form.language },
      },
      { expectedCodes: ['BAD_USER_INPUT'] },
    );
    setSaving(false);
    if (!result.success) {
      setErrors(result.fieldErrors);
      if (result.fieldErrors.length === 0)
        toast.error(t(errorMessageKey(result.errorCodes), { ns: 'common' }));
      return;
    }
    toast.success(t('scheduled.created', { name: form.name }));
    await client.invalidateQueries({ queryKey: KEY });
    onClose();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={
        <Title order={2} size="h4">
          {t('scheduled.new')}
        </Title>
      }
    >
      <Stack gap="sm">
        <TextInput
          label={t('scheduled.name')}
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
          error={errorOf('name')}
          data-autofocus
        />
        <Select
          label={t('scheduled.period')}
          data={PERIODS.map((p) => ({ value: p, label: t(`periods.${p}` as 'periods.DAILY') }))}
          value={form.period}
          onChange={(v) => setForm({ ...form, period: v ?? 'DAILY' })}
          allowDeselect={false}
        />
        <Select
          label={t('builder.type')}
          data={AVAILABLE_REPORT_AREAS.map((v) => ({
            value: v,
            label: t(`types.${v}` as 'types.SALES'),
          }))}
          value={form.type}
          onChange={(v) => setForm({ ...form, type: v ?? 'SALES' })}
          allowDeselect={false}
          error={errorOf('type')}
        />
        <TextInput
          label={t('scheduled.recipients')}
          description={t('scheduled.recipientsHint')}
          value={form.recipients}
          onChange={(e) => setForm({ ...form, recipients: e.currentTarget.value })}
          error={errorOf('recipients')}
        />
        <Select
          label={t('scheduled.language')}
          data={UI_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}` as 'languages.en') }))}
          value={form.language}
          onChange={(v) => setForm({ ...form, language: v ?? 'en' })}
          allowDeselect={false}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('scheduled.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            {t('scheduled.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
