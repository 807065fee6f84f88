import { Anchor, Button, Group, List, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../ui/toasts.tsx';
import { LoadFailed } from './account-step.tsx';
import { OnboardingStep } from './onboarding-step.tsx';
import {
  createOnboardingStation,
  ONBOARDING_KEYS,
  onboardingStationsQuery,
  useRefreshOnboarding,
} from './use-onboarding.ts';

/**
 * /onboarding/stations: where order lines are sent (the kitchen, the bar). A name is enough to
 * start; which products go where is set later under Products › Stations.
 */
export function StationsStep() {
  const { t } = useTranslation('onboarding');
  const stations = useQuery(onboardingStationsQuery);
  const queryClient = useQueryClient();
  const refresh = useRefreshOnboarding();
  const toast = useToast();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(t('stations.nameRequired'));
      return;
    }
    setBusy(true);
    const result = await createOnboardingStation(trimmed);
    setBusy(false);
    if (!result.success) {
      setError(result.fieldErrors?.[0] ? t('stations.nameInvalid') : undefined);
      if (!result.fieldErrors?.length) toast.error(t('stations.failed'));
      return;
    }
    setName('');
    setError(undefined);
    toast.success(t('stations.created', { name: trimmed }));
    await Promise.all([queryClient.invalidateQueries({ queryKey: ONBOARDING_KEYS.stations }), refresh()]);
  };

  return (
    <OnboardingStep
      path="/onboarding/stations"
      title={t('stations.title')}
      description={t('stations.description')}
    >
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          {stations.isPending ? (
            <Skeleton height={24} aria-label={t('loading')} />
          ) : stations.isError ? (
            <LoadFailed error={stations.error} onRetry={() => void stations.refetch()} />
          ) : stations.data.length === 0 ? (
            <Text c="dimmed">{t('stations.none')}</Text>
          ) : (
            <List aria-label={t('stations.listLabel')}>
              {stations.data.map((station) => (
                <List.Item key={station.id}>{station.name}</List.Item>
              ))}
            </List>
          )}
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                label={t('stations.name')}
                placeholder={t('stations.placeholder')}
                value={name}
                onChange={(event) => {
                  setName(event.currentTarget.value);
                  setError(undefined);
                }}
                error={error}
                maxLength={120}
                style={{ flex: '1 1 12rem' }}
              />
              <Button type="submit" loading={busy}>
                {t('stations.add')}
              </Button>
            </Group>
          </form>
          <Anchor component={Link} to="/pim/stations" size="sm">
            {t('stations.manage')}
          </Anchor>
        </Stack>
      </Paper>
    </OnboardingStep>
  );
}
