import {
  Anchor,
  Button,
  Card,
  Group,
  List,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { OnboardingProgress } from './use-onboarding-progress.ts';

/**
 * The dashboard's setup checklist (issue #17 [2]): every §3 step, done or still open, each open
 * one linking to the screen where it is done. Loaded lazily, and only while something is open.
 */
export function OnboardingChecklist({
  progress,
  onDismiss,
}: {
  progress: OnboardingProgress;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby="onboarding-checklist-title"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Title order={2} size="h4" id="onboarding-checklist-title">
              {t('checklist.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('checklist.progress', { done: progress.done, total: progress.total })}
            </Text>
          </div>
          <Button variant="subtle" size="xs" onClick={onDismiss}>
            {t('checklist.dismiss')}
          </Button>
        </Group>
        <Progress
          value={(progress.done / progress.total) * 100}
          size="sm"
          aria-label={t('checklist.title')}
        />
        <List spacing={6} center listStyleType="none" aria-label={t('checklist.title')}>
          {progress.steps.map(({ step, done, path }) => (
            <List.Item
              key={step}
              data-done={done}
              icon={
                <ThemeIcon
                  size={20}
                  radius="xl"
                  color={done ? 'teal' : 'gray'}
                  variant={done ? 'filled' : 'light'}
                >
                  {done ? <IconCheck size={14} /> : <IconCircleDashed size={14} />}
                </ThemeIcon>
              }
            >
              {done ? (
                <Text component="span" c="dimmed" td="line-through">
                  {t(`checklist.steps.${step}`)}
                  <VisuallyHidden> — {t('checklist.done')}</VisuallyHidden>
                </Text>
              ) : (
                <Anchor component={Link} to={path}>
                  {t(`checklist.steps.${step}`)}
                </Anchor>
              )}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
