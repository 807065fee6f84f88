import { hasScope, SERVICE_TYPES } from '@fika/domain';
import { Button, Paper, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconArrowLeft, IconBuildingStore } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/i18n.ts';
import { errorCodesOf } from '../../lib/request.ts';
import { LoadError } from '../../ui/list-page.tsx';
import { EmptyState, Page } from '../../ui/page.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { useSession } from '../session/index.ts';
import { useMenuName } from './menu-name.ts';
import {
  MENUS_QUERY_KEYS,
  type MenuProviderData,
  type MenuVenue,
  menuProviderQuery,
  type ServiceType,
  setVenueMenu,
} from './use-menus.ts';
import { useAllArticlesCheck, useVenueMenuProvisioning } from './use-venue-menu-provisioning.ts';

/** /menus/manage-venues: which menu each visible venue uses for each service type (§3, §7). */
export function VenueMenusPage() {
  const { t } = useTranslation('menus');
  const provisioned = useVenueMenuProvisioning();
  const provider = useQuery({ ...menuProviderQuery, enabled: provisioned });
  useAllArticlesCheck(provider.data);

  let content = null;
  if (provider.isPending) {
    content = (
      <Paper withBorder p="lg" role="status" aria-label={t('venues.loading')}>
        <Stack gap="md" aria-hidden>
          <Skeleton height={28} />
          <Skeleton height={28} />
        </Stack>
      </Paper>
    );
  } else if (provider.isError) {
    const codes = errorCodesOf(provider.error);
    content = (
      <LoadError title={t('venues.loadFailed')} codes={codes} onRetry={() => void provider.refetch()} />
    );
  } else if (provider.data.venues.length === 0) {
    content = (
      <Paper withBorder p="lg">
        <EmptyState icon={<IconBuildingStore size={26} />} title={t('venues.empty.title')}>
          {t('venues.empty.text')}
        </EmptyState>
      </Paper>
    );
  } else {
    content = <VenueMenuTable data={provider.data} />;
  }

  return (
    <Page
      title={t('venues.title')}
      description={t('venues.description')}
      actions={
        <Button
          component={Link}
          to="/menus"
          activeOptions={{ exact: true }}
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
        >
          {t('venues.back')}
        </Button>
      }
    >
      {content}
    </Page>
  );
}

function VenueMenuTable({ data }: { data: MenuProviderData }) {
  const { t } = useTranslation('menus');
  return (
    <Paper withBorder p={0}>
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('venues.venue')}</Table.Th>
              {SERVICE_TYPES.map((type) => (
                <Table.Th key={type}>{t(`serviceTypes.${type}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.venues.map((venue) => (
              <Table.Tr key={venue.id}>
                <Table.Th scope="row">
                  <Text fw={600}>{venue.name}</Text>
                </Table.Th>
                {SERVICE_TYPES.map((type) => (
                  <Table.Td key={type}>
                    <VenueMenuSelect venue={venue} serviceType={type} data={data} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function VenueMenuSelect({
  venue,
  serviceType,
  data,
}: {
  venue: MenuVenue;
  serviceType: ServiceType;
  data: MenuProviderData;
}) {
  const { t } = useTranslation('menus');
  const toast = useToast();
  const client = useQueryClient();
  const menuName = useMenuName();
  const canWrite = hasScope(useSession().permissions, 'MENUS');
  const [saving, setSaving] = useState(false);
  const current = venue.menus.find((link) => link.serviceType === serviceType)?.menu;
  const options = data.menus.map((menu) => ({ value: menu.id, label: menuName(menu) }));
  const type = t(`serviceTypes.${serviceType}`);

  const choose = async (menuId: string | null) => {
    if (!menuId || menuId === current?.id) return;
    setSaving(true);
    const result = await setVenueMenu(venue.id, serviceType, menuId);
    if (result.success) {
      await client.invalidateQueries({ queryKey: MENUS_QUERY_KEYS.provider });
      toast.success(
        t('venues.saved', {
          venue: venue.name,
          serviceType: type,
          menu: menuName(result.data.setVenueMenu.menu),
        }),
      );
    } else {
      toast.error(t(errorMessageKey(result.errorCodes), { ns: 'common' }), { title: t('venues.saveFailed') });
    }
    setSaving(false);
  };

  return (
    <Select
      aria-label={t('venues.menuFor', { venue: venue.name, serviceType: type })}
      data={options}
      value={current?.id ?? null}
      placeholder={t('venues.noMenu')}
      onChange={(id) => void choose(id)}
      allowDeselect={false}
      disabled={!canWrite || saving}
      miw={180}
    />
  );
}
