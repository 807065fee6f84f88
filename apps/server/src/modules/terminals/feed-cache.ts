// The full feeds a server recently built, serialised and gzipped, by company × venue × version. All
// tills of a venue read the same full feed after each change (start of day, a new till, a delta too
// far behind): the first pays for building it, the others get the bytes. One cache per app, so test
// servers over copies of one database never share entries; a version names one content, so an
// entry never goes stale — a newer version is simply another key.
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** A full feed ready to send: its JSON and, made on first demand, the gzip of it. */
export interface CachedFeed {
  version: number;
  json: string;
  gzip?: Promise<Buffer>;
}

/** Most full feeds kept (a few MB each for a 10,000-item venue). */
const MAX_ENTRIES = 8;

export function createFeedCache() {
  const entries = new Map<string, CachedFeed>();
  const keyOf = (companyId: string, venueId: string, version: number) => `${companyId}|${venueId}|${version}`;
  return {
    get(companyId: string, venueId: string, version: number): CachedFeed | undefined {
      const key = keyOf(companyId, venueId, version);
      const hit = entries.get(key);
      if (hit) {
        // Most recently used last, so the oldest is dropped first.
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },
    set(companyId: string, venueId: string, entry: CachedFeed): void {
      entries.set(keyOf(companyId, venueId, entry.version), entry);
      while (entries.size > MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    /** The gzip of an entry, made once (off the event loop) and shared by every later reader. */
    gzipOf(entry: CachedFeed): Promise<Buffer> {
      entry.gzip ??= gzipAsync(entry.json);
      return entry.gzip;
    },
  };
}
