import {
  companySettingsSchema,
  isCountryCode,
  isVenueRestricted,
  normalizeCompanyLanguage,
  normalizeCountry,
} from '@fika/domain';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../ui/toasts.tsx';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { useFormats } from '../../ui/use-formats.ts';
import { useSession } from '../session/index.ts';
import {
  companyLanguageOptions,
  countryOptions,
  currencyOfCountry,
  currencyOptions,
  formatDate,
  orgNumberHint,
  orgNumberLabelKey,
} from './options.ts';
import { ChoiceSelect, TimeZoneSelect } from './settings-fields.tsx';
import { SETTINGS_FORM } from './settings-form.ts';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';
import {
  type CompanyDetails,
  SETTINGS_QUERY_KEYS,
  saveCompany,
  useRefreshAfterSave,
} from './use-settings.ts';

/** What the company form holds: every field as the user sees it. */
export interface CompanyFormValues {
  name: string;
  legalName: string;
  organizationNumber: string;
  country: string;
  timezone: string;
  defaultCurrency: string;
  defaultLanguage: string;
}

type Field = keyof CompanyFormValues;
const FIELDS: readonly Field[] = [
  'name',
  'legalName',
  'organizationNumber',
  'country',
  'timezone',
  'defaultCurrency',
  'defaultLanguage',
];

/** The form's values for a stored company (an old 'EN' country reads GB, an old language se). */
export function companyFormValues(company: CompanyDetails): CompanyFormValues {
  return {
    name: company.name,
    legalName: company.legalName ?? '',
    organizationNumber: company.organizationNumber ?? '',
    country: normalizeCountry(company.country),
    timezone: company.timezone,
    defaultCurrency: company.defaultCurrency,
    defaultLanguage: normalizeCompanyLanguage(company.defaultLanguage),
  };
}

/** The company settings form (§3 Company): validated with companySettingsSchema before it is sent. */
export function CompanySettingsForm({ company }: { company: CompanyDetails }) {
  const { t, i18n } = useTranslation('settings');
  const language = i18n.language;
  const fmt = useFormats();
  const toast = useToast();
  const queryClient = useQueryClient();
  const refreshAfterSave = useRefreshAfterSave();
  const readOnly = isVenueRestricted(useSession().permissions);
  const [saved, setSaved] = useState(() => companyFormValues(company));
  const [values, setValues] = useState(saved);
  // The currency follows the country until the user picks one.
  const [currencyChosen, setCurrencyChosen] = useState(false);
  const dirty = FIELDS.some((field) => values[field] !== saved[field]);

  const {
    errorOf,
    clearError,
    reset: clearErrors,
    busy,
    formRef,
    submit,
  } = useFormSubmit(SETTINGS_FORM, FIELDS);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit({
      schema: companySettingsSchema,
      input: values,
      send: saveCompany,
      onSuccess: async ({ updateCompany }) => {
        const next = companyFormValues(updateCompany);
        queryClient.setQueryData(SETTINGS_QUERY_KEYS.company, updateCompany);
        setSaved(next);
        setValues(next);
        setCurrencyChosen(false);
        toast.success(t('company.saved'));
        // The top bar shows the company name from the session.
        await refreshAfterSave(SETTINGS_QUERY_KEYS.company);
      },
    });
  };

  const set = (field: Field) => (value: string) => {
    clearError(field);
    setValues((current) => ({ ...current, [field]: value }));
  };
  const setCountry = (country: string) => {
    clearError('country');
    clearError('organizationNumber');
    setValues((current) => ({
      ...current,
      country,
      defaultCurrency: currencyChosen
        ? current.defaultCurrency
        : (currencyOfCountry(country) ?? current.defaultCurrency),
    }));
  };
  const setCurrency = (currency: string) => {
    setCurrencyChosen(true);
    set('defaultCurrency')(currency);
  };

  // What every control of one field needs: its name, value, change handler and message.
  const bound = (field: Field) => ({
    name: field,
    disabled: readOnly,
    value: values[field],
    error: errorOf(field),
  });
  const text = (field: Field) => ({
    ...bound(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field)(event.currentTarget.value),
  });
  const choice = (field: Field, onChange = set(field)) => ({ ...bound(field), onChange });

  const countries = useMemo(() => countryOptions(t, language), [t, language]);
  const currencies = useMemo(() => currencyOptions(language), [language]);
  const languages = useMemo(() => companyLanguageOptions(t), [t]);
  const country = values.country;

  return (
    <Paper withBorder p="lg">
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="xl">
          <Group justify="space-between" align="baseline" gap="xs">
            <Title order={2} size="h4">
              {t('company.sections.identity')}
            </Title>
            {company.createdAt && (
              <Text size="sm" c="dimmed">
                {t('company.since', { date: formatDate(fmt.locale, company.createdAt) })}
              </Text>
            )}
          </Group>
          {readOnly && (
            <Alert color="yellow" title={t('company.readOnlyTitle')}>
              {t('company.readOnly')}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <TextInput
              {...text('name')}
              label={t('company.fields.name')}
              withAsterisk
              aria-required
              autoComplete="organization"
            />
            <TextInput
              {...text('legalName')}
              label={t('company.fields.legalName')}
              description={t('company.fields.legalNameHint')}
            />
            <ChoiceSelect
              {...choice('country', setCountry)}
              label={t('company.fields.country')}
              withAsterisk
              data={countries}
            />
            <TextInput
              {...text('organizationNumber')}
              label={t(orgNumberLabelKey(country))}
              description={isCountryCode(country) ? orgNumberHint(t, country) : undefined}
            />
          </SimpleGrid>
          <Title order={2} size="h4">
            {t('company.sections.defaults')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <TimeZoneSelect
              {...choice('timezone')}
              label={t('company.fields.timezone')}
              description={t('company.fields.timezoneHint')}
              withAsterisk
            />
            <ChoiceSelect
              {...choice('defaultCurrency', setCurrency)}
              label={t('company.fields.currency')}
              description={t('company.fields.currencyHint')}
              withAsterisk
              data={currencies}
            />
            <ChoiceSelect
              {...choice('defaultLanguage')}
              label={t('company.fields.language')}
              description={t('company.fields.languageHint')}
              withAsterisk
              data={languages}
            />
          </SimpleGrid>
          {!readOnly && (
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                disabled={!dirty || busy}
                onClick={() => {
                  setValues(saved);
                  setCurrencyChosen(false);
                  clearErrors();
                }}
              >
                {t('company.discard')}
              </Button>
              <Button type="submit" disabled={!dirty} loading={busy}>
                {t('company.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      <UnsavedChangesGuard dirty={dirty && !busy} />
    </Paper>
  );
}
