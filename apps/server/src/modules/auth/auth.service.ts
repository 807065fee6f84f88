import {
  COUNTRY_CURRENCY,
  COUNTRY_TIMEZONE,
  companyLanguageForCountry,
  isUiLanguage,
  passwordSchema,
  temporaryRegistrationSchema,
} from '@fika/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Ctx } from '../../kernel/context.ts';
import { badInput } from '../../kernel/errors.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { takeSlot } from '../../platform/db/counted-limits.ts';
import { authTokens, companies, users } from '../../platform/db/schema/index.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { createDefaultCategories } from '../onboarding/product-library.service.ts';
import { ensureStandardPaymentMethods } from '../payment-methods/payment-methods.service.ts';
import { createDefaultAccessLevels } from '../staff/default-access-levels.ts';
import { emails } from './auth.emails.ts';
import { type AuthFailure, type AuthResult, authFailure, authSuccess } from './auth.errors.ts';
import { INVITATION_KIND } from './invitations.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { beginLoginAttempt, loginSucceeded } from './rate-limit.ts';
import { hashEmailToken, newEmailToken, signSession } from './session-tokens.ts';

export const ACTIVATION_TTL_HOURS = 72;
export const RESET_TTL_HOURS = 1;
// A new link is not mailed again within this time, so the forms cannot be used to flood an inbox.
const RESEND_COOLDOWN_MS = 60 * 1000;

type TokenKind = 'ACTIVATION' | 'PASSWORD_RESET' | typeof INVITATION_KIND;

const normalizeUsername = (username: string) => username.trim().toLowerCase();
const hours = (n: number) => n * 60 * 60 * 1000;

async function findUserByUsername(db: DbOrTx, username: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.username, normalizeUsername(username)));
  return user;
}

async function issueEmailToken(
  db: DbOrTx,
  userId: string,
  kind: TokenKind,
  ttlHours: number,
): Promise<string | null> {
  // One link per user and kind per cooldown, counted with one conditional write so that a burst of
  // requests cannot each see "none sent yet" and all mail a link.
  if (!(await takeSlot(db, `email:${kind}:${userId}`, 1, RESEND_COOLDOWN_MS))) return null;
  const { token, hash } = newEmailToken();
  await db.insert(authTokens).values({
    id: newId(),
    userId,
    kind,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + hours(ttlHours)),
  });
  return token;
}

/**
 * Marks an e-mailed token used and returns its user. The conditional update makes it single-use
 * even when the link is opened twice at the same moment.
 */
async function consumeEmailToken(
  db: DbOrTx,
  kinds: readonly TokenKind[],
  token: string,
): Promise<{ userId: string } | 'INVALID' | 'USED' | 'EXPIRED'> {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashEmailToken(token)), inArray(authTokens.kind, [...kinds])));
  if (!row) return 'INVALID';
  if (row.usedAt) return 'USED';
  if (row.expiresAt.getTime() <= Date.now()) return 'EXPIRED';
  const claimed = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.id, row.id), isNull(authTokens.usedAt)))
    .returning({ id: authTokens.id });
  return claimed.length === 1 ? { userId: row.userId } : 'USED';
}

export const sessionFor = (
  ctx: Ctx,
  user: { id: string; tokenVersion: number; organizationId: string | null },
  actorId: string | null = null,
) =>
  signSession(ctx.config.jwtSecret, {
    userId: user.id,
    kind: user.organizationId ? 'orgAdmin' : 'user',
    version: user.tokenVersion,
    actorId,
  });

export interface RegistrationInput {
  username: string;
  name: string;
  password: string;
  companyName: string;
  companyLanguage?: string | null;
  companyCurrency?: string | null;
  country: string;
  referralId?: string | null;
  phoneNumber: string;
  storeType: string;
  language?: string | null;
}

/**
 * Temporary registration: an inactive user and a company in the chosen country, and an activation
 * e-mail. The answer is the same when the address is taken (that owner gets a notice instead).
 */
