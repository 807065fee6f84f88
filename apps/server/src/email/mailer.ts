import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema/index.ts';
import { newId } from '../lib/ids.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(email: OutgoingEmail): Promise<void>;
}

/** Sends through SMTP_URL when set; otherwise keeps the message in the outbox table (/dev/outbox). */
export function createMailer(db: Db, smtpUrl: string | undefined, from: string): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      kind: 'smtp',
      send: async (email) => {
        await transport.sendMail({ from, ...email });
      },
    };
  }
  return {
    kind: 'outbox',
    send: async (email) => {
      await db.insert(emailOutbox).values({ id: newId(), ...email });
    },
  };
}
