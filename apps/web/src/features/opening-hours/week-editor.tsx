import { sortWeeklyIntervals, WEEKDAYS, type Weekday, type WeeklyInterval } from '@fika/domain';
import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { weekdayName } from '../../lib/weekday-name.ts';
import { useToast } from '../../ui/toasts.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { IntervalFields, type IntervalValue } from './interval-fields.tsx';
import { OPENING_HOURS_KEYS, setOpeningHours } from './use-opening-hours.ts';

type Week = Record<Weekday, IntervalValue[]>;

const WORKDAYS: Weekday[] = ['TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];
const NEW_INTERVAL: IntervalValue = { startMinute: 9 * 60, endMinute: 17 * 60 };

function weekOf(weekly: readonly WeeklyInterval[]): Week {
  const week = Object.fromEntries(WEEKDAYS.map((day) => [day, [] as IntervalValue[]])) as Week;
  for (const { weekday, startMinute, endMinute } of weekly) week[weekday].push({ startMinute, endMinute });
  return week;
}

/** The week as setOpeningHours takes it, Monday first (field errors name these indexes). */
function intervalsOf(week: Week): WeeklyInterval[] {
  return sortWeeklyIntervals(WEEKDAYS.flatMap((weekday) => week[weekday].map((i) => ({ weekday, ...i }))));
}

/** The weekly hours of a venue: several intervals a day, saved as one week. */
export function WeekEditor({ venueId, weekly }: { venueId: string; weekly: WeeklyInterval[] }) {
  const { t } = useTranslation('online-ordering');
  const { locale } = useFormats();
  const toast = useToast();
  const client = useQueryClient();
  const [week, setWeek] = useState(() => weekOf(weekly));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => setWeek(weekOf(weekly)), [weekly]);

  const update = (day: Weekday, next: IntervalValue[]) => setWeek((w) => ({ ...w, [day]: next }));
  const sorted = intervalsOf(week);
  // Where each (weekday, index) sits in the list sent, to place the server's field errors.
  const errorOf = (day: Weekday, interval: IntervalValue, field: 'startMinute' | 'endMinute') => {
    const at = sorted.findIndex(
      (s) =>
        s.weekday === day && s.startMinute === interval.startMinute && s.endMinute === interval.endMinute,
    );
    const key = errors[`intervals.${at}.${field}`];
    return key ? t(key as 'validation.time') : undefined;
  };

  async function save() {
    setSaving(true);
    const result = await setOpeningHours(venueId, sorted);
    setSaving(false);
    if (!result.success) {
      setErrors(Object.fromEntries(result.fieldErrors.map((e) => [e.field, e.message])));
      if (result.fieldErrors.length === 0) toast.error(result.error);
      return;
    }
    setErrors({});
    toast.success(t('hours.saved'));
    await client.invalidateQueries({ queryKey: ['online-ordering'] });
    void client.invalidateQueries({ queryKey: OPENING_HOURS_KEYS.venue(venueId) });
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="weekly-hours">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="weekly-hours">
            {t('hours.weekTitle')}
          </Title>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconCopy size={14} />}
            onClick={() =>
              setWeek((w) => ({ ...w, ...Object.fromEntries(WORKDAYS.map((d) => [d, [...w.MONDAY]])) }))
            }
          >
            {t('hours.copyMonday')}
          </Button>
        </Group>
        {WEEKDAYS.map((day, index) => {
          const name = weekdayName(day, locale);
          return (
            <Fragment key={day}>
              {index > 0 && <Divider />}
              <Group align="flex-start" gap="sm" wrap="wrap">
                <Text fw={600} w={110} pt={6}>
                  {name}
                </Text>
                <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                  {week[day].length === 0 && (
                    <Text c="dimmed" pt={6}>
                      {t('hours.closed')}
                    </Text>
                  )}
                  {week[day].map((interval, i) => (
                    <IntervalFields
                      // biome-ignore lint/suspicious/noArrayIndexKey: intervals have no identity before saving.
                      key={i}
                      label={t('hours.intervalLabel', { day: name, n: i + 1 })}
                      value={interval}
                      onChange={(next) =>
                        update(
                          day,
                          week[day].map((x, at) => (at === i ? next : x)),
                        )
                      }
                      onRemove={() =>
                        update(
                          day,
                          week[day].filter((_, at) => at !== i),
                        )
                      }
                      errors={{
                        start: errorOf(day, interval, 'startMinute'),
                        end: errorOf(day, interval, 'endMinute'),
                      }}
                    />
                  ))}
                  <Button
                    variant="subtle"
                    size="xs"
                    w="fit-content"
                    leftSection={<IconPlus size={14} />}
                    onClick={() => {
                      const last = week[day].at(-1);
                      // After the last interval by default: the usual "lunch, then dinner".
                      const start = last
                        ? Math.min(last.endMinute % 1440 || 0, 1380)
                        : NEW_INTERVAL.startMinute;
                      update(day, [
                        ...week[day],
                        last ? { startMinute: start, endMinute: Math.min(start + 120, 1440) } : NEW_INTERVAL,
                      ]);
                    }}
                  >
                    {t('hours.addInterval', { day: name })}
                  </Button>
                </Stack>
              </Group>
            </Fragment>
          );
        })}
        <Group justify="flex-end">
          <Button onClick={() => void save()} loading={saving}>
            {t('hours.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
