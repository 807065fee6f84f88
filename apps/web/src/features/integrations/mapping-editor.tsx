import { accountMappingErrors } from '@fika/domain';
import { Alert, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyCountry } from '../../lib/company.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { knownRefusal, mappingFieldErrors, mappingKeyLabel, validationText } from './integration-texts.ts';
import { type Integration, setAccountMapping } from './use-integrations.ts';

const accountsOf = (integration: Integration) =>
  Object.fromEntries(integration.mapping.map((row) => [row.key, row.account ?? '']));

/**
 * The account mapping: every key a day voucher posts to (sales and VAT per rate, each payment method,
 * tips, rounding, refunds, discounts) with its ledger account, pre-filled from the country's chart;
 * a key without an account is marked missing, and enabling is refused until none is.
 */
export function MappingEditor({
  integration,
  errors: serverErrors,
  onSaved,
}: {
  integration: Integration;
  /** Missing or wrong accounts the server named (e.g. when enabling was refused), by key. */
  errors: Record<string, string>;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation('integrations');
  const toast = useToast();
  const country = useCompanyCountry() ?? '';
  const saved = accountsOf(integration);
  const [values, setValues] = useState<Record<string, string>>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // Shown beside the Save button rather than in a toast that would stay over the page.
  const [refusal, setRefusal] = useState<string | null>(null);
  const shown = { ...serverErrors, ...errors };
  const changed = integration.mapping
    .filter((row) => (values[row.key] ?? '').trim() !== (saved[row.key] ?? ''))
    .map((row) => ({ key: row.key, account: (values[row.key] ?? '').trim() }));

  const missingLabels = (fieldErrors: { field: string }[]) =>
    fieldErrors
      .map((e) => integration.mapping.find((row) => `mapping.${row.key}` === e.field))
      .filter((row) => row !== undefined)
      .map((row) => mappingKeyLabel(t, row.key, row.paymentMethodName))
      .join(', ');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = accountMappingErrors(country, changed);
    if (local.length > 0) {
      setErrors(mappingFieldErrors({ fieldErrors: local }));
      setRefusal(t('mapping.invalid'));
      return;
    }
    setBusy(true);
    const result = await setAccountMapping(integration.provider, changed);
    setBusy(false);
    if (!result.success) {
      const fields = mappingFieldErrors(result);
      setErrors(fields);
      const refusal = knownRefusal(t, result, { accounts: missingLabels(result.fieldErrors) });
      setRefusal(refusal ?? (Object.keys(fields).length > 0 ? t('mapping.invalid') : t('errors.failed')));
      return;
    }
    setErrors({});
    setRefusal(null);
    toast.success(t('mapping.saved'));
    await onSaved();
  };

  const fillStandard = () =>
    setValues((v) => {
      const next = { ...v };
      for (const row of integration.mapping) {
        if (!next[row.key]?.trim() && row.standardAccount) next[row.key] = row.standardAccount;
      }
      return next;
    });
  const missing = integration.mapping.filter((row) => row.required && !(values[row.key] ?? '').trim());

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="mapping-title">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Title order={2} size="h4" id="mapping-title">
              {t('mapping.title')}
            </Title>
            {missing.length > 0 ? (
              <Badge color="orange" variant="light">
                {t('mapping.missingCount', { count: missing.length })}
              </Badge>
            ) : (
              <Badge color="green" variant="light">
                {t('mapping.complete')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {integration.chartName
              ? t('mapping.description', { chart: integration.chartName })
              : t('mapping.descriptionNoChart')}
          </Text>
          {integration.mapping.map((row) => {
            const label = mappingKeyLabel(t, row.key, row.paymentMethodName);
            const error = shown[row.key];
            const isMissing = row.required && !(values[row.key] ?? '').trim();
            return (
              <Group key={row.key} justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                  <Text size="sm" component="label" htmlFor={`account-${row.key}`}>
                    {label}
                  </Text>
                  <Group gap={4}>
                    {isMissing && (
                      <Badge color="orange" size="xs" variant="light">
                        {t('mapping.missing')}
                      </Badge>
                    )}
                    {!row.required && (
                      <Badge color="gray" size="xs" variant="light">
                        {t('mapping.notRequired')}
                      </Badge>
                    )}
                    {row.standardAccount && (
                      <Text size="xs" c="dimmed">
                        {t('mapping.standard', { account: row.standardAccount })}
                      </Text>
                    )}
                  </Group>
                </Stack>
                <TextInput
                  id={`account-${row.key}`}
                  w={120}
                  inputMode={country === 'GB' ? 'text' : 'numeric'}
                  autoComplete="off"
                  placeholder={row.standardAccount ?? ''}
                  value={values[row.key] ?? ''}
                  error={error ? validationText(t, error) : undefined}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setValues((v) => ({ ...v, [row.key]: value }));
                    setErrors(({ [row.key]: _dropped, ...rest }) => rest);
                  }}
                />
              </Group>
            );
          })}
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            {integration.chartName && (
              <Button variant="default" onClick={fillStandard} disabled={busy}>
                {t('mapping.useStandard', { chart: integration.chartName })}
              </Button>
            )}
            <Button type="submit" loading={busy} disabled={changed.length === 0}>
              {t('mapping.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
