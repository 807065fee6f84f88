import {
  companySettingsSchema,
  isCountryCode,
  isVenueRestricted,
  normalizeCompanyLanguage,
  normalizeCountry,
} from '@fika/domain';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes-guard.tsx';
import { useEntityForm } from '../../ui/use-entity-form.ts';
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
  const queryClient = useQueryClient();
  const refreshAfterSave = useRefreshAfterSave();
  const readOnly = isVenueRestricted(useSession().permissions);
  // The currency follows the country until the user picks one.
  const [currencyChosen, setCurrencyChosen] = useState(false);
  const form = useEntityForm({
    messages: SETTINGS_FORM,
    fields: FIELDS,
    ready: true,
    record: company,
    initialValues: () => companyFormValues(company),
    schema: companySettingsSchema,
    create: saveCompany,
    update: (_company, input) => saveCompany(input),
    onSaved: async ({ updateCompany }) => {
      queryClient.setQueryData(SETTINGS_QUERY_KEYS.company, updateCompany);
      form.reset(companyFormValues(updateCompany));
      setCurrencyChosen(false);
      // The top bar shows the company name from the session.
      await refreshAfterSave(SETTINGS_QUERY_KEYS.company);
    },
    savedMessage: () => t('company.saved'),
  });
  const { busy, dirty } = form;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.save();
  };

  const setCountry = (country: string) => {
    form.clearError('organizationNumber');
    const currency = currencyChosen ? undefined : currencyOfCountry(country);
    form.setValues(currency ? { country, defaultCurrency: currency } : { country });
  };
  const setCurrency = (currency: string) => {
    setCurrencyChosen(true);
    form.field('defaultCurrency').onChange(currency);
  };

  // What every control of one field needs: its name, value, change handler, message; read-only too.
  const bound = (field: Field) => ({ name: field, disabled: readOnly, ...form.field(field) });
  const countries = useMemo(() => countryOptions(t, language), [t, language]);
  const currencies = useMemo(() => currencyOptions(language), [language]);
  const languages = useMemo(() => companyLanguageOptions(t), [t]);
  const values = form.values;
  if (!values) return null; // Only before the first values are taken, in the same render.
  const country = values.country;

  return (
    <Paper withBorder p="lg">
      <form ref={form.drawer.formRef} onSubmit={onSubmit} noValidate>
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
              {...bound('name')}
              label={t('company.fields.name')}
              withAsterisk
              aria-required
              autoComplete="organization"
            />
            <TextInput
              {...bound('legalName')}
              label={t('company.fields.legalName')}
              description={t('company.fields.legalNameHint')}
            />
            <ChoiceSelect
              {...bound('country')}
              onChange={setCountry}
              label={t('company.fields.country')}
              withAsterisk
              data={countries}
            />
            <TextInput
              {...bound('organizationNumber')}
              label={t(orgNumberLabelKey(country))}
              description={isCountryCode(country) ? orgNumberHint(t, country) : undefined}
            />
          </SimpleGrid>
          <Title order={2} size="h4">
            {t('company.sections.defaults')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <TimeZoneSelect
              {...bound('timezone')}
              label={t('company.fields.timezone')}
              description={t('company.fields.timezoneHint')}
              withAsterisk
            />
            <ChoiceSelect
              {...bound('defaultCurrency')}
              onChange={setCurrency}
              label={t('company.fields.currency')}
              description={t('company.fields.currencyHint')}
              withAsterisk
              data={currencies}
            />
            <ChoiceSelect
              {...bound('defaultLanguage')}
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
                  form.reset();
                  setCurrencyChosen(false);
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
