import { integrationPathForCountry, isIntegrationProvider } from '@fika/domain';
import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyCountry } from '../../lib/company.tsx';
import { loadErrorOf, type RequestFailure, type RequestResult } from '../../lib/request.ts';
import { useConfirm } from '../../ui/confirm.tsx';
import { LoadError } from '../../ui/list-page.tsx';
import { Page } from '../../ui/page.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { PayrollLinks } from '../payroll/index.ts';
import { IntegrationBadges } from './integration-badges.tsx';
import type { IntegrationSearch } from './integration-search.ts';
import { mappingFieldErrors, mappingKeyLabel, refusalText } from './integration-texts.ts';
import { MappingEditor } from './mapping-editor.tsx';
import {
  activateIntegration,
  completeConnect,
  disableIntegration,
  disconnectIntegration,
  enableIntegration,
  type Integration,
  integrationQuery,
  startConnect,
  useRefreshIntegrations,
} from './use-integrations.ts';
import { VariablesForm } from './variables-form.tsx';

// A consent return is completed once, even when React runs the effect twice (strict mode).
const completedStates = new Set<string>();

/**
 * /integrations/{provider}: connect through the provider's (sandbox) consent page and back, the
 * settings, the account mapping pre-filled from the country's chart with missing accounts marked,
 * Enable / Disable / Disconnect; a payroll system's venue links; the configuration history.
 */
export function IntegrationPage({
  provider,
  returned = {},
}: {
  provider: string;
  returned?: IntegrationSearch;
}) {
  const { t } = useTranslation('integrations');
  const query = useQuery(integrationQuery(provider));
  const refresh = useRefreshIntegrations();
  const toast = useToast();
  const navigate = useNavigate();
  const [mappingErrors, setMappingErrors] = useState<Record<string, string>>({});
  const [completing, setCompleting] = useState(Boolean(returned.state));
  const [connectRefusal, setConnectRefusal] = useState<string | null>(null);

  useEffect(() => {
    const { state, code, error } = returned;
    if (!state || completedStates.has(state)) return;
    completedStates.add(state);
    void (async () => {
      const result = await completeConnect(provider, { state, code, error });
      setCompleting(false);
      if (result.success)
        toast.success(t('page.connected', { provider: result.data.completeIntegrationConnect.name }));
      else setConnectRefusal(refusalText(t, result));
      await refresh();
      // The code is used up: the address should not keep it.
      await navigate({
        to: '/integrations/$integration',
        params: { integration: provider },
        search: {},
        replace: true,
      });
    })();
  }, [returned, provider, navigate, refresh, toast, t]);

  const error = loadErrorOf(query.error);
  const integration = query.data;
  const title = integration?.name ?? t('pages.integration', { ns: 'backoffice' });
  return (
    <Page
      title={title}
      description={isIntegrationProvider(provider) ? t(`providers.${provider}`) : undefined}
      actions={
        integration && (
          <Anchor component={Link} to={`/integrations/${provider}/manage-configs`}>
            {t('page.history')}
          </Anchor>
        )
      }
    >
      {error ? (
        <LoadError title={t('page.loadFailed')} codes={error.codes} onRetry={() => void query.refetch()} />
      ) : !integration || completing ? (
        <Group justify="center" p="xl">
          <Loader aria-label={completing ? t('page.completing') : t('loading')} />
          {completing && <Text>{t('page.completing')}</Text>}
        </Group>
      ) : (
        <Stack gap="lg">
          {connectRefusal && (
            <Alert color="red" role="alert" withCloseButton onClose={() => setConnectRefusal(null)}>
              {connectRefusal}
            </Alert>
          )}
          <ConnectionCard
            integration={integration}
            onMissing={(failure) => setMappingErrors(mappingFieldErrors(failure))}
          />
          {integration.status !== 'available' && integration.status !== 'disconnected' && (
            <VariablesForm integration={integration} onSaved={refresh} />
          )}
          {integration.kind === 'accounting' && integration.status !== 'available' && (
            // Not remounted on a reload: an edit in progress survives Enable or a refresh.
            <MappingEditor
              integration={integration}
              errors={mappingErrors}
              onSaved={async () => {
                setMappingErrors({});
                await refresh();
              }}
            />
          )}
          {integration.kind === 'payroll' && integration.status !== 'available' && (
            <PayrollLinks provider={provider} />
          )}
        </Stack>
      )}
    </Page>
  );
}

