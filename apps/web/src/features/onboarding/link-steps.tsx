import { Button, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OnboardingStep } from './onboarding-step.tsx';

/** A setup step that explains an area and leads into its screen; `step` names its texts and path. */
function LinkStep({ step, to }: { step: 'integrations' | 'licenses'; to: '/integrations' | '/licenses' }) {
  const { t } = useTranslation('onboarding');
  return (
    <OnboardingStep
      path={`/onboarding/${step}`}
      title={t(`${step}.title`)}
      description={t(`${step}.description`)}
    >
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm" align="flex-start">
          <Text>{t(`${step}.text`)}</Text>
          <Button component={Link} to={to} variant="light">
            {t(`${step}.open`)}
          </Button>
        </Stack>
      </Paper>
    </OnboardingStep>
  );
}

/** /onboarding/integrations: what connecting brings, and the way into Integrations. */
export function IntegrationsStep() {
  return <LinkStep step="integrations" to="/integrations" />;
}

/** /onboarding/licenses: which licences the tills need, and the way into Licences. */
export function LicensesStep() {
  return <LinkStep step="licenses" to="/licenses" />;
}
