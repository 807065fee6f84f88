import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteProtocol } from '../../ui/use-delete-protocol.tsx';
import { deleteLoyaltyNode, useRefreshLoyalty } from './use-loyalty.ts';

/** Deletes a promo code or stamp card after asking; a card names the members collecting on it. */
export function useDeleteLoyalty(): (id: string, name: string, kind: 'promo' | 'card') => Promise<boolean> {
  const { t } = useTranslation('loyalty');
  const remove = useDeleteProtocol();
  const refresh = useRefreshLoyalty();
  return useCallback(
    (id, name, kind) =>
      remove({
        send: (force) => deleteLoyaltyNode(id, force),
        canForce: true,
        texts: {
          title: t(`${kind}.delete.title`, { name }),
          message: t(`${kind}.delete.message`),
          done: t(`${kind}.delete.done`, { name }),
          dependents: {
            intro: t('card.delete.intro'),
            outro: t('card.delete.outro'),
            kind: ({ count }) => t('card.delete.members', { count }),
            confirmForce: t('card.delete.confirmForce'),
            changed: t('card.delete.changed'),
          },
        },
        onDeleted: refresh,
      }),
    [refresh, remove, t],
  );
}
