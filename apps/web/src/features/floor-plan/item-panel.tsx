import {
  ROTATION_MAX,
  ROTATION_STEP,
  TABLE_SEATS,
  TABLE_SHAPES,
  TABLE_SIZE,
  type TableShape,
} from '@fika/domain';
import { Button, NumberInput, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ItemChanges, PlanItem } from './editor-state.ts';

const ROTATIONS = Array.from({ length: ROTATION_MAX / ROTATION_STEP + 1 }, (_, i) =>
  String(i * ROTATION_STEP),
);

// NumberInput gives '' while the field is empty: the draft keeps its value until a number comes.
const numberOf = (value: string | number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The side panel: the selected table's or area's fields, each change one undo step per field. */
export function ItemPanel({
  item,
  errors,
  onChange,
  onRemove,
}: {
  item: PlanItem | null;
  /** Translated messages by field (code, seats, posX …) of the selected item. */
  errors: Partial<Record<string, string>>;
  onChange: (changes: ItemChanges, field: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('floor-plans');
  if (!item) {
    return (
      <Stack gap="xs">
        <Text c="dimmed">{t('panel.nothingSelected')}</Text>
        <Text size="sm" c="dimmed" id="floor-plan-keys">
          {t('panel.keys')}
        </Text>
      </Stack>
    );
  }
  const table = item.kind === 'table';
  const number = (field: 'seats' | 'width' | 'height', min: number, max: number) => (
    <NumberInput
      label={t(`fields.${field}`)}
      value={item[field]}
      min={min}
      max={max}
      allowDecimal={false}
      clampBehavior="strict"
      error={errors[field]}
      onChange={(value) => {
        const n = numberOf(value);
        if (n !== null) onChange({ [field]: n }, field);
      }}
    />
  );
  return (
    <Stack gap="sm" component="section" aria-label={t(table ? 'panel.tableTitle' : 'panel.areaTitle')}>
      <Title order={2} size="h5">
        {t(table ? 'panel.tableTitle' : 'panel.areaTitle')}
      </Title>
      <TextInput
        label={t(table ? 'fields.code' : 'fields.label')}
        value={item.code}
        required
        error={errors.code ?? errors.label ?? errors.posX}
        onChange={(event) => onChange({ code: event.currentTarget.value }, 'code')}
      />
      {table && number('seats', TABLE_SEATS.min, TABLE_SEATS.max)}
      {table && (
        <Select
          label={t('fields.shape')}
          value={item.shape}
          allowDeselect={false}
          data={TABLE_SHAPES.map((shape) => ({ value: shape, label: t(`shapes.${shape}`) }))}
          error={errors.shape}
          onChange={(value) => value && onChange({ shape: value as TableShape }, 'shape')}
        />
      )}
      {table && (
        <TextInput
          label={t('fields.section')}
          value={item.section}
          error={errors.section}
          onChange={(event) => onChange({ section: event.currentTarget.value }, 'section')}
        />
      )}
      {number('width', TABLE_SIZE.min, table ? TABLE_SIZE.max : 200)}
      {number('height', TABLE_SIZE.min, table ? TABLE_SIZE.max : 200)}
      <Select
        label={t('fields.rotation')}
        value={String(item.rotation)}
        allowDeselect={false}
        data={ROTATIONS.map((r) => ({ value: r, label: t('rotationValue', { degrees: Number(r) }) }))}
        error={errors.rotation}
        onChange={(value) => value !== null && onChange({ rotation: Number(value) }, 'rotation')}
      />
      {table && (
        <Switch
          label={t('fields.active')}
          checked={item.active}
          onChange={(event) => onChange({ active: event.currentTarget.checked }, 'active')}
        />
      )}
      <Button
        variant="light"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={onRemove}
      >
        {t(table ? 'panel.removeTable' : 'panel.removeArea')}
      </Button>
    </Stack>
  );
}
