// The paths the server answers itself (/r: the digital receipt); every other GET path is a page of the web app. '/api',
// '/reports' and '/tables' are pages too, so only their machine-facing sub-paths count.
const API_PATH =
  /^\/(graphql|healthz|telemetry|dev|uploads|files|terminal|sandbox|r)(\/|$)|^\/api\/(v1|guest)(\/|$)|^\/reports\/pdf$|^\/tables\/qr-sheet\.pdf$/;

/** Whether a request path (without query) belongs to the API rather than to the web app. */
export function isApiPath(path: string): boolean {
  return API_PATH.test(path);
}

/** The path of a request URL without its query string. */
export function pathOf(url: string): string {
  return url.split('?')[0] ?? '/';
}