export async function registerTemporaryUser(ctx: Ctx, raw: RegistrationInput): Promise<{ success: true }> {
  const { language: rawLanguage, ...rest } = raw;
  const input = parseInput(temporaryRegistrationSchema, rest);
  const language = rawLanguage && isUiLanguage(rawLanguage) ? rawLanguage : 'en';
  const existing = await findUserByUsername(ctx.db, input.username);
  if (existing) {
    await ctx.mailer.send(
      emails.accountExists(existing.email, existing.language, existing.name, `${ctx.config.publicUrl}/login`),
    );
    return { success: true };
  }
  const passwordHash = await hashPassword(input.password);
  const country = input.country;
  const token = await createTrialAccount();
  if (token) {
    await ctx.mailer.send(
      emails.activation(input.username, language, input.name, `${ctx.config.publicUrl}/activate/${token}`),
    );
  }
  return { success: true };

  async function createTrialAccount(): Promise<string | null> {
    try {
      return await insertTrialAccount();
    } catch (error) {
      // The same address registered twice at once: the other request created the account.
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  function insertTrialAccount() {
    return ctx.db.transaction(async (tx) => {
      const companyId = newId();
      const companyLanguage = input.companyLanguage ?? companyLanguageForCountry(country);
      await tx.insert(companies).values({
        id: companyId,
        name: input.companyName,
        country,
        timezone: COUNTRY_TIMEZONE[country],
        defaultCurrency: input.companyCurrency ?? COUNTRY_CURRENCY[country],
        defaultLanguage: companyLanguage,
        storeType: input.storeType,
        phone: input.phoneNumber,
        referralId: input.referralId ?? null,
      });
      // Staff can be put on the tills straight away: Cashier, Waiter, Manager in the company's language.
      await createDefaultAccessLevels(tx, companyId, companyLanguage);
      // The tills can take payment straight away: the country's standard payment methods.
      await ensureStandardPaymentMethods(tx, companyId, country, companyLanguage);
      // The catalogue starts with the country's default product categories (§3).
      await createDefaultCategories(tx, companyId, country, companyLanguage);
      const userId = newId();
      // The account owner: full access (an empty scope list) to every venue.
      await tx.insert(users).values({
        id: userId,
        companyId,
        username: input.username,
        email: input.username,
        name: input.name,
        phone: input.phoneNumber,
        passwordHash,
        role: 'SUPER_ADMIN',
        language,
        active: false,
      });
      return issueEmailToken(tx, userId, 'ACTIVATION', ACTIVATION_TTL_HOURS);
    });
  }
}

/** Mails a fresh activation link to an account that is not yet active; silent otherwise. */
export async function resendActivationEmail(ctx: Ctx, username: string): Promise<{ success: true }> {
  const user = await findUserByUsername(ctx.db, username);
  if (user && !user.active) {
    const token = await issueEmailToken(ctx.db, user.id, 'ACTIVATION', ACTIVATION_TTL_HOURS);
    if (token) {
      await ctx.mailer.send(
        emails.activation(user.email, user.language, user.name, `${ctx.config.publicUrl}/activate/${token}`),
      );
    }
  }
  return { success: true };
}

/** Activates the account behind an activation link and signs its owner in. */
export async function activateTemporaryUser(ctx: Ctx, token: string): Promise<AuthResult> {
  return ctx.db.transaction(async (tx) => {
    const result = await consumeEmailToken(tx, ['ACTIVATION'], token);
    if (typeof result === 'string') return authFailure(`ACTIVATION_LINK_${result}` as AuthFailure);
    const [user] = await tx
      .update(users)
      .set({ active: true, lastLoginAt: new Date() })
      .where(eq(users.id, result.userId))
      .returning();
    if (!user) return authFailure('ACTIVATION_LINK_INVALID');
    return authSuccess(await sessionFor(ctx, user), false);
  });
}

/** Signs in with username and password, rate-limited per account and per address. */
export async function login(
  ctx: Ctx,
  input: { username: string; password: string; backoffice?: boolean | null },
): Promise<AuthResult> {
  const accountKey = normalizeUsername(input.username);
  // Counted before the password is checked, so a burst of guesses cannot all be checked at once.
  if (!(await beginLoginAttempt(ctx.db, accountKey, ctx.ip))) return authFailure('RATE_LIMITED');
  const user = accountKey ? await findUserByUsername(ctx.db, accountKey) : undefined;
  let valid = false;
  if (user) valid = await verifyPassword(user.passwordHash, input.password);
  else await verifyAgainstDummy(input.password);
  if (!user || !valid) return authFailure('INVALID_CREDENTIALS');
  await loginSucceeded(ctx.db, accountKey, ctx.ip);
  // Only said after the password matched, so it reveals nothing about other people's accounts.
  if (!user.active) return authFailure('ACCOUNT_NOT_ACTIVATED');
  if (user.blockedAt) return authFailure('ACCOUNT_BLOCKED');
  await ctx.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  return authSuccess(await sessionFor(ctx, user), user.organizationId !== null);
}

/** A new session token for the caller, keeping who they act for. */
export async function refreshToken(ctx: Ctx): Promise<AuthResult> {
  if (!ctx.principal) return authFailure('SESSION_EXPIRED');
  const [user] = await ctx.db.select().from(users).where(eq(users.id, ctx.principal.userId));
  if (!user) return authFailure('SESSION_EXPIRED');
  const actorId = ctx.principal.kind === 'user' ? ctx.principal.actorId : null;
  return authSuccess(await sessionFor(ctx, user, actorId), ctx.principal.kind === 'orgAdmin');
}

/** Mails a reset link (valid one hour) when the account exists; the answer never says whether it does. */
export async function passwordReset(ctx: Ctx, username: string): Promise<{ success: true }> {
  const user = await findUserByUsername(ctx.db, username);
  // A blocked account gets no link: it could not sign in with the new password anyway.
  if (user && !user.blockedAt) {
    const token = await issueEmailToken(ctx.db, user.id, 'PASSWORD_RESET', RESET_TTL_HOURS);
    if (token) {
      const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await ctx.mailer.send(
        emails.passwordReset(user.email, user.language, user.name, link, RESET_TTL_HOURS),
      );
    }
  }
  return { success: true };
}

export function checkNewPassword(password: string): void {
  const result = passwordSchema.safeParse(password);
  if (!result.success) {
    throw badInput(result.error.issues.map((issue) => ({ field: 'password', message: issue.message })));
  }
}

// A changed password ends every other session: the token version in each JWT no longer matches.
export async function storePassword(db: DbOrTx, userId: string, password: string, activate: boolean) {
  const passwordHash = await hashPassword(password);
  const [user] = await db
    .update(users)
    .set({
      passwordHash,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      ...(activate ? { active: true } : {}),
    })
    .where(eq(users.id, userId))
    .returning();
  return user;
}

/** Sets a new password from a reset link; following the link also proves the address, so it activates. */
export async function passwordResetConfirm(
  ctx: Ctx,
  token: string,
  newPassword: string,
): Promise<AuthResult> {
  checkNewPassword(newPassword);
  return ctx.db.transaction(async (tx) => {
    // An invitation link is a reset link of its own kind (7 days instead of one hour).
    const result = await consumeEmailToken(tx, ['PASSWORD_RESET', INVITATION_KIND], token);
    if (typeof result === 'string') return authFailure(`RESET_LINK_${result}` as AuthFailure);
    await storePassword(tx, result.userId, newPassword, true);
    return { ...authSuccess('', false), token: null };
  });
}
