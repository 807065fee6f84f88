// No back-office screen scrolls sideways on a phone (390 × 844): every route of the web app's route
// tree, read from the generated file, so a new screen is checked without anyone listing it here.
import { readFileSync } from 'node:fs';
import { DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { expect, test } from './helpers/test.ts';

const ROUTE_TREE = new URL('../apps/web/src/route-tree.gen.ts', import.meta.url);

/** The full paths of the route tree, without those that need a parameter ($token, $integration). */
function backOfficeRoutes(): string[] {
  const source = readFileSync(ROUTE_TREE, 'utf8');
  const byFullPath = /interface FileRoutesByFullPath \{([^}]*)\}/.exec(source)?.[1] ?? '';
  const paths = [...byFullPath.matchAll(/'([^']+)':/g)].map(([, path = '/']) =>
    path === '/' ? path : path.replace(/\/$/, ''),
  );
  return [...new Set(paths)].filter((path) => !path.includes('$')).sort();
}

const ROUTES = backOfficeRoutes();

test('the route tree lists the back office’s screens', () => {
  expect(ROUTES).toEqual(
    expect.arrayContaining(['/', '/orders', '/settings/terminals', '/reports/z-reports']),
  );
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ROUTES) {
    test(`${path} does not scroll sideways`, async ({ page, request }) => {
      // Signed in on the dashboard first: some screens (/welcome) have no frame to wait for.
      await openBackOffice(page, request, DEMO_USERS.owner.email, '/');
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Lists, tables and figures arrive after the frame: measure once the screen has loaded.
      await page.waitForLoadState('networkidle');
      const { scrollWidth, clientWidth, widest } = await page.evaluate(() => {
        const root = document.documentElement;
        // The deepest elements that reach past the right edge: what to fix.
        const past = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter(
          (element) => element.getBoundingClientRect().right > root.clientWidth + 1,
        );
        const deepest = past.filter(
          (element) => !past.some((other) => other !== element && element.contains(other)),
        );
        return {
          scrollWidth: root.scrollWidth,
          clientWidth: root.clientWidth,
          widest: deepest.slice(0, 5).map((element) => {
            const name = element.tagName.toLowerCase();
            const classes = Array.from(element.classList).slice(0, 2).join('.');
            return `${name}${classes ? `.${classes}` : ''} (right ${Math.round(element.getBoundingClientRect().right)}px): ${element.textContent?.slice(0, 40) ?? ''}`;
          }),
        };
      });
      expect(scrollWidth, `wider than the screen: ${widest.join(' | ')}`).toBeLessThanOrEqual(clientWidth);
    });
  }
});
