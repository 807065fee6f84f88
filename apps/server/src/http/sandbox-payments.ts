import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../lib/html.ts';
import {
  SANDBOX_KYC_PATH,
  type SandboxKycView,
  type SandboxPaymentAccountsProvider,
} from '../platform/providers/payment-accounts.ts';
import { send } from './sandbox-billing.ts';

const CSS = [
  'body{font-family:system-ui,sans-serif;max-width:640px;margin:0 auto;padding:0 1rem 3rem;color:#1f1f1f}',
  '.banner{background:#fff3bf;border:1px solid #f0c000;border-radius:0 0 8px 8px;padding:.6rem 1rem;margin-bottom:1.5rem}',
  '.box{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}.muted{color:#555}',
  'ul{padding-left:1.2rem}form{display:flex;flex-wrap:wrap;gap:.6rem}',
  'button,a.back{font:inherit;padding:.6rem 1.1rem;border-radius:6px;border:0;cursor:pointer;text-decoration:none}',
  '.verify{background:#2f7d32;color:#fff}.reject{background:#eee;color:#a61b1b}a.back{background:#7a4b2a;color:#fff;display:inline-block}',
].join('');

const STATUS_TEXT: Record<SandboxKycView['status'], string> = {
  not_started: 'Not started',
  pending: 'In review',
  verified: 'Verified',
  rejected: 'Rejected',
};

function html(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)} · Sandbox payments onboarding</title><style>${CSS}</style></head><body>` +
    `<p class="banner" role="note"><strong>Sandbox</strong>: no payments provider is contacted and no documents are checked. Choose the outcome below.</p>` +
    `<main>${body}</main></body></html>`
  );
}

const back = (url: string) => `<p><a class="back" href="${escapeHtml(url)}">Return to Fika</a></p>`;

function verificationBody(v: SandboxKycView, action: string): string {
  const people = v.shareholders
    .map(
      (s) =>
        `<li>${escapeHtml(`${s.firstName} ${s.lastName}`)} · ${escapeHtml(s.type)} · ${escapeHtml(s.jobTitle)}</li>`,
    )
    .join('');
  const decided = v.status === 'verified' || v.status === 'rejected';
  return (
    `<h1>Verify ${escapeHtml(v.legalName)}</h1>` +
    `<p class="muted">Account holder ${escapeHtml(v.accountHolderId)} · ${escapeHtml(v.country)} · link ${escapeHtml(v.linkId)}</p>` +
    `<section class="box"><h2>Status: ${STATUS_TEXT[v.status]}</h2>` +
    `<p>Shareholders and signatories:</p><ul>${people}</ul></section>` +
    (decided
      ? back(v.returnUrl)
      : `<form method="post" action="${escapeHtml(action)}">` +
        '<button class="verify" name="decision" value="verify" type="submit">Submit verification</button>' +
        '<button class="reject" name="decision" value="reject" type="submit">Simulate rejection</button>' +
        `</form>${back(v.returnUrl)}`)
  );
}

// Its forms post to this page only.
const sendPage = (reply: FastifyReply, status: number, body: string) => send(reply, status, body, '/');

const gone = (reply: FastifyReply, state: 'expired' | 'missing') =>
  state === 'expired'
    ? sendPage(
        reply,
        410,
        html(
          'Link expired',
          '<h1>This verification link has expired</h1><p>Links work for an hour. Open verification from Boost in Fika again.</p>',
        ),
      )
    : sendPage(
        reply,
        404,
        html(
          'Link not found',
          '<h1>This verification link does not exist</h1><p>Open verification from Boost in Fika.</p>',
        ),
      );

/**
 * The sandbox payments platform's hosted KYC page at /sandbox/payments/kyc?link={token}: shows the
 * account holder and lets the tester submit or reject the verification (a form post to itself).
 */
export async function registerSandboxPayments(
  server: FastifyInstance,
  provider: SandboxPaymentAccountsProvider,
): Promise<void> {
  await server.register(async (scope) => {
    // Only this page posts a plain HTML form; the rest of the server speaks JSON.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.get<{ Querystring: { link?: string } }>(SANDBOX_KYC_PATH, async (req, reply) => {
      const page = await provider.kycPage(String(req.query.link ?? ''));
      if (page.state !== 'open') return gone(reply, page.state);
      return sendPage(reply, 200, html('Verification', verificationBody(page.view, req.url)));
    });
    scope.post<{ Querystring: { link?: string }; Body: Record<string, string> | undefined }>(
      SANDBOX_KYC_PATH,
      async (req, reply) => {
        const token = String(req.query.link ?? '');
        const decision = req.body?.decision;
        if (decision !== 'verify' && decision !== 'reject') {
          return sendPage(reply, 400, html('Choose an outcome', '<h1>Choose Submit or Reject</h1>'));
        }
        const view = await provider.completeKyc(token, decision);
        if (!view)
          return gone(reply, (await provider.kycPage(token)).state === 'expired' ? 'expired' : 'missing');
        const outcome =
          view.status === 'verified'
            ? '<h1>Verification submitted</h1><p>The account holder is verified. You can create stores for its venues in Fika.</p>'
            : '<h1>Verification rejected</h1><p>The account holder was rejected, as a failed check would be.</p>';
        return sendPage(reply, 200, html('Verification', outcome + back(view.returnUrl)));
      },
    );
  });
}