function ConnectionCard({
  integration,
  onMissing,
}: {
  integration: Integration;
  onMissing: (failure: RequestFailure) => void;
}) {
  const { t } = useTranslation('integrations');
  const formats = useFormats();
  const toast = useToast();
  const confirm = useConfirm();
  const refresh = useRefreshIntegrations();
  const country = useCompanyCountry();
  const [busy, setBusy] = useState<string | null>(null);
  // A refusal stays beside the buttons (not in a toast that covers the page) until the next action.
  const [refusal, setRefusal] = useState<string | null>(null);
  const { provider, name, status, kind } = integration;
  const accountingPage = integrationPathForCountry(country).split('/')[2];

  const run = async (action: string, send: () => Promise<RequestResult<unknown>>, done: string) => {
    setBusy(action);
    setRefusal(null);
    const result = await send();
    setBusy(null);
    if (result.success) {
      toast.success(done);
    } else {
      const accounts = result.fieldErrors
        .filter((e) => e.field.startsWith('mapping.'))
        .map((e) => {
          const key = e.field.slice('mapping.'.length);
          return mappingKeyLabel(t, key, integration.mapping.find((m) => m.key === key)?.paymentMethodName);
        })
        .join(', ');
      if (accounts) onMissing(result);
      setRefusal(refusalText(t, result, { accounts }));
    }
    await refresh();
  };

  const connect = async () => {
    setBusy('connect');
    setRefusal(null);
    const result = await startConnect(provider);
    if (!result.success) {
      setBusy(null);
      setRefusal(refusalText(t, result));
      return;
    }
    window.location.assign(result.data.startIntegrationConnect.url);
  };

  const disconnect = async () => {
    const yes = await confirm({
      title: t('page.disconnectConfirm.title', { provider: name }),
      message: t('page.disconnectConfirm.text', { provider: name }),
      confirmLabel: t('page.disconnect'),
      danger: true,
    });
    if (yes) {
      await run(
        'disconnect',
        () => disconnectIntegration(provider),
        t('page.disconnected', { provider: name }),
      );
    }
  };

  const live = status === 'connected' || status === 'enabled' || status === 'disabled';
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="connection-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="connection-title">
            {t('page.connection')}
          </Title>
          <Group gap={4}>
            <IntegrationBadges status={status} sandbox={integration.sandbox} />
          </Group>
        </Group>
        {integration.externalAccountName && (
          <Text size="sm">
            {t('page.account', { provider: name, account: integration.externalAccountName })}
          </Text>
        )}
        {integration.connectedAt && live && (
          <Text size="sm" c="dimmed">
            {t('page.connectedAt', { date: formats.dateTime(integration.connectedAt) })}
          </Text>
        )}
        {integration.enabledAt && status === 'enabled' && (
          <Text size="sm" c="dimmed">
            {t('page.enabledAt', { date: formats.dateTime(integration.enabledAt) })}
          </Text>
        )}
        {!live && (
          <Text size="sm">
            {kind === 'accounting'
              ? t('page.connectHelp', { provider: name })
              : t('page.activateHelp', { provider: name })}
          </Text>
        )}
        {status === 'connected' && kind === 'accounting' && integration.missingAccounts.length > 0 && (
          <Alert color="orange" title={t('page.mapFirst')}>
            {t('mapping.missingCount', { count: integration.missingAccounts.length })}
          </Alert>
        )}
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <Group gap="sm">
          {!live && kind === 'accounting' && (
            <Button loading={busy === 'connect'} onClick={() => void connect()}>
              {t('page.connect', { provider: name })}
            </Button>
          )}
          {!live && kind === 'payroll' && (
            <Button
              loading={busy === 'activate'}
              onClick={() =>
                void run(
                  'activate',
                  () => activateIntegration(provider),
                  t('page.activated', { provider: name }),
                )
              }
            >
              {t('page.activate', { provider: name })}
            </Button>
          )}
          {(status === 'connected' || status === 'disabled') && (
            <Button
              loading={busy === 'enable'}
              onClick={() =>
                void run('enable', () => enableIntegration(provider), t('page.enabled', { provider: name }))
              }
            >
              {t('page.enable')}
            </Button>
          )}
          {status === 'enabled' && (
            <Button
              variant="default"
              loading={busy === 'disable'}
              onClick={() =>
                void run(
                  'disable',
                  () => disableIntegration(provider),
                  t('page.disabled', { provider: name }),
                )
              }
            >
              {t('page.disable')}
            </Button>
          )}
          {live && kind === 'accounting' && (
            <Button variant="default" loading={busy === 'connect'} onClick={() => void connect()}>
              {t('page.reconnect')}
            </Button>
          )}
          {live && (
            <Button
              variant="subtle"
              color="red"
              loading={busy === 'disconnect'}
              onClick={() => void disconnect()}
            >
              {t('page.disconnect')}
            </Button>
          )}
        </Group>
        {kind === 'accounting' && accountingPage && live && (
          <Anchor component={Link} to={`/integrations/${accountingPage}`} size="sm">
            {t('page.accountingPage')}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
