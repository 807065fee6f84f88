import { Badge, ColorSwatch, Group, Text } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { loadErrorOf } from '../../lib/request.ts';
import { useEntityParam } from '../../ui/entity-drawer.tsx';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { CategoryDrawer } from './category-drawer.tsx';
import { type CategoryRow, categoryListQuery } from './use-categories.ts';

/** /pim/categories: the categories with their VAT, course and parent; ?id= opens one, ?id=new creates. */
export function CategoriesPage() {
  const { t } = useTranslation('catalogue');
  const list = useQuery(categoryListQuery);
  const entity = useEntityParam();
  const categories = list.data?.categories;
  const nameOf = useMemo(() => new Map((categories ?? []).map((c) => [c.id, c.name])), [categories]);

  const columns: ListColumn<CategoryRow>[] = [
    {
      key: 'name',
      header: t('categories.columns.name'),
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <ColorSwatch color={row.color ?? 'transparent'} size={14} aria-hidden />
          <Text size="sm" fw={500}>
            {row.name}
          </Text>
        </Group>
      ),
      sortValue: (row) => row.name,
    },
    {
      key: 'vat',
      header: t('categories.columns.vat'),
      render: (row) => t('productForm.vatRate', { rate: row.vatRate }),
      sortValue: (row) => row.vatRate,
      align: 'right',
      width: 90,
    },
    {
      key: 'courseType',
      header: t('categories.columns.courseType'),
      render: (row) => (row.courseType ? <Badge variant="light">{row.courseType.label}</Badge> : null),
      sortValue: (row) => row.courseType?.label,
    },
    {
      key: 'parent',
      header: t('categories.columns.parent'),
      render: (row) => (row.parentId ? nameOf.get(row.parentId) : null),
      sortValue: (row) => (row.parentId ? nameOf.get(row.parentId) : null),
    },
  ];

  return (
    <ListPage
      title={t('categories.title')}
      description={t('categories.description')}
      rows={categories}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.name}
      columns={columns}
      loading={list.isPending}
      error={loadErrorOf(list.error)}
      onRetry={() => void list.refetch()}
      searchText={(row) => [row.name, ...Object.values(row.nameLang)].join(' ')}
      searchPlaceholder={t('categories.searchPlaceholder')}
      primaryAction={{ label: t('categories.new'), onClick: entity.openNew }}
      onRowClick={(row) => entity.open(row.id)}
      empty={{
        title: t('categories.empty.title'),
        text: t('categories.empty.text'),
        icon: <IconCategory size={26} />,
      }}
    >
      <CategoryDrawer
        key={entity.id ?? 'closed'}
        entity={entity}
        categories={categories}
        courseTypes={list.data?.courseTypes ?? []}
        load={{ error: loadErrorOf(list.error), retry: () => void list.refetch() }}
      />
    </ListPage>
  );
}
