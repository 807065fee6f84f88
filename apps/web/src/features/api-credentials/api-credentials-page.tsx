import { accountingDayOf, addDays } from '@fika/domain';
import { Alert, Badge, Button, Code, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiAddress } from '../../lib/env.ts';
import type { ResultOf } from '../../lib/graphql.ts';
import { errorMessageKey } from '../../lib/i18n.ts';
import { gqlQuery, loadErrorOf, request } from '../../lib/request.ts';
import { CreateSecretDialog } from '../../ui/create-secret-dialog.tsx';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { useDeleteProtocol } from '../../ui/use-delete-protocol.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { useSession } from '../session/index.ts';
import {
  API_CREDENTIALS_QUERY,
  CREATE_API_CREDENTIAL_MUTATION,
  REVOKE_API_CREDENTIAL_MUTATION,
} from './api-credentials.graphql.ts';

type Credential = ResultOf<typeof API_CREDENTIALS_QUERY>['apiCredentials'][number];
const QUERY_KEY = ['api-credentials'] as const;

/** /api: the company's keys for the read API — create (secret shown once), list, revoke. */
export function ApiCredentialsPage() {
  const { t } = useTranslation('payments');
  const remove = useDeleteProtocol();
  const client = useQueryClient();
  const [creating, setCreating] = useState(false);
  const list = useQuery({
    queryKey: QUERY_KEY,
    queryFn: async ({ signal }) => (await gqlQuery(API_CREDENTIALS_QUERY, {}, { signal })).apiCredentials,
  });
  const fmt = useFormats();
  const when = (iso: string | null) => (iso ? fmt.dateTime(iso) : t('api.never'));

  const revoke = (c: Credential) =>
    remove({
      send: () => request(REVOKE_API_CREDENTIAL_MUTATION, { id: c.id }),
      texts: {
        title: t('api.revokeTitle'),
        message: t('api.revokeMessage', { name: c.name }),
        confirm: t('api.revoke'),
        done: t('api.revoked', { name: c.name }),
      },
      onDeleted: () => client.invalidateQueries({ queryKey: QUERY_KEY }),
    });

  const columns: ListColumn<Credential>[] = [
    {
      key: 'name',
      header: t('api.columns.name'),
      sortValue: (c) => c.name,
      render: (c) => <Text fw={600}>{c.name}</Text>,
    },
    { key: 'key', header: t('api.columns.key'), render: (c) => <Code>{c.keyPrefix}…</Code> },
    {
      key: 'created',
      header: t('api.columns.created'),
      sortValue: (c) => c.createdAt,
      render: (c) => when(c.createdAt),
    },
    {
      key: 'createdBy',
      header: t('api.columns.createdBy'),
      sortValue: (c) => c.createdByName,
      render: (c) => c.createdByName ?? '–',
    },
    {
      key: 'lastUsed',
      header: t('api.columns.lastUsed'),
      sortValue: (c) => c.lastUsedAt,
      render: (c) => when(c.lastUsedAt),
    },
    {
      key: 'status',
      header: t('api.columns.status'),
      align: 'right',
      render: (c) =>
        c.revokedAt ? (
          <Badge color="gray" variant="light">
            {t('api.revokedBadge')}
          </Badge>
        ) : (
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={() => void revoke(c)}
            aria-label={t('api.revokeNamed', { name: c.name })}
          >
            {t('api.revoke')}
          </Button>
        ),
    },
  ];

  return (
    <ListPage<Credential>
      title={t('api.title')}
      description={t('api.description')}
      rows={list.data}
      rowKey={(c) => c.id}
      columns={columns}
      loading={list.isPending}
      error={loadErrorOf(list.error)}
      onRetry={() => void list.refetch()}
      searchText={(c) => `${c.name} ${c.keyPrefix}`}
      primaryAction={{ label: t('api.new'), onClick: () => setCreating(true) }}
      empty={{ title: t('api.empty.title'), text: t('api.empty.text'), icon: <IconKey size={26} /> }}
      filters={
        <Alert color="yellow" variant="light" w="100%" title={t('sandbox.label')}>
          {t('api.sandboxNote')}
        </Alert>
      }
    >
      <CreateDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={() => void client.invalidateQueries({ queryKey: QUERY_KEY })}
      />
    </ListPage>
  );
}

function CreateDialog({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const { t } = useTranslation('payments');
  const { metadata } = useSession();
  const today = accountingDayOf(new Date(), metadata.timezone);
  const path = metadata.isPaymentsOnly
    ? `/api/v1/payments/transactions?from=${addDays(today, -6)}&to=${today}`
    : `/api/v1/finance/summary?from=${addDays(today, -6)}&to=${today}`;
  const create = async (name: string) => {
    const result = await request(
      CREATE_API_CREDENTIAL_MUTATION,
      { name },
      { expectedCodes: ['BAD_USER_INPUT'] },
    );
    if (!result.success) {
      return {
        error: result.fieldErrors.length
          ? t('api.nameInvalid')
          : t(errorMessageKey(result.errorCodes), { ns: 'common' }),
      };
    }
    onCreated();
    return { secret: result.data.createApiCredential.secret };
  };
  return (
    <CreateSecretDialog
      opened={opened}
      onClose={onClose}
      create={create}
      example={(secret) => `curl -H "Authorization: Bearer ${secret}" "${apiAddress()}${path}"`}
      maxLength={80}
      secretTestId="api-secret"
      labels={{
        title: t('api.new'),
        createdTitle: t('api.createdTitle'),
        name: t('api.name'),
        nameHint: t('api.nameHint'),
        nameRequired: t('api.nameRequired'),
        create: t('api.create'),
        cancel: t('api.cancel'),
        once: t('api.secretOnce'),
        copy: t('api.copy'),
        copied: t('api.copied'),
        example: t('api.example'),
        done: t('api.done'),
      }}
    />
  );
}
