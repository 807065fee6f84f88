// The e-mail of a Z-report or a scheduled report: a short text, the key figures as a table and
// the document attached. The reports module owns it; the platform mailer only sends it.

import { escapeHtml } from '../../lib/html.ts';
import type { EmailAttachment, OutgoingEmail } from '../../platform/mailer.ts';
import { documentLanguage } from './report-copy.ts';

export interface ReportEmail {
  to: string;
  language: string;
  subject: string;
  body: string;
  rows: readonly (readonly [string, string])[];
  attachments: readonly EmailAttachment[];
}

export function reportEmail(message: ReportEmail): OutgoingEmail {
  const dir = documentLanguage(message.language) === 'ar' ? 'rtl' : 'ltr';
  const text = `${message.body}\n\n${message.rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n`;
  const cells = message.rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:end;font-variant-numeric:tabular-nums">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html =
    `<div dir="${dir}" style="font-family:system-ui,sans-serif;max-width:560px">` +
    `<p>${escapeHtml(message.body)}</p><table style="border-collapse:collapse">${cells}</table></div>`;
  return { to: message.to, subject: message.subject, text, html, attachments: message.attachments };
}
