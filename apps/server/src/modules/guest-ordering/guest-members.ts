// Members sign in on the guest page with a one-time code sent by e-mail: POST members/code
// (always 202, rate-limited per e-mail and per address), POST members/session (5 wrong tries kill
// the code; the first sign-in joins the member at the company's default level), GET members/me.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { type GuestMember, type GuestMemberSession, isUiLanguage, type UiLanguage } from '@fika/domain';
import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { parseInput } from '../../kernel/validate.ts';
import { escapeHtml } from '../../lib/html.ts';
import { newId } from '../../lib/ids.ts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { takeSlot } from '../../platform/db/counted-limits.ts';
import {
  memberCodes,
  memberStamps,
  members,
  membershipLevels,
  stampCards,
} from '../../platform/db/schema/index.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { guestError } from './guest-errors.ts';
import { memberCodeSchema, memberSessionSchema } from './guest-input.ts';
import { levelTitle } from './guest-pricing.ts';
import { loadOrderingVenue } from './guest-venue.ts';
import { signMemberToken, verifyMemberToken } from './member-token.ts';

/** A code is good for 10 minutes and 5 tries. */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
/** Codes one e-mail address may be sent, and one client address may ask for, per window. */
export const CODES_PER_EMAIL = 5;
export const CODES_PER_IP = 20;
export const CODE_WINDOW_MS = 15 * 60 * 1000;

const COPY: Record<UiLanguage, { subject: string; body: string }> = {
  en: { subject: 'Your sign-in code for {venue}', body: 'Your code is {code}. It is valid for 10 minutes.' },
  sv: { subject: 'Din inloggningskod för {venue}', body: 'Din kod är {code}. Den gäller i 10 minuter.' },
  no: {
    subject: 'Innloggingskoden din for {venue}',
    body: 'Koden din er {code}. Den gjelder i 10 minutter.',
  },
  da: { subject: 'Din login-kode til {venue}', body: 'Din kode er {code}. Den gælder i 10 minutter.' },
  es: {
    subject: 'Tu código de acceso para {venue}',
    body: 'Tu código es {code}. Es válido durante 10 minutos.',
  },
  tr: { subject: '{venue} için giriş kodunuz', body: 'Kodunuz {code}. 10 dakika geçerlidir.' },
  ar: { subject: 'رمز الدخول الخاص بك لدى {venue}', body: 'رمزك هو {code}. وهو صالح لمدة 10 دقائق.' },
};

// Keyed with a secret of its own, so a leaked table of six-digit hashes cannot be read off.
const codeHash = (secret: string, companyId: string, email: string, code: string): string =>
  createHmac('sha256', createHmac('sha256', secret).update('fika:member-code:v1').digest())
    .update(`${companyId}:${email.toLowerCase()}:${code}`)
    .digest('hex');

