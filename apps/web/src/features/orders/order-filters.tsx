import { ORDER_CHANNELS, ORDER_STATUSES, ORDER_TYPES } from '@fika/domain';
import { Button, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCompanyCurrency } from '../../lib/company.tsx';
import { MoneyInput } from '../../ui/money-input.tsx';
import { useSession } from '../session/index.ts';
import { type OrderSearch, presetRange, RANGE_PRESETS, type RangePreset } from './order-search.ts';

interface OrderFiltersProps {
  search: OrderSearch;
  /** The range the list shows (the default range when the URL names none). */
  range: { from: string | null; to: string | null };
  timezone: string;
  /** Select data of the staff to filter by ('' = orders without a staff member). */
  staff: readonly { value: string; label: string }[];
  onChange: (patch: Partial<OrderSearch>) => void;
}

/**
 * The filters of /orders beside the list's search box: every control writes the URL, which drives
 * the list.
 */
export function OrderFilters({ search, range, timezone, staff, onChange }: OrderFiltersProps) {
  const { t } = useTranslation('orders');
  const currency = useCompanyCurrency();
  const preset = RANGE_PRESETS.find((p) => {
    const r = presetRange(p, timezone);
    return r.from === range.from && r.to === range.to;
  });
  const options = (values: readonly string[], group: 'channels' | 'statuses' | 'serviceTypes') =>
    values.map((value) => ({ value, label: t(`${group}.${value}` as 'channels.APP') }));

  return (
    <>
      <Select
        label={t('filters.preset')}
        w={160}
        data={RANGE_PRESETS.map((p) => ({ value: p, label: t(`filters.presets.${p}`) }))}
        value={preset ?? null}
        onChange={(value) => value && onChange(presetRange(value as RangePreset, timezone))}
        allowDeselect={false}
      />
      <DayRangeFields
        from={range.from ?? undefined}
        to={range.to ?? undefined}
        onChange={(next) => onChange({ from: next.from, to: next.to })}
      />
      <VenueFilter value={search.venue} onChange={(venue) => onChange({ venue })} />
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
        data={staff}
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
        onChange={(value) => !Number.isNaN(value) && onChange({ min: value ?? undefined })}
      />
      <MoneyInput
        label={t('filters.maxAmount')}
        w={140}
        currency={currency}
        value={search.max ?? null}
        onChange={(value) => !Number.isNaN(value) && onChange({ max: value ?? undefined })}
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
    </>
  );
}

/** From/to accounting days as date fields; either may be empty. */
export function DayRangeFields({
  from,
  to,
  onChange,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (range: { from: string | undefined; to: string | undefined }) => void;
}) {
  const { t } = useTranslation('orders');
  return (
    <>
      <TextInput
        type="date"
        label={t('filters.from')}
        w={160}
        value={from ?? ''}
        max={to}
        onChange={(e) => onChange({ from: e.currentTarget.value || undefined, to })}
      />
      <TextInput
        type="date"
        label={t('filters.to')}
        w={160}
        value={to ?? ''}
        min={from}
        onChange={(e) => onChange({ from, to: e.currentTarget.value || undefined })}
      />
    </>
  );
}

/** One of the caller's venues, or all of them; not shown to a user of a single venue. */
export function VenueFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (venue: string | undefined) => void;
}) {
  const { t } = useTranslation('orders');
  const { venues } = useSession();
  if (venues.length < 2) return null;
  return (
    <Select
      label={t('filters.venue')}
      w={180}
      placeholder={t('filters.allVenues')}
      data={venues.map((v) => ({ value: v.id, label: v.name }))}
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      clearable
    />
  );
}
