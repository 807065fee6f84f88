// The browser monitoring client's limits (§9) and the rules both ends share: the web client keeps
// to them while it batches, the server's intake refuses a batch that breaks them.

import { LOG_SEVERITIES, type LogSeverity } from './enums.ts';
import { hasScope, type Permissions } from './permissions.ts';

const KIB = 1024;

/** §9 "Client cache and monitoring". */
export const MONITORING_LIMITS = {
  /** Percent of sessions that are tracked at all. */
  sessionSampleRate: 100,
  /** Percent of tracked sessions that also send telemetry (page views, timings). */
  telemetrySampleRate: 20,
  batchMessages: 50,
  batchBytes: 16 * KIB,
  /** A longer message is cut to this many bytes (UTF-8) before it is queued. */
  messageBytes: 256 * KIB,
  flushMs: 30_000,
  eventsPerMinute: 3_000,
  sessionLifetimeMs: 4 * 60 * 60_000,
  sessionInactivityMs: 15 * 60_000,
  queueBytes: 3 * KIB * KIB,
  /** The body of a failed response kept with its log line. */
  errorResponseBytes: 32 * KIB,
} as const;

/** What the intake keeps of one message, and how long and how much it keeps. */
export const CLIENT_LOG_STORE = {
  /** Stored message text, in characters (the rest of a 256 KiB message is noise on a screen). */
  messageChars: 4_000,
  stackChars: 16_000,
  /** The JSON of a message's context (the captured error response fits). */
  contextBytes: 40 * KIB,
  retentionDays: 30,
  /** Newest rows kept per company (and for signed-out senders together). */
  rowsPerCompany: 20_000,
  /** Batches a minute one monitoring session and one address may post. */
  batchesPerSessionPerMinute: 120,
  batchesPerAddressPerMinute: 600,
} as const;

/** Severities the Client errors screen groups: error and everything worse. */
export const ERROR_SEVERITIES: readonly LogSeverity[] = LOG_SEVERITIES.filter(
  (s) => LOG_SEVERITIES.indexOf(s) >= LOG_SEVERITIES.indexOf('error'),
);

/** Whether `value` is a §4 severity. */
export function isLogSeverity(value: unknown): value is LogSeverity {
  return typeof value === 'string' && (LOG_SEVERITIES as readonly string[]).includes(value);
}

/**
 * Who may read the company's client errors: those who set the company up (SETTINGS; full access
 * has every scope). They decide whether to call support about a failing screen.
 */
export function canReadClientErrors(p: Permissions): boolean {
  return hasScope(p, 'SETTINGS');
}

/** The public client token format of the intake (like a monitoring vendor's `pub…` tokens). */
export const CLIENT_TOKEN_PATTERN = /^pub[a-z0-9]{8,64}$/;

/**
 * The grouping key of one error, before hashing: the message with its volatile parts (numbers, ids,
 * quoted values) blanked, and the first frame of the stack, so one bug is one group.
 */
export function errorGroupKey(message: string, stack: string | null | undefined): string {
  const normalised = message
    .slice(0, 500)
    .replace(/"[^"]*"|'[^']*'/g, '"…"')
    .replace(/\b[0-9a-f]{8,}\b|\b[a-z0-9]{20,}\b|\d+/gi, '#')
    .trim();
  const frame = (stack ?? '')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith('at ') || line.includes('@'));
  // Query strings and line:column positions change with every build of the same code.
  const place = frame?.replace(/\?[^\s):]*/g, '').replace(/:\d+:\d+/g, '') ?? '';
  return `${normalised}\n${place}`;
}

/** Written where a log line would name the company: replaced by the signed-in user's name when sent (§9). */
export const COMPANY_NAME_PLACEHOLDER = '{{companyName}}';

/** Statuses after which the client tries a batch again later (§8): offline (0), 408, 429 and 5xx. */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/**
 * The venue slug of a guest ordering page a signed-out error happened on (/order/{slug},
 * /{lang}-{country}/order/{slug} and its status page …/order/{slug}/status/{token}), so the intake
 * can file the error under that venue's company; null for any other page (public site, login,
 * activation, a table's legacy QR path /order/t/{reference}).
 */
export function guestPageSlug(url: string | null | undefined): string | null {
  if (!url) return null;
  let path = url;
  try {
    // A full address (some browsers report one) or a bare path.
    path = new URL(url, 'https://fika.invalid').pathname;
  } catch {
    return null;
  }
  const parts = path.split('/').filter(Boolean);
  if (/^[a-z]{2}-[a-z]{2}$/.test(parts[0] ?? '')) parts.shift();
  const [order, slug, status, token] = parts;
  if (order !== 'order' || !slug || slug === 't') return null;
  if (parts.length === 2 || (status === 'status' && token && parts.length === 4)) {
    try {
      const decoded = decodeURIComponent(slug);
      return decoded.length <= 100 ? decoded.toLowerCase() : null;
    } catch {
      return null;
    }
  }
  return null;
}

// The path segments after which a signed-out page's address carries a secret.
const SECRET_AFTER = new Set(['activate', 'reset-password', 'status', 't']);

/**
 * A page address as the Client errors screen may show it to the people who run Fika: no query or
 * fragment, and the token of an activation, password-reset, order-status or table link replaced, so
 * a stored error never hands a reader someone's link.
 */
export function redactClientUrl(url: string): string {
  const bare = url.replace(/[?#].*$/s, '');
  const parts = bare.split('/');
  return parts
    .map((part, i) => (i > 0 && SECRET_AFTER.has(parts[i - 1] ?? '') && part ? ':token' : part))
    .join('/');
}
