// Test-only: renders a catalogue screen the way the back office does (Mantine, query cache, toasts,
// modal stack, the real AuthProvider fed by a mocked fetch, a router with the ?id= deep link) in
// English, with the catalogue, shell and common texts.
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
import enCatalogue from '../../locales/en/catalogue.json';
import enCommon from '../../locales/en/common.json';
import enPim from '../../locales/en/pim.json';
import { ModalProvider } from '../../ui/modal-stack.tsx';
import { theme } from '../../ui/theme.ts';
import { ToastProvider } from '../../ui/toasts.tsx';
import { AuthProvider, useAuth } from '../session/index.ts';

export { callsTo, mockGraphQL, sessionData } from '../settings/test-utils.tsx';

// The frame renders a screen only once the session is there; so does this.
function SessionReady({ children }: { children: ReactNode }) {
  return useAuth().state.status === 'ready' ? children : null;
}

/** Renders `screen` at `url` (e.g. '/pim/products?id=new') inside the back office's providers. */
export async function renderCatalogue(screen: ReactElement, url: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    ns: ['common', 'pim', 'catalogue'],
    defaultNS: 'common',
    resources: { en: { common: enCommon, pim: enPim, catalogue: enCatalogue } },
    interpolation: { escapeValue: false },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const path = url.split('?')[0] ?? url;
  const root = createRootRoute({ component: Outlet });
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path, validateSearch: entitySearch, component: () => screen }),
  ]);
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

/** A product row of GetItems. */
export function productRow(id: string, title: string, defaultPrice: number, categoryName = 'Food') {
  return { id, title, defaultPrice, vatRate: 25, categoryIds: [`cat-${categoryName}`] };
}

/** What the product form offers: two categories, one course, one modification group. */
export const CHOICES = {
  data: {
    categories: [
      { id: 'cat-Food', name: 'Food', vatRate: 12, color: '#e8590c' },
      { id: 'cat-Beer', name: 'Beer', vatRate: 25, color: '#f59f00' },
    ],
    courseTypes: [{ id: 'course-main', name: 'Varmrätt', label: 'Main' }],
    modificationGroups: [
      { id: 'group-milk', title: 'Mjölk', modifications: [{ id: 'mod-oat', name: 'Havre' }] },
    ],
    upsells: [],
    stations: [],
  },
};
