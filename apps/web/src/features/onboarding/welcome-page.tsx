import { canOpenPath } from '@fika/domain';
import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/index.ts';

/**
 * /welcome (§2.2): where a new owner lands after activating, without sidebar or top bar — a
 * greeting, what the setup asks for, and the way into it (or straight to the back office).
 */
export function WelcomePage() {
  const { t } = useTranslation('onboarding');
  const { metadata, permissions } = useSession();
  // Only someone who may change the company is offered its setup (SETTINGS, like the steps' guard).
  const maySetUp = canOpenPath(permissions, '/onboarding/account');
  const name = metadata.userFirstName || metadata.userName;
  useEffect(() => {
    document.title = t('welcome.documentTitle');
  }, [t]);
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" maw={560} radius="lg">
        <Stack gap="md" align="flex-start">
          <Title order={1} size="h2">
            {t('welcome.title', { name })}
          </Title>
          <Text>{maySetUp ? t('welcome.text') : t('welcome.textStaff')}</Text>
          {maySetUp && (
            <Text c="dimmed" size="sm">
              {t('welcome.steps')}
            </Text>
          )}
          <Group gap="sm" wrap="wrap">
            {maySetUp && (
              <Button component={Link} to="/onboarding/account">
                {t('welcome.setUp')}
              </Button>
            )}
            <Button component={Link} to="/" variant={maySetUp ? 'default' : 'filled'}>
              {t('welcome.later')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
