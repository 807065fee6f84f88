import { isIntegrationProvider } from '@fika/domain';
import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { loadErrorOf } from '../../lib/request.ts';
import { LoadError } from '../../ui/list-page.tsx';
import { EmptyState, Page } from '../../ui/page.tsx';
import { IntegrationBadges } from './integration-badges.tsx';
import { type IntegrationSummary, integrationsQuery } from './use-integrations.ts';

const KINDS = ['accounting', 'payroll'] as const;

/**
 * /integrations: the accounting and payroll systems operators in the company's country use, grouped
 * by what they do, each with its status and the Sandbox label; a card opens the provider's page.
 */
export function IntegrationsPage() {
  const { t } = useTranslation('integrations');
  const list = useQuery(integrationsQuery());
  const error = loadErrorOf(list.error);
  const rows = list.data;
  return (
    <Page title={t('pages.integrations', { ns: 'backoffice' })} description={t('catalogue.description')}>
      {error ? (
        <LoadError
          title={t('catalogue.loadFailed')}
          codes={error.codes}
          onRetry={() => void list.refetch()}
        />
      ) : !rows ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-label={t('loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={120} radius="md" />
          ))}
        </SimpleGrid>
      ) : rows.length === 0 ? (
        <EmptyState icon={<IconPlugConnected size={26} />} title={t('catalogue.empty')}>
          {t('catalogue.emptyText')}
        </EmptyState>
      ) : (
        KINDS.map((kind) => {
          const group = rows.filter((r) => r.kind === kind);
          if (group.length === 0) return null;
          return (
            <Stack key={kind} gap="sm" component="section" aria-labelledby={`integrations-${kind}`}>
              <Title order={2} size="h4" id={`integrations-${kind}`}>
                {t(`kinds.${kind}`)}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {group.map((row) => (
                  <IntegrationCard key={row.provider} row={row} />
                ))}
              </SimpleGrid>
            </Stack>
          );
        })
      )}
    </Page>
  );
}

function IntegrationCard({ row }: { row: IntegrationSummary }) {
  const { t } = useTranslation('integrations');
  const provider = isIntegrationProvider(row.provider) ? row.provider : null;
  return (
    <Card withBorder padding="md" radius="md" data-testid={`integration-${row.provider}`}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Anchor component={Link} to={`/integrations/${row.provider}`} fw={600} size="lg">
            {row.name}
          </Anchor>
          <Group gap={4}>
            <IntegrationBadges status={row.status} sandbox={row.sandbox} />
          </Group>
        </Group>
        {provider && (
          <Text size="sm" c="dimmed">
            {t(`providers.${provider}`)}
          </Text>
        )}
        {row.externalAccountName && (
          <Text size="sm">{t('catalogue.account', { account: row.externalAccountName })}</Text>
        )}
        {row.missingAccounts.length > 0 && row.status !== 'available' && (
          <Text size="sm" c="orange">
            {t('mapping.missingCount', { count: row.missingAccounts.length })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
