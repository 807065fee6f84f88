import { checkMenuAvailabilities, WEEKDAYS, type Weekday } from '@fika/domain';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/i18n.ts';
import { weekdayName } from '../../lib/weekday-name.ts';
import { StackedModal } from '../../ui/modal-stack.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { type Menu, saveAvailabilities } from './use-menus.ts';

interface Range {
  key: number;
  weekday: Weekday;
  start: string;
  end: string;
}

let nextKey = 0;
const toRanges = (menu: Menu): Range[] =>
  menu.availabilities.map((a) => ({ key: nextKey++, weekday: a.weekday, start: a.start, end: a.end }));

/** Props of {@link AvailabilitiesDialog}. */
export interface AvailabilitiesDialogProps {
  opened: boolean;
  onClose: () => void;
  menu: Menu;
  onSaved: (menu: Menu) => void;
}

/** When a menu is available: time ranges per weekday ("HH:MM", 24:00 ends the day); none means always. */
export function AvailabilitiesDialog({ opened, onClose, menu, onSaved }: AvailabilitiesDialogProps) {
  const { t, i18n } = useTranslation('menus');
  const toast = useToast();
  const [ranges, setRanges] = useState<Range[]>(() => toRanges(menu));
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const [saving, setSaving] = useState(false);
  const [shown, setShown] = useState({ opened, menu });
  if (shown.opened !== opened || shown.menu !== menu) {
    setShown({ opened, menu });
    if (opened && !shown.opened) {
      setRanges(toRanges(menu));
      setErrors(new Map());
    }
  }

  const ordered = WEEKDAYS.flatMap((weekday) => ranges.filter((r) => r.weekday === weekday));
  const change = (key: number, part: Partial<Range>) =>
    setRanges((list) => list.map((r) => (r.key === key ? { ...r, ...part } : r)));

  // Errors come back per position in the list sent: `2.start`, or `availabilities.2.start` from the server.
  const showErrors = (list: { field: string; message: string }[]) => {
    const byField = new Map<string, string>();
    for (const { field, message } of list) {
      const [index, part] = field.replace(/^availabilities\./, '').split('.');
      const range = ordered[Number(index)];
      if (range && part) byField.set(`${range.key}.${part}`, message);
    }
    setErrors(byField);
    return byField.size > 0;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = ordered.map(({ weekday, start, end }) => ({
      weekday,
      start: start.trim(),
      end: end.trim(),
    }));
    const issues = checkMenuAvailabilities(input);
    if (issues.length > 0) {
      showErrors(issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })));
      return;
    }
    setSaving(true);
    const result = await saveAvailabilities(menu.id, input);
    setSaving(false);
    if (result.success) {
      toast.success(t('availability.saved'));
      onSaved(result.data.updateMenuAvailabilities);
      onClose();
    } else if (!showErrors(result.fieldErrors)) {
      toast.error(t(errorMessageKey(result.errorCodes), { ns: 'common' }), {
        title: t('availability.failed'),
      });
    }
  };

  const error = (key: number, part: 'start' | 'end') => {
    const message = errors.get(`${key}.${part}`);
    return message ? t(message as 'validation.time') : undefined;
  };

  return (
    <StackedModal
      opened={opened}
      onClose={onClose}
      title={t('availability.title', { name: menu.name })}
      size="lg"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('availability.help')}
          </Text>
          {WEEKDAYS.map((weekday) => {
            const day = weekdayName(weekday, i18n.language);
            const dayRanges = ranges.filter((r) => r.weekday === weekday);
            return (
              <Group key={weekday} align="flex-start" gap="sm" wrap="nowrap">
                <Text w={110} pt={6} fw={500} style={{ textTransform: 'capitalize' }}>
                  {day}
                </Text>
                <Stack gap={6} style={{ flex: 1 }}>
                  {dayRanges.length === 0 && (
                    <Text size="sm" c="dimmed" pt={6}>
                      {t('availability.none')}
                    </Text>
                  )}
                  {dayRanges.map((range) => (
                    <Group key={range.key} gap="xs" align="flex-start" wrap="nowrap">
                      <TextInput
                        aria-label={t('availability.start', { day })}
                        placeholder="11:00"
                        w={96}
                        value={range.start}
                        error={error(range.key, 'start')}
                        onChange={(event) => change(range.key, { start: event.currentTarget.value })}
                      />
                      <Text pt={6} aria-hidden>
                        –
                      </Text>
                      <TextInput
                        aria-label={t('availability.end', { day })}
                        placeholder="14:00"
                        w={96}
                        value={range.end}
                        error={error(range.key, 'end')}
                        onChange={(event) => change(range.key, { end: event.currentTarget.value })}
                      />
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        mt={4}
                        aria-label={t('availability.remove', { day, start: range.start, end: range.end })}
                        onClick={() => setRanges((list) => list.filter((r) => r.key !== range.key))}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  ))}
                </Stack>
                <Button
                  variant="subtle"
                  size="xs"
                  mt={4}
                  leftSection={<IconPlus size={14} />}
                  aria-label={t('availability.addFor', { day })}
                  onClick={() =>
                    setRanges((list) => [...list, { key: nextKey++, weekday, start: '', end: '' }])
                  }
                >
                  {t('availability.add')}
                </Button>
              </Group>
            );
          })}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </StackedModal>
  );
}
