import { POS_STAFF_PERMISSIONS } from '@fika/domain';
import { Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadErrorOf } from '../../lib/request.ts';
import { useEntityParam } from '../../ui/entity-drawer.tsx';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { useSession } from '../session/index.ts';
import { AccessLevelDrawer } from './access-level-drawer.tsx';
import { type AccessLevel, accessLevelsQuery } from './use-access-levels.ts';

/** /staff/access-levels: what each role may do on the tills, and the level drawer (?id=, ?id=new). */
export function AccessLevelsPage() {
  const { t } = useTranslation('access-levels');
  const entity = useEntityParam();
  const levels = useQuery(accessLevelsQuery);
  const { venues } = useSession();
  const formats = useFormats();
  const error = loadErrorOf(levels.error);
  const venueNames = (l: AccessLevel) =>
    l.venueIds.length === 0
      ? t('levels.everyVenue')
      : l.venueIds.map((id) => venues.find((v) => v.id === id)?.name ?? id).join(', ');
  const cap = (l: AccessLevel) => {
    if (!l.permissions.includes('MANUAL_DISCOUNT')) return t('levels.noManualDiscount');
    return l.manualDiscountCap === null
      ? t('levels.noCap')
      : t('levels.upTo', { percent: formats.percent(l.manualDiscountCap) });
  };
  const columns: ListColumn<AccessLevel>[] = [
    {
      key: 'name',
      header: t('levels.columns.name'),
      sortValue: (l) => l.name,
      render: (l) => <Text fw={600}>{l.name}</Text>,
    },
    {
      key: 'permissions',
      header: t('levels.columns.permissions'),
      sortValue: (l) => l.permissions.length,
      render: (l) =>
        t('levels.permissionCount', { granted: l.permissions.length, total: POS_STAFF_PERMISSIONS.length }),
    },
    { key: 'cap', header: t('levels.columns.cap'), render: cap },
    { key: 'venues', header: t('levels.columns.venues'), sortValue: venueNames, render: venueNames },
    {
      key: 'staff',
      header: t('levels.columns.staff'),
      sortValue: (l) => l.staffCount,
      align: 'right',
      render: (l) => t('levels.staffCount', { count: l.staffCount }),
    },
  ];
  return (
    <ListPage<AccessLevel>
      title={t('pages.accessLevels', { ns: 'backoffice' })}
      description={t('levels.description')}
      rows={levels.data}
      rowKey={(l) => l.id}
      columns={columns}
      loading={levels.isPending}
      error={error}
      onRetry={() => void levels.refetch()}
      searchText={(l) => `${l.name} ${venueNames(l)}`}
      initialSort={{ key: 'name', direction: 'asc' }}
      primaryAction={{ label: t('levels.new'), onClick: entity.openNew }}
      onRowClick={(l) => entity.open(l.id)}
      empty={{
        title: t('levels.empty.title'),
        text: t('levels.empty.text'),
        icon: <IconShieldLock size={26} />,
      }}
    >
      <AccessLevelDrawer
        key={entity.id ?? 'closed'}
        entity={entity}
        levels={levels.data}
        load={{ error, retry: () => void levels.refetch() }}
      />
    </ListPage>
  );
}
