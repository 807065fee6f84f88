import { hasFullAccess, type Scope } from '@fika/domain';
import { Badge, Group, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadErrorOf } from '../../lib/request.ts';
import { useEntityParam } from '../../ui/entity-drawer.tsx';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { useSession } from '../session/index.ts';
import { AccountDrawer } from './account-drawer.tsx';
import { StatusBadge } from './status-badge.tsx';
import { type Account, accountsQuery } from './use-accounts.ts';

const ROLE_ORDER = ['SUPER_ADMIN', 'CONTENT_ADMIN', 'REGULAR'];

/** /accounts: the company's back-office users, invite an admin, edit, block, resend (?id=, ?id=new). */
export function AccountsPage() {
  const { t } = useTranslation('accounts');
  const { user, venues } = useSession();
  const entity = useEntityParam();
  const accounts = useQuery(accountsQuery);
  const fmt = useFormats();
  const error = loadErrorOf(accounts.error);

  const roleLabel = (a: Account) => t(`roles.${a.role}`);
  const scopesText = (a: Account) =>
    hasFullAccess({ scopes: a.permissions.scopes as Scope[], venueIds: [] })
      ? t('fullAccess')
      : a.permissions.scopes.map((s) => t(`scopes.${s}`)).join(', ');
  const venuesText = (a: Account) =>
    a.permissions.venueIds.length === 0
      ? t('allVenues')
      : a.permissions.venueIds
          .map((id) => venues.find((v) => v.id === id)?.name ?? t('otherVenue'))
          .join(', ');

  const columns: ListColumn<Account>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      sortValue: (a) => a.name,
      render: (a) => (
        <Group gap={6}>
          <Text fw={600}>{a.name}</Text>
          {a.id === user?.id && (
            <Badge size="xs" variant="outline" style={{ flexShrink: 0, overflow: 'visible' }}>
              {t('you')}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'email', header: t('columns.email'), sortValue: (a) => a.email, render: (a) => a.email },
    {
      key: 'role',
      header: t('columns.role'),
      sortValue: (a) => ROLE_ORDER.indexOf(a.role),
      render: roleLabel,
    },
    { key: 'scopes', header: t('columns.scopes'), render: scopesText },
    { key: 'venues', header: t('columns.venues'), sortValue: venuesText, render: venuesText },
    {
      key: 'lastLogin',
      header: t('columns.lastLogin'),
      sortValue: (a) => a.lastLoginAt,
      render: (a) => (a.lastLoginAt ? fmt.dateTime(a.lastLoginAt) : t('never')),
    },
    {
      key: 'status',
      header: t('columns.status'),
      sortValue: (a) => a.status,
      render: (a) => <StatusBadge status={a.status} />,
    },
  ];

  return (
    <ListPage<Account>
      title={t('pages.accounts', { ns: 'backoffice' })}
      description={t('description')}
      rows={accounts.data}
      rowKey={(a) => a.id}
      rowTestId={(a) => `account-${a.email}`}
      columns={columns}
      loading={accounts.isPending}
      error={error}
      onRetry={() => void accounts.refetch()}
      searchText={(a) => `${a.name} ${a.email} ${roleLabel(a)}`}
      searchPlaceholder={t('searchPlaceholder')}
      initialSort={{ key: 'name', direction: 'asc' }}
      primaryAction={{ label: t('invite'), onClick: entity.openNew }}
      onRowClick={(a) => entity.open(a.id)}
      activeRowKey={entity.id}
      empty={{ title: t('empty.title'), text: t('empty.text'), icon: <IconUsers size={26} /> }}
    >
      <AccountDrawer
        key={entity.id ?? 'closed'}
        entity={entity}
        accounts={accounts.data}
        load={{ error, retry: () => void accounts.refetch() }}
      />
    </ListPage>
  );
}
