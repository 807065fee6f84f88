/**
 * Sends one analytics event to the server. It never blocks or breaks what the visitor is doing:
 * `keepalive` lets the request outlive a page change, and every failure is ignored.
 */
export function sendMarketingEvent(name: string, data: Record<string, string>): void {
  try {
    void fetch('/telemetry', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events: [{ kind: 'event', name, data }] }),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // fetch itself can throw synchronously (no fetch, blocked by policy): analytics is optional.
  }
}
