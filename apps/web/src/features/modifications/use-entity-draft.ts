import { useCallback, useState } from 'react';

/** What {@link useEntityDraft} gives a drawer form. */
export interface EntityDraft<T> {
  /** The form's values, null until the entity is there to start from. */
  draft: T | null;
  /** Merges changed fields into the form. */
  change: (patch: Partial<T>) => void;
  /** The form differs from what it started from. */
  dirty: boolean;
}

/**
 * The values of a drawer form: taken from `start()` once `ready` (the entity loaded, or a new one),
 * then edited; `same` decides whether they still equal the start (JSON by default).
 */
export function useEntityDraft<T extends object>(
  ready: boolean,
  start: () => T,
  same: (a: T, b: T) => boolean = (a, b) => JSON.stringify(a) === JSON.stringify(b),
): EntityDraft<T> {
  const [initial, setInitial] = useState<T | null>(null);
  const [draft, setDraft] = useState<T | null>(null);
  if (ready && initial === null) {
    const values = start();
    setInitial(values);
    setDraft(values);
  }
  const change = useCallback((patch: Partial<T>) => setDraft((d) => (d ? { ...d, ...patch } : d)), []);
  return { draft, change, dirty: draft !== null && initial !== null && !same(draft, initial) };
}
