// The browser monitoring client (§4, §8, §9, #17 item 7), loaded on demand by monitoring.ts: it keeps
// a session (sampled, renewed after 15 minutes idle or 4 hours), batches log lines (50 or 16 KiB,
// or after 30 s, or when the page is hidden, through sendBeacon), keeps to 3,000 lines a minute and
// a 3 MiB upload queue, retries with backoff, and sends nothing without a client token.
import {
  COMPANY_NAME_PLACEHOLDER,
  isRetryableStatus,
  MONITORING_LIMITS as LIMITS,
  type LogSeverity,
} from '@fika/domain';
import { withoutPasswords } from './redact.ts';
import { getAdminToken, getToken } from './token-storage.ts';

/** The public token of this web app at the intake; an empty VITE_MONITORING_CLIENT_TOKEN turns sending off. */
const DEFAULT_CLIENT_TOKEN = 'pubfikaweb0000001';
const ENDPOINT = '/telemetry/monitoring';
const MAX_BACKOFF_MS = 60_000;
const SESSION_KEY = 'fika.monitoring.session';

/** One captured log line, as the client batches it. */
export interface Captured {
  severity: LogSeverity;
  message: string;
  context?: Record<string, unknown>;
  stack?: string;
  /** Epoch milliseconds. */
  at: number;
  url: string;
}

