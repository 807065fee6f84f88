import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';

export interface PublicLocation {
  pathname: string;
  search: string;
  hash: string;
}

interface RouterValue {
  location: PublicLocation;
  navigate(to: string, options?: { replace?: boolean }): void;
}

const RouterContext = createContext<RouterValue | null>(null);

function parse(url: string): PublicLocation {
  const parsed = new URL(url, 'http://fika.invalid');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
}

const sameLocation = (a: PublicLocation, b: PublicLocation) =>
  a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;

/**
 * The public site's router: a handful of fixed routes, so history.pushState and one context are
 * enough, and the same tree renders on the server (from `url`) and in the browser.
 */
export function PublicRouter({ url, children }: { url: string; children: ReactNode }) {
  const [location, setLocation] = useState(() => parse(url));

  useEffect(() => {
    const sync = () => {
      const next = parse(window.location.href);
      startTransition(() => setLocation((current) => (sameLocation(current, next) ? current : next)));
    };
    window.addEventListener('popstate', sync);
    // A prerendered page can be served for another URL of the same page (/en-se/login gets the
    // /en-gb/login HTML): it hydrates at the URL it was rendered for, then moves to the real one.
    sync();
    return () => window.removeEventListener('popstate', sync);
  }, []);

  const navigate = useCallback((to: string, options: { replace?: boolean } = {}) => {
    const next = parse(new URL(to, window.location.href).href);
    const href = `${next.pathname}${next.search}${next.hash}`;
    if (options.replace) window.history.replaceState(null, '', href);
    else window.history.pushState(null, '', href);
    // A transition: while the next page's code loads, the current page stays on screen.
    startTransition(() => setLocation(next));
  }, []);

  // The page scrolls to the top on every path change (§2.1), or to the anchor when there is one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the trigger, not an input.
  useEffect(() => {
    if (typeof window === 'undefined') return;
    const id = location.hash.slice(1);
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.pathname, location.hash]);

  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function usePublicRouter(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('usePublicRouter must be used within a PublicRouter');
  return value;
}

/** An ordinary link that navigates inside the public site without reloading the page. */
export function Link({ to, onClick, ...props }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { navigate } = usePublicRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const external = /^[a-z]+:/i.test(to) && !to.startsWith(window.location.origin);
    if (
      event.defaultPrevented ||
      external ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      props.target === '_blank'
    ) {
      return;
    }
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={handleClick} {...props} />;
}
