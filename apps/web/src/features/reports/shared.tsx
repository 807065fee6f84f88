import { apiBaseUrl } from '../../lib/env.ts';

/** Opens a server download (a signed PDF link from generatePdfReport). */
export function downloadUrl(path: string): void {
  const link = document.createElement('a');
  link.href = `${apiBaseUrl()}${path}`;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** The figure table of the report screens is the shared one. */
export { FigureTable } from '../../ui/figure-table.tsx';
