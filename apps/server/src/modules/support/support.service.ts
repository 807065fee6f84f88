// The support contact form (#17 item 11): a request is stored as a ticket of the company and
// e-mailed to the support team (the dev outbox when no SMTP is configured), with the screen the
// user came from and the request id of the last error they saw, so support can find it in the logs.
import { supportTicketSchema } from '@fika/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { requireUser } from '../../kernel/guards.ts';
import { parseInput } from '../../kernel/validate.ts';
import { escapeHtml } from '../../lib/html.ts';
import { newId } from '../../lib/ids.ts';
import { takeSlot } from '../../platform/db/counted-limits.ts';
import { supportTickets } from '../../platform/db/schema/index.ts';

// A person with a real problem writes a few times an hour; the form must not become a way to
// flood the support inbox.
export const TICKETS_PER_USER_PER_HOUR = 5;
export const TICKETS_PER_COMPANY_PER_DAY = 30;
const HOUR_MS = 3_600_000;

/** Most of the caller's own requests the page lists. */
const RECENT_TICKETS = 10;

/** A support request as its sender sees it. */
export interface SupportTicketView {
  id: string;
  /** A short reference to quote when calling or writing to support. */
  reference: string;
  topic: string;
  message: string;
  screen: string | null;
  requestId: string | null;
  status: string;
  createdAt: Date;
}

const rateLimited = () =>
  new AppError(
    'RATE_LIMITED',
    'errors.supportRateLimited',
    'You have sent many requests in a short time. Try again later, or call us.',
  );

function referenceOf(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

function viewOf(row: typeof supportTickets.$inferSelect): SupportTicketView {
  return {
    id: row.id,
    reference: referenceOf(row.id),
    topic: row.topic,
    message: row.message,
    screen: row.screen,
    requestId: row.requestId,
    status: row.status,
    createdAt: row.createdAt,
  };
}

function supportEmail(user: UserPrincipal, ticket: SupportTicketView) {
  const facts: [string, string][] = [
    ['Reference', ticket.reference],
    ['Topic', ticket.topic],
    ['Company', `${user.company.name} (${user.companyId})`],
    ['From', `${user.profile.name} <${user.profile.email}> (${user.userId})`],
    ['Screen', ticket.screen ?? '–'],
    ['Request id of the last error', ticket.requestId ?? '–'],
  ];
  const text = `${facts.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${ticket.message}\n`;
  const html = `<table>${facts
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('')}</table><p style="white-space:pre-wrap">${escapeHtml(ticket.message)}</p>`;
  return { subject: `[Fika support ${ticket.reference}] ${ticket.topic}: ${user.company.name}`, text, html };
}

/** The contact form: stores the request as a ticket and mails it to support. */
export async function createSupportTicket(ctx: Ctx, raw: unknown): Promise<SupportTicketView> {
  const user = requireUser(ctx);
  const input = parseInput(supportTicketSchema, raw);
  if (
    !(await takeSlot(ctx.db, `support:user:${user.userId}`, TICKETS_PER_USER_PER_HOUR, HOUR_MS)) ||
    !(await takeSlot(ctx.db, `support:company:${user.companyId}`, TICKETS_PER_COMPANY_PER_DAY, 24 * HOUR_MS))
  ) {
    throw rateLimited();
  }
  const [row] = await ctx.db
    .insert(supportTickets)
    .values({
      id: newId(),
      companyId: user.companyId,
      userId: user.userId,
      topic: input.topic,
      message: input.message,
      screen: input.screen ?? null,
      requestId: input.requestId ?? null,
    })
    .returning();
  if (!row) throw new Error('support ticket was not stored');
  const ticket = viewOf(row);
  await ctx.mailer.send({ to: ctx.config.supportEmail, ...supportEmail(user, ticket) });
  return ticket;
}

/** The caller's own latest requests (a colleague's messages are theirs). */
export async function mySupportTickets(ctx: Ctx): Promise<SupportTicketView[]> {
  const user = requireUser(ctx);
  const rows = await ctx.db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.companyId, user.companyId), eq(supportTickets.userId, user.userId)))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(RECENT_TICKETS);
  return rows.map(viewOf);
}
