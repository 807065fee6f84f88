import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { loadErrorOf } from '../lib/request.ts';
import type { ListPageProps } from './list-types.ts';

/** The props a server-paged {@link ListPage} takes from an infinite query of cursor pages. */
export type ServerPages<T> = Required<Pick<ListPageProps<T>, 'paging' | 'error' | 'onRetry'>> &
  Pick<ListPageProps<T>, 'rows'>;

/**
 * The rows loaded so far, the paging state, and the load error of an infinite query, ready to
 * spread into a server-paged ListPage. `nodes` reads a page's rows; keep it stable (module level).
 */
export function useServerPages<P, T>(
  query: UseInfiniteQueryResult<InfiniteData<P>>,
  nodes: (page: P) => readonly T[],
): ServerPages<T> {
  const { data, error, fetchNextPage, hasNextPage, isFetchingNextPage, refetch } = query;
  const rows = useMemo(() => data?.pages.flatMap(nodes), [data, nodes]);
  const onLoadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const paging = useMemo(
    () => ({ hasMore: hasNextPage, loadingMore: isFetchingNextPage, onLoadMore }),
    [hasNextPage, isFetchingNextPage, onLoadMore],
  );
  const onRetry = useCallback(() => void refetch(), [refetch]);
  return { rows, paging, error: loadErrorOf(error), onRetry };
}
