import { List, Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/i18n.ts';
import { request } from '../../lib/request.ts';
import { useConfirm } from '../../ui/confirm.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { DELETE_NODE_MUTATION, NODE_DEPENDENTS_QUERY } from './catalogue.graphql.ts';

/** Kinds of dependents the server reports, each with a text in catalogue.json (delete.kinds.*). */
const KINDS = ['MENU_ENTRIES', 'POS_BUTTONS', 'UPSELLS', 'ITEMS', 'SUBCATEGORIES', 'CATEGORIES'] as const;
type Kind = (typeof KINDS)[number];
const isKnownKind = (kind: string): kind is Kind => (KINDS as readonly string[]).includes(kind);

/**
 * Deletes an item, category or course type after asking. The question names what depends on it
 * (menu entries, POS buttons, items, …) and then deletes with force, which removes those links
 * too; nothing depending on it, a plain confirmation. Resolves true once deleted.
 */
export function useDeleteNode(): (id: string, name: string) => Promise<boolean> {
  const { t } = useTranslation('catalogue');
  const confirm = useConfirm();
  const toast = useToast();
  return useCallback(
    async (id, name) => {
      const dependents = await request(NODE_DEPENDENTS_QUERY, { id });
      if (!dependents.success) {
        toast.error(t(errorMessageKey(dependents.errorCodes), { ns: 'common' }));
        return false;
      }
      const list = dependents.data.nodeDependents;
      const agreed = await confirm({
        title: t('delete.title', { name }),
        danger: true,
        confirmLabel: list.length > 0 ? t('delete.confirmForce') : t('delete.confirm'),
        message:
          list.length === 0 ? (
            t('delete.plain')
          ) : (
            <Stack gap="xs">
              <Text>{t('delete.dependentsIntro')}</Text>
              <List>
                {list.map((dependent) => (
                  <List.Item key={dependent.kind}>
                    {isKnownKind(dependent.kind)
                      ? t(`delete.kinds.${dependent.kind}`, { count: dependent.count })
                      : t('delete.kinds.other', { count: dependent.count })}
                  </List.Item>
                ))}
              </List>
              <Text>{t('delete.dependentsOutro')}</Text>
            </Stack>
          ),
      });
      if (!agreed) return false;
      const deleted = await request(
        DELETE_NODE_MUTATION,
        { id, force: list.length > 0 },
        { expectedCodes: ['CONFLICT'] },
      );
      if (!deleted.success) {
        toast.error(
          deleted.errorCodes.includes('CONFLICT')
            ? t('delete.changed')
            : t(errorMessageKey(deleted.errorCodes), { ns: 'common' }),
        );
        return false;
      }
      toast.success(t('delete.done', { name }));
      return true;
    },
    [confirm, t, toast],
  );
}
