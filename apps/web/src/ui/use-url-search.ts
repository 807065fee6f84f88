import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * The current route's search params (as its `validateSearch` reads them) and a setter that merges
 * a patch into them. Filter screens keep their filters, search, sort and open row in the URL, so a
 * filtered list can be linked, reloaded and navigated back to; a change replaces the history entry
 * rather than adding one per keystroke.
 */
export function useUrlSearch<S extends object>(): [S, (patch: Partial<S>) => void] {
  const all: unknown = useSearch({ strict: false });
  const search = all as S;
  const navigate = useNavigate();
  const set = useCallback(
    (patch: Partial<S>) =>
      void navigate({
        to: '.',
        search: ((previous: S) => ({ ...previous, ...patch })) as never,
        replace: true,
      }),
    [navigate],
  );
  return [search, set];
}
