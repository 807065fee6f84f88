import { describe, expect, it } from 'vitest';
import { entitySearch, isNewEntity, layoutSearch, pickSearch } from './search-params.ts';

describe('deep-link search parameters', () => {
  it('keeps a string id and drops everything else', () => {
    expect(entitySearch({ id: 'abc', other: 1 })).toEqual({ id: 'abc' });
    expect(entitySearch({ id: 12 })).toEqual({});
    expect(entitySearch({ id: '  ' })).toEqual({});
    expect(entitySearch({})).toEqual({});
  });

  it('recognises ?id=new as creation', () => {
    expect(isNewEntity(entitySearch({ id: 'new' }))).toBe(true);
    expect(isNewEntity(entitySearch({ id: 'abc' }))).toBe(false);
  });

  it('reads the layout id of /pos-layout', () => {
    expect(layoutSearch({ layoutId: 'l1' })).toEqual({ layoutId: 'l1' });
    expect(layoutSearch({ layoutId: ['l1'] })).toEqual({});
  });
});

describe('pickSearch', () => {
  it('keeps the named params that pass their check, trimmed, and drops the rest', () => {
    const day = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
    expect(
      pickSearch(
        { from: ' 2026-11-01 ', to: 'yesterday', user: '', kind: 'items', other: 'x' },
        {
          from: day,
          to: day,
          user: () => true,
          kind: (v) => /^[a-z_]+$/.test(v),
        },
      ),
    ).toEqual({ from: '2026-11-01', kind: 'items' });
  });

  it('reads a number the router parsed (?q=1042) as the text typed, and drops objects', () => {
    const any = () => true;
    expect(pickSearch({ q: 1042 }, { q: any })).toEqual({ q: '1042' });
    expect(pickSearch({ q: true }, { q: any })).toEqual({ q: 'true' });
    expect(pickSearch({ q: Number.NaN }, { q: any })).toEqual({});
    expect(pickSearch({ q: { a: 1 } }, { q: any })).toEqual({});
    expect(pickSearch({ q: ['x'] }, { q: any })).toEqual({});
  });
});
