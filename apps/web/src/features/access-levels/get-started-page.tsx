import { canOpenPath, isScreenOffered } from '@fika/domain';
import { Badge, Button, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ResultOf } from '../../lib/graphql.ts';
import { loadErrorOf } from '../../lib/request.ts';
import { LoadError } from '../../ui/list-page.tsx';
import { Page } from '../../ui/page.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { useSession } from '../session/index.ts';
import type { STAFF_SETUP_PROGRESS_QUERY } from './access-levels.graphql.ts';
import { staffSetupProgressQuery } from './use-access-levels.ts';

type SetupProgress = ResultOf<typeof STAFF_SETUP_PROGRESS_QUERY>['staffSetupProgress'];

interface Step {
  key: 'levels' | 'staff' | 'pins' | 'venues' | 'feed';
  done: boolean;
  text: string;
  /** The screen that does this step. */
  to: '/staff/access-levels' | '/staff' | '/settings/terminals';
  /** Opens the screen's drawer for a new one. */
  createNew?: boolean;
}

function useSteps(progress: SetupProgress): Step[] {
  const { t } = useTranslation('access-levels');
  const formats = useFormats();
  // Staff without a PIN or a venue only count once there are staff: until then "add staff" is the step.
  const hasStaff = progress.staff > 0;
  return [
    {
      key: 'levels',
      done: progress.accessLevels > 0,
      text:
        progress.accessLevels > 0
          ? t('getStarted.levels.done', { count: progress.accessLevels })
          : t('getStarted.levels.todo'),
      to: '/staff/access-levels',
    },
    {
      key: 'staff',
      done: hasStaff,
      text: hasStaff ? t('getStarted.staff.done', { count: progress.staff }) : t('getStarted.staff.todo'),
      to: '/staff',
      createNew: !hasStaff,
    },
    {
      key: 'pins',
      done: hasStaff && progress.staffWithoutPin === 0,
      text:
        hasStaff && progress.staffWithoutPin === 0
          ? t('getStarted.pins.done')
          : t('getStarted.pins.todo', { count: hasStaff ? progress.staffWithoutPin : 0 }),
      to: '/staff',
    },
    {
      key: 'venues',
      done: hasStaff && progress.staffWithoutVenue === 0,
      text:
        hasStaff && progress.staffWithoutVenue === 0
          ? t('getStarted.venues.done')
          : t('getStarted.venues.todo', { count: hasStaff ? progress.staffWithoutVenue : 0 }),
      to: '/staff',
    },
    {
      key: 'feed',
      done: progress.lastConfigReadAt !== null,
      text:
        progress.lastConfigReadAt !== null
          ? t('getStarted.feed.done', { time: formats.dateTimeMedium(progress.lastConfigReadAt) })
          : t('getStarted.feed.todo'),
      to: '/settings/terminals',
    },
  ];
}

function StepRow({ step }: { step: Step }) {
  const { t } = useTranslation('access-levels');
  const { permissions, metadata } = useSession();
  // A link only to a screen that exists and that this user may open.
  const canGo = isScreenOffered(step.to) && canOpenPath(permissions, step.to, metadata);
  return (
    <Paper withBorder p="md" radius="md" component="li" aria-label={t(`getStarted.${step.key}.title`)}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Group align="flex-start" wrap="nowrap" gap="sm" style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <ThemeIcon variant="light" radius="xl" size="lg" color={step.done ? 'green' : 'gray'} aria-hidden>
            {step.done ? <IconCircleCheck size={20} /> : <IconCircleDashed size={20} />}
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Title order={2} size="h5">
                {t(`getStarted.${step.key}.title`)}
              </Title>
              <Badge color={step.done ? 'green' : 'gray'} variant="light">
                {step.done ? t('getStarted.done') : t('getStarted.todo')}
              </Badge>
            </Group>
            <Text c="dimmed" size="sm" mt={4}>
              {step.text}
            </Text>
          </div>
        </Group>
        {canGo && (
          <Button
            renderRoot={(props) =>
              step.createNew ? (
                <Link {...props} to="/staff" search={{ id: 'new' }} />
              ) : (
                <Link {...props} to={step.to} />
              )
            }
            variant={step.done ? 'default' : 'filled'}
            size="xs"
          >
            {t(`getStarted.${step.key}.action`)}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

function Checklist({ progress }: { progress: SetupProgress }) {
  const { t } = useTranslation('access-levels');
  const steps = useSteps(progress);
  const done = steps.filter((s) => s.done).length;
  return (
    <Stack gap="md">
      <div>
        <Text fw={600}>
          {done === steps.length
            ? t('getStarted.allDone')
            : t('getStarted.progress', { done, total: steps.length })}
        </Text>
      </div>
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {steps.map((step) => (
          <StepRow key={step.key} step={step} />
        ))}
      </Stack>
    </Stack>
  );
}

/** /staff/get-started: the checklist that gets staff onto the tills, ticking itself from real data. */
export function GetStartedPage() {
  const { t } = useTranslation('access-levels');
  const progress = useQuery(staffSetupProgressQuery);
  const error = loadErrorOf(progress.error);
  let body = <Loader aria-label={t('shell.loading', { ns: 'ui' })} />;
  if (error) {
    body = (
      <LoadError
        title={t('shell.loadFailed', { ns: 'ui' })}
        codes={error.codes}
        onRetry={() => void progress.refetch()}
      />
    );
  } else if (progress.data) {
    body = <Checklist progress={progress.data} />;
  }
  return (
    <Page title={t('pages.staffGetStarted', { ns: 'backoffice' })} description={t('getStarted.description')}>
      {body}
    </Page>
  );
}
