import { Anchor, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadErrorOf } from '../../lib/request.ts';
import { ListPage } from '../../ui/list-page.tsx';
import type { ListColumn } from '../../ui/list-types.ts';
import { useToast } from '../../ui/toasts.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { mappingKeyLabel, validationText } from './integration-texts.ts';
import {
  addConfigNote,
  type ConfigEvent,
  configEventsQuery,
  useRefreshIntegrations,
} from './use-integrations.ts';

const KINDS = [
  'activated',
  'connected',
  'variables',
  'mapping',
  'enabled',
  'disabled',
  'disconnected',
  'note',
] as const;
type Kind = (typeof KINDS)[number];
const isKind = (k: string): k is Kind => (KINDS as readonly string[]).includes(k);

const FIELDS = [
  'status',
  'account',
  'credentials',
  'voucherSeries',
  'costCenter',
  'sandboxFailTimes',
  'sandboxMissingAccounts',
  'department',
] as const;
type Field = (typeof FIELDS)[number];
const isField = (f: string): f is Field => (FIELDS as readonly string[]).includes(f);

const STATUSES = ['available', 'connected', 'enabled', 'disabled', 'disconnected'] as const;

/**
 * /integrations/{provider}/manage-configs: every change of the integration's configuration, newest
 * first — who, when, what changed (a secret is named, never shown) — and notes an operator adds.
 */
export function IntegrationConfigsPage({ provider }: { provider: string }) {
  const { t } = useTranslation('integrations');
  const formats = useFormats();
  const query = useQuery(configEventsQuery(provider));
  const [noting, setNoting] = useState(false);
  const name = query.data?.integration.name ?? provider;

  const valueText = (field: string, value: string | null) => {
    if (value === null || value === '') return t('configs.none');
    if (field === 'status' && (STATUSES as readonly string[]).includes(value)) {
      return t(`status.${value as (typeof STATUSES)[number]}`);
    }
    return value;
  };
  const fieldText = (field: string) =>
    isField(field) ? t(`configs.fields.${field}`) : mappingKeyLabel(t, field);

  const columns: ListColumn<ConfigEvent>[] = [
    {
      key: 'when',
      header: t('configs.when'),
      render: (e) => formats.dateTime(e.createdAt),
      sortValue: (e) => e.createdAt,
      width: 150,
    },
    { key: 'who', header: t('configs.who'), render: (e) => e.userName ?? t('configs.system') },
    {
      key: 'what',
      header: t('configs.what'),
      render: (e) => (isKind(e.kind) ? t(`configs.kinds.${e.kind}`) : e.kind),
    },
    {
      key: 'changes',
      header: t('configs.changes'),
      render: (e) => (
        <Stack gap={2}>
          {e.changes.map((c) => (
            <Text key={c.field} size="sm">
              {e.kind === 'note'
                ? c.to
                : c.secret
                  ? t('configs.secretChanged', { field: fieldText(c.field) })
                  : t('configs.change', {
                      field: fieldText(c.field),
                      from: valueText(c.field, c.from),
                      to: valueText(c.field, c.to),
                    })}
            </Text>
          ))}
        </Stack>
      ),
    },
  ];

  return (
    <ListPage
      title={t('configs.title', { provider: name })}
      description={
        <>
          {t('configs.description', { provider: name })}{' '}
          <Anchor component={Link} to={`/integrations/${provider}`}>
            {t('configs.back', { provider: name })}
          </Anchor>
        </>
      }
      rows={query.data?.integrationConfigEvents}
      rowKey={(e) => e.id}
      columns={columns}
      loading={query.isPending}
      error={loadErrorOf(query.error)}
      onRetry={() => void query.refetch()}
      empty={{ title: t('configs.empty'), text: t('configs.emptyText'), icon: <IconHistory size={26} /> }}
      primaryAction={{ label: t('configs.addNote'), onClick: () => setNoting(true) }}
    >
      <NoteModal provider={provider} opened={noting} onClose={() => setNoting(false)} />
    </ListPage>
  );
}

function NoteModal({
  provider,
  opened,
  onClose,
}: {
  provider: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('integrations');
  const toast = useToast();
  const refresh = useRefreshIntegrations();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const note = text.trim();
    if (note === '') return setError('validation.required');
    if (note.length > 500) return setError('validation.tooLong');
    setBusy(true);
    const result = await addConfigNote(provider, note);
    setBusy(false);
    if (!result.success) {
      setError(result.fieldErrors[0]?.message ?? null);
      toast.error(t('errors.failed'));
      return;
    }
    setText('');
    setError(null);
    toast.success(t('configs.noteSaved'));
    onClose();
    await refresh();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('configs.addNote')}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Textarea
            label={t('configs.note')}
            description={t('configs.noteHelp')}
            autosize
            minRows={3}
            maxLength={500}
            value={text}
            error={error ? validationText(t, error) : undefined}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setError(null);
            }}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('configs.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('configs.saveNote')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
