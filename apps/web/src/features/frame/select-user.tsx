import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultOf } from '../../lib/graphql.ts';
import { request } from '../../lib/request.ts';
import { changeToken } from '../../lib/token-storage.ts';
import { Page } from '../../ui/page.tsx';
import { ACT_AS_USER_MUTATION, GET_ORGANIZATION_QUERY } from './frame.graphql.ts';

type Organization = ResultOf<typeof GET_ORGANIZATION_QUERY>['organization'];

const OrganizationContext = createContext<Organization | null>(null);

/** The organisation being administered; throws outside {@link OrganizationProvider} (§8). */
export function useOrganization(): Organization {
  const value = useContext(OrganizationContext);
  if (!value) throw new Error('useOrganization must be used within an OrganizationProvider');
  return value;
}

/** Loads the administrator's organisation for the screens below it. */
export function OrganizationProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('backoffice');
  const query = useQuery({
    queryKey: ['organization'],
    queryFn: async () => {
      const result = await request(GET_ORGANIZATION_QUERY);
      if (!result.success) throw new Error(result.error);
      return result.data.organization;
    },
  });
  if (query.isPending) return <Loader aria-label={t('loading')} />;
  if (query.isError)
    return (
      <Alert color="red" title={t('error.title')}>
        <Button mt="sm" size="xs" onClick={() => void query.refetch()}>
          {t('error.retry')}
        </Button>
      </Alert>
    );
  return <OrganizationContext.Provider value={query.data}>{children}</OrganizationContext.Provider>;
}

/** The Select User screen at / while an organisation administrator chooses whom to act as (§2.3, §6). */
export function SelectUserScreen() {
  const { t } = useTranslation('backoffice');
  return (
    <Page title={t('selectUser.title')} description={t('selectUser.intro')}>
      <OrganizationProvider>
        <UserPicker />
      </OrganizationProvider>
    </Page>
  );
}

function UserPicker() {
  const { t } = useTranslation('backoffice');
  const organization = useOrganization();
  const [filter, setFilter] = useState('');
  const actAs = useMutation({
    mutationFn: async (userId: string) => {
      const result = await request(ACT_AS_USER_MUTATION, { userId });
      const token = result.success ? result.data.actAsUser.token : null;
      if (!token)
        throw new Error(result.success ? (result.data.actAsUser.errorCode ?? 'UNKNOWN') : result.error);
      return token;
    },
    // §4: the token is stored and the page reloads after 150 ms, so everything starts afresh as that user.
    onSuccess: (token) => {
      window.history.replaceState(null, '', '/');
      changeToken(token);
    },
  });

  const needle = filter.trim().toLocaleLowerCase();
  const companies = useMemo(
    () =>
      organization.accessibleCompanies
        .map((company) => ({
          ...company,
          users: company.name.toLocaleLowerCase().includes(needle)
            ? company.users
            : company.users.filter((u) => `${u.name} ${u.username}`.toLocaleLowerCase().includes(needle)),
        }))
        .filter((company) => !needle || company.users.length > 0),
    [organization, needle],
  );

  if (organization.accessibleCompanies.length === 0) return <Text>{t('selectUser.noCompanies')}</Text>;
  return (
    <Stack gap="md">
      <TextInput
        label={t('selectUser.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
        maw={420}
      />
      {actAs.isError && (
        <Alert color="red" role="alert">
          {t('selectUser.failed')}
        </Alert>
      )}
      {companies.length === 0 && <Text c="dimmed">{t('selectUser.noMatch')}</Text>}
      {companies.map((company) => (
        <Card key={company.id} withBorder padding="md">
          <Title order={2} size="h4" mb="sm">
            {company.name}
          </Title>
          {company.users.length === 0 ? (
            <Text c="dimmed">{t('selectUser.noUsers')}</Text>
          ) : (
            <Stack gap="xs">
              {company.users.map((user) => (
                <Group key={user.id} justify="space-between" wrap="wrap" gap="xs">
                  <div>
                    <Text fw={600}>{user.name}</Text>
                    <Text size="sm" c="dimmed">
                      {user.username}
                    </Text>
                  </div>
                  <Group gap="xs">
                    {user.permissions.scopes.length === 0 && (
                      <Badge variant="light" color="gray">
                        {t('selectUser.fullAccess')}
                      </Badge>
                    )}
                    <Badge variant="light" color="gray">
                      {user.permissions.venueIds.length === 0
                        ? t('selectUser.allVenues')
                        : t('selectUser.venueCount', { count: user.permissions.venueIds.length })}
                    </Badge>
                    <Button
                      size="xs"
                      loading={actAs.isPending && actAs.variables === user.id}
                      disabled={actAs.isPending || actAs.isSuccess}
                      onClick={() => actAs.mutate(user.id)}
                    >
                      {t('selectUser.actAs', { name: user.name })}
                    </Button>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
        </Card>
      ))}
    </Stack>
  );
}
