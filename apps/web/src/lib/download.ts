/**
 * Saves a CSV export the browser downloads. The text comes from the one CSV writer (`writeCsv` in
 * @fika/domain), which already starts with the byte-order mark and uses the reader's separators.
 */
export function downloadCsv(text: string, filename: string): void {
  downloadBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), filename);
}

/** Saves a file the page already holds (a CSV it wrote, a PDF it fetched) under `filename`. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: revoking at once can cancel the download in Firefox.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
