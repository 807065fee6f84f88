/** Extra data attached to a log line; must already be free of secrets. */
export type LogContext = Record<string, unknown>;

function write(method: 'error' | 'warn' | 'info', message: string, context?: LogContext): void {
  if (context === undefined) console[method](message);
  else console[method](message, context);
}

/**
 * The one place the web client logs through, so a telemetry sink (spec §7, monitoring) can be added
 * later without touching callers.
 */
export const logger = {
  error: (message: string, context?: LogContext): void => write('error', message, context),
  warn: (message: string, context?: LogContext): void => write('warn', message, context),
  info: (message: string, context?: LogContext): void => write('info', message, context),
};
