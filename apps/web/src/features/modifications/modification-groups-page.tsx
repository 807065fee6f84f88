import { Badge, Group, Text } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { loadErrorOf } from '../../lib/request.ts';
import { useEntityParam } from '../../ui/entity-drawer.tsx';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { OnDemand } from '../../ui/on-demand.tsx';
import { type ModificationGroup, modificationGroupsQuery } from './use-modifications.ts';

// The drawer (form, modification list editor, item picker, the domain's schemas) loads when a group
// or a new one is first opened: a visit to the list does not pay for it.
const ModificationGroupDrawer = lazy(() =>
  import('./modification-group-drawer.tsx').then((m) => ({ default: m.ModificationGroupDrawer })),
);

/** /pim/modification-groups: the groups with their modifications, and the group drawer (?id=). */
export function ModificationGroupsPage() {
  const { t } = useTranslation('pim');
  const entity = useEntityParam();
  const groups = useQuery(modificationGroupsQuery);
  const error = loadErrorOf(groups.error);

  const columns: ListColumn<ModificationGroup>[] = [
    {
      key: 'title',
      header: t('groups.columns.title'),
      sortValue: (g) => g.title,
      render: (g) => (
        <div>
          <Text fw={600}>{g.title}</Text>
          {g.titleLang.en && g.titleLang.en !== g.title && (
            <Text size="xs" c="dimmed">
              {g.titleLang.en}
            </Text>
          )}
        </div>
      ),
    },
    {
      key: 'modifications',
      header: t('groups.columns.modifications'),
      sortValue: (g) => g.modifications.length,
      render: (g) => (
        <Group gap={4}>
          {g.modifications.slice(0, 4).map((m) => (
            <Badge key={m.id} variant="light" color="gray" tt="none">
              {m.name}
            </Badge>
          ))}
          {g.modifications.length > 4 && (
            <Text size="xs" c="dimmed">
              {t('groups.modificationCount', { count: g.modifications.length })}
            </Text>
          )}
        </Group>
      ),
    },
    {
      key: 'selections',
      header: t('groups.columns.selections'),
      render: (g) =>
        g.maxSelections === null
          ? t('groups.selectionsOpen', { min: g.minSelections })
          : t('groups.selectionsBounded', { min: g.minSelections, max: g.maxSelections }),
    },
    {
      key: 'items',
      header: t('groups.columns.items'),
      sortValue: (g) => g.items.length,
      align: 'right',
      render: (g) => t('groups.itemCount', { count: g.items.length }),
    },
  ];

  return (
    <ListPage<ModificationGroup>
      title={t('pages.modificationGroups', { ns: 'backoffice' })}
      description={t('groups.description')}
      rows={groups.data}
      rowKey={(g) => g.id}
      rowLabel={(g) => g.title}
      columns={columns}
      loading={groups.isPending}
      error={error}
      onRetry={() => void groups.refetch()}
      searchText={(g) =>
        [g.title, ...Object.values(g.titleLang), ...g.modifications.map((m) => m.name)].join(' ')
      }
      primaryAction={{ label: t('groups.new'), onClick: entity.openNew }}
      onRowClick={(g) => entity.open(g.id)}
      empty={{
        title: t('groups.empty.title'),
        text: t('groups.empty.text'),
        icon: <IconAdjustmentsHorizontal size={26} />,
      }}
    >
      <OnDemand open={entity.id !== undefined}>
        <ModificationGroupDrawer
          entity={entity}
          groups={groups.data}
          loadError={error}
          onRetry={() => void groups.refetch()}
        />
      </OnDemand>
    </ListPage>
  );
}
