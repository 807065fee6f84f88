// The /monitoring/void-journal URL. Its own module: the route's validateSearch stays in the shell's
// route tree, and importing it from the feature's index would pull the whole screen into the shell.
import { VOID_KINDS } from '@fika/domain';

/** `?from=&to=&venue=&kind=&q=` of /monitoring/void-journal. */
export interface VoidJournalSearch {
  from?: string;
  to?: string;
  venue?: string;
  kind?: string;
  q?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the void journal's search params; anything malformed is dropped. */
export function voidJournalSearch(search: Record<string, unknown>): VoidJournalSearch {
  const pick = (key: string, ok: (v: string) => boolean = () => true) => {
    const v = search[key];
    return typeof v === 'string' && v.trim() !== '' && ok(v.trim()) ? v.trim() : undefined;
  };
  const out = {
    from: pick('from', (v) => DAY.test(v)),
    to: pick('to', (v) => DAY.test(v)),
    venue: pick('venue'),
    kind: pick('kind', (v) => (VOID_KINDS as readonly string[]).includes(v)),
    q: pick('q'),
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}
