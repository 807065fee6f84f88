import type { LoadErrorState } from '../lib/request.ts';
import type { EntityDrawerProps, EntityParam } from './entity-drawer.tsx';

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
 * The drawer of a list screen whose rows hold everything the form needs: the row of `?id=`, and
 * loading / not-found / load-error states from the list. With `remove`, the drawer offers Delete
 * for that row (the caller asks and reports, e.g. through useDeleteProtocol).
 */
export function useListDrawer<T extends { id: string }>(
  entity: EntityParam,
  rows: readonly T[] | undefined,
  load: { error: LoadErrorState | null; retry: () => void },
  remove?: (row: T) => Promise<boolean>,
): ListDrawer<T> {
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
      onDelete: remove && (async () => (row ? remove(row) : false)),
    },
  };
}
