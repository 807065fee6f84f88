import { TABLE_SEATS, TABLE_SECTION_MAX, TABLE_SHAPES, TABLE_SIZE } from '@fika/domain';
import { Group, NumberInput, Select, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EntityForm } from '../../ui/use-entity-form.ts';
import type { TablePlan } from './use-tables.ts';

/** The fields a new range and an edited table share. */
export interface SharedTableValues {
  seats: number | string;
  shape: string;
  width: number | string;
  height: number | string;
  section: string;
  active: boolean;
}

/** Seats, shape, size, section and active: the inputs of both tables drawers. */
export function SharedTableFields<V extends SharedTableValues>({ form }: { form: EntityForm<V> }) {
  const { t } = useTranslation('tables');
  // The shared keys exist on every V; TypeScript cannot see that through the generic.
  const f = form as unknown as EntityForm<SharedTableValues>;
  return (
    <>
      <Group grow align="flex-start">
        <NumberInput
          label={t('fields.seats')}
          min={TABLE_SEATS.min}
          max={TABLE_SEATS.max}
          allowDecimal={false}
          {...f.field('seats')}
        />
        <Select
          label={t('fields.shape')}
          data={TABLE_SHAPES.map((s) => ({ value: s, label: t(`shapes.${s}`) }))}
          allowDeselect={false}
          {...f.field('shape')}
        />
      </Group>
      <Group grow align="flex-start">
        <NumberInput
          label={t('fields.width')}
          min={TABLE_SIZE.min}
          max={TABLE_SIZE.max}
          allowDecimal={false}
          {...f.field('width')}
        />
        <NumberInput
          label={t('fields.height')}
          min={TABLE_SIZE.min}
          max={TABLE_SIZE.max}
          allowDecimal={false}
          {...f.field('height')}
        />
      </Group>
      <TextInput
        label={t('fields.section')}
        description={t('fields.sectionHint')}
        maxLength={TABLE_SECTION_MAX}
        autoComplete="off"
        {...f.field('section')}
      />
      <Switch label={t('fields.active')} description={t('fields.activeHint')} {...f.checkbox('active')} />
    </>
  );
}

/** The floor plans of the venue as Select options. */
export const planOptions = (plans: readonly TablePlan[] | undefined) =>
  (plans ?? []).map((p) => ({ value: p.id, label: p.name }));
