// The always-loaded side of the browser monitoring client (§4, §8, §9): a few lines that catch
// what goes wrong and queue it, and load the real client (monitoring-client.ts, its own chunk) only
// once there is something to send. A session without errors never downloads it.
import type { LogSeverity } from '@fika/domain';
// Types only: the client chunk itself is imported on demand below.
import type { Captured } from './monitoring-client.ts';

export type { Captured };

type Sink = (entry: Captured) => void;

const waiting: Captured[] = [];
let sink: Sink | undefined;
let loading = false;
let userName: string | null = null;

/** The signed-in user's name, which replaces the company-name placeholder in what is sent (§9). */
export function identifyMonitoringUser(name: string | null): void {
  userName = name;
}

/** The name {@link identifyMonitoringUser} set, read by the client when it sends. */
export const monitoringUserName = (): string | null => userName;

/** Queues one log line for the monitoring intake; never throws, never blocks. */
export function capture(
  severity: LogSeverity,
  message: string,
  context?: Record<string, unknown>,
  stack?: string,
): void {
  const entry: Captured = { severity, message, context, stack, at: Date.now(), url: location.pathname };
  if (sink) {
    sink(entry);
    return;
  }
  waiting.push(entry);
  if (loading) return;
  loading = true;
  import('./monitoring-client.ts').then(
    (client) => {
      sink = client.startMonitoring(monitoringUserName);
      for (const queued of waiting.splice(0)) sink(queued);
    },
    // The chunk could not load (offline, new deploy): try again with the next line.
    () => {
      loading = false;
    },
  );
}

/** Reports uncaught errors and unhandled rejections of the page. */
export function watchUncaughtErrors(): void {
  addEventListener('error', (event) => {
    const error: unknown = event.error;
    capture(
      'error',
      event.message || String(error),
      undefined,
      error instanceof Error ? error.stack : undefined,
    );
  });
  addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    capture(
      'error',
      `Unhandled rejection: ${reason instanceof Error ? reason.message : String(reason)}`,
      undefined,
      reason instanceof Error ? reason.stack : undefined,
    );
  });
}
