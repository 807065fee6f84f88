import { compareNames } from '@fika/domain';
import { ActionIcon, Badge, Button, Menu, Select, Text, Tooltip } from '@mantine/core';
import { IconLayoutGrid, IconQrcode, IconTable } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { loadErrorOf } from '../../lib/request.ts';
import { useEntityParam } from '../../ui/entity-drawer.tsx';
import { LicenseNotice, licenceGate } from '../../ui/license-notice.tsx';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { Page } from '../../ui/page.tsx';
import { useUrlSearch } from '../../ui/use-url-search.ts';
import { useSelectedVenue, useSession } from '../session/index.ts';
import { AddTablesDrawer } from './add-tables-drawer.tsx';
import { TableDrawer } from './table-drawer.tsx';
import { useQrDownload } from './table-qr.tsx';
import type { TablesSearch } from './tables-search.ts';
import { type Table, tablePlansQuery, tablesQuery } from './use-tables.ts';

const rowKey = (row: Table) => row.id;
const rowLabel = (row: Table) => row.code;

/**
 * /tables (a venue, POS_CUSTOMIZATION): the venue's tables by floor plan with filters, the drawers
 * to add one or a range (`?id=new`) and to edit one (`?id=`), and the QR sheets to print.
 */
export function TablesPage() {
  const { t } = useTranslation('tables');
  const venue = useSelectedVenue();
  const venueId = venue?.id ?? '';
  const [search, setSearch] = useUrlSearch<TablesSearch>();
  const entity = useEntityParam();
  // §6: without table service licensed the screen explains instead (the server refuses new tables).
  const { unlicensed, canBuy } = licenceGate(useSession(), 'tableService');
  const enabled = venueId !== '' && !unlicensed;
  const tables = useQuery({ ...tablesQuery(venueId), enabled });
  const plans = useQuery({ ...tablePlansQuery(venueId), enabled });
  const { busy, download } = useQrDownload();
  const error = loadErrorOf(tables.error) ?? loadErrorOf(plans.error);
  const retry = () => {
    void tables.refetch();
    void plans.refetch();
  };

  const sections = useMemo(
    () =>
      [...new Set((tables.data ?? []).map((x) => x.section).filter(Boolean))].sort((a, b) =>
        compareNames(a, b),
      ),
    [tables.data],
  );
  const rows = useMemo(
    () =>
      tables.data?.filter(
        (x) =>
          (!search.plan || x.floorPlanId === search.plan) &&
          (search.section === undefined || x.section === search.section) &&
          (!search.status || x.active === (search.status === 'active')),
      ),
    [tables.data, search.plan, search.section, search.status],
  );
  const plan = plans.data?.find((p) => p.id === search.plan);

  const columns: ListColumn<Table>[] = [
    { key: 'code', header: t('columns.code'), render: (x) => <Text fw={600}>{x.code}</Text> },
    { key: 'plan', header: t('columns.plan'), render: (x) => x.floorPlanName },
    { key: 'section', header: t('columns.section'), render: (x) => x.section || <Text c="dimmed">–</Text> },
    { key: 'seats', header: t('columns.seats'), align: 'right', render: (x) => x.seats },
    { key: 'shape', header: t('columns.shape'), render: (x) => t(`shapes.${x.shape as 'SQUARE'}`) },
    {
      key: 'active',
      header: t('columns.status'),
      render: (x) => (
        <Badge variant="light" color={x.active ? 'green' : 'gray'}>
          {x.active ? t('status.active') : t('status.inactive')}
        </Badge>
      ),
    },
    {
      key: 'qr',
      header: t('columns.qr'),
      label: t('columns.qr'),
      align: 'center',
      render: (x) => (
        <Tooltip label={t('qr.downloadTable', { code: x.code })}>
          <ActionIcon
            variant="subtle"
            aria-label={t('qr.downloadTable', { code: x.code })}
            disabled={busy}
            onClick={(event) => {
              // The row opens the drawer; this button only downloads.
              event.stopPropagation();
              void download({ venueId, tableId: x.id });
            }}
          >
            <IconQrcode size={18} />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  const hasTables = (tables.data?.length ?? 0) > 0;
  if (unlicensed) {
    return (
      <Page title={t('pages.tables', { ns: 'backoffice' })}>
        <LicenseNotice
          title={t('licence.title')}
          text={t('licence.text')}
          askText={t('licence.ask')}
          linkLabel={t('licence.link')}
          canBuy={canBuy}
        />
      </Page>
    );
  }
  return (
    <ListPage<Table>
      title={t('pages.tables', { ns: 'backoffice' })}
      description={t('description', { venue: venue?.name ?? '' })}
      rows={rows}
      rowKey={rowKey}
      rowLabel={rowLabel}
      columns={columns}
      loading={tables.isPending}
      error={error}
      onRetry={retry}
      searchText={(x) => `${x.code} ${x.section}`}
      search={{ value: search.q ?? '', onChange: (q) => setSearch({ q: q || undefined }) }}
      searchPlaceholder={t('filters.searchPlaceholder')}
      filters={
        <>
          <Select
            aria-label={t('filters.plan')}
            placeholder={t('filters.allPlans')}
            data={(plans.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
            value={search.plan ?? null}
            onChange={(value) => setSearch({ plan: value ?? undefined })}
            clearable
            w={180}
          />
          {sections.length > 0 && (
            <Select
              aria-label={t('filters.section')}
              placeholder={t('filters.allSections')}
              data={sections}
              value={search.section ?? null}
              onChange={(value) => setSearch({ section: value ?? undefined })}
              clearable
              w={160}
            />
          )}
          <Select
            aria-label={t('filters.status')}
            placeholder={t('filters.anyStatus')}
            data={[
              { value: 'active', label: t('status.active') },
              { value: 'inactive', label: t('status.inactive') },
            ]}
            value={search.status ?? null}
            onChange={(value) => setSearch({ status: (value as TablesSearch['status']) ?? undefined })}
            clearable
            w={150}
          />
        </>
      }
      actions={
        <>
          <Button
            component={Link}
            to="/tables/floor-plan"
            variant="default"
            leftSection={<IconLayoutGrid size={18} />}
          >
            {t('editor')}
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                variant="default"
                leftSection={<IconQrcode size={18} />}
                loading={busy}
                disabled={!hasTables}
              >
                {t('qr.print')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {plan && (
                <Menu.Item onClick={() => void download({ venueId, floorPlanId: plan.id })}>
                  {t('qr.printPlan', { plan: plan.name })}
                </Menu.Item>
              )}
              {!plan &&
                (plans.data ?? []).map((p) => (
                  <Menu.Item key={p.id} onClick={() => void download({ venueId, floorPlanId: p.id })}>
                    {t('qr.printPlan', { plan: p.name })}
                  </Menu.Item>
                ))}
              <Menu.Item onClick={() => void download({ venueId })}>
                {t('qr.printVenue', { venue: venue?.name ?? '' })}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </>
      }
      primaryAction={{ label: t('new'), onClick: entity.openNew }}
      onRowClick={(x) => entity.open(x.id)}
      activeRowKey={search.id}
      rowTestId={(x) => `table-row-${x.code}`}
      empty={{ title: t('empty.title'), text: t('empty.text'), icon: <IconTable size={26} /> }}
    >
      {entity.isNew ? (
        <AddTablesDrawer
          key="new"
          entity={entity}
          venueId={venueId}
          plans={plans.data}
          planId={search.plan}
        />
      ) : (
        <TableDrawer
          key={entity.id ?? 'closed'}
          entity={entity}
          venueId={venueId}
          tables={tables.data}
          plans={plans.data}
          load={{ error, retry }}
        />
      )}
    </ListPage>
  );
}
