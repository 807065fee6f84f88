import { Badge, Select, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEntityParam } from '../../ui/entity-drawer.tsx';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { useServerPages } from '../../ui/use-server-pages.ts';
import { useUrlSearch } from '../../ui/use-url-search.ts';
import { useSession } from '../session/index.ts';
import { StaffDrawer } from './staff-drawer.tsx';
import { type StaffSearch, staffFilterOf } from './staff-search.ts';
import {
  type StaffPage as StaffListPage,
  type StaffMember,
  staffLevelsQuery,
  staffListQuery,
} from './use-staff.ts';

const rowKey = (row: StaffMember) => row.id;
const rowLabel = (row: StaffMember) => row.name;
const nodes = (page: StaffListPage) => page.nodes;

/**
 * /staff (STAFF): the people who work the tills, server-paged by name with search and filters in
 * the URL, and the staff drawer (`?id=`, `?id=new`).
 */
export function StaffPage() {
  const { t } = useTranslation('staff');
  const [search, setSearch] = useUrlSearch<StaffSearch>();
  const entity = useEntityParam();
  const { venues } = useSession();
  const filter = useMemo(() => staffFilterOf(search), [search]);
  const pages = useServerPages(useInfiniteQuery(staffListQuery(filter)), nodes);
  const levels = useQuery(staffLevelsQuery);
  const venueName = useCallback((id: string) => venues.find((v) => v.id === id)?.name ?? '', [venues]);

  const columns: ListColumn<StaffMember>[] = [
    { key: 'name', header: t('columns.name'), render: (s) => <Text fw={600}>{s.name}</Text> },
    {
      key: 'accessLevel',
      header: t('columns.accessLevel'),
      render: (s) => s.accessLevel?.name ?? <Text c="dimmed">{t('fields.noAccessLevel')}</Text>,
    },
    {
      key: 'venues',
      header: t('columns.venues'),
      render: (s) => s.venueIds.map(venueName).filter(Boolean).join(', '),
    },
    {
      key: 'pin',
      header: t('columns.pin'),
      render: (s) => (
        <Badge variant="light" color={s.hasPin ? 'teal' : 'gray'}>
          {s.hasPin ? t('pin.set') : t('pin.notSet')}
        </Badge>
      ),
    },
    {
      key: 'active',
      header: t('columns.status'),
      render: (s) => (
        <Badge variant="light" color={s.active ? 'green' : 'gray'}>
          {s.active ? t('status.active') : t('status.inactive')}
        </Badge>
      ),
    },
  ];

  return (
    <ListPage<StaffMember>
      title={t('pages.staff', { ns: 'backoffice' })}
      description={t('description')}
      {...pages}
      rowKey={rowKey}
      rowLabel={rowLabel}
      columns={columns}
      search={{ value: search.q ?? '', onChange: (q) => setSearch({ q: q || undefined }) }}
      searchLabel={t('filters.search')}
      searchPlaceholder={t('filters.searchPlaceholder')}
      filters={
        <>
          {venues.length > 1 && (
            <Select
              aria-label={t('filters.venue')}
              placeholder={t('filters.allVenues')}
              data={venues.map((v) => ({ value: v.id, label: v.name }))}
              value={search.venue ?? null}
              onChange={(venue) => setSearch({ venue: venue ?? undefined })}
              clearable
              w={180}
            />
          )}
          <Select
            aria-label={t('filters.accessLevel')}
            placeholder={t('filters.allAccessLevels')}
            data={(levels.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
            value={search.level ?? null}
            onChange={(level) => setSearch({ level: level ?? undefined })}
            clearable
            w={180}
          />
          <Select
            aria-label={t('filters.status')}
            placeholder={t('filters.anyStatus')}
            data={[
              { value: 'yes', label: t('status.active') },
              { value: 'no', label: t('status.inactive') },
            ]}
            value={search.active ?? null}
            onChange={(active) => setSearch({ active: (active as StaffSearch['active']) ?? undefined })}
            clearable
            w={150}
          />
        </>
      }
      primaryAction={{ label: t('new'), onClick: entity.openNew }}
      onRowClick={(s) => entity.open(s.id)}
      activeRowKey={search.id}
      rowTestId={(s) => `staff-row-${s.name}`}
      empty={{ title: t('empty.title'), text: t('empty.text'), icon: <IconUsers size={26} /> }}
    >
      <StaffDrawer key={entity.id ?? 'closed'} entity={entity} />
    </ListPage>
  );
}
