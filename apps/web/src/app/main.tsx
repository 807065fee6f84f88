// Mantine's styles first: the feature styles that follow must win over its resets.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './frame.css';
import { parseLangSegment } from '@fika/domain';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BACKOFFICE_NAMESPACES, initI18n, keepLeftToRight } from '../lib/i18n.ts';
import { AppProviders, createQueryClient } from './providers.tsx';
import { router } from './router.tsx';

// A signed-in user on a public, language-prefixed path belongs in the back office at / (§2.1).
if (parseLangSegment(window.location.pathname.split('/')[1])) {
  window.history.replaceState(null, '', '/');
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
const root = container;
const queryClient = createQueryClient();

// §2.1: right-to-left only while logged out. Translations load before the first render.
keepLeftToRight();
void initI18n(undefined, BACKOFFICE_NAMESPACES).then(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
