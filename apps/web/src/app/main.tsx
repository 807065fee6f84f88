import { parseLangSegment } from '@fika/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../lib/i18n.ts';
import { App } from './app.tsx';
import '../styles.css';

// A signed-in user on a public, language-prefixed path belongs in the back office at / (§2.1).
if (
  parseLangSegment(window.location.pathname.split('/')[1]) ||
  window.location.pathname.startsWith('/activate/')
) {
  window.history.replaceState(null, '', '/');
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
const root = container;

// Translations for the starting language load before the first render, so no key ever flashes.
void initI18n().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
