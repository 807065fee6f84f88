// Test-only: renders a shared shell the way the back office does (Mantine, modal stack, English
// texts of 'common' and 'ui', a memory router at `path`).
import { MantineProvider } from '@mantine/core';
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
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import enCommon from '../locales/en/common.json';
import enUi from '../locales/en/ui.json';
import { ModalProvider } from './modal-stack.tsx';
import { theme } from './theme.ts';

/** Where a test navigates to leave the screen under test. */
export const OTHER_PATH = '/other';

/**
 * Renders `ui` at `path` (e.g. '/things?id=new') inside Mantine, the modal stack, i18n and a router;
 * `texts` adds namespaces a test's screen words itself in (e.g. a form's messages).
 */
export async function renderShell(ui: ReactElement, path = '/things', texts: Record<string, object> = {}) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    ns: ['common', 'ui', ...Object.keys(texts)],
    defaultNS: 'common',
    resources: { en: { common: enCommon, ui: enUi, ...texts } },
    interpolation: { escapeValue: false },
  });
  const root = createRootRoute({ component: Outlet });
  const routeTree = root.addChildren([
    createRoute({
      getParentRoute: () => root,
      path: '/things',
      validateSearch: (search: Record<string, unknown>) =>
        typeof search.id === 'string' ? { id: search.id } : {},
      component: () => ui,
    }),
    createRoute({ getParentRoute: () => root, path: OTHER_PATH, component: () => <p>Somewhere else</p> }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <ModalProvider>
          <RouterProvider router={router} />
        </ModalProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return { ...view, router };
}
