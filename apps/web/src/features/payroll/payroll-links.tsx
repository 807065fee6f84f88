// A payroll provider's venue links on its integration page (/integrations/planday, …): per venue
// the token the provider issued, "Include tips", when the sales were last sent and how it went.
import { INTEGRATION_CATALOGUE, PAYROLL_SYNC_MINUTES } from '@fika/domain';
import { Alert, Badge, Button, Card, Group, PasswordInput, Stack, Switch, Text, Title } from '@mantine/core';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultOf } from '../../lib/graphql.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';
import { gqlQuery, request } from '../../lib/request.ts';
import { useToast } from '../../ui/toasts.tsx';
import { useDeleteProtocol } from '../../ui/use-delete-protocol.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { type SessionVenue, useSession } from '../session/index.ts';
import {
  PAYROLL_LINKS_QUERY,
  REMOVE_PAYROLL_LINK_MUTATION,
  SAVE_PAYROLL_LINK_MUTATION,
  SYNC_PAYROLL_LINK_MUTATION,
} from './payroll.graphql.ts';

type Link = ResultOf<typeof PAYROLL_LINKS_QUERY>['payrollLinks'][number];

const linksQuery = (provider: string) =>
  queryOptions({
    queryKey: ['payroll-links', provider],
    queryFn: async ({ signal }) =>
      (await gqlQuery(PAYROLL_LINKS_QUERY, { provider }, { signal })).payrollLinks,
  });

// The provider's page belongs to the integrations part: this section loads its own texts.
const namespaceQuery = queryOptions({
  queryKey: ['i18n', 'payroll'],
  queryFn: () => ensureNamespaces(['payroll']),
  staleTime: Number.POSITIVE_INFINITY,
});

const EXPECTED = { expectedCodes: ['BAD_USER_INPUT'] } as const;

/** The venue links of payroll `provider`; renders nothing for a provider that is not a payroll system. */
export function PayrollLinks({ provider }: { provider: string }) {
  const entry = INTEGRATION_CATALOGUE.find((p) => p.id === provider && p.kind === 'payroll');
  const { i18n } = useTranslation();
  const loaded = i18n.hasResourceBundle(i18n.language, 'payroll');
  const texts = useQuery({ ...namespaceQuery, enabled: !loaded });
  if (!entry || !(loaded || texts.data)) return null;
  return <Links provider={provider} name={entry.name} />;
}

function Links({ provider, name }: { provider: string; name: string }) {
  const { t } = useTranslation('payroll');
  const { venues } = useSession();
  const links = useQuery(linksQuery(provider));
  return (
    <Stack gap="sm" component="section" aria-labelledby="payroll-links-title">
      <Title order={3} id="payroll-links-title">
        {t('title')}
      </Title>
      <Text size="sm">{t('description', { provider: name, minutes: PAYROLL_SYNC_MINUTES })}</Text>
      <Alert color="yellow" variant="light">
        {t('sandbox')}
      </Alert>
      {links.isError ? (
        <Alert color="red" title={t('loadFailed')}>
          <Button size="xs" variant="light" onClick={() => void links.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : links.isPending ? (
        <Text c="dimmed" aria-busy="true">
          …
        </Text>
      ) : venues.length === 0 ? (
        <Text c="dimmed">{t('noVenues')}</Text>
      ) : (
        venues.map((venue) => (
          <VenueLink
            key={venue.id}
            provider={provider}
            name={name}
            venue={venue}
            link={links.data.find((l) => l.venueId === venue.id)}
          />
        ))
      )}
    </Stack>
  );
}

function VenueLink({
  provider,
  name,
  venue,
  link,
}: {
  provider: string;
  name: string;
  venue: SessionVenue;
  link: Link | undefined;
}) {
  const { t } = useTranslation('payroll');
  const fmt = useFormats();
  const toast = useToast();
  const client = useQueryClient();
  const remove = useDeleteProtocol();
  const [token, setToken] = useState('');
  const [tips, setTips] = useState(link?.shouldAddTip ?? false);
  const [tokenError, setTokenError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: ['payroll-links', provider] });
  const texts = { provider: name, venue: venue.name };

  const outcome = (status: string | null | undefined, success: string) => {
    if (status === 'failed') toast.error(t('failed', texts));
    else toast.success(success);
  };

  const save = async () => {
    setBusy(true);
    setTokenError(null);
    const result = await request(
      SAVE_PAYROLL_LINK_MUTATION,
      { provider, input: { venueId: venue.id, token: token.trim() || null, shouldAddTip: tips } },
      EXPECTED,
    );
    setBusy(false);
    if (!result.success) {
      const field = result.fieldErrors.find((e) => e.field === 'token') ?? result.fieldErrors[0];
      const message = field ? t(field.message as 'validation.token') : result.error;
      setTokenError(message);
      return;
    }
    setToken('');
    await refresh();
    outcome(result.data.savePayrollLink.lastStatus, t('saved', texts));
  };

  const syncNow = async (id: string) => {
    setBusy(true);
    const result = await request(SYNC_PAYROLL_LINK_MUTATION, { id });
    setBusy(false);
    await refresh();
    if (result.success) outcome(result.data.syncPayrollLink.lastStatus, t('sent', texts));
    else toast.error(result.error);
  };

  const status = link ? (link.lastStatus === 'failed' ? 'failed' : 'ok') : 'none';
  return (
    <Card withBorder padding="md" data-testid={`payroll-venue-${venue.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{venue.name}</Text>
          <Badge color={status === 'failed' ? 'red' : status === 'ok' ? 'green' : 'gray'} variant="light">
            {t(`status.${status}`)}
          </Badge>
        </Group>
        {link && (
          <Text size="sm" c="dimmed">
            {link.lastSentAt ? t('lastSent', { time: fmt.dateTime(link.lastSentAt) }) : t('neverSent')}
          </Text>
        )}
        {link?.lastStatus === 'failed' && link.lastMessage && (
          <Alert color="red" variant="light" p="xs">
            {link.lastMessage}
          </Alert>
        )}
        <PasswordInput
          label={t('fields.token')}
          description={link ? t('fields.tokenStored') : t('fields.tokenHint', { provider: name })}
          required={!link}
          autoComplete="off"
          maxLength={2000}
          value={token}
          error={tokenError}
          onChange={(event) => setToken(event.currentTarget.value)}
        />
        <Switch
          label={t('fields.includeTips')}
          description={t('fields.includeTipsHint')}
          checked={tips}
          onChange={(event) => setTips(event.currentTarget.checked)}
        />
        <Group gap="xs" wrap="wrap">
          <Button size="sm" loading={busy} onClick={() => void save()}>
            {t('save')}
          </Button>
          {link && (
            <>
              <Button size="sm" variant="light" disabled={busy} onClick={() => void syncNow(link.id)}>
                {t('sendNow')}
              </Button>
              <Button
                size="sm"
                variant="subtle"
                color="red"
                disabled={busy}
                onClick={() =>
                  void remove({
                    send: () => request(REMOVE_PAYROLL_LINK_MUTATION, { id: link.id }),
                    texts: {
                      title: t('delete.title', texts),
                      message: t('delete.text', texts),
                      done: t('delete.done', texts),
                    },
                    onDeleted: refresh,
                  })
                }
              >
                {t('remove')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
