import { onboardingAccountSchema, STORE_TYPES } from '@fika/domain';
import { Alert, Button, Paper, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultOf } from '../../lib/graphql.ts';
import { errorMessageKey } from '../../lib/i18n.ts';
import { errorCodesOf } from '../../lib/request.ts';
import { useEntityForm } from '../../ui/use-entity-form.ts';
import { useAuth } from '../session/index.ts';
import { ChoiceSelect, companyLanguageOptions, SETTINGS_FORM, TimeZoneSelect } from '../settings/index.ts';
import type { ONBOARDING_ACCOUNT_QUERY } from './onboarding.graphql.ts';
import { OnboardingStep } from './onboarding-step.tsx';
import { onboardingAccountQuery, saveOnboardingAccount, useRefreshOnboarding } from './use-onboarding.ts';

const PATH = '/onboarding/account';

/** /onboarding/account: what kind of business, the language of its products and its time zone. */
export function AccountStep() {
  const { t } = useTranslation('onboarding');
  const account = useQuery(onboardingAccountQuery);
  return (
    <OnboardingStep
      path={PATH}
      title={t('account.title')}
      description={t('account.description')}
      next={
        <Button type="submit" form="onboarding-account" disabled={!account.data}>
          {t('step.saveAndContinue')}
        </Button>
      }
    >
      {account.isError ? (
        <LoadFailed error={account.error} onRetry={() => void account.refetch()} />
      ) : (
        <AccountForm account={account.data} />
      )}
    </OnboardingStep>
  );
}

type Account = ResultOf<typeof ONBOARDING_ACCOUNT_QUERY>['onboardingAccount'];

function AccountForm({ account }: { account: Account | undefined }) {
  const { t } = useTranslation('onboarding');
  const { t: ts } = useTranslation('settings');
  const navigate = useNavigate();
  const refresh = useRefreshOnboarding();
  const { refresh: refreshSession } = useAuth();
  const form = useEntityForm({
    messages: SETTINGS_FORM,
    fields: ['storeType', 'defaultLanguage', 'timezone'],
    ready: account !== undefined,
    record: account,
    initialValues: (a) => ({
      storeType: a?.storeType ?? 'SINGLE_STORE',
      defaultLanguage: a?.defaultLanguage ?? 'se',
      timezone: a?.timezone ?? 'Europe/Stockholm',
    }),
    schema: onboardingAccountSchema,
    create: saveOnboardingAccount,
    update: (_a, input) => saveOnboardingAccount(input),
    onSaved: async () => {
      await Promise.all([refresh(), refreshSession()]);
      await navigate({ to: '/onboarding/information' });
    },
    savedMessage: () => t('account.saved'),
  });
  const languages = useMemo(() => companyLanguageOptions(ts), [ts]);
  const storeTypes = useMemo(
    () => STORE_TYPES.map((value) => ({ value, label: t(`account.storeTypes.${value}`) })),
    [t],
  );
  const values = form.values;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.save();
  };
  return (
    <Paper withBorder p="md" radius="md">
      <form id="onboarding-account" ref={form.drawer.formRef} onSubmit={onSubmit} noValidate>
        {values && (
          <Stack gap="sm">
            <ChoiceSelect
              label={t('account.storeType')}
              data={storeTypes}
              required
              {...form.field('storeType')}
            />
            <ChoiceSelect
              label={t('account.language')}
              description={t('account.languageHint')}
              data={languages}
              required
              {...form.field('defaultLanguage')}
            />
            <TimeZoneSelect label={t('account.timezone')} required {...form.field('timezone')} />
          </Stack>
        )}
      </form>
    </Paper>
  );
}

/** A step whose data did not load: what went wrong and a retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('onboarding');
  return (
    <Alert color="red" title={t('loadFailed')} role="alert">
      <Stack gap="xs" align="flex-start">
        {t(errorMessageKey(errorCodesOf(error)), { ns: 'common' })}
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
