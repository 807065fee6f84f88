// Test-only: renders a piece of the back-office frame inside the providers it needs (Mantine,
// query cache, toasts, the real AuthProvider fed by a stubbed fetch) with the app's own i18n.
import type { Permissions } from '@fika/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { BACKOFFICE_NAMESPACES, initI18n } from '../../lib/i18n.ts';
import { theme } from '../../ui/theme.ts';
import { ToastProvider } from '../../ui/toasts.tsx';
import { AuthProvider, type SessionMetadata, useAuth } from '../session/index.ts';
import { sessionData } from '../settings/test-utils.tsx';

/** Initialises the app's i18n in English with the back-office namespaces (once per test file). */
export function initFrameI18n() {
  return initI18n('en', BACKOFFICE_NAMESPACES);
}

/**
 * Holds every `operationName` call of the fetch stub in place (e.g. `mockGraphQL`) until the
 * returned function is called, to see what shows while a request is pending.
 */
export function holdOperation(operationName: string): () => void {
  const serve = globalThis.fetch;
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (url, init) => {
      const body = JSON.parse(String(init?.body)) as { operationName: string };
      if (body.operationName === operationName) await released;
      return serve(url, init);
    }),
  );
  return release;
}

/** The BackOfficeSession answer of Demo Bistro's owner with `permissions` and metadata changes. */
export function sessionWith(permissions: Permissions, metadata: Partial<SessionMetadata> = {}) {
  const { data } = sessionData(permissions);
  return { data: { ...data, authorizeUser: { ...data.authorizeUser, ...metadata } } };
}

// The frame renders its pieces only once the session is there; so does this.
function SessionReady({ children }: { children: ReactNode }) {
  return useAuth().state.status === 'ready' ? children : null;
}

/** Text rendered beside the UI under test once the session is ready. */
export const SESSION_READY = 'Session ready';

/** Renders `ui` inside the back-office providers; `SESSION_READY` shows when the session has loaded. */
export function renderInFrame(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme} env="test">
        <ToastProvider>
          <AuthProvider>
            <SessionReady>
              {ui}
              <span>{SESSION_READY}</span>
            </SessionReady>
          </AuthProvider>
        </ToastProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...view, client };
}
