import { Text } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadErrorOf } from '../../lib/request.ts';
import { useEntityParam } from '../../ui/entity-drawer.tsx';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { CourseDrawer } from './course-drawer.tsx';
import { type CourseRow, courseTypesQuery } from './use-courses.ts';

/** /pim/courses: the course types in kitchen order; create, edit and delete them. */
export function CoursesPage() {
  const { t } = useTranslation('catalogue');
  const list = useQuery(courseTypesQuery);
  const entity = useEntityParam();
  const columns: ListColumn<CourseRow>[] = [
    {
      key: 'position',
      header: t('courses.columns.position'),
      render: (row) => row.position,
      sortValue: (row) => row.position,
      width: 90,
    },
    {
      key: 'name',
      header: t('courses.columns.name'),
      render: (row) => (
        <Text size="sm" fw={500}>
          {row.name}
        </Text>
      ),
      sortValue: (row) => row.name,
    },
    {
      key: 'label',
      header: t('courses.columns.label'),
      render: (row) => row.label,
      sortValue: (row) => row.label,
    },
  ];
  return (
    <ListPage
      title={t('courses.title')}
      description={t('courses.description')}
      rows={list.data}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.name}
      columns={columns}
      loading={list.isPending}
      error={loadErrorOf(list.error)}
      onRetry={() => void list.refetch()}
      searchText={(row) => `${row.name} ${row.label}`}
      searchPlaceholder={t('courses.searchPlaceholder')}
      primaryAction={{ label: t('courses.new'), onClick: entity.openNew }}
      onRowClick={(row) => entity.open(row.id)}
      empty={{
        title: t('courses.empty.title'),
        text: t('courses.empty.text'),
        icon: <IconToolsKitchen2 size={26} />,
      }}
    >
      <CourseDrawer
        key={entity.id ?? 'closed'}
        entity={entity}
        courses={list.data}
        load={{ error: loadErrorOf(list.error), retry: () => void list.refetch() }}
      />
    </ListPage>
  );
}
