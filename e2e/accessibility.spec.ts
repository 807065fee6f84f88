// Axe on every kind of public page (landing, product, login, register) in a left-to-right and a
// right-to-left language, at desktop width and, for the landing page, at phone width too.
import AxeBuilder from '@axe-core/playwright';
import { openPublicPage, publicPath } from './helpers/public-site.ts';
import { expect, test } from './helpers/test.ts';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One line per failing element, so a report names the rule, the element and the fix. */
function describeViolations(results: AxeResults): string[] {
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
    ),
  );
}

const PAGES = [
  { name: 'landing page', path: '' },
  { name: 'product page', path: 'pos' },
  { name: 'login', path: 'login' },
  { name: 'register', path: 'register' },
];

for (const segment of ['en-gb', 'ar-ae']) {
  for (const { name, path } of PAGES) {
    const url = publicPath(segment, path);
    test(`${url} (${name}) has no axe violations`, async ({ page }) => {
      await openPublicPage(page, url);
      const results = await new AxeBuilder({ page }).analyze();
      expect(describeViolations(results), `axe on ${url}`).toEqual([]);
    });
  }

  test(`${publicPath(segment)} at phone width, menu closed and open, has no axe violations`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const url = publicPath(segment);
    await openPublicPage(page, url);
    expect(describeViolations(await new AxeBuilder({ page }).analyze()), `axe on ${url} at 375 px`).toEqual(
      [],
    );

    // At phone width the only disclosure button left in the header is the one of the mobile menu.
    const menuButton = page.locator('header button[aria-expanded]').filter({ visible: true }).last();
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(
      describeViolations(await new AxeBuilder({ page }).analyze()),
      `axe on ${url} at 375 px, menu open`,
    ).toEqual([]);
  });

  test(`${publicPath(segment)} with the Products menu open has no axe violations`, async ({ page }) => {
    const url = publicPath(segment);
    await openPublicPage(page, url);
    const productsButton = page.locator('header nav button[aria-expanded]').filter({ visible: true }).first();
    await productsButton.click();
    await expect(productsButton).toHaveAttribute('aria-expanded', 'true');
    expect(
      describeViolations(await new AxeBuilder({ page }).analyze()),
      `axe on ${url}, Products menu open`,
    ).toEqual([]);
  });
}
