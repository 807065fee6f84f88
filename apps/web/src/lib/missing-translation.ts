// The one format of the "missing translation" warning: the web app logs it (i18n.ts) and the
// browser journeys fail on it (e2e/helpers/test.ts), so both sides import it from here.

/** What every missing-translation warning starts with. */
export const MISSING_TRANSLATION = 'Missing translation';

/** The console line for a key that has no text, e.g. `Missing translation: [pim:shell.search]`. */
export function missingTranslationMessage(namespace: string | undefined, key: string): string {
  return `${MISSING_TRANSLATION}: [${namespace ? `${namespace}:` : ''}${key}]`;
}

/** The console lines among `messages` that report a missing translation. */
export function missingTranslations(messages: readonly string[]): string[] {
  return messages.filter((text) => text.includes(MISSING_TRANSLATION));
}

// i18next shows a plural key without its suffix when it has no text ('shell.rowCount').
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * The dotted key paths of a translation bundle (plural suffixes dropped), e.g. `shell.rowCount`.
 * Top-level keys are left out: a single word such as "cancel" is ordinary text, not a sign of a
 * raw key.
 */
export function translationKeyPaths(bundle: unknown, prefix = ''): string[] {
  if (bundle === null || typeof bundle !== 'object') return [];
  return Object.entries(bundle).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key.replace(PLURAL_SUFFIX, '')}` : key;
    if (typeof value === 'object' && value !== null) return translationKeyPaths(value, path);
    return prefix ? [path] : [];
  });
}

/**
 * The translation keys that appear as whole words in `text` (what a screen shows when a text was
 * never loaded: "shell.searchPlaceholder" instead of "Search…").
 */
export function rawTranslationKeys(text: string, keys: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const key of keys) {
    let from = text.indexOf(key);
    while (from !== -1) {
      const before = text[from - 1] ?? ' ';
      const after = text[from + key.length] ?? ' ';
      const next = text[from + key.length + 1] ?? ' ';
      // A key inside a longer dotted word (a host name, an e-mail address, a file name) is not a
      // raw key; a full stop ending the sentence after it is.
      if (!/[\w.@/-]/.test(before) && !/\w/.test(after) && !(after === '.' && /\w/.test(next))) {
        found.add(key);
        break;
      }
      from = text.indexOf(key, from + 1);
    }
  }
  return [...found].sort();
}
