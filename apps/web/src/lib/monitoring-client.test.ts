import { COMPANY_NAME_PLACEHOLDER, MONITORING_LIMITS } from '@fika/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Captured } from './monitoring.ts';
import { MonitoringClient, type MonitoringDeps, type WireMessage } from './monitoring-client.ts';

interface Sent {
  clientToken: string;
  auth?: string;
  sessionId: string;
  release: string;
  messages: WireMessage[];
}

let posted: Sent[];
let beaconed: Sent[];

function client(overrides: Partial<MonitoringDeps> = {}) {
  const deps: MonitoringDeps = {
    clientToken: 'pubfikaweb0000001',
    release: '1.2.3',
    auth: () => 'session-token',
    userName: () => 'Anna Andersson',
    post: vi.fn(async (body: string) => {
      posted.push(JSON.parse(body) as Sent);
      return 202;
    }),
    beacon: vi.fn((body: string) => {
      beaconed.push(JSON.parse(body) as Sent);
      return true;
    }),
    random: () => 0.5,
    ...overrides,
  };
  return { monitor: new MonitoringClient(deps), deps };
}

const line = (message = 'Something broke', extra: Partial<Captured> = {}): Captured => ({
  severity: 'error',
  message,
  at: Date.now(),
  url: '/orders',
  ...extra,
});

