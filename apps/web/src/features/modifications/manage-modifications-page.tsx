import { Anchor, Button, Select } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadErrorOf } from '../../lib/request.ts';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { PriceCell } from './price-cell.tsx';
import { type GroupModification, modificationGroupsQuery, useRefreshPim } from './use-modifications.ts';

interface Row extends GroupModification {
  groupTitle: string;
}

/**
 * /pim/manage-modifications (and /pim/variations, "Modifications" in the quick search): every
 * modification of every group in one searchable table with a quick price edit.
 */
export function ManageModificationsPage() {
  const { t } = useTranslation('pim');
  const groups = useQuery(modificationGroupsQuery);
  const refresh = useRefreshPim();
  const [groupId, setGroupId] = useState<string | null>(null);

  const rows = useMemo(
    () => groups.data?.flatMap((g) => g.modifications.map((m): Row => ({ ...m, groupTitle: g.title }))),
    [groups.data],
  );
  const shown = useMemo(() => (groupId ? rows?.filter((r) => r.groupId === groupId) : rows), [rows, groupId]);

  const columns: ListColumn<Row>[] = [
    { key: 'name', header: t('modifications.columns.name'), sortValue: (r) => r.name, render: (r) => r.name },
    {
      key: 'group',
      header: t('modifications.columns.group'),
      sortValue: (r) => r.groupTitle,
      render: (r) => (
        <Anchor
          renderRoot={(props) => <Link {...props} to="/pim/modification-groups" search={{ id: r.groupId }} />}
        >
          {r.groupTitle}
        </Anchor>
      ),
    },
    {
      key: 'price',
      header: t('modifications.columns.price'),
      sortValue: (r) => r.price,
      render: (r) => <PriceCell modification={r} onSaved={refresh} />,
    },
  ];

  return (
    <ListPage<Row>
      title={t('pages.manageModifications', { ns: 'backoffice' })}
      description={t('modifications.description')}
      rows={shown}
      rowKey={(r) => r.id}
      columns={columns}
      loading={groups.isPending}
      error={loadErrorOf(groups.error)}
      onRetry={() => void groups.refetch()}
      searchText={(r) => `${r.name} ${Object.values(r.nameLang).join(' ')} ${r.groupTitle}`}
      initialSort={{ key: 'group', direction: 'asc' }}
      filters={
        <Select
          aria-label={t('modifications.filterGroup')}
          placeholder={t('modifications.allGroups')}
          data={(groups.data ?? []).map((g) => ({ value: g.id, label: g.title }))}
          value={groupId}
          onChange={setGroupId}
          clearable
          w={220}
        />
      }
      actions={
        <Button component={Link} to="/pim/modification-groups" variant="default">
          {t('modifications.openGroups')}
        </Button>
      }
      empty={{
        title: t('modifications.empty.title'),
        text: t('modifications.empty.text'),
        icon: <IconAdjustmentsHorizontal size={26} />,
      }}
    />
  );
}
