import { Button, Select } from '@mantine/core';
import { IconEdit, IconFileExport, IconFileImport, IconPackage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyCurrency } from '../../lib/company.tsx';
import { downloadCsv } from '../../lib/download.ts';
import { loadErrorOf } from '../../lib/request.ts';
import { useEntityParam } from '../../ui/entity-drawer.tsx';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { OnDemand } from '../../ui/on-demand.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import classes from './products-page.module.css';
import { exportItemsCsv, type ProductRow, productChoicesQuery, productListQuery } from './use-products.ts';

// The drawer and the two dialogs (forms, money and category inputs, the domain's schemas, the CSV
// import) load when first opened: a visit to the list does not pay for them.
const ProductDrawer = lazy(() => import('./product-drawer.tsx').then((m) => ({ default: m.ProductDrawer })));
const BulkEditDialog = lazy(() =>
  import('./bulk-edit-dialog.tsx').then((m) => ({ default: m.BulkEditDialog })),
);
const CsvImportDialog = lazy(() =>
  import('./csv-import-dialog.tsx').then((m) => ({ default: m.CsvImportDialog })),
);

const titleOf = (row: ProductRow) => row.title;

/** /pim/products: every product in a virtualised list with search, category filter, bulk edit and CSV. */
export function ProductsPage() {
  const { t, i18n } = useTranslation('catalogue');
  const toast = useToast();
  const list = useQuery(productListQuery);
  const choices = useQuery(productChoicesQuery);
  const entity = useEntityParam();
  const currency = useCompanyCurrency();
  const [category, setCategory] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkOpen, setBulkOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [exporting, setExporting] = useState(false);

  const rows = useMemo(() => {
    const all = list.data?.results;
    return category && all ? all.filter((row) => row.categoryIds.includes(category)) : all;
  }, [list.data, category]);
  const categoryById = useMemo(
    () => new Map((choices.data?.categories ?? []).map((c) => [c.id, c])),
    [choices.data],
  );
  const fmt = useFormats();
  // 10,000 rows repeat a few hundred prices: each is formatted once, not once per row and scroll.
  const price = useMemo(() => {
    const formatted = new Map<number, string>();
    return (minor: number) => {
      let text = formatted.get(minor);
      if (text === undefined) {
        text = fmt.money(minor, currency);
        formatted.set(minor, text);
      }
      return text;
    };
  }, [currency, fmt]);
  // Likewise the handful of VAT rates: one translated label each.
  const vat = useMemo(() => {
    const labels = new Map<number, string>();
    return (rate: number) => {
      let text = labels.get(rate);
      if (text === undefined) {
        text = t('productForm.vatRate', { rate });
        labels.set(rate, text);
      }
      return text;
    };
  }, [t]);
  // Bulk edit acts on the selected rows that still exist (a refresh may have removed some).
  const selectedIds = useMemo(
    () => (list.data?.results ?? []).filter((row) => selected.has(row.id)).map((row) => row.id),
    [list.data, selected],
  );

  // Plain elements in the cells: a virtualised list renders dozens of new rows per scroll frame.
  const columns = useMemo<ListColumn<ProductRow>[]>(
    () => [
      {
        key: 'title',
        header: t('products.columns.title'),
        render: (row) => <span className={classes.title}>{row.title}</span>,
      },
      {
        key: 'categories',
        header: t('products.columns.categories'),
        render: (row) => (
          <span className={classes.tags}>
            {row.categoryIds.map((id) => {
              const found = categoryById.get(id);
              return found ? (
                <span key={id} className={classes.tag} style={{ borderColor: found.color ?? undefined }}>
                  {found.name}
                </span>
              ) : null;
            })}
          </span>
        ),
        sortValue: (row) => categoryById.get(row.categoryIds[0] ?? '')?.name,
      },
      {
        key: 'price',
        header: t('products.columns.price'),
        align: 'right',
        render: (row) => price(row.defaultPrice),
        sortValue: (row) => row.defaultPrice,
        width: 140,
      },
      {
        key: 'vat',
        header: t('products.columns.vat'),
        align: 'right',
        render: (row) => vat(row.vatRate),
        sortValue: (row) => row.vatRate,
        width: 90,
      },
    ],
    [t, price, vat, categoryById],
  );

  const runExport = async () => {
    setExporting(true);
    const result = await exportItemsCsv(i18n.language);
    setExporting(false);
    if (result.success) downloadCsv(result.data, 'products.csv');
    else toast.error(t('errors.exportFailed'));
  };

  return (
    <ListPage
      title={t('products.title')}
      description={list.data ? t('products.description', { count: list.data.count }) : undefined}
      rows={rows}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.title}
      columns={columns}
      loading={list.isPending}
      error={loadErrorOf(list.error)}
      onRetry={() => void list.refetch()}
      searchText={titleOf}
      searchPlaceholder={t('products.searchPlaceholder')}
      filters={
        <Select
          aria-label={t('products.filterCategory')}
          placeholder={t('products.allCategories')}
          data={(choices.data?.categories ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={category}
          onChange={setCategory}
          clearable
          searchable
          w={220}
        />
      }
      primaryAction={{ label: t('products.new'), onClick: entity.openNew }}
      actions={
        <>
          <Button
            variant="default"
            leftSection={<IconFileImport size={16} />}
            onClick={() => setImportOpen(true)}
          >
            {t('products.import')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileExport size={16} />}
            onClick={() => void runExport()}
            loading={exporting}
          >
            {t('products.export')}
          </Button>
        </>
      }
      onRowClick={(row) => entity.open(row.id)}
      empty={{
        title: t('products.empty.title'),
        text: t('products.empty.text'),
        icon: <IconPackage size={26} />,
      }}
      selection={{
        selected,
        onChange: setSelected,
        actions: (
          <Button size="xs" leftSection={<IconEdit size={14} />} onClick={() => setBulkOpen(true)}>
            {t('products.bulkEdit')}
          </Button>
        ),
      }}
    >
      <OnDemand open={entity.id !== undefined}>
        <ProductDrawer key={entity.id ?? 'closed'} id={entity.id} onClose={entity.close} />
      </OnDemand>
      <OnDemand open={bulkOpen}>
        <BulkEditDialog
          opened={bulkOpen}
          ids={selectedIds}
          categories={choices.data?.categories ?? []}
          onClose={() => setBulkOpen(false)}
          onDone={() => {
            setBulkOpen(false);
            setSelected(new Set());
          }}
        />
      </OnDemand>
      <OnDemand open={importOpen}>
        <CsvImportDialog opened={importOpen} onClose={() => setImportOpen(false)} />
      </OnDemand>
    </ListPage>
  );
}
