// The screen manifest (@fika/domain SCREENS) against the route files: every route file is a screen
// of the manifest and every screen has its route file, and "built" says what the route renders.
// Its texts in every language: nav-titles.test.ts.
import { SCREENS, SIDEBAR } from '@fika/domain';
import { describe, expect, it } from 'vitest';

const ROUTE_SOURCES = import.meta.glob<string>('../../routes/**/*.tsx', {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** The URL path of a route file: routes/pim/products.tsx is /pim/products, an index its folder. */
function routePath(file: string): string {
  const path = file
    .replace('../../routes', '')
    .replace(/\.tsx$/, '')
    .replace(/\/index$/, '');
  return path === '' ? '/' : path;
}

const routes = new Map(
  Object.entries(ROUTE_SOURCES)
    .filter(([file]) => !file.endsWith('/__root.tsx'))
    .map(([file, source]) => [routePath(file), source] as const),
);

describe('the screen manifest', () => {
  it('names every route file once, and every screen has a route file', () => {
    const paths = SCREENS.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...routes.keys()].sort());
  });

  it.each(SCREENS.map((screen) => [screen.path, screen] as const))(
    '%s is built exactly when its route shows more than "Not available yet"',
    (path, screen) => {
      const placeholder = routes.get(path)?.includes('PlaceholderPage') ?? false;
      expect(screen.built).toBe(!placeholder);
    },
  );

  it('lets an alias forward to a screen of its own section, under the same guard', () => {
    for (const alias of SCREENS.filter((screen) => screen.aliasOf !== undefined)) {
      const target = SCREENS.find((screen) => screen.path === alias.aliasOf);
      expect(target, alias.path).toBeDefined();
      expect(routes.get(alias.path)).toContain('redirect(');
      if (alias.section) expect([alias.scopes, alias.section]).toEqual([target?.scopes, target?.section]);
    }
  });

  it('gives every sidebar entry a section or screen of the manifest', () => {
    for (const entry of SIDEBAR) {
      const screens = SCREENS.filter((s) =>
        entry.section ? s.section === entry.section : s.path === entry.path,
      );
      expect(screens.length, entry.key).toBeGreaterThan(0);
    }
  });
});
