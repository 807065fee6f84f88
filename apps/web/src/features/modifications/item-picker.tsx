import { MultiSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { itemOptionsQuery } from './use-modifications.ts';

/** Props of {@link ItemPicker}. */
export interface ItemPickerProps {
  label: string;
  description?: string;
  placeholder: string;
  nothingFound: string;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}

/** A searchable multi-select of the company's products, in the order picked. */
export function ItemPicker({
  label,
  description,
  placeholder,
  nothingFound,
  value,
  onChange,
  error,
}: ItemPickerProps) {
  const options = useQuery(itemOptionsQuery);
  const data = useMemo(() => {
    const list = (options.data ?? []).map((item) => ({ value: item.id, label: item.title }));
    // Picked items the list does not hold (yet) still show, by id, rather than vanish.
    const known = new Set(list.map((o) => o.value));
    return [...list, ...value.filter((id) => !known.has(id)).map((id) => ({ value: id, label: id }))];
  }, [options.data, value]);
  return (
    <MultiSelect
      label={label}
      description={description}
      placeholder={placeholder}
      nothingFoundMessage={nothingFound}
      data={data}
      value={value}
      onChange={onChange}
      error={error}
      searchable
      clearable
      hidePickedOptions
      limit={50}
      maxDropdownHeight={280}
      disabled={options.isPending}
    />
  );
}
