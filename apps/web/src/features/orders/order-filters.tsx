import { ORDER_CHANNELS, ORDER_STATUSES, ORDER_TYPES } from '@fika/domain';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput, useCompanyCurrency } from '../../ui/money-input.tsx';
import { useSession } from '../session/index.ts';
import { type OrderSearch, presetRange, RANGE_PRESETS, type RangePreset } from './order-search.ts';

interface OrderFiltersProps {
  search: OrderSearch;
  /** The range the list shows (the default range when the URL names none). */
  range: { from: string | null; to: string | null };
  timezone: string;
  staff: readonly { id: string; name: string }[];
  onChange: (patch: Partial<OrderSearch>) => void;
}

/** The filter bar of /orders: every control writes the URL, which drives the list. */
export function OrderFilters({ search, range, timezone, staff, onChange }: OrderFiltersProps) {
  const { t } = useTranslation('orders');
  const { venues } = useSession();
  const currency = useCompanyCurrency();
  const [q, setQ] = useState(search.q ?? '');
  useEffect(() => setQ(search.q ?? ''), [search.q]);
  // The order-number box filters after a short pause in typing, not on every key.
  useEffect(() => {
    const handle = setTimeout(() => {
      if ((search.q ?? '') !== q.trim()) onChange({ q: q.trim() || undefined });
    }, 300);
    return () => clearTimeout(handle);
  }, [q, search.q, onChange]);
  const preset = RANGE_PRESETS.find((p) => {
    const r = presetRange(p, timezone);
    return r.from === range.from && r.to === range.to;
  });
  const options = (values: readonly string[], group: 'channels' | 'statuses' | 'serviceTypes') =>
    values.map((value) => ({ value, label: t(`${group}.${value}` as 'channels.APP') }));

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('filters.preset')}
        w={160}
        data={RANGE_PRESETS.map((p) => ({ value: p, label: t(`filters.presets.${p}`) }))}
        value={preset ?? null}
        onChange={(value) => value && onChange(presetRange(value as RangePreset, timezone))}
        allowDeselect={false}
      />
      <TextInput
        type="date"
        label={t('filters.from')}
        w={160}
        value={range.from ?? ''}
        max={range.to ?? undefined}
        onChange={(e) => onChange({ from: e.currentTarget.value || undefined, to: range.to ?? undefined })}
      />
      <TextInput
        type="date"
        label={t('filters.to')}
        w={160}
        value={range.to ?? ''}
        min={range.from ?? undefined}
        onChange={(e) => onChange({ to: e.currentTarget.value || undefined, from: range.from ?? undefined })}
      />
      {venues.length > 1 && (
        <Select
          label={t('filters.venue')}
          w={180}
          placeholder={t('filters.allVenues')}
          data={venues.map((v) => ({ value: v.id, label: v.name }))}
          value={search.venue ?? null}
          onChange={(value) => onChange({ venue: value ?? undefined })}
          clearable
        />
      )}
      <Select
        label={t('filters.channel')}
        w={160}
        placeholder={t('filters.allChannels')}
        data={options(ORDER_CHANNELS, 'channels')}
        value={search.channel ?? null}
        onChange={(value) => onChange({ channel: value ?? undefined })}
        clearable
      />
      <Select
        label={t('filters.status')}
        w={160}
        placeholder={t('filters.allStatuses')}
        data={options(ORDER_STATUSES, 'statuses')}
        value={search.status ?? null}
        onChange={(value) => onChange({ status: value ?? undefined })}
        clearable
      />
      <Select
        label={t('filters.serviceType')}
        w={170}
        placeholder={t('filters.allServiceTypes')}
        data={options(ORDER_TYPES, 'serviceTypes')}
        value={search.serviceType ?? null}
        onChange={(value) => onChange({ serviceType: value ?? undefined })}
        clearable
      />
      <Select
        label={t('filters.staff')}
        w={170}
        placeholder={t('filters.allStaff')}
        data={[
          { value: '', label: t('filters.noStaff') },
          ...staff.map((s) => ({ value: s.id, label: s.name })),
        ]}
        value={search.staff ?? null}
        onChange={(value) => onChange({ staff: value ?? undefined })}
        clearable
        searchable
      />
      <MoneyInput
        label={t('filters.minAmount')}
        w={140}
        currency={currency}
        value={search.min ?? null}
        onChange={(value) => onChange({ min: value ?? undefined })}
      />
      <MoneyInput
        label={t('filters.maxAmount')}
        w={140}
        currency={currency}
        value={search.max ?? null}
        onChange={(value) => onChange({ max: value ?? undefined })}
      />
      <TextInput
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        w={150}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
      />
      <Button
        variant="subtle"
        onClick={() =>
          onChange({
            from: undefined,
            to: undefined,
            venue: undefined,
            channel: undefined,
            status: undefined,
            serviceType: undefined,
            staff: undefined,
            min: undefined,
            max: undefined,
            q: undefined,
          })
        }
      >
        {t('filters.clear')}
      </Button>
    </Group>
  );
}
