import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, linkToken, startTestServer, type TestServer } from '../../../test/harness.ts';
import { authTokens, companies, rateLimits, users } from '../../platform/db/schema/index.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const LOGIN = `mutation Login($u: String!, $p: String!) { login(username: $u, password: $p) { success error errorCode token organizationAdmin } }`;
const REGISTER = `mutation Register($input: TemporaryRegistrationInput!) { registerTemporaryUser(input: $input) { success error } }`;
const ACTIVATE = `mutation Activate($token: String!) { activateTemporaryUser(token: $token) { success error errorCode token } }`;
const ME = `query { authorizeUser { userId userName companyName country currency } }`;

type LoginData = {
  login: {
    success: boolean;
    error: string | null;
    errorCode: string | null;
    token: string | null;
    organizationAdmin: boolean;
  };
};

const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  input: {
    username: email,
    name: 'Lina Lund',
    password: 'Kanelbulle1!',
    companyName: 'Café Lund',
    country: 'NO',
    phoneNumber: '+47 912 34 567',
    storeType: 'SINGLE_STORE',
    language: 'no',
    ...overrides,
  },
});

describe('login', () => {
  it('signs in a demo user with a session token', async () => {
    const result = await t.gql<LoginData>(LOGIN, { u: DEMO.owner, p: DEMO.password });
    expect(result.data?.login).toMatchObject({ success: true, error: null, organizationAdmin: false });
    const me = await t.gql<{ authorizeUser: { userName: string } }>(ME, {}, result.data?.login.token);
    expect(me.data?.authorizeUser.userName).toBe('Olivia Owner');
  });

  it('accepts the username in any case and with spaces around it', async () => {
    const result = await t.gql<LoginData>(LOGIN, { u: '  OWNER@demo.fika.test ', p: DEMO.password });
    expect(result.data?.login.success).toBe(true);
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const wrong = await t.gql<LoginData>(LOGIN, { u: DEMO.manager, p: 'Wrong1234!' });
    const unknown = await t.gql<LoginData>(LOGIN, { u: 'nobody@fika.test', p: 'Wrong1234!' });
    expect(wrong.data?.login).toEqual(unknown.data?.login);
    expect(wrong.data?.login).toMatchObject({
      success: false,
      errorCode: 'INVALID_CREDENTIALS',
      token: null,
    });
  });

  it('marks an organisation administrator token for the admin slot', async () => {
    const result = await t.gql<LoginData>(LOGIN, { u: DEMO.orgAdmin, p: DEMO.password });
    expect(result.data?.login).toMatchObject({ success: true, organizationAdmin: true });
  });

  it('blocks an account after five failures within 15 minutes, even with the right password', async () => {
    const username = 'payments@demo.fika.test';
    for (let i = 0; i < 5; i++) {
      const failed = await t.gql<LoginData>(LOGIN, { u: username, p: `Wrong${i}xyz!` }, null, {
        'x-attempt': String(i),
      });
      expect(failed.data?.login.errorCode).toBe('INVALID_CREDENTIALS');
    }
    const blocked = await t.gql<LoginData>(LOGIN, { u: username, p: DEMO.password });
    expect(blocked.data?.login).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
    expect(blocked.data?.login.error).toMatch(/Too many/);
  });

  it('rejects a forged or tampered token as unauthenticated', async () => {
    const token = await t.login(DEMO.owner);
    const tampered = `${token.slice(0, -4)}AAAA`;
    const result = await t.gql(ME, {}, tampered);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('stores passwords as argon2id with the OWASP parameters', async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.username, DEMO.owner));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refreshes a session into a new working token', async () => {
    const token = await t.login(DEMO.owner);
    const result = await t.gql<{ refreshToken: { success: boolean; token: string } }>(
      'mutation { refreshToken { success token } }',
      {},
      token,
    );
    expect(result.data?.refreshToken.success).toBe(true);
    const me = await t.gql(ME, {}, result.data?.refreshToken.token);
    expect(me.errors).toBeUndefined();
  });
});

