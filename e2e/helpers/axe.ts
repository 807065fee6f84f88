import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Axe on one part of the screen, one line per failing element (contrast is left to the frame's scans). */
export async function axeViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).disableRules(['color-contrast']).analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${v.help}`));
}
