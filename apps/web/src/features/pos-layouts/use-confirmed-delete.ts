import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/i18n.ts';
import type { RequestResult } from '../../lib/request.ts';
import { useConfirm } from '../../ui/confirm.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { LAYOUT_QUERY_KEYS } from './use-pos-layouts.ts';

/** What can be deleted in the editor; each has deleteTitle, deleteText, delete and deleted texts. */
type Deletable = 'layouts' | 'categories' | 'subPages';

/**
 * Deletes a layout, category or sub-page after asking, then says so and reloads the editor's data
 * (every page too: buttons that opened a deleted page now show it as deleted). True when deleted.
 */
export function useConfirmedDelete() {
  const { t } = useTranslation('layouts');
  const toast = useToast();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  return useCallback(
    async (what: Deletable, name: string, send: () => Promise<RequestResult<unknown>>) => {
      const confirmed = await confirm({
        title: t(`${what}.deleteTitle`, { name }),
        message: t(`${what}.deleteText`),
        confirmLabel: t(`${what}.delete`),
        cancelLabel: t('actions.cancel'),
        danger: true,
      });
      if (!confirmed) return false;
      const result = await send();
      if (!result.success) {
        toast.error(t(errorMessageKey(result.errorCodes), { ns: 'common' }));
        return false;
      }
      toast.success(t(`${what}.deleted`, { name }));
      await queryClient.invalidateQueries({ queryKey: [LAYOUT_QUERY_KEYS.layouts[0]] });
      return true;
    },
    [confirm, queryClient, t, toast],
  );
}
