import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../lib/html.ts';
import {
  SANDBOX_PORTAL_PATH,
  type SandboxBillingProvider,
  type SandboxPortalView,
} from '../platform/providers/billing.ts';

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:760px;margin:0 auto;padding:0 1rem 3rem;color:#1f1f1f}' +
  '.sandbox{background:#fff3bf;border:1px solid #f0c000;border-radius:0 0 8px 8px;padding:.6rem 1rem;margin:0 0 1.5rem}' +
  'section{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}h2{margin-top:0;font-size:1.1rem}' +
  'table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #eee}' +
  'td.amount,th.amount{text-align:right}.meta{color:#555}' +
  'a.return{display:inline-block;padding:.6rem 1.1rem;background:#7a4b2a;color:#fff;border-radius:6px;text-decoration:none}';

export const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(minor / 100);

const day = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(date);

/** A sandbox page: labelled Sandbox, titled, with the portal's styles. */
export function page(
  title: string,
  body: string,
  heading = 'Sandbox billing portal',
  note = 'Plan and invoices are made up.',
): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)} · ${heading}</title><style>${STYLE}</style></head><body>` +
    `<p class="sandbox" role="note"><strong>Sandbox</strong>: no billing provider is contacted and nothing is charged. ${note}</p>` +
    `<main>${body}</main></body></html>`
  );
}

export const returnLink = (url: string) =>
  `<p><a class="return" href="${escapeHtml(url)}">Return to Fika</a></p>`;

function portalBody(v: SandboxPortalView): string {
  const invoices = v.invoices
    .map(
      (i) =>
        `<tr><td>${escapeHtml(i.number)}</td><td>${day(i.date)}</td><td>${i.status}</td>` +
        `<td class="amount">${money(i.amount, v.currency)}</td></tr>`,
    )
    .join('');
  return (
    `<h1>Sandbox billing portal</h1>` +
    `<p class="meta">${escapeHtml(v.companyName)} · billing account ${escapeHtml(v.billingAccountId)} · customer ${escapeHtml(v.customerId)}</p>` +
    `<section><h2>Current plan</h2><p>${escapeHtml(v.plan.name)}: ${money(v.plan.monthlyPrice, v.currency)} per month, renews on ${day(v.plan.renewsOn)}.</p></section>` +
    `<section><h2>Payment method</h2><p>${escapeHtml(v.card.brand)} ending in ${v.card.last4}, expires ${v.card.expires}.</p></section>` +
    `<section><h2>Invoices</h2><table><thead><tr><th>Number</th><th>Date</th><th>Status</th><th class="amount">Amount</th></tr></thead>` +
    `<tbody>${invoices}</tbody></table></section>` +
    returnLink(v.returnUrl)
  );
}

/**
 * Sends a sandbox page (every sandbox provider's: billing, checkout, integrations, payments): never
 * cached, no referrer, never framed; forms may post only here (and its redirect go to `formTarget`).
 */
export function send(reply: FastifyReply, status: number, html: string, formTarget?: string) {
  const formAction = formTarget === undefined ? "'none'" : `'self'${formOrigin(formTarget)}`;
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-frame-options', 'DENY')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'; form-action ${formAction}`,
    )
    .type('text/html; charset=utf-8')
    .send(html);
}

// The origin a form's redirect may go to besides this server ('' for a path here).
function formOrigin(target: string): string {
  try {
    return target.startsWith('/') ? '' : ` ${new URL(target).origin}`;
  } catch {
    return '';
  }
}

/**
 * The sandbox billing provider's customer portal at /sandbox/billing/portal/{sessionId}: the page
 * the real provider would host. The session id in the address is the only credential, as there.
 */
export function registerSandboxBilling(server: FastifyInstance, billing: SandboxBillingProvider): void {
  server.get<{ Params: { sessionId: string } }>(`${SANDBOX_PORTAL_PATH}/:sessionId`, async (req, reply) => {
    const result = await billing.portalPage(req.params.sessionId);
    if (result.state === 'open') return send(reply, 200, page('Billing', portalBody(result.view)));
    if (result.state === 'expired') {
      return send(
        reply,
        410,
        page(
          'Session expired',
          `<h1>This portal session has expired</h1><p>Portal links work for 30 minutes. Open the billing portal from Fika again.</p>${returnLink(result.returnUrl)}`,
        ),
      );
    }
    return send(
      reply,
      404,
      page(
        'Session not found',
        '<h1>This portal session does not exist</h1><p>Open the billing portal from Fika.</p>',
      ),
    );
  });
}
