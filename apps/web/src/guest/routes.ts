// The guest page's addresses: /order/{slug}, /{lang}/order/{slug} (optionally ?table={ref}), a
// table's QR path /{lang}/order/t/{ref}, and an order's status page …/order/{slug}/status/{token}.
// The server serves guest.html for exactly these (http/web-app.ts, GUEST_PATH).

export const GUEST_LANGUAGES = ['en', 'sv', 'no', 'da', 'es', 'tr', 'ar'] as const;
export type GuestLanguage = (typeof GUEST_LANGUAGES)[number];

export type GuestRoute =
  | { kind: 'menu'; slug: string }
  | { kind: 'table'; reference: string }
  | { kind: 'status'; slug: string; token: string }
  | { kind: 'unknown' };

export interface GuestLocation {
  /** The language-country segment of the address ('' when the address has none). */
  segment: string;
  language: GuestLanguage | null;
  country: string | null;
  route: GuestRoute;
}

export const isGuestLanguage = (value: string): value is GuestLanguage =>
  (GUEST_LANGUAGES as readonly string[]).includes(value);

const decode = (part: string): string => {
  try {
    return decodeURIComponent(part);
  } catch {
    return '';
  }
};

export function parseGuestPath(pathname: string): GuestLocation {
  const parts = pathname.split('/').filter(Boolean).map(decode);
  let segment = '';
  let language: GuestLanguage | null = null;
  let country: string | null = null;
  const first = parts[0] ?? '';
  const lang = /^([a-z]{2})-([a-z]{2})$/.exec(first);
  if (lang) {
    parts.shift();
    segment = first;
    if (isGuestLanguage(lang[1] ?? '')) language = lang[1] as GuestLanguage;
    country = (lang[2] ?? '').toUpperCase();
  }
  const [order, a, b, c] = parts;
  let route: GuestRoute = { kind: 'unknown' };
  if (order === 'order' && a) {
    if (a === 't' && b && parts.length === 3) route = { kind: 'table', reference: b };
    else if (parts.length === 2) route = { kind: 'menu', slug: a };
    else if (b === 'status' && c && parts.length === 4) route = { kind: 'status', slug: a, token: c };
  }
  return { segment, language, country, route };
}

/** The guest's language: the address's, else a saved choice, else the browser's, else English. */
export function pickLanguage(
  fromPath: GuestLanguage | null,
  saved: string | null,
  browser: readonly string[],
): GuestLanguage {
  if (fromPath) return fromPath;
  if (saved && isGuestLanguage(saved)) return saved;
  for (const tag of browser) {
    const base = tag.toLowerCase().slice(0, 2);
    if (base === 'nb' || base === 'nn') return 'no';
    if (isGuestLanguage(base)) return base;
  }
  return 'en';
}

/** An address of the guest page, keeping the language segment the guest came with. */
export function guestPath(segment: string, rest: string): string {
  return segment ? `/${segment}/order/${rest}` : `/order/${rest}`;
}

/** Moves the page to another of its addresses (history push, or replace). */
export type Navigate = (path: string, options?: { replace?: boolean }) => void;
