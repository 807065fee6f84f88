import { createTablesSchema, parseTableRange } from '@fika/domain';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityDrawer, type EntityParam } from '../../ui/entity-drawer.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { useEntityForm } from '../../ui/use-entity-form.ts';
import { planOptions, SharedTableFields } from './table-fields.tsx';
import { TABLES_FORM } from './tables-form.ts';
import { createFloorPlan, createTables, type TablePlan, useRefreshTables } from './use-tables.ts';

/** Props of {@link AddTablesDrawer}. */
export interface AddTablesDrawerProps {
  entity: EntityParam;
  venueId: string;
  plans: readonly TablePlan[] | undefined;
  /** The plan the list is filtered to: new tables go there by default. */
  planId: string | undefined;
}

/**
 * ?id=new: one table or a range at once ("T1–T20") on a floor plan, all with the same seats, shape,
 * size and section. Without a floor plan yet, the drawer names the first one.
 */
export function AddTablesDrawer({ entity, venueId, plans, planId }: AddTablesDrawerProps) {
  const { t } = useTranslation('tables');
  const toast = useToast();
  const refresh = useRefreshTables();
  const [planName, setPlanName] = useState(() => t('noPlans.defaultName'));
  const [creatingPlan, setCreatingPlan] = useState(false);
  const form = useEntityForm({
    messages: TABLES_FORM,
    ready: plans !== undefined,
    record: undefined,
    initialValues: () => ({
      floorPlanId: planId ?? plans?.[0]?.id ?? '',
      codes: '',
      seats: 4 as number | string,
      shape: 'SQUARE',
      width: 2 as number | string,
      height: 2 as number | string,
      section: '',
      active: true,
    }),
    schema: createTablesSchema,
    // The server reads the range itself: send it back as "first–last" (one code as itself).
    create: (data) => createTables({ ...data, codes: codesText(data.codes) }),
    update: () => Promise.reject(new Error('tables are edited in their own drawer')),
    onSaved: refresh,
    savedMessage: ({ codes }) => t('created', { codes: codesText(codes) }),
  });
  const range = form.values ? parseTableRange(form.values.codes) : null;

  const addPlan = async () => {
    setCreatingPlan(true);
    const result = await createFloorPlan(venueId, planName);
    setCreatingPlan(false);
    if (!result.success || !result.data) {
      toast.error(t('noPlans.failed'));
      return;
    }
    await refresh();
    form.setValues({ floorPlanId: result.data.createFloorPlan.id });
  };

  return (
    <EntityDrawer
      id={entity.id}
      onClose={entity.close}
      loading={plans === undefined}
      {...form.drawer}
      title={t('new')}
    >
      {form.values && (
        <Stack gap="md">
          {plans && plans.length === 0 ? (
            <Stack gap="xs">
              <Text size="sm">{t('noPlans.text')}</Text>
              <Group align="flex-end" wrap="nowrap">
                <TextInput
                  label={t('noPlans.name')}
                  value={planName}
                  onChange={(e) => setPlanName(e.currentTarget.value)}
                  style={{ flex: 1 }}
                />
                <Button variant="light" loading={creatingPlan} onClick={() => void addPlan()}>
                  {t('noPlans.create')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Select
              label={t('fields.plan')}
              data={planOptions(plans)}
              allowDeselect={false}
              required
              {...form.field('floorPlanId')}
            />
          )}
          <TextInput
            label={t('fields.codes')}
            description={t('fields.codesHint')}
            placeholder="T1–T20"
            required
            data-autofocus
            autoComplete="off"
            {...form.field('codes')}
          />
          {range?.ok && range.codes.length > 1 && (
            <Text size="sm" c="dimmed" data-testid="range-preview">
              {t('rangePreview', { number: range.codes.length, codes: codesText(range.codes) })}
            </Text>
          )}
          <SharedTableFields form={form} />
        </Stack>
      )}
    </EntityDrawer>
  );
}

/** "T1–T20" for a run of codes, or the one code. */
function codesText(codes: readonly string[]): string {
  if (codes.length <= 1) return codes[0] ?? '';
  return `${codes[0]}–${codes[codes.length - 1]}`;
}
