import { staffSchema } from '@fika/domain';
import {
  Button,
  Group,
  MultiSelect,
  PasswordInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadErrorOf, request } from '../../lib/request.ts';
import { EntityDrawer, type EntityParam } from '../../ui/entity-drawer.tsx';
import { useDeleteProtocol } from '../../ui/use-delete-protocol.tsx';
import { useEntityForm } from '../../ui/use-entity-form.ts';
import { useFormats } from '../../ui/use-formats.ts';
import { useListDrawer } from '../../ui/use-list-drawer.ts';
import { useSession } from '../session/index.ts';
import { DELETE_STAFF_MUTATION } from './staff.graphql.ts';
import { STAFF_FORM } from './staff-form.ts';
import {
  createStaff,
  type StaffMember,
  staffLevelsQuery,
  staffMemberQuery,
  updateStaff,
  useRefreshStaff,
} from './use-staff.ts';

/** The create/edit drawer of a staff member (?id=, ?id=new); Delete keeps their name on past orders. */
export function StaffDrawer({ entity }: { entity: EntityParam }) {
  const { t } = useTranslation('staff');
  const { venues } = useSession();
  const formats = useFormats();
  const refresh = useRefreshStaff();
  const deleteProtocol = useDeleteProtocol();
  const editing = entity.id !== undefined && !entity.isNew;
  const member = useQuery({ ...staffMemberQuery(entity.id ?? ''), enabled: editing });
  const notFound = loadErrorOf(member.error)?.codes.includes('NOT_FOUND') ?? false;
  const rows = member.data ? [member.data] : notFound ? [] : undefined;
  const levels = useQuery(staffLevelsQuery);
  const [resetPin, setResetPin] = useState(false);
  const remove = (s: StaffMember) =>
    deleteProtocol({
      send: () => request(DELETE_STAFF_MUTATION, { id: s.id }),
      texts: {
        title: t('delete.title', { name: s.name }),
        message: t('delete.message'),
        done: t('delete.done', { name: s.name }),
      },
      onDeleted: refresh,
    });
  const {
    row: staff,
    ready,
    drawer,
  } = useListDrawer(
    entity,
    rows,
    { error: notFound ? null : loadErrorOf(member.error), retry: () => void member.refetch() },
    remove,
  );
  const form = useEntityForm({
    messages: STAFF_FORM,
    ready,
    record: staff,
    initialValues: (s) => ({
      name: s?.name ?? '',
      pin: '',
      accessLevelId: s?.accessLevelId ?? null,
      // A new staff member works where the caller works when that is one venue.
      venueIds: s?.venueIds ?? (venues.length === 1 ? venues.map((v) => v.id) : []),
      phone: s?.phone ?? '',
      email: s?.email ?? '',
      active: s?.active ?? true,
    }),
    schema: staffSchema,
    create: createStaff,
    update: (s, input) => updateStaff(s.id, input),
    onSaved: refresh,
    savedMessage: ({ name }, created) => t(created ? 'created' : 'saved', { name }),
  });
  const showPin = form.isNew || !staff?.hasPin || resetPin;

  return (
    <EntityDrawer {...drawer} {...form.drawer} title={form.isNew ? t('new') : (staff?.name ?? '')}>
      {form.values && (
        <Stack gap="md">
          <TextInput
            label={t('fields.name')}
            required
            data-autofocus
            autoComplete="off"
            {...form.field('name')}
          />
          {showPin ? (
            <PasswordInput
              label={staff?.hasPin ? t('fields.newPin') : t('fields.pin')}
              description={t('fields.pinHint')}
              inputMode="numeric"
              autoComplete="new-password"
              maxLength={6}
              visibilityToggleButtonProps={{ 'aria-label': t('fields.showPin') }}
              {...form.field('pin')}
            />
          ) : (
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm">
                {staff?.pinSetAt
                  ? t('fields.pinSetOn', { date: formats.date(staff.pinSetAt) })
                  : t('fields.pinSet')}
              </Text>
              <Button variant="default" size="xs" onClick={() => setResetPin(true)}>
                {t('fields.resetPin')}
              </Button>
            </Group>
          )}
          <Select
            label={t('fields.accessLevel')}
            placeholder={t('fields.noAccessLevel')}
            data={(levels.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
            clearable
            {...form.field('accessLevelId')}
          />
          <MultiSelect
            label={t('fields.venues')}
            description={t('fields.venuesHint')}
            placeholder={form.values.venueIds.length === 0 ? t('fields.venuesPlaceholder') : undefined}
            required
            data={venues.map((v) => ({ value: v.id, label: v.name }))}
            {...form.field('venueIds')}
          />
          <TextInput label={t('fields.phone')} type="tel" autoComplete="off" {...form.field('phone')} />
          <TextInput label={t('fields.email')} type="email" autoComplete="off" {...form.field('email')} />
          <Switch
            label={t('fields.active')}
            description={t('fields.activeHint')}
            {...form.checkbox('active')}
          />
        </Stack>
      )}
    </EntityDrawer>
  );
}
