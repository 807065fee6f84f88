import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/index.ts';

/** /welcome (§2.2): a greeting without sidebar or top bar, and the way in. */
export function WelcomeScreen() {
  const { t } = useTranslation('backoffice');
  const { metadata } = useSession();
  const name = metadata.userFirstName || metadata.userName;
  useEffect(() => {
    document.title = t('pages.welcome');
  }, [t]);
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" maw={520} radius="lg">
        <Stack gap="md" align="flex-start">
          <Title order={1} size="h2">
            {t('welcome.title', { name })}
          </Title>
          <Text c="dimmed">{t('welcome.text')}</Text>
          <Button component={Link} to="/">
            {t('welcome.start')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
