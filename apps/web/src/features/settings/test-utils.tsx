// Test-only: renders a settings screen the way the back office does (Mantine, query cache, toasts,
// modal stack, the real AuthProvider fed by a mocked fetch, a memory router) in one language.
import type { Permissions, UiLanguage } from '@fika/domain';
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
import { fireEvent, render, within } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import enCommon from '../../locales/en/common.json';
import enSettings from '../../locales/en/settings.json';
import svCommon from '../../locales/sv/common.json';
import svSettings from '../../locales/sv/settings.json';
import { ModalProvider } from '../../ui/modal-stack.tsx';
import { theme } from '../../ui/theme.ts';
import { ToastProvider } from '../../ui/toasts.tsx';
import { AuthProvider, useAuth } from '../session/index.ts';

export { badUserInput, callsTo, mockGraphQL } from '../../public/auth/test-utils.tsx';

const RESOURCES = {
  en: { common: enCommon, settings: enSettings },
  sv: { common: svCommon, settings: svSettings },
} as const;

/** An i18next instance with the common and settings texts of `language` (English as fallback). */
export async function createSettingsI18n(language: keyof typeof RESOURCES = 'en'): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: 'en',
    ns: ['common', 'settings'],
    defaultNS: 'common',
    resources: RESOURCES,
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** An administrator with SETTINGS for Södermalm only. */
export const VENUE_RESTRICTED: Permissions = { scopes: ['SETTINGS'], venueIds: ['v1'] };

/** Olivia, owner of Demo Bistro (SE): every scope, every venue unless `permissions` says less. */
export function sessionData(permissions: Permissions = { scopes: [], venueIds: [] }) {
  return {
    data: {
      authorizeUser: {
        userId: 'u1',
        userName: 'Olivia Owner',
        userFirstName: 'Olivia',
        userLastName: 'Owner',
        email: 'owner@demo.fika.test',
        companyId: 'c1',
        companyName: 'Demo Bistro',
        legalname: 'Demo Bistro AB',
        country: 'SE',
        currency: 'SEK',
        timezone: 'Europe/Stockholm',
        language: 'se',
        scopes: permissions.scopes,
        venueIds: permissions.venueIds,
        isPaymentsOnly: false,
        organizationId: null,
        legalEntityId: null,
        billingAccountId: null,
        balanceAccountId: null,
        isOrganizationAdmin: false,
        actingAs: false,
      },
      userMetadata: {
        id: 'u1',
        name: 'Olivia Owner',
        email: 'owner@demo.fika.test',
        role: 'SUPER_ADMIN',
        permissions,
        venues: [
          {
            id: 'v1',
            name: 'Södermalm',
            active: true,
            deleted: false,
            legalEntityId: null,
            timezone: 'Europe/Stockholm',
          },
        ],
      },
    },
  };
}

// The frame renders a screen only once the session is there; so does this.
function SessionReady({ children }: { children: ReactNode }) {
  return useAuth().state.status === 'ready' ? children : null;
}

/** Where a test navigates to leave the screen under test. */
export const ELSEWHERE = '/elsewhere';

/** Renders `screen` at `path` inside the providers of the back office. */
export async function renderSettings(
  screen: ReactElement,
  { path, language = 'en' }: { path: string; language?: Extract<UiLanguage, keyof typeof RESOURCES> },
) {
  const i18n = await createSettingsI18n(language);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRoute({ component: Outlet });
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path, component: () => screen }),
    createRoute({ getParentRoute: () => root, path: ELSEWHERE, component: () => <p>Somewhere else</p> }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
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
  return { ...view, router, client, i18n };
}

// Required fields carry a visual asterisk after their label.
const withoutAsterisk = (text: string) => text.replace(/\s*\*$/, '').trim();

/** The input labelled `label` (in `scope`, e.g. a dialog). */
export function field(label: string | RegExp, scope: HTMLElement = document.body): HTMLInputElement {
  return within(scope).getByLabelText(label, {
    normalizer: withoutAsterisk,
    selector: 'input',
  }) as HTMLInputElement;
}

/** Types `value` into the input labelled `label`. */
export function type(label: string | RegExp, value: string, scope?: HTMLElement): void {
  fireEvent.change(field(label, scope), { target: { value } });
}

/** The message Mantine shows under an input (named by its aria-describedby), or null. */
export function errorOf(input: HTMLElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  const message = ids.map((id) => document.getElementById(id)).find((el) => el?.className.includes('error'));
  return message?.textContent ?? null;
}
