import { defaultLangSegment, LANGUAGE_STORAGE_KEY } from '@fika/domain';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readStorage } from '../lib/storage.ts';
import { getAdminToken, getToken } from '../lib/token-storage.ts';
import { takeTokenFromUrl } from '../lib/url-token.ts';
import { createPublicI18n, loadPublicResources, namespacesFor } from './i18n.ts';
import { lazyPages, preloadPage } from './page-components.ts';
import { browserLanguage, PublicApp } from './public-app.tsx';
import { matchPublicPath } from './routes.ts';
import './public.css';
// The stylesheets of the lazily loaded pages too: a prerendered page must be styled before its
// code arrives, or it would jump when the styles come with it.
import './auth/auth.css';
import '../ui/privacy-policy.css';
import './products/products.css';

async function start() {
  // Prerendered pages start here rather than in boot.ts, so they take a URL token themselves.
  takeTokenFromUrl();
  const saved = readStorage(LANGUAGE_STORAGE_KEY);
  const fallbackLanguage = browserLanguage(saved);
  const defaultSegment = defaultLangSegment({
    saved,
    browserLanguages: navigator.languages,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  let match = matchPublicPath(window.location.pathname, defaultSegment, fallbackLanguage);
  if (match.kind === 'redirect') {
    window.history.replaceState(null, '', `${match.to}${window.location.search}${window.location.hash}`);
    match = matchPublicPath(match.to, defaultSegment, fallbackLanguage);
  }
  if (match.kind !== 'route') return;
  // A signed-in user on a language path belongs in the back office (§2.1).
  if (match.route.segment && (getToken() || getAdminToken())) {
    window.location.replace('/');
    return;
  }
  const language = match.route.language;
  const namespaces = namespacesFor(match.route.page);
  // The page's code and copy load side by side, before hydration needs them.
  const [resources] = await Promise.all([
    loadPublicResources(language, namespaces),
    preloadPage(match.route.page),
  ]);
  const i18n = await createPublicI18n(language, { [language]: resources });
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  const { pathname, search, hash } = window.location;
  // A prerendered page names the URL it was rendered for, which may be another segment of the same
  // language (/en-gb/login served for /en-se/login): hydration starts there, the router moves on.
  const prerenderedFor = root.dataset.prerenderedFor;
  const app = (
    <StrictMode>
      <PublicApp
        url={`${prerenderedFor && root.hasChildNodes() ? prerenderedFor : pathname}${search}${hash}`}
        i18n={i18n}
        defaultSegment={defaultSegment}
        fallbackLanguage={fallbackLanguage}
        siteUrl={window.location.origin}
        pages={lazyPages}
      />
    </StrictMode>
  );
  // Prerendered pages hydrate; the app shell (index.html) renders from scratch.
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
