import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_IP } from './rate-limit.ts';

// The limits must hold under a burst: every request below is sent before any answer comes back.
// A fresh server (and database) per test, since all of them share the address 127.0.0.1.

let t: TestServer;
beforeEach(async () => {
  t = await startTestServer();
});
afterEach(() => t.close());

const LOGIN = `mutation Login($u: String!, $p: String!) { login(username: $u, password: $p) { success errorCode } }`;
const RESET = `mutation Reset($u: String!) { passwordReset(username: $u) { success } }`;
const RESEND = `mutation Resend($u: String!) { resendActivationEmail(username: $u) { success } }`;
const REGISTER = `mutation Register($input: TemporaryRegistrationInput!) { registerTemporaryUser(input: $input) { success } }`;

type LoginData = { login: { success: boolean; errorCode: string | null } };

async function burst(logins: { u: string; p: string }[]) {
  const answers = await Promise.all(logins.map((v) => t.gql<LoginData>(LOGIN, v)));
  return answers.map((a) => a.data?.login ?? { success: false, errorCode: 'NO_DATA' });
}

// A login that was not refused by the limit had its password checked.
const checked = (answers: LoginData['login'][]) => answers.filter((a) => a.errorCode !== 'RATE_LIMITED');

describe('login rate limit under concurrency', () => {
  it('checks at most 5 passwords of one account in a burst of 59 wrong and then the right one', async () => {
    const logins = Array.from({ length: 59 }, (_, i) => ({ u: DEMO.manager, p: `Wrong${i}xyz!` }));
    logins.push({ u: DEMO.manager, p: DEMO.password });
    const answers = await burst(logins);
    expect(
      answers.every(
        (a) => a.success || a.errorCode === 'INVALID_CREDENTIALS' || a.errorCode === 'RATE_LIMITED',
      ),
    ).toBe(true);
    expect(checked(answers).length).toBeLessThanOrEqual(MAX_FAILURES_PER_ACCOUNT);
    expect(answers.filter((a) => a.errorCode === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(55);
    // The right password, sent last, came after the five slots were taken.
    expect(answers.at(-1)).toEqual({ success: false, errorCode: 'RATE_LIMITED' });
    const after = await t.gql<LoginData>(LOGIN, { u: DEMO.manager, p: DEMO.password });
    expect(after.data?.login.errorCode).toBe('RATE_LIMITED');
  });

  it('checks at most 30 passwords from one address in a burst of 45 against different accounts', async () => {
    const logins = Array.from({ length: 45 }, (_, i) => ({ u: `guess${i}@nowhere.test`, p: 'Wrong1234!' }));
    const answers = await burst(logins);
    expect(checked(answers).length).toBeLessThanOrEqual(MAX_FAILURES_PER_IP);
    expect(checked(answers).every((a) => a.errorCode === 'INVALID_CREDENTIALS')).toBe(true);
    const owner = await t.gql<LoginData>(LOGIN, { u: DEMO.owner, p: DEMO.password });
    expect(owner.data?.login.errorCode).toBe('RATE_LIMITED');
  });

  it('does not count successful sign-ins against the address', async () => {
    // 40 sign-ins from one address, more than the 30 failures it may have, in bursts of 5 (a burst
    // larger than an account's limit may be refused: each attempt is counted before it is checked).
    for (let round = 0; round < 8; round++) {
      const answers = await burst(Array.from({ length: 5 }, () => ({ u: DEMO.owner, p: DEMO.password })));
      expect(answers.filter((a) => a.success)).toHaveLength(5);
    }
    const wrong = await t.gql<LoginData>(LOGIN, { u: DEMO.manager, p: 'Wrong1234!' });
    expect(wrong.data?.login.errorCode).toBe('INVALID_CREDENTIALS');
  });
});

// Moves the registration's link and its cooldown two minutes into the past, so a resend may mail.
async function ageCooldowns() {
  await t.database.db.execute(sql`update auth_tokens set created_at = created_at - interval '2 minutes'`);
  await t.database.db.execute(
    sql`update rate_limits set window_started_at = window_started_at - interval '2 minutes'`,
  );
}

describe('e-mail cooldowns under concurrency', () => {
  it('mails one reset link for a burst of reset requests', async () => {
    await Promise.all(Array.from({ length: 12 }, () => t.gql(RESET, { u: DEMO.owner })));
    expect(await t.outbox(DEMO.owner)).toHaveLength(1);
  });

  it('mails one activation link for a burst of resend requests', async () => {
    const email = 'burst@cafe.test';
    await t.gql(REGISTER, {
      input: {
        username: email,
        name: 'Bo Burst',
        password: 'Kanelbulle1!',
        companyName: 'Café Burst',
        country: 'SE',
        phoneNumber: '+46 70 123 45 67',
        storeType: 'SINGLE_STORE',
      },
    });
    expect(await t.outbox(email)).toHaveLength(1);
    await ageCooldowns();
    await Promise.all(Array.from({ length: 12 }, () => t.gql(RESEND, { u: email })));
    expect(await t.outbox(email)).toHaveLength(2);
  });
});
