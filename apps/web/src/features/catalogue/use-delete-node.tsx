import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../lib/request.ts';
import { useDeleteProtocol } from '../../ui/use-delete-protocol.tsx';
import { DELETE_NODE_MUTATION } from './catalogue.graphql.ts';

/** Kinds of dependents the server reports, each with a text in catalogue.json (delete.kinds.*). */
const KINDS = ['MENU_ENTRIES', 'POS_BUTTONS', 'UPSELLS', 'ITEMS', 'SUBCATEGORIES', 'CATEGORIES'] as const;
type Kind = (typeof KINDS)[number];
const isKnownKind = (kind: string): kind is Kind => (KINDS as readonly string[]).includes(kind);

/**
 * Deletes an item, category, course type or another catalogue node (deleteNode) after asking.
 * When the server names what depends on it (menu entries, POS buttons, items, …), those are
 * listed and the forced delete, which removes those links too, is offered. Resolves true once
 * deleted.
 */
export function useDeleteNode(): (id: string, name: string) => Promise<boolean> {
  const { t } = useTranslation('catalogue');
  const remove = useDeleteProtocol();
  return useCallback(
    (id, name) =>
      remove({
        send: (force) => request(DELETE_NODE_MUTATION, { id, force }, { expectedCodes: ['CONFLICT'] }),
        canForce: true,
        texts: {
          title: t('delete.title', { name }),
          message: t('delete.plain'),
          confirm: t('delete.confirm'),
          done: t('delete.done', { name }),
          dependents: {
            intro: t('delete.dependentsIntro'),
            outro: t('delete.dependentsOutro'),
            kind: ({ kind, count }) =>
              isKnownKind(kind) ? t(`delete.kinds.${kind}`, { count }) : t('delete.kinds.other', { count }),
            confirmForce: t('delete.confirmForce'),
            changed: t('delete.changed'),
          },
        },
      }),
    [remove, t],
  );
}
