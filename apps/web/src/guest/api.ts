// The guest API (/api/guest/v1, contract in packages/domain/src/guest-ordering.ts) as the page calls
// it. Errors come back as a code the page translates; a network failure is 'offline'.
import type {
  GuestMember,
  GuestMemberSession,
  GuestMenu,
  GuestOrderInput,
  GuestOrderView,
  GuestPlacedOrder,
  GuestQuote,
  GuestQuoteInput,
  GuestVenue,
  OnlineServiceType,
} from '@fika/domain';

const BASE = '/api/guest/v1';

export class GuestApiError extends Error {
  constructor(
    /** A GUEST_ERROR_CODES value, or 'offline' / 'unknown'. */
    readonly code: string,
    readonly status: number,
    readonly field?: string,
  ) {
    super(code);
  }
}

async function call<R>(path: string, init: RequestInit = {}, token?: string | null): Promise<R> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, { ...init, headers: { ...headers, ...(init.headers ?? {}) } });
  } catch {
    throw new GuestApiError('offline', 0);
  }
  if (response.ok) return (response.status === 202 ? null : await response.json()) as R;
  throw await errorOf(response);
}

async function errorOf(response: Response): Promise<GuestApiError> {
  let code = response.status === 429 ? 'tooManyRequests' : response.status >= 500 ? 'unknown' : 'badInput';
  let field: string | undefined;
  try {
    const body = (await response.json()) as { error?: { code?: string; field?: string } };
    if (body.error?.code) code = body.error.code;
    field = body.error?.field;
  } catch {
    // Not JSON (a proxy's error page): the status decides.
  }
  return new GuestApiError(code, response.status, field);
}

const json = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });
const query = (params: Record<string, string | null | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
};
const seg = encodeURIComponent;

export const fetchVenue = (slug: string, table: string | null, lang: string) =>
  call<GuestVenue>(`/venues/${seg(slug)}${query({ table, lang })}`, { cache: 'no-store' });

export const fetchTableSlug = async (reference: string): Promise<string | null> => {
  const answer = await call<{ table: { venueSlug?: string | null; slug?: string | null } }>(
    `/tables/${seg(reference)}`,
  );
  return answer.table.venueSlug ?? answer.table.slug ?? null;
};

const menuCache = new Map<string, { etag: string; menu: GuestMenu }>();

/**
 * The menu, revalidated with its ETag: an unchanged menu answers 304 and the copy this page already
 * has (kept in sessionStorage too, so a reload revalidates rather than downloads).
 */
export async function fetchMenu(
  slug: string,
  serviceType: OnlineServiceType,
  lang: string,
): Promise<GuestMenu> {
  const path = `/venues/${seg(slug)}/menu${query({ serviceType, lang })}`;
  const cacheKey = `fika.guest.menu.${path}`;
  let cached = menuCache.get(path);
  if (!cached) {
    try {
      const raw = sessionStorage.getItem(cacheKey);
      if (raw) cached = JSON.parse(raw) as { etag: string; menu: GuestMenu };
    } catch {
      cached = undefined;
    }
  }
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, {
      headers: { accept: 'application/json', ...(cached ? { 'if-none-match': cached.etag } : {}) },
      // The page does the revalidation itself, so the browser's cache must not answer for it.
      cache: 'no-cache',
    });
  } catch {
    throw new GuestApiError('offline', 0);
  }
  if (response.status === 304 && cached) return cached.menu;
  if (!response.ok) throw await errorOf(response);
  const menu = (await response.json()) as GuestMenu;
  const etag = response.headers.get('etag');
  if (etag) {
    const entry = { etag, menu };
    menuCache.set(path, entry);
    try {
      sessionStorage.setItem(cacheKey, JSON.stringify(entry));
    } catch {
      // Storage full or blocked: the memory copy still revalidates.
    }
  }
  return menu;
}

export const fetchQuote = (slug: string, input: GuestQuoteInput, lang: string, member: string | null) =>
  call<GuestQuote>(`/venues/${seg(slug)}/quote${query({ lang })}`, json(input), member);

export const placeOrder = (slug: string, input: GuestOrderInput, lang: string, member: string | null) =>
  call<GuestPlacedOrder>(`/venues/${seg(slug)}/orders${query({ lang })}`, json(input), member);

export const fetchOrder = (token: string, lang: string) =>
  call<GuestOrderView>(`/orders/${seg(token)}${query({ lang })}`, { cache: 'no-store' });

export const orderEventsUrl = (token: string, lang: string) =>
  `${BASE}/orders/${seg(token)}/events${query({ lang })}`;

export const requestMemberCode = (email: string, slug: string, lang: string) =>
  call<null>(`/members/code${query({ lang })}`, json({ email, venueSlug: slug, lang }));

export const startMemberSession = (email: string, code: string, slug: string) =>
  call<GuestMemberSession>('/members/session', json({ email, code, venueSlug: slug }));

export const fetchMe = (token: string, slug: string) =>
  call<GuestMember>(`/members/me${query({ venueSlug: slug })}`, { cache: 'no-store' }, token);
