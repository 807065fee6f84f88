import { describe, expect, it, vi } from 'vitest';

const sink = vi.fn();
const startMonitoring = vi.fn(() => sink);
vi.mock('./monitoring-client.ts', () => ({ startMonitoring }));

describe('the monitoring shim', () => {
  it('queues lines until the client chunk has loaded, loads it once, then hands lines straight over', async () => {
    const { capture, identifyMonitoringUser, monitoringUserName } = await import('./monitoring.ts');
    capture('error', 'first');
    capture('warn', 'second', { requestId: 'r1' });
    expect(sink).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(sink).toHaveBeenCalledTimes(2));
    expect(sink.mock.calls.map(([entry]) => entry.message)).toEqual(['first', 'second']);
    expect(sink.mock.calls[1]?.[0]).toMatchObject({ severity: 'warn', context: { requestId: 'r1' } });
    capture('error', 'third');
    expect(sink).toHaveBeenCalledTimes(3);
    expect(startMonitoring).toHaveBeenCalledTimes(1);
    identifyMonitoringUser('Anna');
    expect(monitoringUserName()).toBe('Anna');
  });

  it('reports uncaught errors and unhandled rejections', async () => {
    const { watchUncaughtErrors } = await import('./monitoring.ts');
    watchUncaughtErrors();
    sink.mockClear();
    const error = new TypeError('x is undefined');
    dispatchEvent(new ErrorEvent('error', { message: 'Uncaught TypeError: x is undefined', error }));
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = new Error('no answer');
    dispatchEvent(rejection);
    expect(sink.mock.calls.map(([entry]) => entry.message)).toEqual([
      'Uncaught TypeError: x is undefined',
      'Unhandled rejection: no answer',
    ]);
    expect(sink.mock.calls[0]?.[0].stack).toContain('TypeError');
  });
});
