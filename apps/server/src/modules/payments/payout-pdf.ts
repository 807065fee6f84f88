import { formatMoney } from '@fika/domain';
import type { Ctx } from '../../kernel/context.ts';
import type { PdfDocument } from '../../platform/pdf/pdf.ts';
import { payoutReport, requirePaymentsUser } from './payments.service.ts';

const STATUS_LABELS: Readonly<Record<string, string>> = {
  Pending: 'Pending',
  InTransit: 'In transit',
  PaidOut: 'Paid out',
  Failed: 'Failed',
};

/**
 * The PDF statement of a payout report (generatePdfReport with a balanceAccountId renders it):
 * the frozen payouts of the report, one row each, and their totals. Same access as the report.
 */
export async function payoutReportPdfDocument(
  ctx: Ctx,
  reportId: string,
  balanceAccountId: string,
  locale = 'en',
): Promise<PdfDocument> {
  const user = requirePaymentsUser(ctx);
  const report = await payoutReport(ctx, reportId, balanceAccountId);
  const { data } = report;
  const money = (minor: number) => formatMoney(minor, data.currency, locale);
  return {
    title: 'Payout report',
    subtitle: [
      user.company.legalName ?? user.company.name,
      `Balance account ${data.balanceAccountId}`,
      `Payouts booked ${data.from} – ${data.to}`,
    ],
    sections: [
      {
        heading: 'Totals',
        rows: [
          ['Payouts', String(data.totals.count)],
          ['Transactions', String(data.totals.transactionCount)],
          ['Gross', money(data.totals.gross)],
          ['Fees', money(data.totals.fees)],
          ['Net paid out', money(data.totals.net)],
        ],
      },
      {
        heading: 'Payouts',
        table: {
          columns: ['Booked', 'Payout', 'Status', 'Transactions', 'Gross', 'Fees', 'Net'],
          rows: data.payouts.map((p) => [
            p.day,
            p.id,
            STATUS_LABELS[p.status] ?? p.status,
            String(p.transactionCount),
            money(p.gross),
            money(p.fees),
            money(p.net),
          ]),
        },
      },
    ],
    footer: `Sandbox payment provider · report ${report.id} · created ${report.createdAt.toISOString().slice(0, 10)}`,
  };
}
