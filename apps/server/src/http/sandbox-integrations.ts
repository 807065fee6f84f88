import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../lib/html.ts';
import { type SandboxIntegrationAuth, sandboxAuthorizePath } from '../platform/providers/integration-auth.ts';
import { send } from './sandbox-billing.ts';

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:520px;margin:0 auto;padding:0 1rem 3rem;color:#1f1f1f}' +
  '.sandbox{background:#fff3bf;border:1px solid #f0c000;border-radius:0 0 8px 8px;padding:.6rem 1rem;margin:0 0 1.5rem}' +
  'section{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}ul{padding-left:1.2rem}' +
  '.actions{display:flex;gap:.75rem;flex-wrap:wrap}button{font:inherit;padding:.6rem 1.1rem;border-radius:6px;cursor:pointer}' +
  'button.allow{background:#7a4b2a;color:#fff;border:1px solid #7a4b2a}button.deny{background:#fff;border:1px solid #999}';

const SCOPES = {
  accounting: ['Read your chart of accounts', 'Book vouchers in your ledger'],
  payroll: ['Send revenue per hour for your departments'],
} as const;

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)} · Sandbox</title><style>${STYLE}</style></head><body>` +
    `<p class="sandbox" role="note"><strong>Sandbox</strong>: no provider is contacted; the connection and its account are made up.</p>` +
    `<main>${body}</main></body></html>`
  );
}

const REFUSALS = {
  unknownProvider: 'This integration does not exist.',
  badRedirect: 'The return address is not registered for this application.',
  missingState: 'The request is incomplete: open the connection from Fika again.',
} as const;

/**
 * The sandbox consent page of every catalogue provider at /sandbox/integrations/{provider}/authorize:
 * what Fortnox, Xero, Planday, … would host. Allow returns to the back office with a single-use code,
 * Deny with error=access_denied, both with the back office's state.
 */
export function registerSandboxIntegrations(server: FastifyInstance, auth: SandboxIntegrationAuth): void {
  server.register(async (scope) => {
    // Only this page takes a plain HTML form post.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8 * 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get<{ Params: { provider: string }; Querystring: Record<string, unknown> }>(
      `${sandboxAuthorizePath(':provider')}`,
      async (req, reply) => {
        const request = auth.consentRequest(req.params.provider, req.query);
        if (!request.ok) {
          return send(
            reply,
            400,
            page('Cannot connect', `<h1>Cannot connect</h1><p>${REFUSALS[request.reason]}</p>`),
          );
        }
        const name = escapeHtml(request.providerName);
        const scopes = SCOPES[request.kind].map((s) => `<li>${s}</li>`).join('');
        const hidden =
          `<input type="hidden" name="state" value="${escapeHtml(request.state)}">` +
          `<input type="hidden" name="redirect_uri" value="${escapeHtml(request.redirectUri)}">`;
        return send(
          reply,
          200,
          page(
            `${request.providerName}: connect Fika`,
            `<h1>${name} (Sandbox)</h1>` +
              `<section><p><strong>Fika</strong> asks to connect to your ${name} account. It will be able to:</p><ul>${scopes}</ul></section>` +
              `<form method="post" class="actions">${hidden}` +
              `<button class="allow" type="submit" name="decision" value="allow">Allow</button>` +
              `<button class="deny" type="submit" name="decision" value="deny">Deny</button></form>`,
          ),
          request.redirectUri,
        );
      },
    );

    scope.post<{ Params: { provider: string }; Body: Record<string, unknown> | undefined }>(
      `${sandboxAuthorizePath(':provider')}`,
      async (req, reply) => {
        const body = req.body && typeof req.body === 'object' ? req.body : {};
        const request = auth.consentRequest(req.params.provider, body);
        if (!request.ok) {
          return send(
            reply,
            400,
            page('Cannot connect', `<h1>Cannot connect</h1><p>${REFUSALS[request.reason]}</p>`),
          );
        }
        const target = auth.decide(request, body.decision === 'allow');
        return reply.header('cache-control', 'no-store').redirect(target, 303);
      },
    );
  });
}
