import { CANONICAL_LANG_SEGMENTS, UI_LANGUAGES } from '@fika/domain';
import type { Resource, ResourceLanguage } from 'i18next';
import { renderToString } from 'react-dom/server';
import { eagerPages } from './eager-pages.ts';
import { pageHead, renderHead } from './head.ts';
import { createPublicI18n, PUBLIC_NAMESPACES } from './i18n.ts';
import { PublicApp } from './public-app.tsx';
import { matchPublicPath, PRERENDERED_PATHS } from './routes.ts';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });

function allResources(): Resource {
  const resources: Resource = {};
  for (const language of UI_LANGUAGES) {
    const bundle: ResourceLanguage = {};
    for (const ns of PUBLIC_NAMESPACES)
      bundle[ns] = files[`../locales/${language}/${ns}.json`]?.default ?? {};
    resources[language] = bundle;
  }
  return resources;
}

export interface RenderedPage {
  html: string;
  head: string;
  lang: string;
  dir: string;
}

/** Prerenders one public URL to HTML (used by scripts/prerender.mjs at build time). */
export async function render(url: string, siteUrl: string): Promise<RenderedPage> {
  const match = matchPublicPath(new URL(url, 'http://x').pathname, CANONICAL_LANG_SEGMENTS.en, 'en');
  if (match.kind !== 'route')
    throw new Error(`${url} redirects to ${match.to}; only real pages are prerendered`);
  const { route } = match;
  const i18n = await createPublicI18n(route.language, allResources());
  const html = renderToString(
    <PublicApp
      url={url}
      i18n={i18n}
      defaultSegment={CANONICAL_LANG_SEGMENTS.en}
      fallbackLanguage="en"
      siteUrl={siteUrl}
      pages={eagerPages}
    />,
  );
  const head = pageHead(route, i18n.getFixedT(route.language, 'marketing'), siteUrl);
  return { html, head: renderHead(head), lang: head.lang, dir: head.dir };
}

/** Every URL to prerender: each page in each language's canonical segment. */
export function prerenderUrls(): string[] {
  return UI_LANGUAGES.flatMap((language) =>
    PRERENDERED_PATHS.map((path) => `/${CANONICAL_LANG_SEGMENTS[language]}${path ? `/${path}` : ''}`),
  );
}
