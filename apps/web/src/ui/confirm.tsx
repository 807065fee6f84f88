import { Button, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useModals } from './modal-stack.tsx';

/** What {@link useConfirm} asks. */
export interface ConfirmOptions {
  title: ReactNode;
  /** The question in full: what happens, and what it affects. */
  message: ReactNode;
  /** Defaults to "Confirm" (or "Delete" when `danger`). */
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
}

interface BodyProps extends ConfirmOptions {
  settle: (answer: boolean) => void;
}

function ConfirmBody({ message, confirmLabel, cancelLabel, danger, settle }: BodyProps) {
  const { t } = useTranslation('ui');
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Escape, a click outside or the × closed the dialog without an answer: that is a no.
      // (Checked a tick later: React's strict mode unmounts and remounts once on purpose.)
      queueMicrotask(() => {
        if (!mounted.current) settle(false);
      });
    };
  }, [settle]);
  return (
    <Stack gap="lg">
      {typeof message === 'string' ? <Text>{message}</Text> : message}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => settle(false)} data-autofocus>
          {cancelLabel ?? t('shell.cancel')}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={() => settle(true)}>
          {confirmLabel ?? (danger ? t('shell.delete') : t('shell.confirm'))}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * `const confirm = useConfirm(); if (await confirm({ title, message, danger: true })) …` — asks in
 * a stacked modal and resolves true only when the user confirms (Escape or closing means false).
 */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const modals = useModals();
  const { open, close } = modals;
  return useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        let done = false;
        let id = '';
        const settle = (answer: boolean) => {
          if (done) return;
          done = true;
          resolve(answer);
          close(id);
        };
        id = open({
          title: options.title,
          size: 'md',
          content: () => <ConfirmBody {...options} settle={settle} />,
        });
      }),
    [open, close],
  );
}
