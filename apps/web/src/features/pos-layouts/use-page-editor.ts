import { type GridSize, LAYOUT_MESSAGE_KEYS, moveButton, neighbourCell, resizeGrid } from '@fika/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/i18n.ts';
import { type RequestResult, request } from '../../lib/request.ts';
import { useToast } from '../../ui/toasts.tsx';
import { UPDATE_PAGE_MUTATION } from './pos-layouts.graphql.ts';
import {
  type ButtonSource,
  buttonInputs,
  LAYOUT_QUERY_KEYS,
  newButton,
  type PosButton,
  type PosPage,
  pageQuery,
} from './use-pos-layouts.ts';

const RULE_MESSAGES: ReadonlySet<string> = new Set(Object.values(LAYOUT_MESSAGE_KEYS));

/** The translated reason a save failed: the broken rule if the server named one. */
export function useSaveFailure() {
  const { t } = useTranslation('layouts');
  return useCallback(
    (result: Extract<RequestResult<unknown>, { success: false }>) => {
      const rule = result.fieldErrors.find((e) => RULE_MESSAGES.has(e.message))?.message;
      if (rule) return t(rule as ParseKeys<'layouts'>);
      if (result.errorCodes.includes('NOT_FOUND')) return t('editor.notFound');
      return t(errorMessageKey(result.errorCodes), { ns: 'common' });
    },
    [t],
  );
}

/** A change to a page: its new buttons and, if it changes, its new grid. */
interface PageChange {
  buttons: PosButton[];
  grid?: GridSize;
}

/**
 * The page `pageId` and its edits. Each edit shows at once (optimistic), then is saved with
 * updatePage and the page's whole set of buttons; saves of one page go one at a time, in order.
 * A failed save puts the page back as it was (or reloads it if later edits came on top) and says
 * why in an error toast.
 */
export function usePageEditor(pageId: string) {
  const { t } = useTranslation('layouts');
  const queryClient = useQueryClient();
  const toast = useToast();
  const failure = useSaveFailure();
  const page = useQuery(pageQuery(pageId));
  const queue = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef(0);

  const apply = useCallback(
    (change: (current: PosPage) => PageChange | null) => {
      const key = LAYOUT_QUERY_KEYS.page(pageId);
      const before = queryClient.getQueryData<PosPage>(key);
      if (!before) return;
      const next = change(before);
      if (!next) return;
      const grid = next.grid ?? before;
      const optimistic: PosPage = {
        ...before,
        columns: grid.columns,
        rows: grid.rows,
        buttons: [...next.buttons].sort((a, b) => a.position - b.position),
      };
      void queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, optimistic);
      latest.current += 1;
      const ticket = latest.current;
      const input = {
        ...(next.grid ? { columns: grid.columns, rows: grid.rows } : {}),
        buttons: { set: buttonInputs(optimistic.buttons) },
      };
      queue.current = queue.current.then(async () => {
        const result = await request(
          UPDATE_PAGE_MUTATION,
          { id: pageId, input },
          { expectedCodes: ['BAD_USER_INPUT', 'NOT_FOUND'] },
        );
        if (result.success) {
          // Later edits are on their way; the last answer is the one the page shows.
          if (ticket === latest.current) queryClient.setQueryData(key, result.data.updatePage);
          return;
        }
        if (queryClient.getQueryData(key) === optimistic) queryClient.setQueryData(key, before);
        else void queryClient.invalidateQueries({ queryKey: key });
        if (result.errorCodes.includes('NOT_FOUND')) {
          void queryClient.invalidateQueries({ queryKey: LAYOUT_QUERY_KEYS.layouts });
        }
        toast.error(failure(result), { title: t('editor.saveFailed') });
      });
    },
    [pageId, queryClient, toast, failure, t],
  );

  /** Puts `source` on the empty cell `position`; an occupied cell refuses it. */
  const place = useCallback(
    (source: ButtonSource, position: number) =>
      apply((current) => {
        if (current.buttons.some((b) => b.position === position)) {
          toast.warn(t('editor.cellTaken'));
          return null;
        }
        return { buttons: [...current.buttons, newButton(source, position)] };
      }),
    [apply, toast, t],
  );

  /** Moves the button at `from` to `to`, swapping with a button there. */
  const move = useCallback(
    (from: number, to: number) =>
      apply((current) => (from === to ? null : { buttons: moveButton(current.buttons, from, to) })),
    [apply],
  );

  /** Moves the button at `position` one cell in a direction, if there is a cell there. */
  const nudge = useCallback(
    (position: number, direction: 'up' | 'down' | 'left' | 'right') =>
      apply((current) => {
        const to = neighbourCell(position, direction, current);
        return to === null ? null : { buttons: moveButton(current.buttons, position, to) };
      }),
    [apply],
  );

  /** Removes the button at `position`. */
  const remove = useCallback(
    (position: number) =>
      apply((current) => ({ buttons: current.buttons.filter((b) => b.position !== position) })),
    [apply],
  );

  /** Resizes the grid: buttons keep row and column; those outside the new grid are removed. */
  const resize = useCallback(
    (grid: GridSize) =>
      apply((current) => ({ buttons: resizeGrid(current.buttons, current, grid).kept, grid })),
    [apply],
  );

  return { page, place, move, nudge, remove, resize };
}
