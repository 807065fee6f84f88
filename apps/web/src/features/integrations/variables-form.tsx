import { type IntegrationKind, integrationVariableErrors } from '@fika/domain';
import { Alert, Badge, Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../ui/toasts.tsx';
import { refusalText, validationText } from './integration-texts.ts';
import { type Integration, setIntegrationVariables } from './use-integrations.ts';

// The variables this screen has words for; a newer server's other keys are shown by their key.
const LABELLED = [
  'voucherSeries',
  'costCenter',
  'sandboxFailTimes',
  'sandboxMissingAccounts',
  'department',
] as const;
type Labelled = (typeof LABELLED)[number];
const isLabelled = (key: string): key is Labelled => (LABELLED as readonly string[]).includes(key);

/** An integration's non-secret settings (setIntegrationVariable): voucher series, cost centre, … */
export function VariablesForm({
  integration,
  onSaved,
}: {
  integration: Integration;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation('integrations');
  const toast = useToast();
  const saved = Object.fromEntries(integration.variables.map((v) => [v.key, v.value]));
  const [values, setValues] = useState<Record<string, string>>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (integration.variables.length === 0) return null;
  const changed = integration.variables
    .filter((v) => (values[v.key] ?? '').trim() !== v.value)
    .map((v) => ({ key: v.key, value: (values[v.key] ?? '').trim() }));

  const showErrors = (list: readonly { field: string; message: string }[]) =>
    setErrors(
      Object.fromEntries(
        list.filter((e) => e.field.startsWith('variables.')).map((e) => [e.field.slice(10), e.message]),
      ),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = integrationVariableErrors(integration.kind as IntegrationKind, changed);
    if (local.length > 0) {
      showErrors(local);
      return;
    }
    setBusy(true);
    const result = await setIntegrationVariables(integration.provider, changed);
    setBusy(false);
    if (!result.success) {
      showErrors(result.fieldErrors);
      setRefusal(result.fieldErrors.length > 0 ? t('variables.invalid') : refusalText(t, result));
      return;
    }
    setErrors({});
    setRefusal(null);
    toast.success(t('variables.saved'));
    await onSaved();
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="variables-title">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="variables-title">
            {t('variables.title')}
          </Title>
          {integration.variables.map((v) => (
            <TextInput
              key={v.key}
              label={
                <Group gap={6} component="span">
                  {isLabelled(v.key) ? t(`variables.${v.key}.label`) : v.key}
                  {v.sandboxOnly && (
                    <Badge color="orange" variant="outline" size="xs" component="span">
                      {t('sandbox')}
                    </Badge>
                  )}
                </Group>
              }
              description={isLabelled(v.key) ? t(`variables.${v.key}.description`) : undefined}
              value={values[v.key] ?? ''}
              error={errors[v.key] ? validationText(t, errors[v.key] ?? '') : undefined}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setValues((all) => ({ ...all, [v.key]: value }));
              }}
            />
          ))}
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={busy} disabled={changed.length === 0}>
              {t('variables.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
