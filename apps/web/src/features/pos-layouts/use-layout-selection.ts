import { appearedLayoutId, pickLayoutId } from '@fika/domain';
import { useEffect, useRef } from 'react';

/** Goes to a layout (`?layoutId=`); `replace` when the address only corrects itself. */
export type SelectLayout = (layoutId: string | undefined, options: { replace: boolean }) => void;

/**
 * Which layout the editor shows (§4): the one in the address while it exists, else the first. When
 * a new layout appears (created here or elsewhere) it goes to the last one; an address naming a
 * layout that no longer exists is corrected to the first.
 */
export function useLayoutSelection(
  layoutIds: readonly string[] | undefined,
  requested: string | undefined,
  select: SelectLayout,
): string | undefined {
  const seen = useRef<readonly string[] | null>(null);
  const selected = layoutIds ? pickLayoutId(layoutIds, requested) : undefined;
  const idsKey = layoutIds?.join(' ');
  const latestSelect = useRef(select);
  latestSelect.current = select;

  // biome-ignore lint/correctness/useExhaustiveDependencies: idsKey stands for layoutIds' contents.
  useEffect(() => {
    if (!layoutIds) return;
    const appeared = appearedLayoutId(seen.current, layoutIds);
    seen.current = layoutIds;
    if (appeared !== undefined) {
      if (appeared !== requested) latestSelect.current(appeared, { replace: false });
      return;
    }
    if (requested !== undefined && requested !== selected) latestSelect.current(selected, { replace: true });
  }, [idsKey, requested, selected]);

  return selected;
}
