import { Button, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OnboardingStep } from './onboarding-step.tsx';

/** /onboarding/integrations: what connecting brings, and the way into Integrations. */
export function IntegrationsStep() {
  const { t } = useTranslation('onboarding');
  return (
    <OnboardingStep
      path="/onboarding/integrations"
      title={t('integrations.title')}
      description={t('integrations.description')}
    >
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm" align="flex-start">
          <Text>{t('integrations.text')}</Text>
          <Button component={Link} to="/integrations" variant="light">
            {t('integrations.open')}
          </Button>
        </Stack>
      </Paper>
    </OnboardingStep>
  );
}

/** /onboarding/licenses: which licences the tills need, and the way into Licences. */
export function LicensesStep() {
  const { t } = useTranslation('onboarding');
  return (
    <OnboardingStep
      path="/onboarding/licenses"
      title={t('licenses.title')}
      description={t('licenses.description')}
    >
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm" align="flex-start">
          <Text>{t('licenses.text')}</Text>
          <Button component={Link} to="/licenses" variant="light">
            {t('licenses.open')}
          </Button>
        </Stack>
      </Paper>
    </OnboardingStep>
  );
}
