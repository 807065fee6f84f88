import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_RECENT_SEARCHES,
  RECENT_SEARCHES_KEY,
  readRecentSearches,
  rememberSearch,
  withRecent,
} from './recent-searches.ts';
import type { SearchEntry } from './search-engine.ts';

const entry = (id: string, title = id): SearchEntry => ({ id, kind: 'page', title, href: `/${id}` });

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('recent searches', () => {
  it('are empty until something is chosen', () => {
    expect(readRecentSearches()).toEqual([]);
  });

  it('keep the last three, most recent first', () => {
    for (const id of ['a', 'b', 'c', 'd']) rememberSearch(entry(id));
    expect(MAX_RECENT_SEARCHES).toBe(3);
    expect(readRecentSearches().map((e) => e.id)).toEqual(['d', 'c', 'b']);
  });

  it('hold an entry once: choosing it again moves it to the front', () => {
    rememberSearch(entry('a'));
    rememberSearch(entry('b'));
    const list = rememberSearch(entry('a', 'A again'));
    expect(list.map((e) => e.title)).toEqual(['A again', 'b']);
    expect(readRecentSearches()).toEqual(list);
  });

  it('keep what a result needs, with its subtitle', () => {
    const item: SearchEntry = {
      id: 'i1',
      kind: 'item',
      title: 'Cappuccino',
      subtitle: 'Hot drinks',
      href: '/pim/products?id=i1',
    };
    rememberSearch(item);
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '')).toEqual([item]);
  });

  it('survive corrupt or foreign storage', () => {
    for (const raw of ['not json', '{"a":1}', 'null', '42', '[1, "x", null]']) {
      localStorage.setItem(RECENT_SEARCHES_KEY, raw);
      expect(readRecentSearches(), raw).toEqual([]);
    }
    localStorage.setItem(
      RECENT_SEARCHES_KEY,
      JSON.stringify([
        entry('a'),
        { ...entry('b'), kind: 'venue' },
        { ...entry('c'), href: '//elsewhere.example/phish' },
        { ...entry('d'), href: 'javascript:alert(1)' },
        { ...entry('e'), title: 7 },
        entry('a', 'older copy'),
        entry('f'),
        entry('g'),
        entry('h'),
      ]),
    );
    expect(readRecentSearches().map((e) => e.title)).toEqual(['a', 'f', 'g']);
    expect(rememberSearch(entry('z')).map((e) => e.id)).toEqual(['z', 'a', 'f']);
  });

  it('still work for the page when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(readRecentSearches()).toEqual([]);
    expect(rememberSearch(entry('a'))).toEqual([entry('a')]);
  });

  it('are ordered by a pure helper too', () => {
    expect(withRecent([entry('a'), entry('b'), entry('c')], entry('b')).map((e) => e.id)).toEqual([
      'b',
      'a',
      'c',
    ]);
  });
});
