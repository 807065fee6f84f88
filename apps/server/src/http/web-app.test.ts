import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';

// A stand-in for apps/web/dist: the app shell, one prerendered page and one hashed asset.
function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fika-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(dir, 'guest.html'), '<!doctype html><title>guest</title>');
  mkdirSync(join(dir, 'sv-se', 'pos'), { recursive: true });
  writeFileSync(
    join(dir, 'sv-se', 'pos', 'index.html'),
    `<!doctype html><title>Kassasystem</title>${'<p>Fika</p>'.repeat(200)}`,
  );
  // The prerenderer's pages carry their language, direction, title and canonical link.
  const page = (path: string, lang: string, direction: string, title: string) => {
    mkdirSync(join(dir, path), { recursive: true });
    writeFileSync(
      join(dir, path, 'index.html'),
      `<!doctype html><html lang="${lang}" dir="${direction}"><head><title>${title}</title>` +
        `<link rel="canonical" href="http://localhost:3000/${path}" /></head>` +
        `<body><div id="root" data-prerendered-for="/${path}"><main>${title}</main></div></body></html>`,
    );
  };
  page('ar-ae', 'ar', 'rtl', 'فيكا');
  page('en-gb/login', 'en', 'ltr', 'Log in to Fika');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), `console.log(${'"fika"+'.repeat(500)}"");`);
  return dir;
}

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ WEB_DIST: fakeDist() });
});
afterAll(() => t.close());

describe('the web app', () => {
  it('serves a prerendered public page by its path, compressed and not cached', async () => {
    const response = await fetch(`${t.url}/sv-se/pos`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toMatch(/br|gzip/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>Kassasystem</title>');
    expect(await (await fetch(`${t.url}/sv-se/pos/`)).text()).toContain('Kassasystem');
  });

  it('serves a valid but non-canonical language segment the prerendered page of its language', async () => {
    const cases = [
      { path: '/ar-gb', lang: 'ar', dir: 'rtl', title: 'فيكا', canonical: '/ar-ae' },
      { path: '/ar-se/', lang: 'ar', dir: 'rtl', title: 'فيكا', canonical: '/ar-ae' },
      { path: '/en-se/login', lang: 'en', dir: 'ltr', title: 'Log in to Fika', canonical: '/en-gb/login' },
      {
        path: '/en-no/login?next=x',
        lang: 'en',
        dir: 'ltr',
        title: 'Log in to Fika',
        canonical: '/en-gb/login',
      },
    ];
    for (const { path, lang, dir, title, canonical } of cases) {
      const response = await fetch(`${t.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${lang}" dir="${dir}">`);
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(html, path).toContain(`<link rel="canonical" href="http://localhost:3000${canonical}" />`);
    }
  });

  it('gives the guest ordering page its own entry, for every visitor, and nothing else', async () => {
    const guestPaths = [
      '/order/kafe-sodermalm',
      '/sv-se/order/kafe-sodermalm?table=abc',
      '/ar-ae/order/kafe/',
      '/en-gb/order/t/abc.def',
      '/order/kafe/status/tok',
    ];
    for (const path of guestPaths) {
      // A signed-in owner opening their own guest page gets it too: the session lives in the browser.
      const response = await fetch(`${t.url}${path}`, { headers: { authorization: 'Bearer x' } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(await response.text(), path).toContain('<title>guest</title>');
    }
    for (const path of ['/orders', '/order', '/sv-se/order/a/b', '/online-ordering', '/fr-fr/orders/x']) {
      const response = await fetch(`${t.url}${path}`);
      expect(await response.text(), path).toContain('<title>shell</title>');
    }
  });

  it('gives every other path the app shell, which decides between public site and back office', async () => {
    // en-se/pos: no prerendered en-gb/pos in this dist; fr-fr is no language of the site.
    for (const path of ['/', '/pim/products?id=new', '/en-se/pos', '/fr-fr/login', '/activate/abc']) {
      const response = await fetch(`${t.url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>shell</title>');
    }
  });

  it('caches hashed assets for a year and answers 404 for unknown assets and API paths', async () => {
    const asset = await fetch(`${t.url}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${t.url}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${t.url}/dev/nothing-here`)).status).toBe(404);
    expect((await fetch(`${t.url}/telemetry`)).status).toBe(404);
  });
});
