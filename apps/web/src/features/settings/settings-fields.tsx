import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { timeZoneGroups } from './options.ts';

// Selects inside a modal open their list above it (the modal stack raises its z-index).
const COMBOBOX_PROPS = { zIndex: 1000 } as const;

type ChoiceProps = Omit<SelectProps, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A select that always has a value: choosing the current one again does not clear it. */
export function ChoiceSelect({ value, onChange, ...props }: ChoiceProps) {
  return (
    <Select
      {...props}
      value={value || null}
      onChange={(next) => {
        if (next) onChange(next);
      }}
      allowDeselect={false}
      comboboxProps={COMBOBOX_PROPS}
    />
  );
}

/** A searchable select of every IANA time zone, grouped by region. */
export function TimeZoneSelect(props: Omit<ChoiceProps, 'data'>) {
  const { t } = useTranslation('settings');
  const data = useMemo(() => timeZoneGroups(props.value), [props.value]);
  return (
    <ChoiceSelect
      {...props}
      data={data}
      searchable
      placeholder={t('timezone.placeholder')}
      nothingFoundMessage={t('timezone.nothingFound')}
      maxDropdownHeight={280}
    />
  );
}
