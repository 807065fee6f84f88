import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IntervalFields, type IntervalValue } from './interval-fields.tsx';
import { type OpeningExceptionRow, saveOpeningException } from './use-opening-hours.ts';

interface Draft {
  date: string;
  closed: boolean;
  intervals: IntervalValue[];
  note: string;
}

const draftOf = (row: OpeningExceptionRow | null): Draft => ({
  date: row?.date ?? '',
  closed: row?.closed ?? true,
  intervals:
    row && row.intervals.length > 0
      ? row.intervals.map((i) => ({ ...i }))
      : [{ startMinute: 600, endMinute: 900 }],
  note: row?.note ?? '',
});

/** Add or edit a date exception: closed all day (a holiday) or special hours, with a note. */
export function ExceptionDialog({
  venueId,
  row,
  onClose,
  onSaved,
}: {
  venueId: string;
  /** null: a new exception. */
  row: OpeningExceptionRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('online-ordering');
  const [draft, setDraft] = useState(() => draftOf(row));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errorOf = (field: string) => (errors[field] ? t(errors[field] as 'validation.time') : undefined);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    const result = await saveOpeningException(venueId, row?.id ?? null, {
      date: draft.date,
      closed: draft.closed,
      intervals: draft.closed ? [] : draft.intervals,
      note: draft.note,
    });
    setSaving(false);
    if (!result.success) {
      setErrors(Object.fromEntries(result.fieldErrors.map((e) => [e.field, e.message])));
      setFailure(result.fieldErrors.length === 0 ? result.error : null);
      return;
    }
    onSaved();
  }

  return (
    <Modal opened onClose={onClose} title={row ? t('exceptions.edit') : t('exceptions.add')}>
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack gap="md">
          <TextInput
            type="date"
            label={t('exceptions.date')}
            required
            value={draft.date}
            onChange={(event) => setDraft({ ...draft, date: event.currentTarget.value })}
            error={errorOf('date')}
          />
          <SegmentedControl
            aria-label={t('exceptions.kind')}
            value={draft.closed ? 'closed' : 'special'}
            onChange={(value) => setDraft({ ...draft, closed: value === 'closed' })}
            data={[
              { value: 'closed', label: t('exceptions.closedAllDay') },
              { value: 'special', label: t('exceptions.specialHours') },
            ]}
          />
          {!draft.closed && (
            <Stack gap={6}>
              {draft.intervals.map((interval, i) => (
                <IntervalFields
                  // biome-ignore lint/suspicious/noArrayIndexKey: intervals have no identity before saving.
                  key={i}
                  label={t('exceptions.intervalLabel', { n: i + 1 })}
                  value={interval}
                  onChange={(next) =>
                    setDraft({ ...draft, intervals: draft.intervals.map((x, at) => (at === i ? next : x)) })
                  }
                  onRemove={() =>
                    setDraft({ ...draft, intervals: draft.intervals.filter((_, at) => at !== i) })
                  }
                  errors={{
                    start: errorOf(`intervals.${i}.startMinute`),
                    end: errorOf(`intervals.${i}.endMinute`),
                  }}
                />
              ))}
              {errorOf('intervals') && (
                <Text c="red" size="sm">
                  {errorOf('intervals')}
                </Text>
              )}
              <Button
                variant="subtle"
                size="xs"
                w="fit-content"
                leftSection={<IconPlus size={14} />}
                onClick={() =>
                  setDraft({
                    ...draft,
                    intervals: [...draft.intervals, { startMinute: 1020, endMinute: 1260 }],
                  })
                }
              >
                {t('exceptions.addInterval')}
              </Button>
            </Stack>
          )}
          <TextInput
            label={t('exceptions.note')}
            placeholder={t('exceptions.notePlaceholder')}
            value={draft.note}
            maxLength={200}
            onChange={(event) => setDraft({ ...draft, note: event.currentTarget.value })}
            error={errorOf('note')}
          />
          {failure && (
            <Text c="red" size="sm" role="alert">
              {failure}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('exceptions.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('exceptions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