describe('temporary registration and activation', () => {
  it('creates an inactive user and company, mails a link, and activation signs the user in once', async () => {
    const email = 'lina@cafe-lund.test';
    const result = await t.gql(REGISTER, registration(email));
    expect(result.data).toEqual({ registerTemporaryUser: { success: true, error: null } });

    const [user] = await t.database.db.select().from(users).where(eq(users.username, email));
    expect(user?.active).toBe(false);
    const [company] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, user?.companyId ?? ''));
    expect(company).toMatchObject({
      name: 'Café Lund',
      country: 'NO',
      defaultCurrency: 'NOK',
      defaultLanguage: 'no',
      timezone: 'Europe/Oslo',
    });

    const notYet = await t.gql<LoginData>(LOGIN, { u: email, p: 'Kanelbulle1!' });
    expect(notYet.data?.login.errorCode).toBe('ACCOUNT_NOT_ACTIVATED');

    const [mail] = await t.outbox(email);
    expect(mail?.subject).toBe('Aktiver Fika-kontoen din');
    const token = linkToken(mail?.text ?? '', /http:\/\/fika\.test\/activate\/(\S+)/);
    const activated = await t.gql<{ activateTemporaryUser: { success: boolean; token: string } }>(ACTIVATE, {
      token,
    });
    expect(activated.data?.activateTemporaryUser.success).toBe(true);
    const me = await t.gql<{ authorizeUser: { companyName: string; currency: string } }>(
      ME,
      {},
      activated.data?.activateTemporaryUser.token,
    );
    expect(me.data?.authorizeUser).toMatchObject({ companyName: 'Café Lund', currency: 'NOK' });

    const again = await t.gql<{ activateTemporaryUser: { errorCode: string } }>(ACTIVATE, { token });
    expect(again.data?.activateTemporaryUser.errorCode).toBe('ACTIVATION_LINK_USED');
    const login = await t.gql<LoginData>(LOGIN, { u: email, p: 'Kanelbulle1!' });
    expect(login.data?.login.success).toBe(true);
  });

  it('explains an unknown or expired activation link, and can mail a new one', async () => {
    const invalid = await t.gql<{ activateTemporaryUser: { errorCode: string } }>(ACTIVATE, {
      token: 'not-a-token',
    });
    expect(invalid.data?.activateTemporaryUser.errorCode).toBe('ACTIVATION_LINK_INVALID');

    const email = 'late@cafe-lund.test';
    await t.gql(REGISTER, registration(email, { language: 'en' }));
    const token = linkToken((await t.outbox(email))[0]?.text ?? '', /\/activate\/(\S+)/);
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000), createdAt: new Date(Date.now() - 3_600_000) });
    // The resend cooldown, counted in rate_limits, ran out long ago too.
    await t.database.db.update(rateLimits).set({ windowStartedAt: new Date(Date.now() - 3_600_000) });
    const expired = await t.gql<{ activateTemporaryUser: { errorCode: string } }>(ACTIVATE, { token });
    expect(expired.data?.activateTemporaryUser.errorCode).toBe('ACTIVATION_LINK_EXPIRED');

    await t.gql('mutation($u: String!) { resendActivationEmail(username: $u) { success } }', { u: email });
    const mails = await t.outbox(email);
    expect(mails).toHaveLength(2);
    const fresh = linkToken(mails[0]?.text ?? '', /\/activate\/(\S+)/);
    const ok = await t.gql<{ activateTemporaryUser: { success: boolean } }>(ACTIVATE, { token: fresh });
    expect(ok.data?.activateTemporaryUser.success).toBe(true);
  });

  it('answers the same for an address that is taken, and tells its owner instead', async () => {
    const result = await t.gql(REGISTER, registration(DEMO.manager));
    expect(result.data).toEqual({ registerTemporaryUser: { success: true, error: null } });
    const [mail] = await t.outbox(DEMO.manager);
    expect(mail?.subject).toBe('Du har redan ett Fika-konto');
    const stillWorks = await t.gql<LoginData>(LOGIN, { u: DEMO.manager, p: DEMO.password });
    expect(stillWorks.data?.login.success).toBe(true);
  });

  it('creates one account when the same address registers twice at the same moment', async () => {
    const email = 'twice@cafe-lund.test';
    const results = await Promise.all([
      t.gql(REGISTER, registration(email)),
      t.gql(REGISTER, registration(email)),
    ]);
    for (const result of results)
      expect(result.data).toEqual({ registerTemporaryUser: { success: true, error: null } });
    expect(await t.database.db.select().from(users).where(eq(users.username, email))).toHaveLength(1);
  });

  it('refuses bad input field by field and creates nothing', async () => {
    const before = await t.database.db.select().from(companies);
    const result = await t.gql(
      REGISTER,
      registration('not-an-email', { password: 'short', country: 'SE', phoneNumber: 'call me', name: '' }),
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const fields = (
      (result.errors?.[0]?.extensions?.fieldErrors ?? []) as { field: string; message: string }[]
    ).map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['username', 'password', 'phoneNumber', 'name']));
    expect(await t.database.db.select().from(companies)).toHaveLength(before.length);
  });

  it('refuses a country outside the six supported ones', async () => {
    const result = await t.gql(REGISTER, registration('fr@cafe.test', { country: 'FR' }));
    expect(result.errors?.[0]?.message).toMatch(/Country/);
  });
});

