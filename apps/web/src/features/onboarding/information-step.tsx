import { isCountryCode, onboardingInformationSchema } from '@fika/domain';
import { Button, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultOf } from '../../lib/graphql.ts';
import { useEntityForm } from '../../ui/use-entity-form.ts';
import { useAuth, useSession } from '../session/index.ts';
import { orgNumberHint, orgNumberLabelKey, SETTINGS_FORM } from '../settings/index.ts';
import { LoadFailed } from './account-step.tsx';
import type { COMPANY_INFORMATION_QUERY } from './onboarding.graphql.ts';
import { OnboardingStep } from './onboarding-step.tsx';
import { companyInformationQuery, saveCompanyInformation, useRefreshOnboarding } from './use-onboarding.ts';

type Information = ResultOf<typeof COMPANY_INFORMATION_QUERY>['companyInformation'];
const FIELDS = ['legalName', 'organizationNumber', 'street', 'zip', 'city'] as const;

/** /onboarding/information: legal name, organisation number (the country's rule) and address. */
export function InformationStep() {
  const { t } = useTranslation('onboarding');
  const info = useQuery(companyInformationQuery);
  return (
    <OnboardingStep
      path="/onboarding/information"
      title={t('information.title')}
      description={t('information.description')}
      next={
        <Button type="submit" form="onboarding-information" disabled={!info.data}>
          {t('step.saveAndContinue')}
        </Button>
      }
    >
      {info.isError ? (
        <LoadFailed error={info.error} onRetry={() => void info.refetch()} />
      ) : (
        <InformationForm info={info.data} />
      )}
    </OnboardingStep>
  );
}

function InformationForm({ info }: { info: Information | undefined }) {
  const { t } = useTranslation('onboarding');
  const { t: ts } = useTranslation('settings');
  const navigate = useNavigate();
  const refresh = useRefreshOnboarding();
  const { refresh: refreshSession } = useAuth();
  const country = useSession().metadata.country ?? '';
  const form = useEntityForm({
    messages: SETTINGS_FORM,
    fields: FIELDS,
    ready: info !== undefined,
    record: info,
    initialValues: (i) => ({
      legalName: i?.legalName ?? '',
      organizationNumber: i?.organizationNumber ?? '',
      street: i?.street ?? '',
      zip: i?.zip ?? '',
      city: i?.city ?? '',
    }),
    schema: onboardingInformationSchema,
    // The rule of the company's country; the server applies its own country whatever is sent.
    toInput: (values) => ({ ...values, country }),
    create: ({ country: _country, ...input }) => saveCompanyInformation(input),
    update: (_i, { country: _country, ...input }) => saveCompanyInformation(input),
    onSaved: async () => {
      // The first venue may just have been created: the session lists the venues.
      await Promise.all([refresh(), refreshSession()]);
      await navigate({ to: '/onboarding/stations' });
    },
    savedMessage: () => t('information.saved'),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.save();
  };
  return (
    <Paper withBorder p="md" radius="md">
      <form id="onboarding-information" ref={form.drawer.formRef} onSubmit={onSubmit} noValidate>
        {form.values && (
          <Stack gap="sm">
            <TextInput
              label={t('information.legalName')}
              required
              autoComplete="organization"
              {...form.field('legalName')}
            />
            <TextInput
              label={ts(orgNumberLabelKey(country))}
              description={isCountryCode(country) ? orgNumberHint(ts, country) : undefined}
              required
              {...form.field('organizationNumber')}
            />
            <TextInput
              label={t('information.street')}
              required
              autoComplete="street-address"
              {...form.field('street')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label={t('information.zip')}
                required
                autoComplete="postal-code"
                {...form.field('zip')}
              />
              <TextInput
                label={t('information.city')}
                required
                autoComplete="address-level2"
                {...form.field('city')}
              />
            </SimpleGrid>
          </Stack>
        )}
      </form>
    </Paper>
  );
}