/** Sends a one-time code to `email` for the company of venue `slug`. */
export async function requestMemberCode(
  deps: { db: Db; config: Config; mailer: Mailer },
  raw: unknown,
  ip: string,
  now = new Date(),
): Promise<void> {
  const input = parseInput(memberCodeSchema, raw);
  const email = input.email.trim().toLowerCase();
  const venue = await loadOrderingVenue(deps.db, input.venueSlug);
  const byIp = await takeSlot(deps.db, `guest-code-ip:${ip}`, CODES_PER_IP, CODE_WINDOW_MS, now);
  const byEmail = await takeSlot(
    deps.db,
    `guest-code-email:${venue.companyId}:${email}`,
    CODES_PER_EMAIL,
    CODE_WINDOW_MS,
    now,
  );
  if (!byIp || !byEmail) throw guestError('tooManyRequests');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await deps.db.insert(memberCodes).values({
    id: newId(),
    companyId: venue.companyId,
    email,
    codeHash: codeHash(deps.config.jwtSecret, venue.companyId, email, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  const lang: UiLanguage = input.lang && isUiLanguage(input.lang) ? input.lang : 'en';
  const copy = COPY[lang];
  const name = venue.guestName ?? venue.venueName;
  const text = copy.body.replace('{code}', code);
  await deps.mailer.send({
    to: email,
    subject: copy.subject.replace('{venue}', name),
    text,
    html: `<p dir="${lang === 'ar' ? 'rtl' : 'ltr'}">${escapeHtml(text).replace(code, `<strong>${code}</strong>`)}</p>`,
  });
}

/** Checks a code and signs the member in (joining them on their first sign-in). */
export async function startMemberSession(
  deps: { db: Db; config: Config },
  raw: unknown,
  rawLang: string | undefined,
  now = new Date(),
): Promise<GuestMemberSession> {
  const { db, config } = deps;
  const input = parseInput(memberSessionSchema, raw);
  const email = input.email.trim().toLowerCase();
  const venue = await loadOrderingVenue(db, input.venueSlug);
  const companyId = venue.companyId;
  const [latest] = await db
    .select()
    .from(memberCodes)
    .where(
      and(
        eq(memberCodes.companyId, companyId),
        sql`lower(${memberCodes.email}) = ${email}`,
        isNull(memberCodes.usedAt),
        gt(memberCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(memberCodes.createdAt))
    .limit(1);
  if (!latest) throw guestError('codeInvalid', 'code');
  if (latest.attempts >= MAX_CODE_ATTEMPTS) throw guestError('codeTooManyAttempts', 'code');
  const expected = Buffer.from(latest.codeHash, 'hex');
  const given = Buffer.from(codeHash(config.jwtSecret, companyId, email, input.code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    // One conditional update per try: a burst of guesses cannot get past the fifth.
    const [counted] = await db
      .update(memberCodes)
      .set({ attempts: sql`${memberCodes.attempts} + 1` })
      .where(and(eq(memberCodes.id, latest.id), lt(memberCodes.attempts, MAX_CODE_ATTEMPTS)))
      .returning({ attempts: memberCodes.attempts });
    if (!counted || counted.attempts >= MAX_CODE_ATTEMPTS) throw guestError('codeTooManyAttempts', 'code');
    throw guestError('codeInvalid', 'code');
  }
  const memberId = await db.transaction(async (tx) => {
    const used = await tx
      .update(memberCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(memberCodes.id, latest.id),
          isNull(memberCodes.usedAt),
          lt(memberCodes.attempts, MAX_CODE_ATTEMPTS),
        ),
      )
      .returning({ id: memberCodes.id });
    if (used.length === 0) throw guestError('codeInvalid', 'code');
    return joinMember(tx, companyId, email, now);
  });
  const lang = guestLang(rawLang);
  return {
    token: await signMemberToken(config.jwtSecret, { memberId, companyId }),
    member: await guestMemberView(db, companyId, memberId, lang),
  };
}

const guestLang = (raw: string | undefined): UiLanguage => (raw && isUiLanguage(raw) ? raw : 'en');

// The member of this e-mail, created at the company's default level on their first sign-in.
async function joinMember(tx: DbOrTx, companyId: string, email: string, now: Date): Promise<string> {
  const [level] = await tx
    .select({ id: membershipLevels.id })
    .from(membershipLevels)
    .where(and(eq(membershipLevels.companyId, companyId), eq(membershipLevels.isDefault, true)));
  await tx
    .insert(members)
    .values({ id: newId(), companyId, email, membershipLevelId: level?.id ?? null, joinedAt: now })
    .onConflictDoNothing();
  const [member] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.companyId, companyId), sql`lower(${members.email}) = ${email}`));
  if (!member) throw new Error('member neither inserted nor found');
  return member.id;
}

/** The member a Bearer token names (still a member of that company), or null without a token. */
export async function memberOfRequest(
  db: DbOrTx,
  config: Config,
  authorization: string | undefined,
): Promise<{ memberId: string; companyId: string } | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match?.[1]) return null;
  const claims = await verifyMemberToken(config.jwtSecret, match[1]);
  if (!claims) return null;
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.companyId, claims.companyId), eq(members.id, claims.memberId)));
  // A deleted member's token signs nobody in.
  return row ? claims : null;
}

/** A member as the guest page shows them. */
export async function guestMemberView(
  db: DbOrTx,
  companyId: string,
  memberId: string,
  lang: UiLanguage,
): Promise<GuestMember> {
  const [row] = await db
    .select({ member: members, level: membershipLevels })
    .from(members)
    .leftJoin(
      membershipLevels,
      and(
        eq(membershipLevels.id, members.membershipLevelId),
        eq(membershipLevels.companyId, members.companyId),
      ),
    )
    .where(and(eq(members.companyId, companyId), eq(members.id, memberId)));
  if (!row) throw guestError('codeInvalid');
  const cards = await db
    .select({
      name: stampCards.name,
      stampsRequired: stampCards.stampsRequired,
      stamps: memberStamps.stamps,
      rewardsAvailable: memberStamps.rewardsAvailable,
    })
    .from(memberStamps)
    .innerJoin(
      stampCards,
      and(eq(stampCards.id, memberStamps.stampCardId), eq(stampCards.companyId, memberStamps.companyId)),
    )
    .where(and(eq(memberStamps.companyId, companyId), eq(memberStamps.memberId, memberId)))
    .orderBy(asc(stampCards.name));
  const level = row.level;
  return {
    name: row.member.name,
    email: row.member.email,
    points: row.member.points,
    level: level
      ? {
          title: levelTitle(level.title, lang),
          discountPercentage: level.discountPercentage,
          primaryColor: level.primaryColor,
          secondaryColor: level.secondaryColor,
        }
      : null,
    stampCards: cards,
  };
}
