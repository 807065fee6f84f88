import { CANONICAL_LANG_SEGMENTS, UI_LANGUAGES } from '@fika/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MARKETING_RESOURCES, TestSite, testI18n } from '../layout/test-harness.tsx';
import { LandingPage } from './landing-page.tsx';

afterEach(cleanup);

/** Every leaf of a translation file as key → text. */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value))
      for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('marketing translations', () => {
  const english = leaves(MARKETING_RESOURCES.en?.marketing);

  // i18next falls back to English silently, so a key missing in one language only shows up here.
  it.each(UI_LANGUAGES.filter((l) => l !== 'en'))('%s has the English keys and placeholders', (language) => {
    const translated = leaves(MARKETING_RESOURCES[language]?.marketing);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of translated) {
      expect(text.trim(), `${language} ${key}`).not.toBe('');
      expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english.get(key) ?? ''));
    }
  });
});

describe('LandingPage', () => {
  it.each(UI_LANGUAGES)('prerenders in %s without a missing translation', async (language) => {
    const warn = vi.spyOn(console, 'warn');
    const i18n = await testI18n(language);
    const url = `/${CANONICAL_LANG_SEGMENTS[language]}`;
    const html = renderToString(
      <TestSite i18n={i18n} url={url} page={(route) => <LandingPage route={route} />} />,
    );
    const missing = warn.mock.calls.filter((args) => String(args[0]).includes('Missing translation'));
    expect(missing).toEqual([]);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('id="testimonials"');
    expect(html).toContain('id="integrations"');
    expect(html).toContain(`href="${url}/register"`);
  });

  it('has the calls to action, offerings, testimonials, integrations and FAQ', async () => {
    window.history.replaceState(null, '', '/en-gb');
    const i18n = await testI18n('en');
    render(<TestSite i18n={i18n} url="/en-gb" page={(route) => <LandingPage route={route} />} />);
    const main = within(screen.getByRole('main'));

    expect(main.getByRole('heading', { level: 1 }).textContent).toBe(
      'The point of sale that keeps up with your rush',
    );
    const trials = main.getAllByRole('link', { name: 'Start your 30-day free trial' });
    expect(trials.map((a) => a.getAttribute('href'))).toEqual(['/en-gb/register', '/en-gb/register']);
    expect(main.getByRole('link', { name: 'See the POS' }).getAttribute('href')).toBe('/en-gb/pos');
    expect(main.getByRole('link', { name: 'Explore the handheld terminal' }).getAttribute('href')).toBe(
      '/en-gb/handheld-terminal',
    );
    expect(main.getByRole('link', { name: 'Explore table-side ordering' }).getAttribute('href')).toBe(
      '/en-gb/online-ordering',
    );
    expect(main.getByRole('link', { name: 'Explore kitchen screens' }).getAttribute('href')).toBe(
      '/en-gb/digital-kitchen-screens',
    );

    const testimonials = document.getElementById('testimonials');
    expect(testimonials && within(testimonials).getAllByRole('figure')).toHaveLength(4);
    const integrations = document.getElementById('integrations');
    expect(integrations && within(integrations).getAllByRole('heading', { level: 3 })).toHaveLength(5);

    const faq = document.querySelectorAll('details.faq-item');
    expect(faq).toHaveLength(8);
    expect(faq[0]?.querySelector('summary')?.textContent).toBe('What hardware do I need?');

    // Headings never skip a level.
    const levels = [...document.querySelectorAll('h1, h2, h3, h4')].map((h) => Number(h.tagName[1]));
    levels.forEach((level, i) => {
      if (i > 0) expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1);
    });
  });

  it.each(['en', 'ar'] as const)('hydrates its prerendered %s HTML without a mismatch', async (language) => {
    const url = `/${CANONICAL_LANG_SEGMENTS[language]}`;
    window.history.replaceState(null, '', url);
    const i18n = await testI18n(language);
    const tree = <TestSite i18n={i18n} url={url} page={(route) => <LandingPage route={route} />} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, tree, { onRecoverableError: (error) => recoverable.push(error) }),
    );
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
