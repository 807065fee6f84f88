// Test-only: renders a screen of this area the way the back office does (Mantine, query cache,
// toasts, modal stack, the real AuthProvider fed by a mocked fetch, a memory router whose route
// reads ?id=) in English.
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
import i18next from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { entitySearch } from '../../lib/search-params.ts';
import enBackoffice from '../../locales/en/backoffice.json';
import enCatalogue from '../../locales/en/catalogue.json';
import enCommon from '../../locales/en/common.json';
import enPim from '../../locales/en/pim.json';
import { ModalProvider } from '../../ui/modal-stack.tsx';
import { theme } from '../../ui/theme.ts';
import { ToastProvider } from '../../ui/toasts.tsx';
import { AuthProvider, useAuth } from '../session/index.ts';

export { badUserInput, callsTo, mockGraphQL, sessionData } from '../settings/test-utils.tsx';

function SessionReady({ children }: { children: ReactNode }) {
  return useAuth().state.status === 'ready' ? children : null;
}

const GROUPS_PATH = '/pim/modification-groups';

/** Renders `screen` at `url` (e.g. '/pim/stations?id=new'); the path part names its route. */
export async function renderPim(screen: ReactElement, url: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    ns: ['common', 'backoffice', 'catalogue', 'pim'],
    defaultNS: 'common',
    resources: { en: { common: enCommon, backoffice: enBackoffice, catalogue: enCatalogue, pim: enPim } },
    interpolation: { escapeValue: false },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRoute({ component: Outlet });
  const path = url.split('?')[0] ?? '/';
  const routes = [
    createRoute({ getParentRoute: () => root, path, validateSearch: entitySearch, component: () => screen }),
  ];
  // Where links of the screen lead, unless it is that screen.
  if (path !== GROUPS_PATH) {
    routes.push(
      createRoute({
        getParentRoute: () => root,
        path: GROUPS_PATH,
        validateSearch: entitySearch,
        component: () => <p>Modification groups</p>,
      }),
    );
  }
  const routeTree = root.addChildren(routes);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [url] }) });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MantineProvider theme={theme} env="test">
          <ToastProvider>
            <ModalProvider>
              <AuthProvider>
                <SessionReady>
                  <RouterProvider router={router} />
                </SessionReady>
              </AuthProvider>
            </ModalProvider>
          </ToastProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, client };
}

/** A group as the API gives it, with defaults for what a test does not care about. */
export function groupData(
  id: string,
  title: string,
  modifications: { id: string; name: string; price: number }[] = [],
  items: { id: string; title: string }[] = [],
) {
  const none = { en: null, se: null, es: null, no: null };
  return {
    id,
    title,
    titleLang: { ...none, se: title },
    minSelections: 0,
    maxSelections: null as number | null,
    modifications: modifications.map((m, position) => ({ ...m, groupId: id, nameLang: none, position })),
    items,
  };
}

/** The demo items the pickers offer. */
export const ITEMS = [
  { id: 'i1', title: 'Cappuccino' },
  { id: 'i2', title: 'Caffè latte' },
];
