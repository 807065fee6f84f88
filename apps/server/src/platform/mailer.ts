import { newId } from '../lib/ids.ts';
import type { Db } from './db/client.ts';
import { emailOutbox } from './db/schema/index.ts';

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: readonly EmailAttachment[];
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(email: OutgoingEmail): Promise<void>;
}

/** Sends through SMTP_URL when set; otherwise keeps the message in the outbox table (/dev/outbox). */
export function createMailer(db: Db, smtpUrl: string | undefined, from: string): Mailer {
  if (smtpUrl) {
    // Loaded with the first e-mail, not at start-up: most servers never send one in their first seconds.
    let transport: Promise<import('nodemailer').Transporter> | undefined;
    return {
      kind: 'smtp',
      send: async ({ attachments, ...email }) => {
        transport ??= import('nodemailer').then((nodemailer) => nodemailer.default.createTransport(smtpUrl));
        await (await transport).sendMail({
          from,
          ...email,
          attachments: attachments?.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.content),
          })),
        });
      },
    };
  }
  return {
    kind: 'outbox',
    send: async ({ attachments, ...email }) => {
      await db.insert(emailOutbox).values({
        id: newId(),
        ...email,
        attachments: attachments?.length
          ? attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              size: a.content.byteLength,
              content: Buffer.from(a.content).toString('base64'),
            }))
          : null,
      });
    },
  };
}
