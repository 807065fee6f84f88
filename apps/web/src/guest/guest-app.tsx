import { useEffect, useMemo, useState } from 'react';
import { fetchTableSlug, GuestApiError } from './api.ts';
import { I18nContext, localeTag, type Messages, translator, useI18n } from './i18n.ts';
import { ErrorNote, Spinner } from './parts.tsx';
import {
  type GuestLanguage,
  type GuestLocation,
  guestPath,
  type Navigate,
  parseGuestPath,
} from './routes.ts';
import { StatusPage } from './status-page.tsx';
import { VenuePage } from './venue-page.tsx';

/** The page: resolves the address (a table's QR path first becomes the venue's) and shows its view. */
export function GuestApp({
  initial,
  language,
  messages,
}: {
  initial: GuestLocation;
  language: GuestLanguage;
  messages: Messages;
}) {
  const [location, setLocation] = useState(initial);
  const [search, setSearch] = useState(() => window.location.search);
  const [country, setCountry] = useState<string | null>(initial.country);
  const i18n = useMemo(
    () => ({ t: translator(messages, language), language, locale: localeTag(language, country) }),
    [messages, language, country],
  );

  const navigate: Navigate = (path, options) => {
    if (options?.replace) window.history.replaceState(null, '', path);
    else window.history.pushState(null, '', path);
    const url = new URL(path, window.location.origin);
    setLocation(parseGuestPath(url.pathname));
    setSearch(url.search);
    window.scrollTo(0, 0);
  };

  useEffect(() => {
    const onPop = () => {
      setLocation(parseGuestPath(window.location.pathname));
      setSearch(window.location.search);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const route = location.route;
  const table = new URLSearchParams(search).get('table');
  return (
    <I18nContext.Provider value={i18n}>
      {route.kind === 'table' && (
        <TableRedirect reference={route.reference} segment={location.segment} navigate={navigate} />
      )}
      {route.kind === 'menu' && (
        <VenuePage
          key={route.slug}
          slug={route.slug}
          table={table}
          segment={location.segment}
          navigate={navigate}
          onCountry={setCountry}
        />
      )}
      {route.kind === 'status' && (
        <StatusPage
          token={route.token}
          slug={route.slug}
          segment={location.segment}
          navigate={navigate}
          onCountry={setCountry}
        />
      )}
      {route.kind === 'unknown' && <NotFound />}
    </I18nContext.Provider>
  );
}

function NotFound() {
  const { t } = useI18n();
  return (
    <main className="g-page g-center">
      <h1>{t('errors.venueNotFound')}</h1>
    </main>
  );
}

/** /{lang}/order/t/{ref} (QR codes printed before #15): the table's venue page with ?table={ref}. */
function TableRedirect({
  reference,
  segment,
  navigate,
}: {
  reference: string;
  segment: string;
  navigate: Navigate;
}) {
  const { t } = useI18n();
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry is a new attempt at the same reference.
  useEffect(() => {
    let current = true;
    setError(null);
    fetchTableSlug(reference)
      .then((slug) => {
        if (!current) return;
        if (slug)
          navigate(`${guestPath(segment, slug)}?table=${encodeURIComponent(reference)}`, { replace: true });
        else setError('onlineOrderingOff');
      })
      .catch((caught: unknown) => {
        if (!current) return;
        const status = caught instanceof GuestApiError ? caught.status : 0;
        setError(status === 404 || status === 400 || status === 410 ? 'tableInvalid' : 'offline');
      });
    return () => {
      current = false;
    };
  }, [reference, attempt]);
  return (
    <main className="g-page g-center">
      {error ? (
        <ErrorNote code={error} onRetry={error === 'offline' ? () => setAttempt((n) => n + 1) : undefined} />
      ) : (
        <Spinner label={t('loading')} />
      )}
    </main>
  );
}