/** What the client needs from the browser, so tests can stand in for each part. */
export interface MonitoringDeps {
  clientToken: string | undefined;
  release: string;
  /** The session token of the signed-in user, if any. */
  auth: () => string | null;
  userName: () => string | null;
  /** POSTs one body; resolves the HTTP status, 0 when no answer came (offline, network error). */
  post: (body: string) => Promise<number>;
  /** Hands one body to the browser to send after the page is gone; false when it refused. */
  beacon: (body: string) => boolean;
  random: () => number;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

/** One message as the intake takes it. */
export interface WireMessage {
  severity: LogSeverity;
  message: string;
  occurredAt: string;
  url: string;
  requestId?: string;
  stack?: string;
  context?: Record<string, unknown>;
}

interface Session {
  id: string;
  started: number;
  last: number;
  tracked: boolean;
  telemetry: boolean;
}

interface Batch {
  sessionId: string;
  messages: WireMessage[];
  bytes: number;
}

const encoder = new TextEncoder();
const byteLength = (text: string): number => encoder.encode(text).length;

/** `text` cut to at most `bytes` bytes of UTF-8, never in the middle of a character. */
export function cutToBytes(text: string, bytes: number): string {
  if (text.length * 3 <= bytes) return text;
  const encoded = encoder.encode(text);
  if (encoded.length <= bytes) return text;
  // A cut inside a character decodes to U+FFFD, which is then dropped.
  return new TextDecoder().decode(encoded.slice(0, bytes)).replace(/\uFFFD+$/, '');
}

const PASSWORD_VALUE = /(password["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s,&}]+)/gi;

/** Text without NUL (the intake refuses it) and without any `password=…` or `"password": "…"` value. */
function scrub(text: string): string {
  return text.replaceAll('\u0000', '\uFFFD').replace(PASSWORD_VALUE, '$1[redacted]');
}

function scrubContext(context: Record<string, unknown>): Record<string, unknown> | undefined {
  const clean = withoutPasswords(context);
  const response = clean.response;
  if (typeof response === 'string') {
    clean.response = cutToBytes(scrub(response), LIMITS.errorResponseBytes);
  }
  const json = JSON.stringify(clean, (_key, value: unknown) =>
    typeof value === 'string' ? scrub(value) : value,
  );
  if (json === undefined || json === '{}') return undefined;
  // The captured response is 32 KiB at most; anything else that large is not worth keeping whole.
  if (byteLength(json) > LIMITS.errorResponseBytes + 4096) return { truncated: cutToBytes(json, 4096) };
  return JSON.parse(json) as Record<string, unknown>;
}

/** The client: {@link MonitoringClient.capture} takes log lines, the rest is driven by its timers. */
export class MonitoringClient {
  private session: Session | undefined;
  private batch: Batch | undefined;
  private batchTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly uploads: Batch[] = [];
  private sending = false;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private windowStart = 0;
  private windowCount = 0;

  constructor(private readonly deps: MonitoringDeps) {}

  /** The batches waiting to be sent (the one being sent included), oldest first. */
  get pending(): readonly { sessionId: string; messages: readonly WireMessage[] }[] {
    return this.uploads;
  }

  /** The current session, started or renewed as of now; undefined before the first capture. */
  currentSession(now = Date.now()): Session {
    let session = this.session ?? this.storedSession();
    if (
      !session ||
      now - session.last >= LIMITS.sessionInactivityMs ||
      now - session.started >= LIMITS.sessionLifetimeMs
    ) {
      // Sampled once per session (§9): a tracked session sends logs; some of them telemetry too.
      const tracked = this.deps.random() * 100 < LIMITS.sessionSampleRate;
      session = {
        id: crypto.randomUUID(),
        started: now,
        last: now,
        tracked,
        telemetry: tracked && this.deps.random() * 100 < LIMITS.telemetrySampleRate,
      };
    } else {
      session = { ...session, last: now };
    }
    this.session = session;
    try {
      this.deps.storage?.setItem(SESSION_KEY, JSON.stringify(session));
    } catch {
      // Storage full or blocked: the session lives in memory only.
    }
    return session;
  }

  private storedSession(): Session | undefined {
    try {
      const raw = this.deps.storage?.getItem(SESSION_KEY);
      return raw ? (JSON.parse(raw) as Session) : undefined;
    } catch {
      return undefined;
    }
  }

  /** Counts one event in the current minute; false once 3,000 have been taken in it. */
  private withinRate(now: number): boolean {
    if (now - this.windowStart >= 60_000) {
      this.windowStart = now;
      this.windowCount = 0;
    }
    if (this.windowCount >= LIMITS.eventsPerMinute) return false;
    this.windowCount += 1;
    return true;
  }

  /** Takes one log line (telemetry: only in the sessions sampled for it). */
  capture(entry: Captured, telemetry = false): void {
    if (!this.deps.clientToken) return;
    const now = Date.now();
    const session = this.currentSession(now);
    if (!session.tracked || (telemetry && !session.telemetry)) return;
    if (!this.withinRate(now)) return;
    const message = this.toWire(entry);
    const bytes = byteLength(JSON.stringify(message));
    if (this.batch && (this.batch.sessionId !== session.id || this.batch.bytes + bytes > LIMITS.batchBytes)) {
      this.seal();
    }
    this.batch ??= { sessionId: session.id, messages: [], bytes: 0 };
    this.batch.messages.push(message);
    this.batch.bytes += bytes;
    if (this.batch.messages.length >= LIMITS.batchMessages || this.batch.bytes >= LIMITS.batchBytes) {
      this.seal();
    } else {
      this.batchTimer ??= setTimeout(() => this.seal(), LIMITS.flushMs);
    }
  }

  private toWire(entry: Captured): WireMessage {
    const name = this.deps.userName();
    let text = scrub(entry.message);
    if (name) text = text.split(COMPANY_NAME_PLACEHOLDER).join(name);
    const { stack: contextStack, ...rest } = entry.context ?? {};
    const stack = entry.stack ?? (typeof contextStack === 'string' ? contextStack : undefined);
    const context = entry.context ? scrubContext(rest) : undefined;
    const requestId = context?.requestId;
    return {
      severity: entry.severity,
      message: cutToBytes(text, LIMITS.messageBytes) || '(empty)',
      occurredAt: new Date(entry.at).toISOString(),
      url: entry.url.slice(0, 2048),
      ...(typeof requestId === 'string' && requestId ? { requestId: requestId.slice(0, 100) } : {}),
      ...(stack ? { stack: scrub(stack).slice(0, 65_536) } : {}),
      ...(context ? { context } : {}),
    };
  }

  /** Moves the open batch to the upload queue (dropping the oldest beyond 3 MiB) and sends it. */
  seal(send = true): void {
    clearTimeout(this.batchTimer);
    this.batchTimer = undefined;
    const batch = this.batch;
    this.batch = undefined;
    if (!batch) return;
    this.uploads.push(batch);
    let total = this.uploads.reduce((sum, b) => sum + b.bytes, 0);
    // The batch in flight stays; the oldest waiting ones go first.
    const first = this.sending ? 1 : 0;
    while (total > LIMITS.queueBytes && this.uploads.length > first + 1) {
      const [dropped] = this.uploads.splice(first, 1);
      total -= dropped?.bytes ?? 0;
    }
    if (send) void this.pump();
  }

  private body(batch: Batch): string {
    const auth = this.deps.auth();
    return JSON.stringify({
      clientToken: this.deps.clientToken,
      ...(auth ? { auth } : {}),
      sessionId: batch.sessionId,
      release: this.deps.release,
      messages: batch.messages,
    });
  }

  private async pump(): Promise<void> {
    if (this.sending || this.retryTimer !== undefined) return;
    const batch = this.uploads[0];
    if (!batch) return;
    this.sending = true;
    let status: number;
    try {
      status = await this.deps.post(this.body(batch));
    } catch {
      status = 0;
    }
    this.sending = false;
    if (isRetryableStatus(status)) {
      // Exponential backoff from 1 s to a minute; the batch keeps its place at the head.
      const delay = Math.min(1000 * 2 ** this.attempt, MAX_BACKOFF_MS);
      this.attempt += 1;
      this.retryTimer = setTimeout(() => {
        this.retryTimer = undefined;
        void this.pump();
      }, delay);
      return;
    }
    // Sent, or refused for good (a 4xx other than 408/429): either way it leaves the queue.
    this.attempt = 0;
    if (this.uploads[0] === batch) this.uploads.shift();
    void this.pump();
  }

  /** The page is being hidden or left: everything queued goes out through the beacon. */
  flushOnHide(): void {
    // Not through fetch: a request started now would be cancelled with the page.
    this.seal(false);
    const first = this.sending ? 1 : 0;
    for (const batch of this.uploads.slice(first)) {
      if (!this.deps.beacon(this.body(batch))) break;
      this.uploads.splice(this.uploads.indexOf(batch), 1);
    }
  }
}

/** Starts the client on this page and returns its sink for monitoring.ts. */
export function startMonitoring(userName: () => string | null): (entry: Captured) => void {
  const configured = import.meta.env.VITE_MONITORING_CLIENT_TOKEN;
  const client = new MonitoringClient({
    // Unit tests never send: whatever they log stays in the test.
    clientToken:
      configured !== undefined
        ? configured.trim() || undefined
        : import.meta.env.MODE === 'test'
          ? undefined
          : DEFAULT_CLIENT_TOKEN,
    release: __RELEASE__,
    auth: () => getToken() ?? getAdminToken(),
    userName,
    post: (body) =>
      // No keepalive: it caps bodies at 64 KiB, and a page being left goes through the beacon.
      fetch(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(
        (response) => response.status,
        () => 0,
      ),
    beacon: (body) => navigator.sendBeacon(ENDPOINT, new Blob([body], { type: 'application/json' })),
    random: Math.random,
    storage: localStorage,
  });
  const hide = () => client.flushOnHide();
  addEventListener('pagehide', hide);
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') hide();
  });
  // User activity keeps the session alive (§4: renews on activity).
  for (const type of ['pointerdown', 'keydown'] as const) {
    addEventListener(type, () => client.currentSession(), { passive: true });
  }
  // Telemetry of the sampled sessions: how long the page took until the client was needed.
  client.capture(
    {
      severity: 'info',
      message: 'Page load',
      context: { loadMs: Math.round(performance.now()) },
      at: Date.now(),
      url: location.pathname,
    },
    true,
  );
  return (entry) => client.capture(entry);
}
