import { Button, Group, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StackedModal } from './modal-stack.tsx';

/**
 * While `dirty`, asks before the user navigates away inside the app, and lets the browser warn
 * before a reload or closing the tab.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation('ui');
  const blocker = useBlocker({
    shouldBlockFn: () => dirty,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  });
  const open = blocker.status === 'blocked';
  return (
    <StackedModal opened={open} onClose={() => blocker.reset?.()} title={t('unsavedPage.title')}>
      <Text mb="lg">{t('unsavedPage.text')}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('unsavedPage.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('unsavedPage.leave')}
        </Button>
      </Group>
    </StackedModal>
  );
}
