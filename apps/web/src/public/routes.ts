import { CANONICAL_LANG_SEGMENTS, isUiLanguage, parseLangSegment, type UiLanguage } from '@fika/domain';

/** The product pages of the public site, each with a cross-sell section for the others (§2.1). */
export const PRODUCT_PAGES = [
  'pos',
  'online-ordering',
  'digital-kitchen-screens',
  'handheld-terminal',
] as const;
export type ProductPage = (typeof PRODUCT_PAGES)[number];

export type PublicPage =
  | 'landing'
  | ProductPage
  | 'login'
  | 'register'
  | 'create-company'
  | 'onboarding'
  | 'privacy-policy'
  | 'reset-password'
  | 'activate';

/** Pages under /{lang}/… by their path segment ('' is the landing page). */
const LANG_PAGES: Readonly<Record<string, PublicPage>> = {
  '': 'landing',
  pos: 'pos',
  'online-ordering': 'online-ordering',
  'digital-kitchen-screens': 'digital-kitchen-screens',
  'handheld-terminal': 'handheld-terminal',
  login: 'login',
  register: 'register',
  'create-company': 'create-company',
  'privacy-policy': 'privacy-policy',
};

/** The paths under a language segment that are prerendered to HTML at build time. */
export const PRERENDERED_PATHS = Object.keys(LANG_PAGES);

export interface PublicRoute {
  page: PublicPage;
  language: UiLanguage;
  /** The language-country segment of the URL ('' for /reset-password and /activate). */
  segment: string;
  /** The path after the segment, without a leading slash ('' on the landing page). */
  rest: string;
  params: { accountId?: string; token?: string };
  /** The path matched no page: the login page is shown (§2.1 "anything else"). */
  fallback: boolean;
}

export type PublicMatch = { kind: 'route'; route: PublicRoute } | { kind: 'redirect'; to: string };

const trimSlashes = (s: string) => s.replace(/^\/+|\/+$/g, '');

/**
 * Resolves a public path. A missing or invalid language segment redirects to `defaultSegment`
 * (saved or browser language plus the time-zone country, §2.1) with the rest of the path kept.
 */
export function matchPublicPath(pathname: string, defaultSegment: string, language: UiLanguage): PublicMatch {
  const parts = trimSlashes(pathname).split('/').filter(Boolean);
  const [first = '', ...restParts] = parts;
  if (first === 'reset-password' && restParts.length === 0) {
    return {
      kind: 'route',
      route: { page: 'reset-password', language, segment: '', rest: first, params: {}, fallback: false },
    };
  }
  if (first === 'activate' && restParts.length === 1 && restParts[0]) {
    return {
      kind: 'route',
      route: {
        page: 'activate',
        language,
        segment: '',
        rest: parts.join('/'),
        params: { token: restParts[0] },
        fallback: false,
      },
    };
  }
  const parsed = parseLangSegment(first);
  if (!parsed) {
    // A five-character first segment was meant as a language: replace it; anything else is a page.
    const kept = first.length === 5 && first[2] === '-' ? restParts : parts;
    return { kind: 'redirect', to: `/${[defaultSegment, ...kept].join('/')}` };
  }
  const rest = restParts.join('/');
  const base = { language: parsed.language, segment: first, rest, params: {} };
  if (restParts[0] === 'onboarding' && restParts.length === 2 && restParts[1]) {
    return {
      kind: 'route',
      route: { ...base, page: 'onboarding', params: { accountId: restParts[1] }, fallback: false },
    };
  }
  const page = LANG_PAGES[rest];
  return { kind: 'route', route: { ...base, page: page ?? 'login', fallback: page === undefined } };
}

/** The path of a page in a language segment, e.g. pagePath('sv-se', 'pos') → '/sv-se/pos'. */
export function pagePath(
  segment: string,
  page: Exclude<PublicPage, 'onboarding' | 'reset-password' | 'activate'>,
): string {
  return page === 'landing' ? `/${segment}` : `/${segment}/${page}`;
}

/** The canonical URL path of a route for search engines (the language's canonical segment). */
export function canonicalPath(route: PublicRoute): string {
  if (!route.segment) return `/${route.rest}`;
  const segment = CANONICAL_LANG_SEGMENTS[route.language];
  return route.rest ? `/${segment}/${route.rest}` : `/${segment}`;
}

export function isPublicLanguage(value: unknown): value is UiLanguage {
  return isUiLanguage(value);
}
