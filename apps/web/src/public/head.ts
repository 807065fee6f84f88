import { CANONICAL_LANG_SEGMENTS, isRtl, UI_LANGUAGES } from '@fika/domain';
import type { TFunction } from 'i18next';
import { canonicalPath, type PublicRoute } from './routes.ts';

export interface PageHead {
  title: string;
  description: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Absolute canonical URL. */
  canonical: string;
  /** hreflang alternates: one per language, plus x-default. */
  alternates: { hreflang: string; href: string }[];
}

const metaKey = (route: PublicRoute) => (route.fallback ? 'login' : route.page);

/** Title, description, language and links of a public page, for the prerendered HTML and client navigation. */
export function pageHead(route: PublicRoute, t: TFunction<'marketing'>, siteUrl: string): PageHead {
  const key = metaKey(route);
  const canonical = `${siteUrl}${canonicalPath(route)}`;
  const alternates =
    route.segment && !route.fallback && route.page !== 'onboarding'
      ? [
          ...UI_LANGUAGES.map((language) => {
            const segment = CANONICAL_LANG_SEGMENTS[language];
            const [lang, country] = segment.split('-');
            return {
              hreflang: `${lang}-${country?.toUpperCase()}`,
              href: `${siteUrl}/${segment}${route.rest ? `/${route.rest}` : ''}`,
            };
          }),
          {
            hreflang: 'x-default',
            href: `${siteUrl}/${CANONICAL_LANG_SEGMENTS.en}${route.rest ? `/${route.rest}` : ''}`,
          },
        ]
      : [];
  return {
    title: t(`meta.${key}.title`),
    description: t(`meta.${key}.description`),
    lang: route.language,
    dir: isRtl(route.language) ? 'rtl' : 'ltr',
    canonical,
    alternates,
  };
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The <head> tags of a prerendered page. */
export function renderHead(head: PageHead): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...head.alternates.map(
      (a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}" />`,
    ),
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:url" content="${escapeHtml(head.canonical)}" />`,
  ].join('\n    ');
}

/** Applies a page's head to the live document after client-side navigation. */
export function applyHead(head: PageHead): void {
  document.title = head.title;
  document.documentElement.lang = head.lang;
  document.documentElement.dir = head.dir;
  document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  document.querySelector('link[rel="canonical"]')?.setAttribute('href', head.canonical);
}
