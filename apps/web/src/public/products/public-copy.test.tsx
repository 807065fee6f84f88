import { CANONICAL_LANG_SEGMENTS, UI_LANGUAGES } from '@fika/domain';
import type { Resource } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createPublicI18n, PUBLIC_NAMESPACES } from '../i18n.ts';
import { PrivacyPage } from '../pages/privacy-page.tsx';
import { ProductPage } from '../pages/product-page.tsx';
import { PublicRouter } from '../router.tsx';
import { matchPublicPath, PRODUCT_PAGES } from '../routes.ts';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', {
  eager: true,
});
const bundle = (language: string, ns: string) => files[`../../locales/${language}/${ns}.json`]?.default ?? {};

const MY_NAMESPACES = ['products', 'privacy'] as const;

/** Every leaf of a JSON bundle as "path → text". */
function leaves(value: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(path, value);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value))
      for (const [p, v] of leaves(child, path ? `${path}.${key}` : key)) out.set(p, v);
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe.each(MY_NAMESPACES)('the %s translations', (ns) => {
  const english = leaves(bundle('en', ns));

  it('has English copy', () => {
    expect(english.size).toBeGreaterThan(50);
  });

  it.each(UI_LANGUAGES.filter((l) => l !== 'en'))(
    '%s has the same keys and placeholders as English',
    (language) => {
      const translated = leaves(bundle(language, ns));
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of translated) {
        expect(text.trim(), `${language} ${ns}:${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${ns}:${key}`).toEqual(placeholders(english.get(key) ?? ''));
        // Long sentences left in English are untranslated copy; short ones may be names (EPSON + Star).
        if ((english.get(key) ?? '').length > 24)
          expect(text, `${language} ${ns}:${key} is still English`).not.toBe(english.get(key));
      }
    },
  );
});

function allResources(): Resource {
  return Object.fromEntries(
    UI_LANGUAGES.map((language) => [
      language,
      Object.fromEntries(PUBLIC_NAMESPACES.map((ns) => [ns, bundle(language, ns)])),
    ]),
  );
}

describe.each(UI_LANGUAGES)('prerendering in %s', (language) => {
  const segment = CANONICAL_LANG_SEGMENTS[language];
  const pages = [...PRODUCT_PAGES, 'privacy-policy'] as const;

  it.each(pages)('renders /%s without missing translations', async (page) => {
    const warn = vi.spyOn(console, 'warn');
    const i18n = await createPublicI18n(language, allResources());
    const url = `/${segment}/${page}`;
    const match = matchPublicPath(url, segment, language);
    if (match.kind !== 'route') throw new Error(`${url} did not match`);
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <PublicRouter url={url}>
          {page === 'privacy-policy' ? (
            <PrivacyPage route={match.route} />
          ) : (
            <ProductPage route={match.route} product={page} />
          )}
        </PublicRouter>
      </I18nextProvider>,
    );
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(warn.mock.calls.filter(([message]) => String(message).includes('Missing translation'))).toEqual(
      [],
    );
  });
});
