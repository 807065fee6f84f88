// The billing sandbox's hosted licence checkout at /sandbox/billing/checkout/{id}: the page the real
// provider would host. It lists the licences and their monthly prices, takes a (test) card and, once
// paid, hands the checkout to Fika's fulfilment (as the provider's webhook would) and returns.
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../lib/html.ts';
import type { Tx } from '../platform/db/client.ts';
import type { SandboxBillingProvider } from '../platform/providers/billing.ts';
import {
  type CheckoutLine,
  type PaidCheckout,
  SANDBOX_CHECKOUT_PATH,
  SANDBOX_DECLINED_CARD,
} from '../platform/providers/billing-checkout.ts';
import { money, page, returnLink, send } from './sandbox-billing.ts';

const TITLE = 'Sandbox checkout';
const NOTE = 'Prices are made up; paying here creates real licences in Fika.';

function linesTable(lines: readonly CheckoutLine[], currency: string): string {
  const rows = lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.product)}</td><td class="amount">${l.quantity}</td>` +
        `<td class="amount">${money(l.unitPrice, currency)}</td>` +
        `<td class="amount">${money(l.unitPrice * l.quantity, currency)}</td></tr>`,
    )
    .join('');
  const total = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  return (
    `<table><thead><tr><th>Licence</th><th class="amount">Quantity</th><th class="amount">Per month</th>` +
    `<th class="amount">Amount</th></tr></thead><tbody>${rows}</tbody>` +
    `<tfoot><tr><th colspan="3">Total per month</th><th class="amount" id="total">${money(total, currency)}</th></tr></tfoot></table>`
  );
}

const payForm = (declined: boolean) =>
  `<form method="post" class="pay">` +
  (declined ? '<p class="declined" role="alert">The card was declined. Try another card.</p>' : '') +
  `<label>Card number <input name="card" inputmode="numeric" autocomplete="off" value="4242 4242 4242 4242"></label>` +
  `<p class="meta">Test cards: 4242 4242 4242 4242 is approved, ${SANDBOX_DECLINED_CARD.replace(/(\d{4})(?=\d)/g, '$1 ')} is declined.</p>` +
  `<button type="submit">Pay and subscribe</button></form>`;

const STYLE =
  '<style>.pay label{display:block;margin:.5rem 0}.pay input{font:inherit;padding:.4rem;width:100%;max-width:20rem}' +
  '.pay button{padding:.6rem 1.1rem;background:#7a4b2a;color:#fff;border:0;border-radius:6px;font:inherit;cursor:pointer}' +
  '.declined{color:#b00020}</style>';

/** Registers the checkout page; `onPaid` is Fika's fulfilment, run once per checkout in the payment's transaction. */
export function registerSandboxCheckout(
  server: FastifyInstance,
  billing: SandboxBillingProvider,
  onPaid: (tx: Tx, checkout: PaidCheckout) => Promise<void>,
): void {
  server.register(async (scope) => {
    // Only this page takes a plain HTML form post.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8 * 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const show = async (id: string, declined: boolean) => {
      const result = await billing.checkoutPage(id);
      if (result.state === 'missing') {
        return {
          status: 404,
          html: page(
            'Not found',
            '<h1>This checkout does not exist</h1><p>Start again from Fika.</p>',
            TITLE,
            NOTE,
          ),
        };
      }
      if (result.state === 'expired') {
        return {
          status: 410,
          html: page(
            'Checkout expired',
            `<h1>This checkout has expired</h1><p>Checkouts can be paid for 24 hours. Nothing was charged.</p>${returnLink(result.returnUrl)}`,
            TITLE,
            NOTE,
          ),
          formTarget: undefined,
        };
      }
      const head = `<h1>${TITLE}</h1><p class="meta">${escapeHtml(result.companyName)} · ${escapeHtml(result.id)}</p>`;
      const table = `<section><h2>Licences</h2>${linesTable(result.lines, result.currency)}</section>`;
      if (result.state === 'paid') {
        return {
          status: 200,
          html: page(
            'Paid',
            `${head}<p role="status">Paid: the licences are on your account.</p>${table}${returnLink(result.returnUrl)}`,
            TITLE,
            NOTE,
          ),
        };
      }
      return {
        status: declined ? 402 : 200,
        html: page(
          'Checkout',
          `${STYLE}${head}${table}<section><h2>Payment</h2>${payForm(declined)}</section>`,
          TITLE,
          NOTE,
        ),
        formTarget: result.returnUrl,
      };
    };

    scope.get<{ Params: { id: string } }>(`${SANDBOX_CHECKOUT_PATH}/:id`, async (req, reply) => {
      const shown = await show(req.params.id, false);
      return send(reply, shown.status, shown.html, shown.formTarget);
    });

    scope.post<{ Params: { id: string }; Body: Record<string, unknown> | undefined }>(
      `${SANDBOX_CHECKOUT_PATH}/:id`,
      async (req, reply) => {
        const card = String(req.body?.card ?? '').replace(/[\s-]/g, '');
        const paid = await billing.payCheckout(req.params.id, card, onPaid);
        if (paid.outcome === 'paid' || paid.outcome === 'alreadyPaid') {
          return reply.status(303).header('cache-control', 'no-store').redirect(paid.returnUrl, 303);
        }
        const shown = await show(req.params.id, paid.outcome === 'declined');
        return send(reply, shown.status, shown.html, shown.formTarget);
      },
    );
  });
}