describe('password reset', () => {
  const RESET = 'mutation($u: String!) { passwordReset(username: $u) { success } }';
  const CONFIRM =
    'mutation($t: String!, $p: String!) { passwordResetConfirm(token: $t, newPassword: $p) { success errorCode } }';

  it('resets a password end to end; the link is single-use and old sessions end', async () => {
    const email = 'owner@demo.fika.test';
    const oldSession = await t.login(email);
    expect((await t.gql(RESET, { u: email })).data).toEqual({ passwordReset: { success: true } });
    const token = linkToken((await t.outbox(email))[0]?.text ?? '', /reset-password\?token=(\S+)/);

    const weak = await t.gql(CONFIRM, { t: token, p: 'short' });
    expect(weak.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const confirmed = await t.gql(CONFIRM, { t: token, p: 'Smörgås2024!' });
    expect(confirmed.data).toEqual({ passwordResetConfirm: { success: true, errorCode: null } });
    const reused = await t.gql(CONFIRM, { t: token, p: 'Another2024!' });
    expect(reused.data).toEqual({ passwordResetConfirm: { success: false, errorCode: 'RESET_LINK_USED' } });

    expect((await t.gql<LoginData>(LOGIN, { u: email, p: DEMO.password })).data?.login.success).toBe(false);
    expect((await t.gql<LoginData>(LOGIN, { u: email, p: 'Smörgås2024!' })).data?.login.success).toBe(true);
    const stale = await t.gql(ME, {}, oldSession);
    expect(stale.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    expect((await t.gql(RESET, { u: 'ghost@nowhere.test' })).data).toEqual({
      passwordReset: { success: true },
    });
    expect(await t.outbox('ghost@nowhere.test')).toHaveLength(0);
  });

  it('refuses an expired reset link', async () => {
    const email = DEMO.payments;
    await t.gql(RESET, { u: email });
    const token = linkToken((await t.outbox(email))[0]?.text ?? '', /reset-password\?token=(\S+)/);
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(authTokens.kind, 'PASSWORD_RESET'));
    const result = await t.gql(CONFIRM, { t: token, p: 'Smörgås2024!' });
    expect(result.data).toEqual({
      passwordResetConfirm: { success: false, errorCode: 'RESET_LINK_EXPIRED' },
    });
  });

  it('lets a user set their own password and returns a fresh token', async () => {
    const token = await t.login(DEMO.manager);
    const me = await t.gql<{ authorizeUser: { userId: string } }>(ME, {}, token);
    const result = await t.gql<{ setNewPassword: { success: boolean; token: string } }>(
      'mutation($id: ID!, $p: String!) { setNewPassword(userId: $id, password: $p) { success token } }',
      { id: me.data?.authorizeUser.userId, p: 'Ny-kod?' },
      token,
    );
    expect(result.errors?.[0]?.extensions?.fieldErrors).toEqual([
      { field: 'password', message: 'validation.password.tooShort' },
      { field: 'password', message: 'validation.password.invalidCharacter' },
    ]);
    const good = await t.gql<{ setNewPassword: { success: boolean; token: string } }>(
      'mutation($id: ID!, $p: String!) { setNewPassword(userId: $id, password: $p) { success token } }',
      { id: me.data?.authorizeUser.userId, p: 'Nykod2024!' },
      token,
    );
    expect(good.data?.setNewPassword.success).toBe(true);
    expect((await t.gql(ME, {}, good.data?.setNewPassword.token)).errors).toBeUndefined();
    expect((await t.gql(ME, {}, token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
