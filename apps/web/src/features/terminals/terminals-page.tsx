import { Badge, Button, Group, Text } from '@mantine/core';
import { IconDeviceTablet } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiAddress } from '../../lib/env.ts';
import type { ResultOf } from '../../lib/graphql.ts';
import { errorMessageKey } from '../../lib/i18n.ts';
import { gqlQuery, loadErrorOf, request } from '../../lib/request.ts';
import { CreateSecretDialog } from '../../ui/create-secret-dialog.tsx';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { EmptyState, Page } from '../../ui/page.tsx';
import { useDeleteProtocol } from '../../ui/use-delete-protocol.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { useSelectedVenue } from '../session/index.ts';
import { relativeTime } from './relative-time.ts';
import { CREATE_TERMINAL_MUTATION, REVOKE_TERMINAL_MUTATION, TERMINALS_QUERY } from './terminals.graphql.ts';

type Terminal = ResultOf<typeof TERMINALS_QUERY>['terminals'][number];
const queryKey = (venueId: string) => ['terminals', venueId] as const;

/** /settings/terminals: the selected venue's POS terminals — issue (credential shown once), list, revoke. */
export function TerminalsPage() {
  const { t } = useTranslation('terminals');
  const venue = useSelectedVenue();
  if (!venue) {
    return (
      <Page title={t('title')}>
        <EmptyState title={t('noVenue')} icon={<IconDeviceTablet size={26} />} />
      </Page>
    );
  }
  return <TerminalList venueId={venue.id} venueName={venue.name} />;
}

function TerminalList({ venueId, venueName }: { venueId: string; venueName: string }) {
  const { t } = useTranslation('terminals');
  const remove = useDeleteProtocol();
  const client = useQueryClient();
  const [creating, setCreating] = useState(false);
  const list = useQuery({
    queryKey: queryKey(venueId),
    queryFn: async ({ signal }) => (await gqlQuery(TERMINALS_QUERY, { venueId }, { signal })).terminals,
  });
  const refresh = () => client.invalidateQueries({ queryKey: queryKey(venueId) });
  const fmt = useFormats();
  const when = (iso: string | null) => (iso ? fmt.dateTime(iso) : t('never'));

  const revoke = (terminal: Terminal) =>
    remove({
      send: () => request(REVOKE_TERMINAL_MUTATION, { id: terminal.id }),
      texts: {
        title: t('revokeTitle'),
        message: t('revokeMessage', { name: terminal.name }),
        confirm: t('revoke'),
        done: t('revoked', { name: terminal.name }),
      },
      onDeleted: refresh,
    });

  const columns: ListColumn<Terminal>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      sortValue: (x) => x.name,
      render: (x) => <Text fw={600}>{x.name}</Text>,
    },
    {
      key: 'created',
      header: t('columns.created'),
      sortValue: (x) => x.createdAt,
      render: (x) => when(x.createdAt),
    },
    {
      key: 'lastSeen',
      header: t('columns.lastSeen'),
      sortValue: (x) => x.lastSeenAt,
      render: (x) => when(x.lastSeenAt),
    },
    {
      key: 'lastFeedRead',
      header: t('columns.lastFeedRead'),
      sortValue: (x) => x.lastConfigReadAt,
      // Relative, as a till's freshness is what matters; the exact time is in the tooltip.
      render: (x) =>
        x.lastConfigReadAt ? (
          <Text size="sm" title={fmt.dateTime(x.lastConfigReadAt)}>
            {t('feedRead', {
              when: relativeTime(x.lastConfigReadAt, fmt.locale),
              version: x.lastConfigVersion ?? 0,
            })}
          </Text>
        ) : (
          t('never')
        ),
    },
    {
      key: 'status',
      header: t('columns.status'),
      align: 'right',
      render: (x) =>
        x.revokedAt ? (
          <Badge color="gray" variant="light">
            {t('revokedBadge')}
          </Badge>
        ) : (
          <Group gap="xs" justify="flex-end">
            <Badge color="green" variant="light">
              {t('activeBadge')}
            </Badge>
            <Button
              size="xs"
              color="red"
              variant="light"
              onClick={() => void revoke(x)}
              aria-label={t('revokeNamed', { name: x.name })}
            >
              {t('revoke')}
            </Button>
          </Group>
        ),
    },
  ];

  return (
    <ListPage<Terminal>
      title={t('title')}
      description={t('description', { venue: venueName })}
      rows={list.data}
      rowKey={(x) => x.id}
      columns={columns}
      loading={list.isPending}
      error={loadErrorOf(list.error)}
      onRetry={() => void list.refetch()}
      searchText={(x) => x.name}
      primaryAction={{ label: t('new'), onClick: () => setCreating(true) }}
      empty={{ title: t('empty.title'), text: t('empty.text'), icon: <IconDeviceTablet size={26} /> }}
    >
      <CreateDialog
        venueId={venueId}
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={() => void refresh()}
      />
    </ListPage>
  );
}

// The smallest order a terminal can send: one line, paid by card, totals as the server computes them.
function curlExample(credential: string): string {
  const placedAt = new Date().toISOString();
  const body = {
    clientOrderId: 'till-1-0001',
    channel: 'POS',
    serviceType: 'EAT_HERE',
    status: 'COMPLETED',
    placedAt,
    closedAt: placedAt,
    currency: 'SEK',
    lines: [
      { title: 'Kaffe', quantity: 1, unitPrice: 3500, modifications: [], discountAmount: 0, vatRate: 12 },
    ],
    payments: [{ method: 'CARD', amount: 3500, tipAmount: 0 }],
    totals: { totalAmount: 3500, vatAmount: 375 },
  };
  return `curl -X POST "${apiAddress()}/terminal/v1/orders" \\\n  -H "Authorization: Bearer ${credential}" \\\n  -H "Content-Type: application/json" \\\n  -d '${JSON.stringify(body)}'`;
}

function CreateDialog(props: {
  venueId: string;
  opened: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const { t } = useTranslation('terminals');
  const create = async (name: string) => {
    const result = await request(
      CREATE_TERMINAL_MUTATION,
      { venueId: props.venueId, name },
      { expectedCodes: ['BAD_USER_INPUT'] },
    );
    if (!result.success) {
      return {
        error: result.fieldErrors.length
          ? t('nameInvalid')
          : t(errorMessageKey(result.errorCodes), { ns: 'common' }),
      };
    }
    props.onCreated();
    return { secret: result.data.createTerminal.credential };
  };
  return (
    <CreateSecretDialog
      opened={props.opened}
      onClose={props.onClose}
      create={create}
      example={curlExample}
      maxLength={100}
      secretTestId="terminal-credential"
      labels={{
        title: t('new'),
        createdTitle: t('createdTitle'),
        name: t('name'),
        nameHint: t('nameHint'),
        nameRequired: t('nameRequired'),
        create: t('create'),
        cancel: t('cancel'),
        once: t('credentialOnce'),
        copy: t('copy'),
        copied: t('copied'),
        example: t('example'),
        done: t('done'),
      }}
    />
  );
}
