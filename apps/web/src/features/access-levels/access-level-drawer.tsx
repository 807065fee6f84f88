import {
  type AccessLevelInput,
  accessLevelSchema,
  PERMISSION_GROUPS,
  type PosStaffPermission,
  permissionTextKeys,
} from '@fika/domain';
import { Checkbox, Fieldset, MultiSelect, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadErrorState } from '../../lib/request.ts';
import { EntityDrawer, type EntityParam } from '../../ui/entity-drawer.tsx';
import { useDeleteProtocol } from '../../ui/use-delete-protocol.tsx';
import { useEntityForm } from '../../ui/use-entity-form.ts';
import { useListDrawer } from '../../ui/use-list-drawer.ts';
import { useSession } from '../session/index.ts';
import { ACCESS_LEVELS_FORM } from './access-levels-form.ts';
import {
  type AccessLevel,
  createAccessLevel,
  deleteAccessLevel,
  updateAccessLevel,
  useRefreshStaffArea,
} from './use-access-levels.ts';

/** Props of {@link AccessLevelDrawer}. */
export interface AccessLevelDrawerProps {
  entity: EntityParam;
  /** The loaded levels; undefined while they load. */
  levels: readonly AccessLevel[] | undefined;
  load: { error: LoadErrorState | null; retry: () => void };
}

interface Draft {
  name: string;
  permissions: string[];
  /** '' while the field is empty: no cap. */
  manualDiscountCap: number | string;
  venueIds: string[];
}

const draftOf = (level: AccessLevel | undefined): Draft => ({
  name: level?.name ?? '',
  permissions: level?.permissions ?? [],
  manualDiscountCap: level?.manualDiscountCap ?? '',
  venueIds: level?.venueIds ?? [],
});

const inputOf = (draft: Draft): AccessLevelInput => ({
  ...draft,
  manualDiscountCap: draft.manualDiscountCap === '' ? null : Number(draft.manualDiscountCap),
});

/** Deletes a level after asking; when staff are on it, names them and how to go on (no forced delete). */
function useDeleteLevel(): (level: AccessLevel) => Promise<boolean> {
  const { t } = useTranslation('access-levels');
  const remove = useDeleteProtocol();
  const refresh = useRefreshStaffArea();
  return useCallback(
    (level) =>
      remove({
        send: () => deleteAccessLevel(level.id),
        texts: {
          title: t('levels.delete.title', { name: level.name }),
          message: t('levels.delete.message', { name: level.name }),
          done: t('levels.delete.done', { name: level.name }),
          dependents: {
            intro: t('levels.delete.intro'),
            outro: t('levels.delete.outro'),
            kind: ({ count, names }) => t('levels.delete.staff', { count, names: (names ?? []).join(', ') }),
            confirmForce: '',
            changed: t('levels.delete.changed'),
          },
        },
        onDeleted: refresh,
      }),
    [refresh, remove, t],
  );
}

/** The create/edit drawer of an access level (?id=, ?id=new): permissions with their descriptions, cap, venues. */
export function AccessLevelDrawer({ entity, levels, load }: AccessLevelDrawerProps) {
  const { t } = useTranslation('access-levels');
  const { venues } = useSession();
  const deleteLevel = useDeleteLevel();
  const {
    row: level,
    ready,
    drawer,
  } = useListDrawer(entity, levels, load, (l) => (l.editable ? deleteLevel(l) : Promise.resolve(false)));
  const form = useEntityForm({
    messages: ACCESS_LEVELS_FORM,
    ready,
    record: level,
    initialValues: draftOf,
    toInput: inputOf,
    schema: accessLevelSchema,
    create: createAccessLevel,
    update: (l, input) => updateAccessLevel(l.id, input),
    onSaved: useRefreshStaffArea(),
    savedMessage: ({ name }, created) => t(created ? 'levels.created' : 'levels.saved', { name }),
  });
  const readOnly = level !== undefined && !level.editable;
  const values = form.values;
  const manualDiscount = values?.permissions.includes('MANUAL_DISCOUNT') ?? false;

  return (
    <EntityDrawer
      {...drawer}
      {...form.drawer}
      onDelete={readOnly ? undefined : drawer.onDelete}
      title={form.isNew ? t('levels.new') : (level?.name ?? '')}
      size="lg"
    >
      {values && (
        <Stack gap="md">
          {readOnly && <Text c="dimmed">{t('levels.readOnly')}</Text>}
          <Fieldset variant="unstyled" disabled={readOnly}>
            <Stack gap="md">
              <TextInput label={t('levels.fields.name')} required data-autofocus {...form.field('name')} />
              <Checkbox.Group label={t('levels.fields.permissions')} {...form.field('permissions')}>
                <Stack gap="lg" mt="xs">
                  {PERMISSION_GROUPS.map((group) => (
                    <Fieldset
                      key={group.key}
                      legend={t(`levels.groups.${group.key}` as 'levels.groups.sales')}
                    >
                      <Stack gap="sm">
                        {group.permissions.map((permission: PosStaffPermission) => {
                          const keys = permissionTextKeys(permission);
                          return (
                            <Checkbox
                              key={permission}
                              value={permission}
                              label={t(keys.name as 'permissions.HISTORY.name')}
                              description={t(keys.description as 'permissions.HISTORY.description')}
                            />
                          );
                        })}
                      </Stack>
                    </Fieldset>
                  ))}
                </Stack>
              </Checkbox.Group>
              {manualDiscount && (
                <NumberInput
                  label={t('levels.fields.cap')}
                  description={t('levels.fields.capHint')}
                  min={0}
                  max={100}
                  allowDecimal={false}
                  allowNegative={false}
                  suffix=" %"
                  {...form.field('manualDiscountCap')}
                />
              )}
              <MultiSelect
                label={t('levels.fields.venues')}
                description={t('levels.fields.venuesHint')}
                placeholder={values.venueIds.length === 0 ? t('levels.everyVenue') : undefined}
                data={venues.map((v) => ({ value: v.id, label: v.name }))}
                clearable
                searchable
                {...form.field('venueIds')}
              />
            </Stack>
          </Fieldset>
        </Stack>
      )}
    </EntityDrawer>
  );
}
