import type { EntityDrawerProps, EntityParam } from '../../ui/entity-drawer.tsx';
import { useDeleteNode } from '../catalogue/index.ts';
import { useRefreshPim } from './use-modifications.ts';

/** What {@link useListDrawer} gives: the open row and the EntityDrawer props that follow from it. */
export interface ListDrawer<T> {
  /** The row `?id=` names, undefined for a new one or while the list loads. */
  row: T | undefined;
  /** The form can start: a new entity, or its row is there. */
  ready: boolean;
  drawer: Pick<
    EntityDrawerProps,
    'id' | 'onClose' | 'loading' | 'error' | 'notFound' | 'onRetry' | 'onDelete'
  >;
}

/**
 * The drawer of a list screen whose rows hold everything the form needs: the row of `?id=`,
 * loading / not-found / load-error states from the list, and Delete through deleteNode (asking
 * what depends on it), then the area's lists reload.
 */
export function useListDrawer<T extends { id: string }>(
  entity: EntityParam,
  rows: readonly T[] | undefined,
  load: { error: { codes: string[] } | null; retry: () => void },
  nameOf: (row: T) => string,
): ListDrawer<T> {
  const deleteNode = useDeleteNode();
  const refresh = useRefreshPim();
  const { id, isNew } = entity;
  const row = id && !isNew ? rows?.find((r) => r.id === id) : undefined;
  const ready = isNew || row !== undefined;
  return {
    row,
    ready,
    drawer: {
      id,
      onClose: entity.close,
      loading: !ready && rows === undefined && !load.error,
      error: ready ? null : load.error,
      onRetry: load.retry,
      notFound: !ready && rows !== undefined,
      onDelete: async () => {
        if (!row) return false;
        const deleted = await deleteNode(row.id, nameOf(row));
        if (deleted) await refresh();
        return deleted;
      },
    },
  };
}