const sentMessages = () => posted.flatMap((b) => b.messages);

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') });
  posted = [];
  beaconed = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the monitoring client', () => {
  it('sends nothing without a client token', async () => {
    const { monitor, deps } = client({ clientToken: undefined });
    for (let i = 0; i < 60; i++) monitor.capture(line());
    monitor.flushOnHide();
    await vi.advanceTimersByTimeAsync(MONITORING_LIMITS.flushMs * 2);
    expect(deps.post).not.toHaveBeenCalled();
    expect(deps.beacon).not.toHaveBeenCalled();
  });

  it('sends a batch as soon as it holds 50 messages, with the token, session, release and auth', async () => {
    const { monitor } = client();
    for (let i = 0; i < 51; i++) monitor.capture(line(`error ${i}`));
    await vi.advanceTimersByTimeAsync(0);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      clientToken: 'pubfikaweb0000001',
      auth: 'session-token',
      release: '1.2.3',
    });
    expect(posted[0]?.messages).toHaveLength(50);
    expect(posted[0]?.messages[0]).toMatchObject({ severity: 'error', message: 'error 0', url: '/orders' });
  });

  it('keeps a batch within 16 KiB', async () => {
    const { monitor } = client();
    for (let i = 0; i < 40; i++) monitor.capture(line(`${i} ${'x'.repeat(1000)}`));
    await vi.advanceTimersByTimeAsync(0);
    expect(posted.length).toBeGreaterThanOrEqual(2);
    for (const batch of posted) {
      const bytes = batch.messages.reduce(
        (sum, m) => sum + new TextEncoder().encode(JSON.stringify(m)).length,
        0,
      );
      expect(bytes).toBeLessThanOrEqual(MONITORING_LIMITS.batchBytes);
    }
  });

  it('flushes a smaller batch after 30 seconds', async () => {
    const { monitor } = client();
    monitor.capture(line());
    await vi.advanceTimersByTimeAsync(MONITORING_LIMITS.flushMs - 1);
    expect(posted).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(posted).toHaveLength(1);
  });

  it('hands everything queued to sendBeacon when the page is hidden', async () => {
    const { monitor } = client();
    monitor.capture(line('one'));
    monitor.capture(line('two'));
    monitor.flushOnHide();
    expect(beaconed.flatMap((b) => b.messages.map((m) => m.message))).toEqual(['one', 'two']);
    expect(monitor.pending).toHaveLength(0);
  });

  it('cuts a message over 256 KiB, on a character boundary', async () => {
    const { monitor } = client();
    monitor.capture(line('å'.repeat(200_000)));
    await vi.advanceTimersByTimeAsync(0);
    const message = sentMessages()[0]?.message ?? '';
    expect(new TextEncoder().encode(message).length).toBe(MONITORING_LIMITS.messageBytes);
    expect(message).not.toContain('\uFFFD');
  });

  it('takes at most 3,000 events a minute', async () => {
    const { monitor } = client();
    for (let i = 0; i < MONITORING_LIMITS.eventsPerMinute + 100; i++) monitor.capture(line());
    await vi.advanceTimersByTimeAsync(MONITORING_LIMITS.flushMs);
    expect(sentMessages()).toHaveLength(MONITORING_LIMITS.eventsPerMinute);
    await vi.advanceTimersByTimeAsync(60_000);
    monitor.capture(line('next minute'));
    await vi.advanceTimersByTimeAsync(MONITORING_LIMITS.flushMs);
    expect(sentMessages().at(-1)?.message).toBe('next minute');
  });

  it('samples sessions: all are tracked, telemetry only in one of five', async () => {
    const untracked = client({ random: () => 0.5 });
    untracked.monitor.capture(line('page view', { severity: 'info' }), true);
    untracked.monitor.capture(line('tracked anyway'));
    const sampled = client({ random: () => 0.1 });
    sampled.monitor.capture(line('page view', { severity: 'info' }), true);
    await vi.advanceTimersByTimeAsync(MONITORING_LIMITS.flushMs);
    expect(sentMessages().map((m) => m.message)).toEqual(['tracked anyway', 'page view']);
  });

  it('starts a new session after 15 idle minutes or 4 hours, and activity renews it', () => {
    const { monitor } = client();
    const first = monitor.currentSession().id;
    vi.advanceTimersByTime(MONITORING_LIMITS.sessionInactivityMs - 1);
    expect(monitor.currentSession().id).toBe(first);
    vi.advanceTimersByTime(MONITORING_LIMITS.sessionInactivityMs);
    const second = monitor.currentSession().id;
    expect(second).not.toBe(first);
    // Active every 10 minutes: the same session until it is four hours old.
    for (let elapsed = 0; elapsed < MONITORING_LIMITS.sessionLifetimeMs - 600_000; elapsed += 600_000) {
      vi.advanceTimersByTime(600_000);
      expect(monitor.currentSession().id).toBe(second);
    }
    vi.advanceTimersByTime(600_000);
    expect(monitor.currentSession().id).not.toBe(second);
  });

  it('keeps a session across page loads through storage', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const id = client({ storage }).monitor.currentSession().id;
    expect(client({ storage }).monitor.currentSession().id).toBe(id);
  });

  it('caps the upload queue at 3 MiB, dropping the oldest batches', async () => {
    const { monitor } = client({ post: vi.fn(() => new Promise<number>(() => {})) });
    const big = 'y'.repeat(100 * 1024);
    for (let i = 0; i < 40; i++) monitor.capture(line(`${i} ${big}`));
    await vi.advanceTimersByTimeAsync(0);
    const waiting = monitor.pending.slice(1);
    const bytes = waiting.reduce((sum, b) => sum + JSON.stringify(b.messages).length, 0);
    expect(bytes).toBeLessThanOrEqual(MONITORING_LIMITS.queueBytes);
    expect(monitor.pending.at(-1)?.messages[0]?.message.startsWith('39 ')).toBe(true);
    expect(monitor.pending[0]?.messages[0]?.message.startsWith('0 ')).toBe(true);
    expect(monitor.pending[1]?.messages[0]?.message.startsWith('1 ')).toBe(false);
  });

  it('retries offline (0), 408, 429 and 5xx with a growing backoff, and drops other refusals', async () => {
    const statuses = [0, 503, 429, 408, 202];
    const post = vi.fn(async (body: string) => {
      const status = statuses.shift() ?? 202;
      if (status === 202) posted.push(JSON.parse(body) as Sent);
      return status;
    });
    const { monitor } = client({ post });
    monitor.capture(line());
    monitor.seal();
    await vi.advanceTimersByTimeAsync(0);
    expect(post).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(post).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(post).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(post).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(post).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(8000);
    expect(post).toHaveBeenCalledTimes(5);
    expect(posted).toHaveLength(1);
    expect(monitor.pending).toHaveLength(0);

    const refused = vi.fn(async () => 400);
    const other = client({ post: refused }).monitor;
    other.capture(line());
    other.seal();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refused).toHaveBeenCalledTimes(1);
    expect(other.pending).toHaveLength(0);
  });

  it('keeps an error response up to 32 KiB and its request id', async () => {
    const { monitor } = client();
    monitor.capture(
      line('GraphQL failed', { context: { requestId: 'req-1', response: 'r'.repeat(40_000) } }),
    );
    monitor.seal();
    await vi.advanceTimersByTimeAsync(0);
    const message = sentMessages()[0];
    expect(message?.requestId).toBe('req-1');
    expect(String(message?.context?.response).length).toBe(MONITORING_LIMITS.errorResponseBytes);
  });

  it("puts the user's name for the company-name placeholder and never sends a password", async () => {
    const { monitor } = client();
    monitor.capture(
      line(`Saving ${COMPANY_NAME_PLACEHOLDER} failed: password=hunter22 and "password": "s3cret"`, {
        context: { variables: { password: 'p4ss', email: 'a@b.c' }, response: '{"password":"r3sp"}' },
        stack: 'Error at login?password=st4ck',
      }),
    );
    monitor.seal();
    await vi.advanceTimersByTimeAsync(0);
    const text = JSON.stringify(posted);
    expect(sentMessages()[0]?.message).toMatch(/^Saving Anna Andersson failed/);
    expect(text).not.toMatch(/hunter22|s3cret|p4ss|r3sp|st4ck/);
    expect(text).toContain('a@b.c');
  });

  it('takes a stack from the context, and replaces NUL the intake would refuse', async () => {
    const { monitor } = client();
    monitor.capture(line('a\u0000b', { context: { stack: 'Error\n    at x (a.js:1:1)', note: 'c\u0000d' } }));
    monitor.seal();
    await vi.advanceTimersByTimeAsync(0);
    const message = sentMessages()[0];
    expect(message?.stack).toContain('at x');
    expect(message?.context).toEqual({ note: 'c\uFFFDd' });
    expect(JSON.stringify(message)).not.toContain('\\u0000');
  });
});
