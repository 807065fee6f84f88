import { watchUncaughtErrors } from './lib/monitoring.ts';
import { getAdminToken, getToken } from './lib/token-storage.ts';
import { takeTokenFromUrl } from './lib/url-token.ts';

// The one entry of every page that is not prerendered: a session token in the URL is taken first,
// then a signed-in visitor gets the back office and anyone else the public site — each loads only
// its own code.
takeTokenFromUrl();
watchUncaughtErrors();

if (getToken() || getAdminToken()) {
  void import('./app/main.tsx');
} else {
  void import('./public/entry-client.tsx');
}
