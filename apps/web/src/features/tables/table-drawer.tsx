import { ROTATION_MAX, ROTATION_STEP, tableUpdateSchema } from '@fika/domain';
import { Divider, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type LoadErrorState, request } from '../../lib/request.ts';
import { EntityDrawer, type EntityParam } from '../../ui/entity-drawer.tsx';
import { useDeleteProtocol } from '../../ui/use-delete-protocol.tsx';
import { useEntityForm } from '../../ui/use-entity-form.ts';
import { useListDrawer } from '../../ui/use-list-drawer.ts';
import { planOptions, SharedTableFields } from './table-fields.tsx';
import { TableQr } from './table-qr.tsx';
import { DELETE_TABLE_MUTATION } from './tables.graphql.ts';
import { TABLES_FORM } from './tables-form.ts';
import { type Table, type TablePlan, updateTable, useRefreshTables } from './use-tables.ts';

/** Props of {@link TableDrawer}. */
export interface TableDrawerProps {
  entity: EntityParam;
  venueId: string;
  tables: readonly Table[] | undefined;
  plans: readonly TablePlan[] | undefined;
  load: { error: LoadErrorState | null; retry: () => void };
}

const ROTATIONS = Array.from({ length: ROTATION_MAX / ROTATION_STEP + 1 }, (_, i) =>
  String(i * ROTATION_STEP),
);

/** ?id=: edits one table, shows its QR code; Delete is soft (past orders keep the code). */
export function TableDrawer({ entity, venueId, tables, plans, load }: TableDrawerProps) {
  const { t } = useTranslation('tables');
  const refresh = useRefreshTables();
  const deleteProtocol = useDeleteProtocol();
  const remove = (row: Table) =>
    deleteProtocol({
      send: () => request(DELETE_TABLE_MUTATION, { id: row.id }),
      texts: {
        title: t('delete.title', { code: row.code }),
        message: t('delete.message'),
        done: t('delete.done', { code: row.code }),
      },
      onDeleted: refresh,
    });
  const { row: table, ready, drawer } = useListDrawer(entity, tables, load, remove);
  const form = useEntityForm({
    messages: TABLES_FORM,
    ready,
    record: table,
    initialValues: (row) => ({
      code: row?.code ?? '',
      floorPlanId: row?.floorPlanId ?? '',
      seats: (row?.seats ?? 4) as number | string,
      shape: row?.shape ?? 'SQUARE',
      width: (row?.width ?? 2) as number | string,
      height: (row?.height ?? 2) as number | string,
      rotation: String(row?.rotation ?? 0),
      section: row?.section ?? '',
      active: row?.active ?? true,
    }),
    toInput: (values) => ({ ...values, rotation: Number(values.rotation) }),
    schema: tableUpdateSchema,
    create: () => Promise.reject(new Error('new tables are added in their own drawer')),
    update: (row, input) => updateTable(row.id, input),
    onSaved: refresh,
    savedMessage: ({ code }) => t('saved', { code }),
  });

  return (
    <EntityDrawer {...drawer} {...form.drawer} title={table ? t('tableTitle', { code: table.code }) : ''}>
      {form.values && table && (
        <Stack gap="md">
          <TextInput
            label={t('fields.code')}
            required
            autoComplete="off"
            data-autofocus
            {...form.field('code')}
          />
          <Select
            label={t('fields.plan')}
            data={planOptions(plans)}
            allowDeselect={false}
            {...form.field('floorPlanId')}
          />
          <SharedTableFields form={form} />
          <Select
            label={t('fields.rotation')}
            data={ROTATIONS.map((r) => ({ value: r, label: t('degrees', { degrees: r }) }))}
            allowDeselect={false}
            {...form.field('rotation')}
          />
          <Divider />
          <TableQr tableId={table.id} venueId={venueId} code={table.code} />
        </Stack>
      )}
    </EntityDrawer>
  );
}
