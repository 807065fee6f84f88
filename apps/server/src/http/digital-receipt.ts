// The public digital receipt: GET /r/<token> (the page the printed QR code and the receipt e-mail
// open) and GET /r/<token>/receipt.pdf. Read-only and signed-out; never indexed, cached only by
// the guest's browser for a moment (a refund changes it), no referrer (the token is the key), never
// framed, and no script at all.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import { digitalReceipt } from '../modules/receipts/digital-receipt.ts';
import { DIGITAL_RECEIPT_PATH } from '../modules/receipts/digital-receipt-url.ts';
import {
  notFoundLanguage,
  type ReceiptPageFacts,
  receiptNotFoundPage,
  receiptPage,
  receiptPdfDocument,
} from '../modules/receipts/receipt-page.ts';
import type { RenderedReceipt } from '../modules/receipts/receipts.service.ts';
import type { Db } from '../platform/db/client.ts';
import { renderPdf } from '../platform/pdf/pdf.ts';

function secured(reply: FastifyReply): FastifyReply {
  return reply
    .header('cache-control', 'private, no-cache')
    .header('x-robots-tag', 'noindex, nofollow')
    .header('referrer-policy', 'no-referrer')
    .header('x-frame-options', 'DENY')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'",
    );
}

const factsOf = ({ order }: RenderedReceipt, token: string): ReceiptPageFacts => ({
  orderNumber: order.orderNumber,
  venueName: order.venueName,
  currency: order.currency,
  totalAmount: order.totalAmount,
  refundedAmount: order.refundedAmount ?? 0,
  pdfPath: `${DIGITAL_RECEIPT_PATH}/${encodeURIComponent(token)}/receipt.pdf`,
});

export function registerDigitalReceipt(server: FastifyInstance, db: Db, config: Config): void {
  const notFound = (reply: FastifyReply, acceptLanguage: string | undefined) =>
    secured(reply)
      .status(404)
      .type('text/html; charset=utf-8')
      .send(receiptNotFoundPage(notFoundLanguage(acceptLanguage)));

  server.get<{ Params: { token: string } }>(`${DIGITAL_RECEIPT_PATH}/:token`, async (req, reply) => {
    const receipt = await digitalReceipt(db, config.jwtSecret, req.params.token);
    if (!receipt) return notFound(reply, req.headers['accept-language']);
    return secured(reply)
      .type('text/html; charset=utf-8')
      .send(receiptPage(receipt.doc, factsOf(receipt, req.params.token)));
  });

  server.get<{ Params: { token: string } }>(
    `${DIGITAL_RECEIPT_PATH}/:token/receipt.pdf`,
    async (req, reply) => {
      const receipt = await digitalReceipt(db, config.jwtSecret, req.params.token);
      if (!receipt) return notFound(reply, req.headers['accept-language']);
      const pdf = await renderPdf(receiptPdfDocument(receipt.doc, factsOf(receipt, req.params.token)));
      return secured(reply)
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="receipt-${receipt.order.orderNumber}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );
}
