import { FLOOR_PLAN_NAME_MAX, floorPlanInputSchema } from '@fika/domain';
import { Button, Group, Menu, TextInput } from '@mantine/core';
import { IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../lib/request.ts';
import { StackedModal } from '../../ui/modal-stack.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { useDeleteProtocol } from '../../ui/use-delete-protocol.tsx';
import {
  CREATE_FLOOR_PLAN_MUTATION,
  DELETE_FLOOR_PLAN_MUTATION,
  RENAME_FLOOR_PLAN_MUTATION,
} from './floor-plan.graphql.ts';
import { FLOOR_PLAN_KEYS, type FloorPlan } from './use-floor-plans.ts';

/** New plan, and for the open plan rename and delete (its tables go with it, after asking). */
export function PlanActions({
  venueId,
  plan,
  onCreated,
}: {
  venueId: string;
  plan: FloorPlan | undefined;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation('floor-plans');
  const queryClient = useQueryClient();
  const toast = useToast();
  const deleteProtocol = useDeleteProtocol();
  const [dialog, setDialog] = useState<'create' | 'rename' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: FLOOR_PLAN_KEYS.venue(venueId) });

  const remove = (p: FloorPlan) =>
    deleteProtocol({
      send: (force) => request(DELETE_FLOOR_PLAN_MUTATION, { id: p.id, force }),
      canForce: true,
      texts: {
        title: t('delete.title', { name: p.name }),
        message: t('delete.message'),
        done: t('delete.done', { name: p.name }),
        dependents: {
          intro: t('delete.dependentsIntro'),
          outro: t('delete.dependentsOutro'),
          kind: (d) => t('delete.tables', { count: d.count }),
          confirmForce: t('delete.confirmForce'),
          changed: t('delete.changed'),
        },
      },
      onDeleted: refresh,
    });

  return (
    <Group gap="xs">
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog('create')}>
        {t('newPlan')}
      </Button>
      {plan && (
        <Menu position="bottom-end">
          <Menu.Target>
            <Button variant="default" aria-label={t('planMenu', { name: plan.name })} px="xs">
              <IconDots size={18} aria-hidden />
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setDialog('rename')}>
              {t('renamePlan')}
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => void remove(plan)}
            >
              {t('deletePlan')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
      <NameDialog
        opened={dialog !== null}
        title={dialog === 'rename' ? t('renamePlan') : t('newPlan')}
        initial={dialog === 'rename' ? (plan?.name ?? '') : ''}
        submitLabel={dialog === 'rename' ? t('renameSubmit') : t('createSubmit')}
        onClose={() => setDialog(null)}
        onSubmit={async (name) => {
          const result =
            dialog === 'rename' && plan
              ? await request(
                  RENAME_FLOOR_PLAN_MUTATION,
                  { id: plan.id, name },
                  { expectedCodes: ['BAD_USER_INPUT'] },
                )
              : await request(
                  CREATE_FLOOR_PLAN_MUTATION,
                  { venueId, input: { name } },
                  { expectedCodes: ['BAD_USER_INPUT'] },
                );
          if (!result.success) return result.fieldErrors[0]?.message ?? 'validation.invalid';
          await refresh();
          if ('createFloorPlan' in result.data) onCreated(result.data.createFloorPlan.id);
          toast.success(t(dialog === 'rename' ? 'renamed' : 'created', { name }));
          setDialog(null);
          return null;
        }}
      />
    </Group>
  );
}

function NameDialog(props: {
  opened: boolean;
  title: string;
  initial: string;
  submitLabel: string;
  onClose: () => void;
  /** Resolves to the message key of a refusal, or null once done. */
  onSubmit: (name: string) => Promise<string | null>;
}) {
  const { t } = useTranslation('floor-plans');
  const [name, setName] = useState(props.initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [openedWith, setOpenedWith] = useState<string | null>(null);
  // A fresh field each time the dialog opens (for another plan, or a new one).
  if (props.opened && openedWith !== props.initial) {
    setOpenedWith(props.initial);
    setName(props.initial);
    setError(null);
  }
  if (!props.opened && openedWith !== null) setOpenedWith(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = floorPlanInputSchema.safeParse({ name });
    if (!checked.success) {
      setError(checked.error.issues.find((i) => i.path[0] === 'name')?.message ?? 'validation.invalid');
      return;
    }
    setBusy(true);
    try {
      setError(await props.onSubmit(checked.data.name));
    } finally {
      setBusy(false);
    }
  };
  return (
    <StackedModal opened={props.opened} onClose={props.onClose} title={props.title}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextInput
          label={t('fields.planName')}
          placeholder={t('planNamePlaceholder')}
          value={name}
          maxLength={FLOOR_PLAN_NAME_MAX * 2}
          required
          data-autofocus
          error={error ? t(error, { defaultValue: t('validation.invalid') }) : undefined}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={props.onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {props.submitLabel}
          </Button>
        </Group>
      </form>
    </StackedModal>
  );
}
