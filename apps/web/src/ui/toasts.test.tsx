import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n.ts';
import { TOAST_ACTION_DELAY_MS, TOAST_HIDE_MS, ToastProvider, toast, useToast } from './toasts.tsx';

function renderToasts() {
  render(
    <MantineProvider>
      <ToastProvider>
        <span />
      </ToastProvider>
    </MantineProvider>,
  );
}

function ToastOrphan() {
  useToast();
  return null;
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    act(() => {
      vi.runOnlyPendingTimers();
    });
    cleanup();
    vi.useRealTimers();
  });

  it('hide after the §4 defaults: successes 2000 ms, warnings 3000 ms, errors never', async () => {
    expect(TOAST_HIDE_MS).toEqual({ success: 2000, warn: 3000, error: 0 });
    renderToasts();
    act(() => {
      toast.success('Saved');
      toast.warn('Careful');
      toast.error('Broken');
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(screen.getByText('Careful')).toBeTruthy();

    await act(async () => {
      vi.advanceTimersByTime(2500);
    });
    await vi.waitFor(() => expect(screen.queryByText('Saved')).toBeNull());
    expect(screen.getByText('Careful')).toBeTruthy();

    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    await vi.waitFor(() => expect(screen.queryByText('Careful')).toBeNull());

    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Broken')).toBeTruthy();
  });

  it('runs an action 200 ms after its click, once the toast is closing', async () => {
    renderToasts();
    const onClick = vi.fn();
    act(() => {
      toast.warn('Item removed', { action: { label: 'Undo', onClick } });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(onClick).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(TOAST_ACTION_DELAY_MS);
    });
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('names its close button for screen readers', async () => {
    await initI18n('en', ['ui']);
    renderToasts();
    act(() => {
      toast.error('Broken');
    });
    expect(await screen.findByText('Broken')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('useToast outside its provider names the missing provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ToastOrphan />)).toThrow('useToast must be used within a MessageProvider');
  });
});
