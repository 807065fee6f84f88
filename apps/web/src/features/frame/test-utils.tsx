// Test-only: renders a piece of the back-office frame inside the providers it needs (Mantine,
// query cache, toasts, the real AuthProvider fed by a stubbed fetch) with the app's own i18n.
import type { Permissions } from '@fika/domain';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { BACKOFFICE_NAMESPACES, i18n, initI18n } from '../../lib/i18n.ts';
import { sessionData } from '../../test/back-office.tsx';
import { renderWithI18n } from '../../test/render-app.tsx';
import type { SessionMetadata } from '../session/index.ts';

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

/** Text rendered beside the UI under test once the session is ready. */
export const SESSION_READY = 'Session ready';

/** Renders `ui` inside the back-office providers; `SESSION_READY` shows when the session has loaded. */
export function renderInFrame(ui: ReactElement) {
  return renderWithI18n(
    <>
      {ui}
      <span>{SESSION_READY}</span>
    </>,
    i18n,
  );
}
