// Local storage can throw (private mode, storage disabled, quota): a failed read means "nothing
// stored" and a failed write is dropped, so the app still works for the current page.

function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Reads a value from local storage; `null` when absent or when storage is unavailable. */
export function readStorage(key: string): string | null {
  try {
    return localStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a value to local storage, or removes the key when `value` is `null`. */
export function writeStorage(key: string, value: string | null): void {
  try {
    const store = localStore();
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Ignored on purpose: see the note at the top of this file.
  }
}
