// Invitations of administrators created by another administrator: a single-use set-password link
// mailed to the new account (its own token kind, valid INVITATION_TTL_DAYS). Following it goes
// through the reset-password page, which sets the password and activates the account.
import { INVITATION_TTL_DAYS } from '@fika/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Ctx } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { takeSlot } from '../../platform/db/counted-limits.ts';
import { authTokens, companies, users } from '../../platform/db/schema/index.ts';
import { emails } from './auth.emails.ts';
import { newEmailToken } from './session-tokens.ts';

export const INVITATION_KIND = 'INVITATION';

// Enough for a chain opening with a full team, few enough that the invite form cannot be used
// to mail strangers in bulk; one resend per account per minute.
const INVITATIONS_PER_COMPANY_PER_HOUR = 50;
const RESEND_COOLDOWN_MS = 60 * 1000;

const rateLimited = () =>
  new AppError('RATE_LIMITED', 'errors.invitationRateLimited', 'Too many invitations. Try again later.');

/** Takes a slot of the company's hourly invitations (and the account's resend cooldown); throws when none is left. */
export async function takeInvitationSlot(db: DbOrTx, companyId: string, userId?: string): Promise<void> {
  if (userId && !(await takeSlot(db, `invite:user:${userId}`, 1, RESEND_COOLDOWN_MS))) throw rateLimited();
  if (
    !(await takeSlot(db, `invite:company:${companyId}`, INVITATIONS_PER_COMPANY_PER_HOUR, 60 * 60 * 1000))
  ) {
    throw rateLimited();
  }
}

/** Ends every link mailed to a user that is still unused (on block, and before a new invitation). */
export async function revokeEmailTokens(db: DbOrTx, userId: string, kind?: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.userId, userId),
        isNull(authTokens.usedAt),
        kind ? eq(authTokens.kind, kind) : undefined,
      ),
    );
}

/**
 * A fresh invitation link for `userId`, replacing any earlier one, and the account's invitedAt.
 * Returns the e-mail to send once the caller's transaction has committed.
 */
export async function prepareInvitation(
  ctx: Ctx,
  db: DbOrTx,
  invitee: { id: string; email: string; name: string; language: string; companyId: string },
  inviterId: string,
) {
  await revokeEmailTokens(db, invitee.id, INVITATION_KIND);
  const { token, hash } = newEmailToken();
  const now = new Date();
  await db.insert(authTokens).values({
    id: newId(),
    userId: invitee.id,
    kind: INVITATION_KIND,
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000),
  });
  await db.update(users).set({ invitedAt: now }).where(eq(users.id, invitee.id));
  const [inviter] = await db.select({ name: users.name }).from(users).where(eq(users.id, inviterId));
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, invitee.companyId));
  const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}&invitation=1`;
  return emails.invitation(
    invitee.email,
    invitee.language,
    { name: invitee.name, inviter: inviter?.name ?? '', company: company?.name ?? '' },
    link,
    INVITATION_TTL_DAYS,
  );
}
