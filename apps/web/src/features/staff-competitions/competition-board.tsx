import { Alert, Anchor, Button, Card, Group, Loader, Progress, Stack, Table, Text } from '@mantine/core';
import { IconArrowLeft, IconTrophy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCompanyCurrency } from '../../lib/company.tsx';
import { loadErrorOf } from '../../lib/request.ts';
import { LoadError } from '../../ui/list-page.tsx';
import { Page } from '../../ui/page.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { CompetitionStatusBadge } from './competition-status.tsx';
import { type CompetitionBoard as Board, competitionBoardQuery } from './use-competitions.ts';

/** Props of {@link CompetitionBoard}. */
export interface CompetitionBoardProps {
  id: string;
  onBack: () => void;
  onEdit: () => void;
}

/** How a competition's values read: a unit count, or money in the company currency. */
function useValueFormat(metric: Board['metric'] | undefined): (value: number) => string {
  const { t } = useTranslation('competitions');
  const formats = useFormats();
  const currency = useCompanyCurrency();
  return (value) =>
    metric === 'AMOUNT'
      ? formats.money(value, currency)
      : t('board.units', { count: value, formatted: formats.number(value) });
}

/**
 * One competition: its rules, prize and leaderboard (rank, name, value, progress to the goal). A
 * running board refetches every few seconds (see competitionBoardQuery), a finished one shows the
 * result frozen when it ended.
 */
export function CompetitionBoard({ id, onBack, onEdit }: CompetitionBoardProps) {
  const { t } = useTranslation('competitions');
  const formats = useFormats();
  const board = useQuery(competitionBoardQuery(id));
  const competition = board.data;
  const format = useValueFormat(competition?.metric);
  const error = loadErrorOf(board.error);
  const back = (
    <Anchor component="button" type="button" onClick={onBack} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} />
        {t('board.back')}
      </Group>
    </Anchor>
  );
  if (board.isPending) {
    return (
      <Stack>
        {back}
        <Group justify="center" p="xl">
          <Loader aria-label={t('board.leaderboard')} />
        </Group>
      </Stack>
    );
  }
  if (error || !competition) {
    return (
      <Stack>
        {back}
        {error ? (
          <LoadError title={t('board.loadFailed')} codes={error.codes} onRetry={() => void board.refetch()} />
        ) : (
          <Alert color="gray">{t('board.notFound')}</Alert>
        )}
      </Stack>
    );
  }
  const period = t('period', {
    from: formats.day(competition.startsOn),
    to: formats.day(competition.endsOn),
  });
  return (
    <Stack gap="md">
      {back}
      <Page
        title={competition.name}
        description={`${period} · ${competition.venues.map((v) => v.name).join(', ')}`}
        actions={
          <Button variant="default" onClick={onEdit}>
            {t('board.edit')}
          </Button>
        }
      >
        <Group gap="sm" wrap="wrap">
          <CompetitionStatusBadge status={competition.status} />
          <Text size="sm">{t(`metric.${competition.metric}`)}</Text>
          {competition.goal !== null && (
            <Text size="sm">{t('board.goal', { goal: format(competition.goal) })}</Text>
          )}
          {competition.status === 'RUNNING' && (
            <Text size="sm" c="green">
              {t('board.live')}
            </Text>
          )}
          {competition.frozenAt && (
            <Text size="sm" c="dimmed">
              {t('board.frozen', { at: formats.dateTime(competition.frozenAt) })}
            </Text>
          )}
        </Group>
        {competition.prize && (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconTrophy size={18} color="var(--mantine-color-yellow-6)" aria-hidden />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('board.prize', { prize: competition.prize })}
            </Text>
          </Group>
        )}
        <Card withBorder padding={0}>
          {competition.leaderboard.length === 0 ? (
            <Text c="dimmed" p="lg" ta="center">
              {t('board.empty')}
            </Text>
          ) : (
            <Table aria-label={t('board.leaderboard')} verticalSpacing="sm" layout="fixed">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={56}>{t('board.rank')}</Table.Th>
                  <Table.Th>{t('board.name')}</Table.Th>
                  <Table.Th ta="right">
                    {t(competition.metric === 'AMOUNT' ? 'board.amount' : 'board.quantity')}
                  </Table.Th>
                  {competition.goal !== null && <Table.Th w="28%">{t('board.progress')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {competition.leaderboard.map((entry) => (
                  <Table.Tr key={entry.staffId}>
                    <Table.Td fw={700}>{entry.rank}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.name}</Table.Td>
                    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {format(entry.value)}
                    </Table.Td>
                    {competition.goal !== null && (
                      <Table.Td>
                        <Progress
                          value={(entry.progress ?? 0) * 100}
                          color={(entry.progress ?? 0) >= 1 ? 'green' : 'blue'}
                          aria-label={formats.percent((entry.progress ?? 0) * 100)}
                        />
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Card>
      </Page>
    </Stack>
  );
}
