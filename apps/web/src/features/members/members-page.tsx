import { Badge, Select, Text } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEntityParam } from '../../ui/entity-drawer.tsx';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { useServerPages } from '../../ui/use-server-pages.ts';
import { useUrlSearch } from '../../ui/use-url-search.ts';
import { levelName, membershipLevelsQuery } from '../membership-levels/index.ts';
import { MemberDrawer } from './member-drawer.tsx';
import type { MembersSearch } from './members-search.ts';
import { type MemberRow, type MembersPage as MembersListPage, membersQuery } from './use-members.ts';

const rowKey = (row: MemberRow) => row.id;
const nodes = (page: MembersListPage) => page.nodes;

/**
 * /online-ordering/members (ORDERS): guests who joined the loyalty programme, server-paged newest
 * first with search and a level filter in the URL, and the member drawer (`?id=`).
 */
export function MembersPage() {
  const { t, i18n } = useTranslation('members');
  const [search, setSearch] = useUrlSearch<MembersSearch>();
  const entity = useEntityParam();
  const formats = useFormats();
  const pages = useServerPages(useInfiniteQuery(membersQuery(search.q ?? '', search.level ?? null)), nodes);
  const levels = useQuery(membershipLevelsQuery);
  const levelOf = (id: string | null) => levels.data?.find((l) => l.id === id);

  const columns: ListColumn<MemberRow>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      render: (m) => (
        <div>
          <Text fw={600}>{m.name || m.email}</Text>
          {m.name && (
            <Text size="sm" c="dimmed">
              {m.email}
            </Text>
          )}
        </div>
      ),
    },
    { key: 'phone', header: t('columns.phone'), render: (m) => m.phone ?? '' },
    {
      key: 'level',
      header: t('columns.level'),
      render: (m) => {
        const level = levelOf(m.membershipLevelId);
        return level ? (
          <Badge variant="light" color={level.primaryColor} autoContrast>
            {levelName(level, i18n.language)}
          </Badge>
        ) : null;
      },
    },
    { key: 'points', header: t('columns.points'), align: 'right', render: (m) => formats.number(m.points) },
    {
      key: 'orders',
      header: t('columns.orders'),
      align: 'right',
      render: (m) => formats.number(m.orderCount),
    },
    { key: 'joined', header: t('columns.joined'), render: (m) => formats.date(m.joinedAt) },
  ];

  return (
    <ListPage<MemberRow>
      title={t('pages.members', { ns: 'backoffice' })}
      description={t('description')}
      {...pages}
      rowKey={rowKey}
      rowLabel={(m) => m.name || m.email}
      columns={columns}
      search={{ value: search.q ?? '', onChange: (q) => setSearch({ q: q || undefined }) }}
      searchLabel={t('filters.search')}
      searchPlaceholder={t('filters.searchPlaceholder')}
      filters={
        <Select
          aria-label={t('filters.level')}
          placeholder={t('filters.allLevels')}
          data={(levels.data ?? []).map((l) => ({ value: l.id, label: levelName(l, i18n.language) }))}
          value={search.level ?? null}
          onChange={(level) => setSearch({ level: level ?? undefined })}
          clearable
          w={180}
        />
      }
      onRowClick={(m) => entity.open(m.id)}
      activeRowKey={search.id}
      rowTestId={(m) => `member-row-${m.email}`}
      empty={{
        title: search.q || search.level ? t('empty.noMatchTitle') : t('empty.title'),
        text: search.q || search.level ? t('empty.noMatchText') : t('empty.text'),
        icon: <IconUsersGroup size={26} />,
      }}
    >
      <MemberDrawer key={entity.id ?? 'closed'} id={entity.id} onClose={entity.close} />
    </ListPage>
  );
}
