// Members sign in on the guest page with an e-mailed one-time code, over HTTP against the database.
import type { GuestMemberSession, GuestQuote } from '@fika/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { newId } from '../../lib/ids.ts';
import { memberCodes, members, membershipLevels, rateLimits } from '../../platform/db/schema/index.ts';
import { demoItem, enableOnlineOrdering, guest } from './guest-test-kit.ts';
import { signMemberToken } from './member-token.ts';

let t: TestServer;
let companyId: string;
const SLUG = 'guest-members-sodermalm';

beforeAll(async () => {
  t = await startTestServer();
  ({ companyId } = await enableOnlineOrdering(t, 'Södermalm', SLUG));
});
afterAll(() => t.close());

async function codeFor(email: string): Promise<string> {
  const sent = await guest(t, 'POST', '/members/code', { venueSlug: SLUG, email, lang: 'sv' });
  expect(sent.status).toBe(202);
  const [mail] = await t.outbox(email.toLowerCase());
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in ${mail?.text}`);
  return code;
}

describe('member sign-in', () => {
  it('e-mails a code, joins the member at the default level on the first sign-in, and knows them after', async () => {
    const db = t.database.db;
    // The company's default level (the demo seeds one; else one is made) gives 10 %.
    const [seeded] = await db
      .select({ id: membershipLevels.id })
      .from(membershipLevels)
      .where(and(eq(membershipLevels.companyId, companyId), eq(membershipLevels.isDefault, true)));
    const levelId = seeded?.id ?? newId();
    const level = { title: { en: 'Bronze', se: 'Brons' }, discountPercentage: 10 };
    if (seeded) await db.update(membershipLevels).set(level).where(eq(membershipLevels.id, levelId));
    else await db.insert(membershipLevels).values({ id: levelId, companyId, ...level, isDefault: true });
    const code = await codeFor('Nova@Example.com');
    const [mail] = await t.outbox('nova@example.com');
    expect(mail?.subject).toContain('Södermalm');
    const session = await guest(t, 'POST', '/members/session?lang=sv', {
      venueSlug: SLUG,
      email: 'nova@example.com',
      code,
    });
    expect(session.status).toBe(200);
    const { token, member } = session.body as unknown as GuestMemberSession;
    expect(member).toMatchObject({
      email: 'nova@example.com',
      points: 0,
      level: { title: 'Brons', discountPercentage: 10 },
    });
    const [row] = await db.select().from(members).where(eq(members.email, 'nova@example.com'));
    expect(row?.membershipLevelId).toBe(levelId);

    // The code is used up.
    const again = await guest(t, 'POST', '/members/session', {
      venueSlug: SLUG,
      email: 'nova@example.com',
      code,
    });
    expect([again.status, again.body.error?.code]).toEqual([400, 'codeInvalid']);

    const me = await guest(t, 'GET', '/members/me?lang=en', undefined, { authorization: `Bearer ${token}` });
    expect(me.body).toMatchObject({ email: 'nova@example.com', level: { title: 'Bronze' } });

    // The member's level discount prices the quote.
    const bun = await demoItem(t, companyId, 'Kanelbulle');
    const body = { serviceType: 'TAKE_AWAY', lines: [{ itemId: bun.id, quantity: 1, modificationIds: [] }] };
    const plain = (await guest(t, 'POST', `/venues/${SLUG}/quote`, body)).body as unknown as GuestQuote;
    const asMember = (
      await guest(t, 'POST', `/venues/${SLUG}/quote`, body, { authorization: `Bearer ${token}` })
    ).body as unknown as GuestQuote;
    expect(asMember.memberDiscountPercentage).toBe(10);
    expect(plain.total - asMember.total).toBe(Math.round(plain.total / 10));
  });

  it('kills a code after five wrong tries, also when they come at once', async () => {
    const code = await codeFor('tries@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        guest(t, 'POST', '/members/session', { venueSlug: SLUG, email: 'tries@example.com', code: wrong }),
      ),
    );
    const codes = answers.map((a) => a.body.error?.code);
    expect(codes.filter((c) => c === 'codeInvalid')).toHaveLength(4);
    expect(codes.filter((c) => c === 'codeTooManyAttempts')).toHaveLength(4);
    const right = await guest(t, 'POST', '/members/session', {
      venueSlug: SLUG,
      email: 'tries@example.com',
      code,
    });
    expect([right.status, right.body.error?.code]).toEqual([400, 'codeTooManyAttempts']);
    const [row] = await t.database.db
      .select()
      .from(memberCodes)
      .where(sql`lower(${memberCodes.email}) = 'tries@example.com'`);
    expect(row?.attempts).toBe(5);
    expect(await t.database.db.select().from(members).where(eq(members.email, 'tries@example.com'))).toEqual(
      [],
    );
  });

  it('limits the codes one address may be sent', async () => {
    await t.database.db.delete(rateLimits);
    const answers = [];
    for (let i = 0; i < 7; i++) {
      answers.push(await guest(t, 'POST', '/members/code', { venueSlug: SLUG, email: 'many@example.com' }));
    }
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 202, 202, 429, 429]);
    expect(answers[6]?.body.error?.code).toBe('tooManyRequests');
    expect(await t.outbox('many@example.com')).toHaveLength(5);
  });

  it('refuses bad input and ignores a token of another company or a forged one', async () => {
    for (const body of [
      { venueSlug: SLUG, email: 'not-an-email' },
      { venueSlug: SLUG, email: `${'x'.repeat(300)}@example.com` },
      { venueSlug: '', email: 'a@example.com' },
      { venueSlug: SLUG, email: 'a\u0000@example.com' },
    ]) {
      const answer = await guest(t, 'POST', '/members/code', body);
      expect([answer.status, answer.body.error?.code]).toEqual([400, 'badInput']);
    }
    const forged = await signMemberToken('another secret of at least thirty-two characters', {
      memberId: newId(),
      companyId,
    });
    for (const authorization of [
      `Bearer ${forged}`,
      'Bearer nonsense',
      `Bearer ${await t.login('owner@demo.fika.test')}`,
    ]) {
      const me = await guest(t, 'GET', '/members/me', undefined, { authorization });
      expect(me.status).toBe(401);
    }
    // A member of another company prices as a guest here.
    const otherId = newId();
    const [other] = await t.database.db
      .select({ id: sql<string>`id` })
      .from(sql`companies`)
      .where(sql`id <> ${companyId}`)
      .limit(1);
    await t.database.db
      .insert(members)
      .values({ id: otherId, companyId: other?.id ?? '', email: 'elsewhere@example.com' });
    const token = await signMemberToken(t.config.jwtSecret, {
      memberId: otherId,
      companyId: other?.id ?? '',
    });
    const bun = await demoItem(t, companyId, 'Kanelbulle');
    const quote = await guest(
      t,
      'POST',
      `/venues/${SLUG}/quote`,
      { serviceType: 'TAKE_AWAY', lines: [{ itemId: bun.id, quantity: 1, modificationIds: [] }] },
      { authorization: `Bearer ${token}` },
    );
    expect((quote.body as unknown as GuestQuote).memberDiscountPercentage).toBe(0);
  });
});
