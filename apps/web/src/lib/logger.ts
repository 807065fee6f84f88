import { capture } from './monitoring.ts';

/** Extra data attached to a log line; must already be free of secrets. */
export type LogContext = Record<string, unknown>;

function write(method: 'error' | 'warn' | 'info', message: string, context?: LogContext): void {
  if (context === undefined) console[method](message);
  else console[method](message, context);
  capture(method, message, context);
}

/**
 * The one place the web client logs through: the console, and the monitoring intake (lib/monitoring.ts;
 * a `stack` in the context travels as the line's stack, a `requestId` as its request id).
 */
export const logger = {
  error: (message: string, context?: LogContext): void => write('error', message, context),
  warn: (message: string, context?: LogContext): void => write('warn', message, context),
  info: (message: string, context?: LogContext): void => write('info', message, context),
};
