import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApplePlatform, SearchBox } from './search-box.tsx';
import { createSearchI18n, createTestQueryClient, TestProviders } from './test-providers.tsx';
import { SEARCH_REOPEN_DELAY_MS, useSearchHotkey } from './use-search-hotkey.ts';

let i18n: I18n;

/** What the frame does: it owns the flag, the hook guards opening, the box opens on click. */
function Frame({ enabled = true }: { enabled?: boolean }) {
  const [opened, setOpened] = useState(false);
  const openSearch = useSearchHotkey({ opened, onOpen: () => setOpened(true), enabled });
  return (
    <>
      <SearchBox onOpen={openSearch} />
      <input aria-label="Note" />
      <output>{opened ? 'open' : 'closed'}</output>
      <button type="button" onClick={() => setOpened(false)}>
        Close
      </button>
    </>
  );
}

function renderFrame(enabled?: boolean) {
  render(
    <TestProviders i18n={i18n} client={createTestQueryClient()}>
      <Frame enabled={enabled} />
    </TestProviders>,
  );
}

const state = () => screen.getByRole('status').textContent;
const pressK = (modifiers: { ctrlKey?: boolean; metaKey?: boolean }, target: Element = document.body) =>
  fireEvent.keyDown(target, { key: 'k', code: 'KeyK', ...modifiers });
const close = () => fireEvent.click(screen.getByRole('button', { name: 'Close' }));
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeAll(async () => {
  i18n = await createSearchI18n();
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('search hotkey', () => {
  it('opens the palette with Ctrl+K or Cmd+K, also while typing in a field', () => {
    renderFrame();
    expect(state()).toBe('closed');
    pressK({ ctrlKey: true });
    expect(state()).toBe('open');

    close();
    advance(SEARCH_REOPEN_DELAY_MS);
    pressK({ metaKey: true }, screen.getByRole('textbox', { name: 'Note' }));
    expect(state()).toBe('open');
  });

  it('ignores K without the modifier', () => {
    renderFrame();
    pressK({});
    expect(state()).toBe('closed');
  });

  it('cannot reopen the palette for 300 ms after it closed', () => {
    renderFrame();
    pressK({ ctrlKey: true });
    close();

    advance(SEARCH_REOPEN_DELAY_MS - 1);
    pressK({ ctrlKey: true });
    fireEvent.click(screen.getByRole('button', { name: /Search for products and more/ }));
    expect(state()).toBe('closed');

    advance(1);
    pressK({ ctrlKey: true });
    expect(state()).toBe('open');
  });

  it('does nothing where the search box is hidden', () => {
    renderFrame(false);
    pressK({ ctrlKey: true });
    expect(state()).toBe('closed');
  });
});

describe('search box', () => {
  it('looks like a search field with the shortcut, and opens the palette on click', () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('Linux x86_64');
    renderFrame();
    const box = screen.getByRole('button', { name: 'Search for products and more... (Ctrl+K)' });
    expect(box.getAttribute('aria-keyshortcuts')).toBe('Control+K');
    fireEvent.click(box);
    expect(state()).toBe('open');
  });

  it('shows ⌘K on Apple platforms', () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
    renderFrame();
    expect(screen.getByRole('button', { name: 'Search for products and more... (⌘K)' })).toBeTruthy();
  });

  it('tells Apple platforms apart', () => {
    const nav = (fields: Record<string, unknown>) =>
      ({ platform: '', userAgent: '', ...fields }) as Navigator;
    expect(isApplePlatform(nav({ platform: 'MacIntel' }))).toBe(true);
    expect(isApplePlatform(nav({ userAgentData: { platform: 'macOS' } }))).toBe(true);
    expect(isApplePlatform(nav({ userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)' }))).toBe(true);
    expect(isApplePlatform(nav({ platform: 'Win32' }))).toBe(false);
    expect(isApplePlatform(nav({ userAgentData: { platform: 'Android' }, platform: 'Linux armv8l' }))).toBe(
      false,
    );
  });
});
