// One opening interval as two time selects in 15-minute steps. The end is picked as a clock time;
// an end at or before the start means the next day ("closes next day"), so 18:00–01:00 needs no
// separate "past midnight" control.
import { clockTime, OPENING_MINUTE_STEP } from '@fika/domain';
import { ActionIcon, Badge, Group, Select } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const DAY = 1440;

/** Every time of day on the 15-minute grid as select options ("07:15"). */
const TIME_OPTIONS = Array.from({ length: DAY / OPENING_MINUTE_STEP }, (_, i) => {
  const minute = i * OPENING_MINUTE_STEP;
  return { value: String(minute), label: clockTime(minute).time };
});

/** An interval as the form holds it: start of the day, end as minutes (above 1440: next day). */
export interface IntervalValue {
  startMinute: number;
  endMinute: number;
}

/** The end minute for a clock time picked as the end: at or before the start, it is the next day. */
export function endFromClock(startMinute: number, clockMinute: number): number {
  return clockMinute <= startMinute ? clockMinute + DAY : clockMinute;
}

interface Props {
  value: IntervalValue;
  onChange: (value: IntervalValue) => void;
  onRemove: () => void;
  /** Translated field errors of the start and end. */
  errors?: { start?: string; end?: string };
  /** Names the interval for screen readers ("Monday, interval 2"). */
  label: string;
}

export function IntervalFields({ value, onChange, onRemove, errors, label }: Props) {
  const { t } = useTranslation('online-ordering');
  const nextDay = value.endMinute > DAY;
  return (
    <Group gap="xs" align="flex-start" wrap="wrap" role="group" aria-label={label}>
      <Select
        aria-label={t('hours.opens', { label })}
        data={TIME_OPTIONS}
        value={String(value.startMinute)}
        onChange={(next) => {
          if (next === null) return;
          const start = Number(next);
          onChange({ startMinute: start, endMinute: endFromClock(start, value.endMinute % DAY) });
        }}
        searchable
        allowDeselect={false}
        w={100}
        error={errors?.start}
      />
      <Select
        aria-label={t('hours.closes', { label })}
        data={TIME_OPTIONS}
        value={String(value.endMinute % DAY)}
        onChange={(next) => {
          if (next !== null) onChange({ ...value, endMinute: endFromClock(value.startMinute, Number(next)) });
        }}
        searchable
        allowDeselect={false}
        w={100}
        error={errors?.end}
      />
      {nextDay && (
        <Badge variant="light" color="indigo" mt={6}>
          {t('hours.nextDay')}
        </Badge>
      )}
      <ActionIcon
        variant="subtle"
        color="red"
        mt={4}
        onClick={onRemove}
        aria-label={t('hours.removeInterval', { label })}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}
