import { clockTime, type Weekday } from '@fika/domain';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCalendarOff, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadErrorOf } from '../../lib/request.ts';
import { useConfirm } from '../../ui/confirm.tsx';
import { LoadError } from '../../ui/list-page.tsx';
import { EmptyState, Page } from '../../ui/page.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { useSelectedVenue } from '../session/index.ts';
import { ExceptionDialog } from './exception-dialog.tsx';
import { deleteOpeningException, type OpeningExceptionRow, openingHoursQuery } from './use-opening-hours.ts';
import { WeekEditor } from './week-editor.tsx';

/** "10:00–14:00, 17:00–01:00 (next day)". */
function intervalsText(intervals: { startMinute: number; endMinute: number }[], nextDay: string): string {
  return intervals
    .map((i) => {
      const end = clockTime(i.endMinute);
      return `${clockTime(i.startMinute).time}–${end.time}${end.nextDay ? ` (${nextDay})` : ''}`;
    })
    .join(', ');
}

/**
 * /online-ordering/opening-hours (the selected venue): the weekly hours guests can order in, and the
 * dates that differ (holidays, closed days, special hours).
 */
export function OpeningHoursPage() {
  const { t } = useTranslation('online-ordering');
  const venueId = useSelectedVenue()?.id ?? '';
  const hours = useQuery({ ...openingHoursQuery(venueId), enabled: venueId !== '' });
  const error = loadErrorOf(hours.error);
  return (
    <Page title={t('hours.title')} description={t('hours.description')}>
      {error ? (
        <LoadError title={t('hours.loadFailed')} codes={error.codes} onRetry={() => void hours.refetch()} />
      ) : !hours.data ? (
        <Stack role="status" aria-label={t('hours.loading')}>
          <Skeleton h={320} />
          <Skeleton h={120} />
        </Stack>
      ) : (
        <Stack gap="lg">
          <WeekEditor
            key={venueId}
            venueId={venueId}
            weekly={hours.data.weekly.map((w) => ({ ...w, weekday: w.weekday as Weekday }))}
          />
          <Exceptions venueId={venueId} rows={hours.data.exceptions} />
        </Stack>
      )}
    </Page>
  );
}

function Exceptions({ venueId, rows }: { venueId: string; rows: OpeningExceptionRow[] }) {
  const { t } = useTranslation('online-ordering');
  const formats = useFormats();
  const client = useQueryClient();
  const confirm = useConfirm();
  const toast = useToast();
  const [editing, setEditing] = useState<OpeningExceptionRow | 'new' | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['online-ordering'] });

  async function remove(row: OpeningExceptionRow) {
    const date = formats.day(row.date, { dateStyle: 'long' });
    const yes = await confirm({
      title: t('exceptions.deleteTitle'),
      message: t('exceptions.deleteMessage', { date }),
      danger: true,
    });
    if (!yes) return;
    const result = await deleteOpeningException(row.id);
    if (!result.success) {
      toast.error(result.error);
      return;
    }
    toast.success(t('exceptions.deleted', { date }));
    await refresh();
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="opening-exceptions">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="opening-exceptions">
            {t('exceptions.title')}
          </Title>
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing('new')}>
            {t('exceptions.add')}
          </Button>
        </Group>
        {rows.length === 0 ? (
          <EmptyState icon={<IconCalendarOff size={26} />} title={t('exceptions.empty')}>
            {t('exceptions.emptyHint')}
          </EmptyState>
        ) : (
          <Table.ScrollContainer minWidth={0}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('exceptions.date')}</Table.Th>
                  <Table.Th>{t('exceptions.hours')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('exceptions.note')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('exceptions.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => {
                  const date = formats.day(row.date, {
                    weekday: 'short',
                    day: 'numeric',
                    month: 'short',
                    year: 'numeric',
                  });
                  return (
                    <Table.Tr key={row.id}>
                      <Table.Td>{date}</Table.Td>
                      <Table.Td>
                        {row.closed
                          ? t('exceptions.closedAllDay')
                          : intervalsText(row.intervals, t('hours.nextDay'))}
                        {row.note && (
                          <Text size="xs" c="dimmed" hiddenFrom="sm">
                            {row.note}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td visibleFrom="sm">{row.note}</Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap" justify="flex-end">
                          <ActionIcon
                            variant="subtle"
                            onClick={() => setEditing(row)}
                            aria-label={t('exceptions.editOf', { date })}
                          >
                            <IconPencil size={16} />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            onClick={() => void remove(row)}
                            aria-label={t('exceptions.deleteOf', { date })}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {editing && (
        <ExceptionDialog
          venueId={venueId}
          row={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            toast.success(t('exceptions.saved'));
            void refresh();
          }}
        />
      )}
    </Paper>
  );
}
