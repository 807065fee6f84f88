import { Badge, Box, Group, Text } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadErrorOf } from '../../lib/request.ts';
import { useEntityParam } from '../../ui/entity-drawer.tsx';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { levelName, type MembershipLevel, membershipLevelsQuery } from '../membership-levels/index.ts';
import { LevelDrawer } from './level-drawer.tsx';

/** /online-ordering/members/memberships: the loyalty levels members move up through, and the level drawer. */
export function MembershipsPage() {
  const { t, i18n } = useTranslation('members');
  const entity = useEntityParam();
  const levels = useQuery(membershipLevelsQuery);
  const formats = useFormats();
  const error = loadErrorOf(levels.error);
  const name = (l: MembershipLevel) => levelName(l, i18n.language);
  const columns: ListColumn<MembershipLevel>[] = [
    {
      key: 'title',
      header: t('levels.columns.title'),
      sortValue: name,
      render: (l) => (
        <Group gap="xs" wrap="nowrap">
          <Box
            aria-hidden
            w={20}
            h={20}
            style={{
              borderRadius: 4,
              flexShrink: 0,
              background: `linear-gradient(135deg, ${l.primaryColor} 50%, ${l.secondaryColor} 50%)`,
              border: '1px solid var(--mantine-color-default-border)',
            }}
          />
          <Text fw={600}>{name(l)}</Text>
          {l.isDefault && (
            <Badge variant="light" size="sm">
              {t('levels.default')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'points',
      header: t('levels.columns.pointsRequired'),
      sortValue: (l) => l.pointsRequired,
      align: 'right',
      render: (l) => formats.number(l.pointsRequired),
    },
    {
      key: 'discount',
      header: t('levels.columns.discount'),
      sortValue: (l) => l.discountPercentage,
      align: 'right',
      render: (l) => formats.percent(l.discountPercentage),
    },
    {
      key: 'members',
      header: t('levels.columns.members'),
      sortValue: (l) => l.memberCount,
      align: 'right',
      render: (l) => formats.number(l.memberCount),
    },
  ];
  return (
    <ListPage<MembershipLevel>
      title={t('pages.memberships', { ns: 'backoffice' })}
      description={t('levels.description')}
      rows={levels.data}
      rowKey={(l) => l.id}
      rowLabel={name}
      columns={columns}
      loading={levels.isPending}
      error={error}
      onRetry={() => void levels.refetch()}
      searchText={(l) => Object.values(l.title).join(' ')}
      initialSort={{ key: 'points', direction: 'asc' }}
      primaryAction={{ label: t('levels.new'), onClick: entity.openNew }}
      onRowClick={(l) => entity.open(l.id)}
      activeRowKey={entity.id}
      rowTestId={(l) => `level-row-${name(l)}`}
      empty={{ title: t('levels.empty.title'), text: t('levels.empty.text'), icon: <IconAward size={26} /> }}
    >
      <LevelDrawer
        key={entity.id ?? 'closed'}
        entity={entity}
        levels={levels.data}
        load={{ error, retry: () => void levels.refetch() }}
      />
    </ListPage>
  );
}
