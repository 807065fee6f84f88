// Large batches (CSV import, bulk edit, a new 'All articles' menu) are read and written in slices:
// one statement per slice keeps the parameter count far below PostgreSQL's limit of 65,535.

/** Rows per statement of a batch write. */
export const SLICE_SIZE = 1000;

/** `list` cut into consecutive slices of at most `size`. */
export function slices<T>(list: readonly T[], size = SLICE_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** Runs `work` on each slice of `rows` in turn (one statement each). */
export async function inSlices<T>(
  rows: readonly T[],
  work: (slice: T[]) => Promise<unknown>,
  size = SLICE_SIZE,
): Promise<void> {
  for (const slice of slices(rows, size)) await work(slice);
}
