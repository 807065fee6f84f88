import { type DeviceWarning, hasScope } from '@fika/domain';
import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDeviceTablet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadErrorOf } from '../../lib/request.ts';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { BuyLicensesButton } from '../license-checkout/index.ts';
import { useSession } from '../session/index.ts';
import { ClaimDeviceDrawer } from './claim-device-drawer.tsx';
import { DeviceDrawer } from './device-drawer.tsx';
import { type Device, type License, useLicensesPage } from './use-licenses.ts';

const CONNECTION_COLOR: Record<string, string> = { online: 'green', offline: 'red', never: 'gray' };
const WARNING_COLOR: Record<DeviceWarning, string> = {
  offlineUnsynced: 'red',
  offline: 'orange',
  noLicense: 'red',
  noControlUnit: 'orange',
  unsynced: 'yellow',
};
const STATUS_COLOR: Record<string, string> = {
  ACTIVE: 'green',
  PENDING: 'blue',
  CANCELLED: 'gray',
  EXPIRED: 'red',
};

/**
 * /licenses: the devices first — which till is offline, holds unsent orders, lacks its licence or
 * (in Sweden) its control unit — then the company's licences and where each one sits. Claim a new
 * device with the code it shows; open a device to rename, move, license it or record its control unit.
 */
export function LicensesPage() {
  const { t } = useTranslation('licenses');
  const fmt = useFormats();
  const session = useSession();
  const canChange = hasScope(session.permissions, 'SETTINGS');
  const page = useLicensesPage();
  const [claiming, setClaiming] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const devices = page.data?.devices;
  const licenses = page.data?.licenses ?? [];
  const open = devices?.find((d) => d.id === openId) ?? null;
  const deviceName = (id: string | null) => devices?.find((d) => d.id === id)?.name;
  const atRisk = (devices ?? []).filter((d) => d.warnings.length > 0);

  const columns: ListColumn<Device>[] = [
    {
      key: 'name',
      header: t('columns.device'),
      sortValue: (d) => d.name,
      render: (d) => (
        <Stack gap={0}>
          <Text fw={600}>{d.name}</Text>
          <Text size="xs" c="dimmed">
            {t(`kinds.${d.kind}`, { defaultValue: d.kind })} · {d.venueName}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'connection',
      header: t('columns.status'),
      sortValue: (d) => d.lastSeenAt,
      render: (d) => (
        <Stack gap={2}>
          <Badge
            color={CONNECTION_COLOR[d.connection] ?? 'gray'}
            variant="light"
            data-testid={`connection-${d.id}`}
          >
            {t(`connection.${d.connection as 'online' | 'offline' | 'never'}`)}
          </Badge>
          <Text size="xs" c="dimmed">
            {d.lastSeenAt ? t('lastSeen', { when: fmt.dateTime(d.lastSeenAt) }) : t('neverSeen')}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'licenses',
      header: t('columns.licenses'),
      render: (d) =>
        d.activeLicenses.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('noLicenses')}
          </Text>
        ) : (
          <Group gap={4}>
            {d.activeLicenses.map((l) => (
              <Badge key={l.id} variant="outline">
                {t(`products.${l.product}`, { defaultValue: l.product })}
              </Badge>
            ))}
          </Group>
        ),
    },
    {
      key: 'app',
      header: t('columns.app'),
      sortValue: (d) => d.unsyncedOrders,
      render: (d) => (
        <Stack gap={0}>
          <Text size="sm">{d.appVersion ?? '–'}</Text>
          <Text size="xs" c={d.unsyncedOrders > 0 ? 'red' : 'dimmed'}>
            {t('unsynced', { count: d.unsyncedOrders, formatted: fmt.number(d.unsyncedOrders) })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'risk',
      header: t('columns.risk'),
      sortValue: (d) => d.warnings.length,
      render: (d) => (
        <Stack gap={4}>
          {d.warnings.map((w) => (
            <Badge key={w} color={WARNING_COLOR[w as DeviceWarning] ?? 'gray'} variant="light">
              {t(`warnings.${w as DeviceWarning}`)}
            </Badge>
          ))}
          {d.controlUnitSerial && (
            <Text size="xs" c="dimmed">
              {t('controlUnitShort', { serial: d.controlUnitSerial })}
            </Text>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <ListPage<Device>
      title={t('title')}
      description={page.data?.oldLicenses.useNewLicenses ? t('description') : t('descriptionOld')}
      rows={devices}
      rowKey={(d) => d.id}
      columns={columns}
      loading={page.isPending}
      error={loadErrorOf(page.error)}
      onRetry={() => void page.refetch()}
      searchText={(d) => `${d.name} ${d.venueName} ${d.kind}`}
      onRowClick={(d) => setOpenId(d.id)}
      rowLabel={(d) => t('openDevice', { name: d.name })}
      rowTestId={(d) => `device-${d.name}`}
      actions={<BuyLicensesButton />}
      primaryAction={canChange ? { label: t('claim.open'), onClick: () => setClaiming(true) } : undefined}
      empty={{ title: t('empty.title'), text: t('empty.text'), icon: <IconDeviceTablet size={26} /> }}
      above={
        atRisk.length > 0 && (
          <Alert
            color="orange"
            icon={<IconAlertTriangle size={18} />}
            title={t('risk.title', { count: atRisk.length })}
          >
            {atRisk
              .slice(0, 5)
              .map(
                (d) => `${d.name}: ${d.warnings.map((w) => t(`warnings.${w as DeviceWarning}`)).join(', ')}`,
              )
              .join(' · ')}
          </Alert>
        )
      }
    >
      {page.data && (
        <Stack gap="sm" mt="xl">
          <Title order={3}>{t('licenses.title')}</Title>
          {licenses.length === 0 ? (
            <Text c="dimmed">{t('licenses.empty')}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              {licenses.map((l) => (
                <LicenseCard key={l.id} license={l} deviceName={deviceName(l.deviceId)} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}
      <ClaimDeviceDrawer opened={claiming} onClose={() => setClaiming(false)} />
      <DeviceDrawer device={open} licenses={licenses} canChange={canChange} onClose={() => setOpenId(null)} />
    </ListPage>
  );
}

function LicenseCard({ license, deviceName }: { license: License; deviceName: string | undefined }) {
  const { t } = useTranslation('licenses');
  const fmt = useFormats();
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`license-${license.id}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Text fw={600}>{t(`products.${license.product}`, { defaultValue: license.product })}</Text>
          <Text size="xs" c="dimmed">
            {t(`plans.${license.plan}`, { defaultValue: license.plan })}
            {license.validUntil ? ` · ${t('validUntil', { date: fmt.date(license.validUntil) })}` : ''}
          </Text>
          <Text size="sm">
            {license.deviceId
              ? t('licenses.on', { device: deviceName ?? '–' })
              : license.assignable
                ? t('licenses.unassigned')
                : t('licenses.company')}
          </Text>
        </Stack>
        <Badge color={STATUS_COLOR[license.status] ?? 'gray'} variant="light">
          {t(`statuses.${license.status as 'ACTIVE' | 'PENDING' | 'CANCELLED' | 'EXPIRED'}`)}
        </Badge>
      </Group>
    </Paper>
  );
}
