// The guest ordering page's entry (guest.html): React and this folder only — no back-office code, no
// UI library — so a guest's phone downloads little. Language from the address, texts loaded per language.
// The one exception is the monitoring watcher (a few lines; its client loads only once a page fails),
// so a guest's errors reach the venue's company in Client errors.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { watchUncaughtErrors } from '../lib/monitoring.ts';
import { GuestApp } from './guest-app.tsx';
import { loadMessages } from './i18n.ts';
import { parseGuestPath, pickLanguage } from './routes.ts';
import './guest.css';

async function start() {
  watchUncaughtErrors();
  const location = parseGuestPath(window.location.pathname);
  let saved: string | null = null;
  try {
    saved = localStorage.getItem('userLangSelected');
  } catch {
    saved = null;
  }
  const language = pickLanguage(location.language, saved, navigator.languages ?? []);
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
  const messages = await loadMessages(language);
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <GuestApp initial={location} language={language} messages={messages} />
    </StrictMode>,
  );
}

void start();
