import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { canonicalLangPath } from '@fika/domain';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../kernel/errors.ts';
import { isApiPath, pathOf } from './api-paths.ts';
import { sendRestError } from './errors.ts';

/** Every prerendered page of the public site: '/sv-se/pos' → 'sv-se/pos/index.html'. */
function prerenderedPages(webDist: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(join(dir, entry.name));
      } else if (entry.name === 'index.html' && dir !== webDist) {
        const path = `/${relative(webDist, dir).split(sep).join('/')}`;
        pages.set(path, relative(webDist, join(dir, entry.name)));
      }
    }
  };
  walk(webDist);
  return pages;
}

/**
 * The prerendered file for a path. A valid segment other than its language's canonical one
 * (/en-se/login) gets the canonical page (/en-gb/login): same language and content, and its
 * canonical link already names the canonical URL, so it is right before any script runs.
 */
function prerenderedPage(pages: Map<string, string>, path: string): string | undefined {
  const page = pages.get(path);
  if (page) return page;
  const canonical = canonicalLangPath(path);
  return canonical ? pages.get(canonical) : undefined;
}

/**
 * The guest ordering page's addresses (apps/web/src/guest/routes.ts): /order/{slug},
 * /{lang}/order/{slug}, a table's QR path /{lang}/order/t/{ref} and an order's status page. They get
 * guest.html for every visitor — a signed-in owner trying their own page included — never the back office.
 */
export const GUEST_PATH = /^(?:\/[a-z]{2}-[a-z]{2})?\/order\/(?:t\/[^/]+|[^/]+(?:\/status\/[^/]+)?)$/;

/**
 * The built web app: hashed assets cached for a year, prerendered public pages by path, and
 * guest.html for the guest ordering page, and index.html (which boots the public site or the back
 * office) for every other path.
 */
export async function registerWebApp(server: FastifyInstance, webDist: string): Promise<void> {
  const pages = prerenderedPages(webDist);
  // Files at the top of dist (robots.txt, sitemap.xml, …) by their path: the catch-all serves them.
  const rootFiles = new Set(
    readdirSync(webDist, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${entry.name}`),
  );
  // One wildcard route for the hashed assets: a route per file (wildcard: false) registered some
  // 1,300 routes (GET and HEAD for every chunk) on every start, a visible part of start-up time.
  const assets = join(webDist, 'assets') + sep;
  await server.register(fastifyStatic, {
    root: join(webDist, 'assets'),
    prefix: '/assets/',
    index: false,
    // Also applies to the catch-all's sendFile: the pages must be revalidated, the hashed assets never.
    setHeaders: (res, path) => {
      if (path.startsWith(assets)) res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'no-cache');
    },
  });
  // A catch-all route (not the not-found handler) so that compression applies to the pages too;
  // the API's own routes and the asset files are more specific and win.
  server.get('/*', (req, reply) => {
    const path = pathOf(req.url).replace(/\/+$/, '') || '/';
    if (isApiPath(path) || path.startsWith('/assets/')) return sendRestError(reply, notFound('This address'));
    if (GUEST_PATH.test(path)) return reply.type('text/html').sendFile('guest.html', webDist);
    if (rootFiles.has(path)) return reply.sendFile(path.slice(1), webDist);
    const page = prerenderedPage(pages, decodeURIComponent(path));
    return reply.type('text/html').sendFile(page ?? 'index.html', webDist);
  });
}
