import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';

// A stand-in for apps/web/dist: the app shell, one prerendered page and one hashed asset.
function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fika-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>shell</title>');
  mkdirSync(join(dir, 'sv-se', 'pos'), { recursive: true });
  writeFileSync(
    join(dir, 'sv-se', 'pos', 'index.html'),
    `<!doctype html><title>Kassasystem</title>${'<p>Fika</p>'.repeat(200)}`,
  );
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

  it('gives every other path the app shell, which decides between public site and back office', async () => {
    for (const path of ['/', '/pim/products?id=new', '/en-se/pos', '/activate/abc']) {
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
