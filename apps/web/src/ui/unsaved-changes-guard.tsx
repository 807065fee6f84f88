import { Button, Group, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StackedModal } from '../../ui/modal-stack.tsx';

/**
 * While `dirty`, asks before the user navigates away inside the app, and lets the browser warn
 * before a reload or closing the tab.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation('settings');
  const blocker = useBlocker({
    shouldBlockFn: () => dirty,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  });
  const open = blocker.status === 'blocked';
  return (
    <StackedModal opened={open} onClose={() => blocker.reset?.()} title={t('unsaved.title')}>
      <Text mb="lg">{t('unsaved.text')}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('unsaved.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('unsaved.leave')}
        </Button>
      </Group>
    </StackedModal>
  );
}
