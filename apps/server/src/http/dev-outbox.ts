import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../lib/html.ts';
import type { Db } from '../platform/db/client.ts';
import { emailOutbox, type OutboxAttachment } from '../platform/db/schema/index.ts';

// Attachments open as data: links, so a PDF or CSV sent by a report can be looked at.
function attachmentLinks(attachments: OutboxAttachment[] | null): string {
  if (!attachments?.length) return '';
  const links = attachments.map(
    (a) =>
      `<li><a download="${escapeHtml(a.filename)}" href="data:${escapeHtml(a.contentType)};base64,${a.content}">${escapeHtml(a.filename)}</a> (${Math.ceil(a.size / 1024)} KB)</li>`,
  );
  return `<p class="meta">Attachments:</p><ul>${links.join('')}</ul>`;
}

/**
 * Development only: the e-mails that were not sent (no SMTP_URL), newest first, with working
 * links, as a page at /dev/outbox and as JSON at /dev/outbox.json (tests read it).
 */
export function registerDevOutbox(server: FastifyInstance, db: Db): void {
  const latest = () => db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(100);

  server.get('/dev/outbox.json', async () => ({ emails: await latest() }));

  server.get('/dev/outbox', async (_req, reply) => {
    const emails = await latest();
    const items = emails
      .map(
        (e) =>
          `<article><h2>${escapeHtml(e.subject)}</h2><p class="meta">To ${escapeHtml(e.to)} · ${e.createdAt.toISOString()}</p>${e.html}${attachmentLinks(e.attachments)}</article>`,
      )
      .join('');
    return reply
      .type('text/html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox · Fika (development)</title>` +
          `<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}.meta{color:#666;font-size:.9rem}</style></head>` +
          `<body><h1>Development outbox</h1><p>E-mails are kept here because SMTP_URL is not set.</p>${items || '<p>No e-mails yet.</p>'}</body></html>`,
      );
  });
}
