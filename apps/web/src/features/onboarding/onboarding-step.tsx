import { nextOnboardingPath, ONBOARDING_PATH } from '@fika/domain';
import { Anchor, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page.tsx';

/**
 * The frame of every setup step: its title, where it sits on the path, the step itself and the
 * way on — Skip goes to the next step without saving, so any step can be left and taken up later
 * (the dashboard's checklist links back to what is still open).
 */
export function OnboardingStep({
  path,
  title,
  description,
  children,
  next,
}: {
  path: (typeof ONBOARDING_PATH)[number];
  title: string;
  description: string;
  children: ReactNode;
  /** The step's own way on (e.g. Save and continue); Skip is always there. */
  next?: ReactNode;
}) {
  const { t } = useTranslation('onboarding');
  const index = ONBOARDING_PATH.indexOf(path);
  const after = nextOnboardingPath(path);
  return (
    <Page title={title} description={description}>
      <Stack gap={4} maw={640}>
        <Text size="sm" c="dimmed">
          {t('step.of', { step: index + 1, total: ONBOARDING_PATH.length })}
        </Text>
        <Progress
          value={((index + 1) / ONBOARDING_PATH.length) * 100}
          size="sm"
          aria-label={t('step.progress')}
        />
      </Stack>
      <Stack gap="md" maw={640}>
        {children}
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Anchor component={Link} to="/" size="sm">
            {t('step.dashboard')}
          </Anchor>
          <Group gap="sm">
            <Button component={Link} to={after} variant="default">
              {after === '/' ? t('step.finish') : next ? t('step.skip') : t('step.continue')}
            </Button>
            {next}
          </Group>
        </Group>
      </Stack>
    </Page>
  );
}
