import { describe, expect, it } from 'vitest';
import {
  categoryEntry,
  createSearchIndex,
  entityHref,
  itemEntry,
  MAX_RESULTS,
  normalizeQuery,
  type SearchEntry,
  searchKey,
  staffEntry,
} from './search-engine.ts';

const page = (title: string, href: string): SearchEntry => ({
  id: `page:${href}`,
  kind: 'page',
  title,
  href,
});
const item = (id: string, title: string, ...categories: string[]) =>
  itemEntry({ id, title, categories: categories.map((name, i) => ({ id: `${id}-c${i}`, name })) });

const titles = (query: string, entries: readonly SearchEntry[]) =>
  createSearchIndex(entries)
    .search(query)
    .entries.map((entry) => entry.title);

describe('entries and deep links', () => {
  it('links items, categories and staff to their deep links (§2.2)', () => {
    expect(item('i1', 'Cappuccino').href).toBe('/pim/products?id=i1');
    expect(categoryEntry({ id: 'c1', name: 'Hot drinks' })).toEqual({
      id: 'c1',
      kind: 'category',
      title: 'Hot drinks',
      href: '/pim/categories?id=c1',
    });
    expect(staffEntry({ id: 's1', name: 'Anna Svensson' })).toEqual({
      id: 's1',
      kind: 'staff',
      title: 'Anna Svensson',
      href: '/staff?id=s1',
    });
    expect(entityHref('item', 'new')).toBe('/pim/products?id=new');
    expect(entityHref('staff', 'a b&c')).toBe('/staff?id=a%20b%26c');
  });

  it("shows an item's first category name beside it, and nothing without a category", () => {
    expect(item('i1', 'Cappuccino', 'Hot drinks', 'Breakfast').subtitle).toBe('Hot drinks');
    expect(item('i2', 'Gift card')).not.toHaveProperty('subtitle');
    expect(itemEntry({ id: 'i3', title: 'Gift card', categories: null })).not.toHaveProperty('subtitle');
  });
});

describe('matching', () => {
  const catalogue = [
    item('i1', 'Cappuccino', 'Hot drinks'),
    item('i2', 'Coca-Cola Zero', 'Cold drinks'),
    item('i3', 'Köttbullar', 'Lunch'),
    item('i4', '[TA] - Caffè latte', 'Take-away'),
    item('i5', 'فلافل', 'Lunch'),
    categoryEntry({ id: 'c1', name: 'Hot drinks' }),
    staffEntry({ id: 's1', name: 'Anna Svensson' }),
  ];

  it('ignores case', () => {
    expect(titles('CAPPU', catalogue)).toEqual(['Cappuccino']);
    expect(titles('anna', catalogue)).toEqual(['Anna Svensson']);
  });

  it('ignores spaces and hyphens in the query', () => {
    for (const query of [
      'coca cola',
      'coca-cola',
      'cocacola',
      ' Coca - Cola ',
      'COCA-COLA ZERO',
      'coca colazero',
    ]) {
      expect(titles(query, catalogue), query).toEqual(['Coca-Cola Zero']);
    }
    expect(titles('ta caffe', catalogue)).toEqual(['[TA] - Caffè latte']);
    expect(normalizeQuery(' Coca - Cola ')).toBe('cocacola');
  });

  it('matches the title only, never the subtitle or the link', () => {
    // 'Hot drinks' is Cappuccino's category: only the category itself matches.
    expect(titles('hot drinks', catalogue)).toEqual(['Hot drinks']);
    expect(titles('pim', catalogue)).toEqual([]);
    expect(titles('i1', catalogue)).toEqual([]);
  });

  it('forgives accents and one typo, in any script', () => {
    expect(titles('kottbullar', catalogue)).toEqual(['Köttbullar']);
    expect(titles('caffe', catalogue)).toEqual(['[TA] - Caffè latte']);
    expect(titles('capuccino', catalogue)).toEqual(['Cappuccino']);
    expect(titles('cappucino', catalogue)).toEqual(['Cappuccino']);
    expect(titles('فلا', catalogue)).toEqual(['فلافل']);
  });

  it('finds nothing for an empty query or one of spaces and hyphens', () => {
    const index = createSearchIndex(catalogue);
    expect(index.search('')).toEqual({ entries: [], total: 0 });
    expect(index.search(' - ')).toEqual({ entries: [], total: 0 });
  });

  it('removes duplicates by id, keeping the first', () => {
    const index = createSearchIndex([
      item('i1', 'Cappuccino', 'Hot drinks'),
      item('i1', 'Cappuccino', 'Coffee'),
    ]);
    expect(index.size).toBe(1);
    expect(index.search('cappuccino').entries).toEqual([item('i1', 'Cappuccino', 'Hot drinks')]);
    expect(index.get('i1')?.subtitle).toBe('Hot drinks');
  });
});

describe('ordering', () => {
  it('lists pages first, then the ranked entities', () => {
    const entries = [
      item('i1', 'Staff'),
      staffEntry({ id: 's1', name: 'Staffan Berg' }),
      page('Staff competitions', '/staff/competitions'),
      page('Staff', '/staff'),
    ];
    expect(titles('staff', entries)).toEqual(['Staff', 'Staff competitions', 'Staff', 'Staffan Berg']);
    expect(
      createSearchIndex(entries)
        .search('staff')
        .entries.map((entry) => entry.kind),
    ).toEqual(['page', 'page', 'item', 'staff']);
  });

  it('ranks a match at the start of a word above one inside a word', () => {
    const entries = [item('i1', 'Steak'), item('i2', 'Iced tea'), item('i3', 'Tea')];
    expect(titles('tea', entries)).toEqual(['Tea', 'Iced tea', 'Steak']);
    expect(searchKey('Iced tea')).toBe('IcedTea');
  });

  it('renders at most the limit but reports every match', () => {
    const entries = Array.from({ length: 60 }, (_, i) => item(`i${i}`, `Latte ${i}`));
    const result = createSearchIndex(entries).search('latte');
    expect(result.entries).toHaveLength(MAX_RESULTS);
    expect(result.total).toBe(60);
    // Equally good matches in title order, numbers compared as numbers.
    expect(
      createSearchIndex(entries)
        .search('latte', 4)
        .entries.map((entry) => entry.title),
    ).toEqual(['Latte 0', 'Latte 1', 'Latte 2', 'Latte 3']);
  });

  it('keeps title order, prefixes first, when too many match to rank', () => {
    const entries = [
      ...Array.from({ length: 1200 }, (_, i) => item(`b${i}`, `Banana ${String(i).padStart(4, '0')}`)),
      item('a1', 'Apple'),
    ];
    const result = createSearchIndex(entries).search('a');
    expect(result.total).toBe(1201);
    expect(result.entries.slice(0, 3).map((entry) => entry.title)).toEqual([
      'Apple',
      'Banana 0000',
      'Banana 0001',
    ]);
  });
});
