import { CSV_MESSAGE_KEYS } from '@fika/domain';
import { Alert, Badge, Button, FileInput, Group, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileTypeCsv } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/i18n.ts';
import { StackedModal } from '../../ui/modal-stack.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { CATALOGUE_QUERY_KEYS, refreshItemViews } from '../catalogue/index.ts';
import { type ImportPreview, importItemsCsv } from './use-products.ts';

/** Rows of each kind the preview shows; the rest are counted. */
const SHOWN_ROWS = 200;
/** A CSV bigger than this is refused before it is sent (the API takes 1 MB a request). */
const MAX_CSV_BYTES = 1024 * 1024 - 4096;

const CSV_KEYS: ReadonlySet<string> = new Set(Object.values(CSV_MESSAGE_KEYS));

/** Props of {@link CsvImportDialog}. */
export interface CsvImportDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * CSV import with a dry run first: choose a file, see what it would create, change (old → new) and
 * which rows are wrong (line, column, reason), then Apply — offered only when no row is wrong, and
 * applied all or nothing.
 */
export function CsvImportDialog({ opened, onClose }: CsvImportDialogProps) {
  const { t } = useTranslation('catalogue');
  return (
    <StackedModal opened={opened} onClose={onClose} title={t('import.title')} size="90rem">
      {opened && <CsvImport onClose={onClose} />}
    </StackedModal>
  );
}

function CsvImport({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('catalogue');
  const toast = useToast();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [busy, setBusy] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);

  const run = async (text: string, dryRun: boolean) => {
    setBusy(true);
    const result = await importItemsCsv(text, dryRun);
    setBusy(false);
    if (!result.success) {
      toast.error(t(errorMessageKey(result.errorCodes), { ns: 'common' }));
      return;
    }
    if (result.data.applied) {
      await refreshItemViews(queryClient, [CATALOGUE_QUERY_KEYS.all]);
      toast.success(
        t('import.applied', { created: result.data.creates.length, updated: result.data.updates.length }),
      );
      onClose();
      return;
    }
    setPreview(result.data);
  };

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setCsv(null);
    setFileError(null);
    if (!chosen) return;
    if (chosen.size > MAX_CSV_BYTES) {
      setFileError(t('import.tooLarge'));
      return;
    }
    const text = await chosen.text();
    setCsv(text);
    await run(text, true);
  };

  const errors = preview?.errors ?? [];
  const changes = preview ? preview.creates.length + preview.updates.length : 0;
  return (
    <Stack gap="md">
      <Text size="sm">{t('import.intro')}</Text>
      <FileInput
        label={t('import.file')}
        placeholder={t('import.filePlaceholder')}
        accept=".csv,text/csv"
        leftSection={<IconFileTypeCsv size={16} />}
        value={file}
        onChange={(chosen) => void choose(chosen)}
        error={fileError}
        clearable
      />
      {preview && (
        <Stack gap="md" aria-live="polite">
          <Group gap="xs">
            <Badge color="teal" variant="light">
              {t('import.createsCount', { count: preview.creates.length })}
            </Badge>
            <Badge color="blue" variant="light">
              {t('import.updatesCount', { count: preview.updates.length })}
            </Badge>
            <Badge color="gray" variant="light">
              {t('import.unchangedCount', { count: preview.unchanged })}
            </Badge>
            <Badge color={errors.length > 0 ? 'red' : 'gray'} variant="light">
              {t('import.errorsCount', { count: errors.length })}
            </Badge>
          </Group>
          {errors.length > 0 && <ErrorTable errors={errors} />}
          {preview.creates.length > 0 && (
            <RowTable title={t('import.creates')} rows={preview.creates} created />
          )}
          {preview.updates.length > 0 && (
            <RowTable title={t('import.updates')} rows={preview.updates} created={false} />
          )}
          {errors.length === 0 && changes === 0 && <Text c="dimmed">{t('import.nothing')}</Text>}
        </Stack>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('import.cancel')}
        </Button>
        <Button
          onClick={() => csv && void run(csv, false)}
          disabled={!preview || errors.length > 0 || changes === 0}
          loading={busy}
        >
          {t('import.apply')}
        </Button>
      </Group>
    </Stack>
  );
}

function ErrorTable({ errors }: { errors: ImportPreview['errors'] }) {
  const { t } = useTranslation('catalogue');
  return (
    <Alert color="red" icon={<IconAlertTriangle size={20} />} title={t('import.errorsTitle')} role="alert">
      <Stack gap="xs">
        <Text size="sm">{t('import.errorsText')}</Text>
        <ScrollArea.Autosize mah={260}>
          <Table verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('import.line')}</Table.Th>
                <Table.Th>{t('import.column')}</Table.Th>
                <Table.Th>{t('import.problem')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {errors.slice(0, SHOWN_ROWS).map((error) => (
                <Table.Tr key={`${error.line}-${error.column}-${error.message}`}>
                  <Table.Td>{error.line}</Table.Td>
                  <Table.Td>{error.column}</Table.Td>
                  <Table.Td>
                    {t(
                      (CSV_KEYS.has(error.message) ? error.message : 'csv.invalid') as ParseKeys<'catalogue'>,
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
        {errors.length > SHOWN_ROWS && (
          <Text size="sm">{t('import.more', { count: errors.length - SHOWN_ROWS })}</Text>
        )}
      </Stack>
    </Alert>
  );
}

function RowTable({
  title,
  rows,
  created,
}: {
  title: string;
  rows: ImportPreview['creates'];
  created: boolean;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      <ScrollArea.Autosize mah={320}>
        <Table verticalSpacing={4} fz="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>{t('import.line')}</Table.Th>
              <Table.Th>{t('import.product')}</Table.Th>
              <Table.Th>{t('import.changes')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.slice(0, SHOWN_ROWS).map((row) => (
              <Table.Tr key={row.line}>
                <Table.Td>{row.line}</Table.Td>
                <Table.Td>{row.title}</Table.Td>
                <Table.Td>
                  {row.changes.map((change) => (
                    <Text key={change.column} size="sm">
                      <Text span fw={600}>
                        {change.column}
                      </Text>
                      {': '}
                      {created
                        ? change.to
                        : t('import.fromTo', { from: change.from || '–', to: change.to || '–' })}
                    </Text>
                  ))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {rows.length > SHOWN_ROWS && (
        <Text size="sm">{t('import.more', { count: rows.length - SHOWN_ROWS })}</Text>
      )}
    </Stack>
  );
}
