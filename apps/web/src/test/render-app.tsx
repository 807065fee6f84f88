// Test-only: renders UI the way the back office does (Mantine, query cache, toasts, modal stack,
// the real AuthProvider fed by a mocked fetch, optionally a memory router), with the texts of the
// namespaces a screen loads. The feature test helpers differ only in the parameters they pass.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider, useAuth } from '../features/session/index.ts';
import { entitySearch } from '../lib/search-params.ts';
import { ModalProvider } from '../ui/modal-stack.tsx';
import { theme } from '../ui/theme.ts';
import { ToastProvider } from '../ui/toasts.tsx';

type Bundle = Record<string, unknown>;
const BUNDLES = import.meta.glob<Bundle>('../locales/{en,sv}/*.json', { eager: true, import: 'default' });

/** The languages whose texts tests render in. */
export type TestLanguage = 'en' | 'sv';

/** An i18next instance with 'common' and `namespaces` in `language`, English as the fallback. */
export async function createTestI18n(
  namespaces: readonly string[],
  language: TestLanguage = 'en',
): Promise<I18n> {
  // As in the app: 'common' and the shared pieces' 'ui' are always there, whatever the screen loads.
  const all = [...new Set(['common', 'ui', ...namespaces])];
  const bundlesOf = (lang: TestLanguage) =>
    Object.fromEntries(all.map((ns) => [ns, BUNDLES[`../locales/${lang}/${ns}.json`] ?? {}]));
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: 'en',
    ns: all,
    defaultNS: 'common',
    resources: { en: bundlesOf('en'), ...(language === 'en' ? {} : { [language]: bundlesOf(language) }) },
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** A route of the test router. */
export interface TestRoute {
  path: string;
  component: () => ReactNode;
  /** Reads the search params; `?id=` (the entity drawers' deep link) unless given. */
  validateSearch?: (search: Record<string, unknown>) => object;
}

/** Options of {@link renderApp}. */
export interface RenderAppOptions {
  /** The namespaces the screen loads besides 'common'. */
  namespaces?: readonly string[];
  language?: TestLanguage;
  /** An i18n instance to use instead of one made from `namespaces` (the app's own, say). */
  i18n?: I18n;
}

/** Options of {@link renderRoute}. */
export interface RenderRouteOptions extends RenderAppOptions {
  /** Further routes: where the screen's links lead, or the screens themselves. */
  routes?: readonly TestRoute[];
}

// The frame renders a screen only once the session is there; so does this.
function SessionReady({ children }: { children: ReactNode }) {
  return useAuth().state.status === 'ready' ? children : null;
}

function testRouter(ui: ReactElement | null, url: string, extra: readonly TestRoute[]) {
  const root = createRootRoute({ component: Outlet });
  const path = url.split('?')[0] ?? url;
  const own: TestRoute[] = ui ? [{ path, component: () => ui }] : [];
  const routes = [...own, ...extra.filter((route) => !ui || route.path !== path)].map((route) =>
    createRoute({
      getParentRoute: () => root,
      path: route.path,
      validateSearch: route.validateSearch ?? entitySearch,
      component: route.component,
    }),
  );
  return createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
}

/** Renders `content` inside the back office's providers with `i18n`; it shows once the session has loaded. */
export function renderWithI18n(content: ReactElement, i18n: I18n) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MantineProvider theme={theme} env="test">
          <ToastProvider>
            <ModalProvider>
              <AuthProvider>
                <SessionReady>{content}</SessionReady>
              </AuthProvider>
            </ModalProvider>
          </ToastProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, client, i18n };
}

async function renderInProviders(content: ReactElement, options: RenderAppOptions) {
  const i18n = options.i18n ?? (await createTestI18n(options.namespaces ?? [], options.language));
  return renderWithI18n(content, i18n);
}

/** Renders `ui` inside the back office's providers; it shows once the session has loaded. */
export function renderApp(ui: ReactElement, options: RenderAppOptions = {}) {
  return renderInProviders(ui, options);
}

/**
 * Renders a memory router at `url` inside the back office's providers: `ui` (unless null) is the
 * route at the url's path, reading `?id=`; `routes` are the others.
 */
export async function renderRoute(ui: ReactElement | null, url: string, options: RenderRouteOptions = {}) {
  const router = testRouter(ui, url, options.routes ?? []);
  const view = await renderInProviders(<RouterProvider router={router} />, options);
  return { ...view, router };
}
