import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyCurrency } from '../../lib/company.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { type PreviewItem, previewItemsQuery } from './use-discount-preview.ts';

/** Finds a product by name on the server and adds it to the basket (one unit). */
export function ItemSearch({ onAdd }: { onAdd: (item: PreviewItem) => void }) {
  const { t } = useTranslation('discount-preview');
  const fmt = useFormats();
  const currency = useCompanyCurrency();
  const [search, setSearch] = useState('');
  const [settled] = useDebouncedValue(search.trim(), 300);
  const items = useQuery(previewItemsQuery(settled));
  const results = items.data?.results ?? [];
  const more = items.data && items.data.count > results.length;

  return (
    <Select
      label={t('fields.addItem')}
      placeholder={t('fields.addItemPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      searchable
      clearable={false}
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      // The server searched already (any content language); do not filter its answer again.
      filter={({ options }) => options}
      data={results.map((item) => ({
        value: item.id,
        label: `${item.title} · ${fmt.money(item.defaultPrice, currency)}`,
      }))}
      nothingFoundMessage={items.isFetching ? t('loading') : t('noItemsFound')}
      description={
        more ? t('moreItems', { shown: results.length, count: items.data?.count ?? 0 }) : undefined
      }
      onChange={(id) => {
        const item = results.find((r) => r.id === id);
        if (item) onAdd(item);
        setSearch('');
      }}
    />
  );
}
