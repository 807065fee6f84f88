import { getAdminToken, getToken, setToken } from './lib/token-storage.ts';

// The one entry of every page that is not prerendered: a session token in the URL is taken first
// (§2.1, except on the reset-password page, whose token is a reset token), then a signed-in visitor
// gets the back office and anyone else the public site — each loads only its own code.
const url = new URL(window.location.href);
const urlToken = url.searchParams.get('token');
if (urlToken && url.pathname !== '/reset-password') {
  setToken(urlToken);
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

if (getToken() || getAdminToken()) {
  void import('./app/main.tsx');
} else {
  void import('./public/entry-client.tsx');
}
