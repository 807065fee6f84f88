// Writes every public page, in every language, as static HTML into dist/ (then hydrated in the
// browser): real content for search engines and a fast first paint.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const web = new URL('..', import.meta.url).pathname;
const dist = join(web, 'dist');
const siteUrl = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const { render, prerenderUrls } = await import(pathToFileURL(join(web, 'dist-ssr/entry-server.js')).href);
const template = readFileSync(join(dist, 'public.html'), 'utf8');

let count = 0;
for (const url of prerenderUrls()) {
  const page = await render(url, siteUrl);
  const html = template
    .replace('<html lang="en" dir="ltr">', `<html lang="${page.lang}" dir="${page.dir}">`)
    .replace('<!--ssr-head-->', page.head)
    // The server also serves this file for other segments of the language (/en-se for /en-gb): the
    // client hydrates at this URL, then moves to its own.
    .replace('<div id="root">', `<div id="root" data-prerendered-for="${url}">`)
    .replace('<!--ssr-html-->', page.html);
  const file = join(dist, url, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  count++;
}
// Search engines: every prerendered page in the sitemap, and a robots.txt that points to it.
const urls = prerenderUrls()
  .map((url) => `  <url><loc>${siteUrl}${url}</loc></url>`)
  .join('\n');
writeFileSync(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
);
writeFileSync(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\nSitemap: ${siteUrl}/sitemap.xml\n`);

rmSync(join(web, 'dist-ssr'), { recursive: true, force: true });
console.log(`prerendered ${count} public pages, sitemap.xml and robots.txt`);
