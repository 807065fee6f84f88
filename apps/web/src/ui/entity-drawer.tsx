import {
  Button,
  Drawer,
  type DrawerProps,
  Group,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useBlocker, useNavigate, useSearch } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, type Ref, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from './confirm.tsx';
import { LoadError } from './list-page.tsx';
import { useModals } from './modal-stack.tsx';

/** The `?id=` deep link of the current route: which entity is open, and ways to change it. */
export interface EntityParam {
  /** The open entity's id, 'new' for the creation form, undefined when none is open. */
  id: string | undefined;
  isNew: boolean;
  open: (id: string) => void;
  openNew: () => void;
  close: () => void;
}

/** Reads and sets the `?id=` search param of the current route (`id=new` opens creation). */
export function useEntityParam(): EntityParam {
  const search = useSearch({ strict: false }) as { id?: unknown };
  const navigate = useNavigate();
  const id = typeof search.id === 'string' && search.id !== '' ? search.id : undefined;
  const go = useCallback(
    (next: string | undefined) =>
      void navigate({
        to: '.',
        search: ((previous: Record<string, unknown>) => ({ ...previous, id: next })) as never,
      }),
    [navigate],
  );
  return {
    id,
    isNew: id === 'new',
    open: useCallback((next: string) => go(next), [go]),
    openNew: useCallback(() => go('new'), [go]),
    close: useCallback(() => go(undefined), [go]),
  };
}

/** Props of {@link EntityDrawer}. */
export interface EntityDrawerProps {
  /** The `?id=` value: undefined keeps the drawer closed, 'new' creates, anything else edits. */
  id: string | undefined;
  title: ReactNode;
  /** Closes without asking (usually {@link EntityParam.close}); the drawer asks first when dirty. */
  onClose: () => void;
  /** The entity is being fetched. */
  loading?: boolean;
  /** Fetching failed: the error codes choose the message. */
  error?: { codes: readonly string[] } | null;
  onRetry?: () => void;
  /** The id names nothing (deleted, or another company's). */
  notFound?: boolean;
  /** The form differs from what was loaded: closing or leaving asks first. */
  dirty: boolean;
  saving?: boolean;
  /** Saves; resolving true closes the drawer. Called on submit (Enter or the Save button). */
  onSave: () => Promise<boolean> | boolean;
  /** Offers Delete when editing; resolving true closes the drawer. The caller confirms first. */
  onDelete?: () => Promise<boolean>;
  deleting?: boolean;
  /** The drawer's <form>: a form hook focuses its first invalid control after errors are shown. */
  formRef?: Ref<HTMLFormElement>;
  /** Defaults to "Create" for a new entity and "Save" otherwise. */
  saveLabel?: string;
  size?: DrawerProps['size'];
  /** The form fields. */
  children: ReactNode;
}

const HEADER_AS_DIV = { component: 'div' } as Record<string, unknown>;

/**
 * The create/edit side panel of a CRUD screen, opened by the `?id=` deep link: a form with
 * Save/Cancel, Delete when editing, and a guard that asks before unsaved changes are lost.
 */
export function EntityDrawer(props: EntityDrawerProps) {
  const { t } = useTranslation('ui');
  const { id, dirty, onClose, onSave, onDelete } = props;
  const isNew = id === 'new';
  const confirm = useConfirm();
  const { depth } = useModals();
  const [busy, setBusy] = useState(false);
  // Set when the drawer closes on purpose (saved, deleted, discarded): the guard lets it pass.
  const bypass = useRef(false);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  useEffect(() => {
    // Opening (another) entity arms the guard again.
    if (id !== undefined) bypass.current = false;
  }, [id]);

  const askDiscard = useCallback(
    () =>
      confirm({
        title: t('shell.unsavedTitle'),
        message: t('shell.unsavedText'),
        confirmLabel: t('shell.unsavedDiscard'),
        cancelLabel: t('shell.unsavedStay'),
        danger: true,
      }),
    [confirm, t],
  );

  useBlocker({
    shouldBlockFn: async () => {
      if (!dirtyRef.current || bypass.current) return false;
      return !(await askDiscard());
    },
    enableBeforeUnload: () => dirtyRef.current && !bypass.current,
  });

  const closeNow = useCallback(() => {
    bypass.current = true;
    onClose();
  }, [onClose]);

  const requestClose = useCallback(async () => {
    if (dirtyRef.current && !(await askDiscard())) return;
    closeNow();
  }, [askDiscard, closeNow]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || props.saving) return;
    setBusy(true);
    try {
      if (await onSave()) closeNow();
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!onDelete) return;
    if (await onDelete()) closeNow();
  };

  // A dialog above the drawer (a confirmation) takes Escape and outside clicks for itself.
  const topmost = depth === 0;
  let body: ReactNode;
  if (props.error) {
    body = (
      <LoadError title={t('shell.drawerLoadFailed')} codes={props.error.codes} onRetry={props.onRetry} />
    );
  } else if (props.loading) {
    body = (
      <Stack gap="lg" role="status" aria-label={t('shell.drawerLoading')}>
        <VisuallyHidden>{t('shell.drawerLoading')}</VisuallyHidden>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={52} aria-hidden />
        ))}
      </Stack>
    );
  } else if (props.notFound) {
    body = (
      <Stack gap="xs">
        <Text fw={600}>{t('shell.notFoundTitle')}</Text>
        <Text c="dimmed">{t('shell.notFoundText')}</Text>
      </Stack>
    );
  }

  return (
    <Drawer.Root
      opened={id !== undefined}
      onClose={() => void requestClose()}
      position="right"
      size={props.size ?? 'lg'}
      closeOnEscape={topmost}
      closeOnClickOutside={topmost}
    >
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header {...HEADER_AS_DIV}>
          <Drawer.Title fw={700} fz="lg">
            {props.title}
          </Drawer.Title>
          <Drawer.CloseButton aria-label={t('shell.close')} />
        </Drawer.Header>
        <Drawer.Body>
          {body ?? (
            <form ref={props.formRef} onSubmit={submit} noValidate>
              <Stack gap="md">
                {props.children}
                <Group justify="space-between" mt="md" gap="sm">
                  {!isNew && onDelete ? (
                    <Button
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={16} />}
                      onClick={() => void remove()}
                      loading={props.deleting}
                    >
                      {t('shell.delete')}
                    </Button>
                  ) : (
                    <span />
                  )}
                  <Group gap="sm">
                    <Button variant="default" onClick={() => void requestClose()}>
                      {t('shell.cancel')}
                    </Button>
                    <Button type="submit" loading={busy || props.saving}>
                      {props.saveLabel ?? (isNew ? t('shell.create') : t('shell.save'))}
                    </Button>
                  </Group>
                </Group>
              </Stack>
            </form>
          )}
          {body && (
            <Group justify="flex-end" mt="lg">
              <Button variant="default" onClick={closeNow}>
                {t('shell.close')}
              </Button>
            </Group>
          )}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
