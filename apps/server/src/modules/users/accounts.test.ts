import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  type GraphQLResponse,
  linkToken,
  startTestServer,
  type TestServer,
} from '../../../test/harness.ts';
import { authTokens, users } from '../../platform/db/schema/index.ts';

let t: TestServer;
let owner = '';
let ownerId = '';
let venueIds: string[] = [];

const ME = 'query { authorizeUser { userId venueIds } }';
const USER_FIELDS = 'id email name role status lastLoginAt invitedAt permissions { scopes venueIds }';
const CREATE = `mutation($input: AdminInviteInput!) { createAdmin(input: $input) { ${USER_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: AdminInput!) { updateAdmin(userId: $id, input: $input) { ${USER_FIELDS} } }`;
const BLOCK = `mutation($id: ID!) { blockUser(userId: $id) { ${USER_FIELDS} } }`;
const UNBLOCK = `mutation($id: ID!) { unblockUser(userId: $id) { ${USER_FIELDS} } }`;
const RESEND = `mutation($id: ID!) { resendInvitation(userId: $id) { ${USER_FIELDS} } }`;
const LIST = `query($search: String, $sort: UserSort) { users(search: $search, sort: $sort) { ${USER_FIELDS} } }`;
const CONFIRM =
  'mutation($t: String!, $p: String!) { passwordResetConfirm(token: $t, newPassword: $p) { success errorCode } }';
const LOGIN =
  'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { success errorCode token } }';

interface UserRow {
  id: string;
  email: string;
  name: string;
  role: string;
  status: string;
  lastLoginAt: string | null;
  invitedAt: string | null;
  permissions: { scopes: string[]; venueIds: string[] };
}

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  const me = await t.gql<{ authorizeUser: { userId: string; venueIds: string[] } }>(ME, {}, owner);
  ownerId = me.data?.authorizeUser.userId ?? '';
  venueIds = me.data?.authorizeUser.venueIds ?? [];
});
afterAll(() => t.close());

const invite = (email: string, overrides: Record<string, unknown> = {}) => ({
  input: { email, name: 'Ada Admin', role: 'CONTENT_ADMIN', scopes: ['MENUS'], venueIds: [], ...overrides },
});

const fieldErrors = (result: GraphQLResponse<unknown>) => result.errors?.[0]?.extensions?.fieldErrors;

async function ok<T>(result: Promise<GraphQLResponse<T>>): Promise<T> {
  const r = await result;
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data as T;
}

/** The link of the newest invitation mailed to `email` (the outbox lists the newest first). */
async function invitationToken(email: string): Promise<string> {
  const [mail] = await t.outbox(email);
  return linkToken(mail?.text ?? '', /reset-password\?token=([^&\s]+)&invitation=1/);
}

/** Invites `email` as the owner and lets them set their password; returns their id and a session. */
async function activeAdmin(email: string, overrides: Record<string, unknown> = {}) {
  const { createAdmin } = await ok(t.gql<{ createAdmin: UserRow }>(CREATE, invite(email, overrides), owner));
  await ok(t.gql(CONFIRM, { t: await invitationToken(email), p: 'Valfri2024!' }));
  return { id: createAdmin.id, token: await t.login(email, 'Valfri2024!') };
}

const countUsers = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.username, email))).length;

describe('inviting an administrator', () => {
  it('creates an invited account and mails a single-use set-password link; the invitee signs in to one venue', async () => {
    const email = 'ada@demo.fika.test';
    const [venue] = venueIds;
    const { createAdmin } = await ok(
      t.gql<{ createAdmin: UserRow }>(CREATE, invite(' Ada@Demo.Fika.Test ', { venueIds: [venue] }), owner),
    );
    expect(createAdmin).toMatchObject({
      email,
      name: 'Ada Admin',
      role: 'CONTENT_ADMIN',
      status: 'INVITED',
      lastLoginAt: null,
      permissions: { scopes: ['MENUS'], venueIds: [venue] },
    });
    expect(createAdmin.invitedAt).not.toBeNull();

    const [mail] = await t.outbox(email);
    // In the inviter's interface language (the demo owner's is Swedish).
    expect(mail?.subject).toBe('Olivia Owner har bjudit in dig till Demo Bistro i Fika');
    expect(mail?.text).toMatch(/Hej Ada Admin, .* gäller i 7 dagar/);
    // An invited account has no password anyone knows.
    expect(
      (await t.gql<{ login: { success: boolean } }>(LOGIN, { u: email, p: '' })).data?.login.success,
    ).toBe(false);

    const token = await invitationToken(email);
    const set = await t.gql(CONFIRM, { t: token, p: 'Valfri2024!' });
    expect(set.data).toEqual({ passwordResetConfirm: { success: true, errorCode: null } });
    const again = await t.gql(CONFIRM, { t: token, p: 'Another2024!' });
    expect(again.data).toEqual({ passwordResetConfirm: { success: false, errorCode: 'RESET_LINK_USED' } });

    const session = await t.login(email, 'Valfri2024!');
    const me = await ok(t.gql<{ authorizeUser: { venueIds: string[] } }>(ME, {}, session));
    expect(me.authorizeUser.venueIds).toEqual([venue]);
    const venues = await ok(t.gql<{ venues: { id: string }[] }>('query { venues { id } }', {}, session));
    expect(venues.venues.map((v) => v.id)).toEqual([venue]);

    const { users: list } = await ok(t.gql<{ users: UserRow[] }>(LIST, { search: 'ada@' }, owner));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ status: 'ACTIVE' });
    expect(list[0]?.lastLoginAt).not.toBeNull();
  });

  it('refuses an expired invitation link', async () => {
    const email = 'late@demo.fika.test';
    const { createAdmin } = await ok(t.gql<{ createAdmin: UserRow }>(CREATE, invite(email), owner));
    const token = await invitationToken(email);
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(authTokens.userId, createAdmin.id));
    const result = await t.gql(CONFIRM, { t: token, p: 'Valfri2024!' });
    expect(result.data).toEqual({
      passwordResetConfirm: { success: false, errorCode: 'RESET_LINK_EXPIRED' },
    });
  });

  it('resends the invitation with a new link, which ends the earlier one; only for invited accounts, once a minute', async () => {
    const email = 'again@demo.fika.test';
    const { createAdmin } = await ok(t.gql<{ createAdmin: UserRow }>(CREATE, invite(email), owner));
    const first = await invitationToken(email);
    await ok(t.gql(RESEND, { id: createAdmin.id }, owner));
    const second = await invitationToken(email);
    expect(second).not.toBe(first);
    expect((await t.gql(CONFIRM, { t: first, p: 'Valfri2024!' })).data).toEqual({
      passwordResetConfirm: { success: false, errorCode: 'RESET_LINK_USED' },
    });
    const tooSoon = await t.gql(RESEND, { id: createAdmin.id }, owner);
    expect(tooSoon.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(await t.outbox(email)).toHaveLength(2);
    expect((await t.gql(CONFIRM, { t: second, p: 'Valfri2024!' })).data).toEqual({
      passwordResetConfirm: { success: true, errorCode: null },
    });
    const active = await t.gql(RESEND, { id: createAdmin.id }, owner);
    expect(fieldErrors(active)).toEqual([{ field: 'userId', message: 'validation.accounts.notInvited' }]);
  });

  it('refuses an e-mail address already in use, also when the same invitation is sent many times at once', async () => {
    const taken = await t.gql(CREATE, invite(DEMO.manager), owner);
    expect(fieldErrors(taken)).toEqual([{ field: 'email', message: 'validation.emailTaken' }]);

    const email = 'burst@demo.fika.test';
    const results = await Promise.all(Array.from({ length: 6 }, () => t.gql(CREATE, invite(email), owner)));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    for (const r of results.filter((r) => r.errors)) {
      expect(fieldErrors(r)).toEqual([{ field: 'email', message: 'validation.emailTaken' }]);
    }
    expect(await countUsers(email)).toBe(1);
    expect(await t.outbox(email)).toHaveLength(1);
  });

  it('refuses bad input field by field and creates nothing', async () => {
    const cases: [Record<string, unknown>, { field: string; message: string }][] = [
      [{ email: 'not-an-email' }, { field: 'email', message: 'validation.email' }],
      [
        { email: 'nul@demo.fika.test', name: 'A\u0000B' },
        { field: 'name', message: 'validation.unsupportedCharacter' },
      ],
      [
        { email: 'huge@demo.fika.test', name: 'x'.repeat(100_000) },
        { field: 'name', message: 'validation.tooLong' },
      ],
      [
        { email: 'blank@demo.fika.test', name: '   ' },
        { field: 'name', message: 'validation.required' },
      ],
      [
        { email: 'venue@demo.fika.test', venueIds: ['  '] },
        { field: 'venueIds', message: 'validation.invalid' },
      ],
      [
        { email: 'nowhere@demo.fika.test', venueIds: ['no-such-venue'] },
        { field: 'venueIds', message: 'validation.venue.unknown' },
      ],
    ];
    for (const [overrides, error] of cases) {
      const { email, ...rest } = overrides;
      const result = await t.gql(CREATE, invite(String(email), rest), owner);
      expect(result.errors?.[0]?.extensions?.code, JSON.stringify(overrides).slice(0, 80)).toBe(
        'BAD_USER_INPUT',
      );
      expect(fieldErrors(result)).toContainEqual(error);
      expect(await countUsers(String(email).toLowerCase())).toBe(0);
    }
    const badId = await t.gql(BLOCK, { id: '' }, owner);
    expect(badId.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('granting', () => {
  it('nobody grants more than they hold: scopes, venues or the Super admin role; nothing is written', async () => {
    const [mine, other] = venueIds;
    const limited = await activeAdmin('limited@demo.fika.test', {
      scopes: ['ACCOUNTS', 'MENUS'],
      venueIds: [mine],
    });
    const attempts: [Record<string, unknown>, { field: string; message: string }][] = [
      [
        { scopes: ['FINANCE'], venueIds: [mine] },
        { field: 'scopes', message: 'validation.accounts.scopeNotHeld' },
      ],
      [
        { scopes: [], venueIds: [mine] },
        { field: 'scopes', message: 'validation.accounts.scopeNotHeld' },
      ],
      [
        { scopes: ['MENUS'], venueIds: [] },
        { field: 'venueIds', message: 'validation.accounts.venueNotHeld' },
      ],
      [
        { scopes: ['MENUS'], venueIds: [other] },
        { field: 'venueIds', message: 'validation.accounts.venueNotHeld' },
      ],
      [
        { role: 'SUPER_ADMIN', scopes: ['MENUS'], venueIds: [mine] },
        { field: 'role', message: 'validation.accounts.superAdminOnly' },
      ],
    ];
    for (const [overrides, error] of attempts) {
      const result = await t.gql(CREATE, invite('granted@demo.fika.test', overrides), limited.token);
      expect(fieldErrors(result)).toEqual([error]);
    }
    expect(await countUsers('granted@demo.fika.test')).toBe(0);
    // Within what they hold it works.
    await ok(t.gql(CREATE, invite('granted@demo.fika.test', { venueIds: [mine] }), limited.token));

    // A venue-restricted administrator sees and manages only accounts within their grant.
    const { users: seen } = await ok(t.gql<{ users: UserRow[] }>(LIST, {}, limited.token));
    expect(seen.map((u) => u.email)).not.toContain(DEMO.owner);
    expect(seen.map((u) => u.email)).toContain('granted@demo.fika.test');
    const ownerEdit = await t.gql(
      UPDATE,
      { id: ownerId, input: { name: 'x', role: 'REGULAR', scopes: ['MENUS'], venueIds: [mine] } },
      limited.token,
    );
    expect(ownerEdit.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('only a Super admin changes or blocks a Super admin', async () => {
    const deputy = await activeAdmin('deputy@demo.fika.test', { scopes: [], venueIds: [] });
    const block = await t.gql(BLOCK, { id: ownerId }, deputy.token);
    expect(fieldErrors(block)).toEqual([{ field: 'role', message: 'validation.accounts.superAdminOnly' }]);
    const promote = await t.gql(
      UPDATE,
      { id: deputy.id, input: { name: 'Deputy', role: 'SUPER_ADMIN', scopes: [], venueIds: [] } },
      deputy.token,
    );
    expect(fieldErrors(promote)).toEqual([{ field: 'role', message: 'validation.accounts.superAdminOnly' }]);
    const byOwner = await ok(
      t.gql<{ updateAdmin: UserRow }>(
        UPDATE,
        { id: deputy.id, input: { name: 'Deputy', role: 'SUPER_ADMIN', scopes: [], venueIds: [] } },
        owner,
      ),
    );
    expect(byOwner.updateAdmin.role).toBe('SUPER_ADMIN');
  });

  it('edits name, role, scopes and venues', async () => {
    const { createAdmin } = await ok(
      t.gql<{ createAdmin: UserRow }>(CREATE, invite('edit@demo.fika.test'), owner),
    );
    const [first, second] = venueIds;
    const { updateAdmin } = await ok(
      t.gql<{ updateAdmin: UserRow }>(
        UPDATE,
        {
          id: createAdmin.id,
          input: {
            name: 'Eda Edit',
            role: 'REGULAR',
            scopes: ['ORDERS', 'STAFF'],
            venueIds: [second, first],
          },
        },
        owner,
      ),
    );
    expect(updateAdmin).toMatchObject({
      name: 'Eda Edit',
      role: 'REGULAR',
      permissions: { scopes: ['ORDERS', 'STAFF'], venueIds: [first, second].sort() },
    });
  });
});

describe('no self-lockout', () => {
  it('cannot remove their own ACCOUNTS scope or block themselves', async () => {
    const self = await t.gql(
      UPDATE,
      { id: ownerId, input: { name: 'Olivia Owner', role: 'SUPER_ADMIN', scopes: ['MENUS'], venueIds: [] } },
      owner,
    );
    expect(fieldErrors(self)).toEqual([{ field: 'scopes', message: 'validation.accounts.ownAccounts' }]);
    const perms = await t.gql(
      'mutation($id: ID!) { updateUserPermissions(userId: $id, permissions: { scopes: [FINANCE], venueIds: [] }) { id } }',
      { id: ownerId },
      owner,
    );
    expect(fieldErrors(perms)).toEqual([{ field: 'scopes', message: 'validation.accounts.ownAccounts' }]);
    const block = await t.gql(BLOCK, { id: ownerId }, owner);
    expect(fieldErrors(block)).toEqual([{ field: 'userId', message: 'validation.accounts.blockSelf' }]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, ownerId));
    expect(row).toMatchObject({ blockedAt: null, scopes: [] });
  });
});

describe('blocking', () => {
  it('a blocked account cannot sign in and its sessions end; unblocked it can again', async () => {
    const email = 'blocked@demo.fika.test';
    const admin = await activeAdmin(email);
    const { blockUser } = await ok(t.gql<{ blockUser: UserRow }>(BLOCK, { id: admin.id }, owner));
    expect(blockUser.status).toBe('BLOCKED');
    expect((await t.gql(ME, {}, admin.token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const login = await t.gql<{ login: { success: boolean; errorCode: string } }>(LOGIN, {
      u: email,
      p: 'Valfri2024!',
    });
    expect(login.data?.login).toMatchObject({ success: false, errorCode: 'ACCOUNT_BLOCKED' });
    const wrong = await t.gql<{ login: { errorCode: string } }>(LOGIN, { u: email, p: 'Wrong2024!' });
    // Only the right password learns that the account is blocked.
    expect(wrong.data?.login.errorCode).toBe('INVALID_CREDENTIALS');

    const { unblockUser } = await ok(t.gql<{ unblockUser: UserRow }>(UNBLOCK, { id: admin.id }, owner));
    expect(unblockUser.status).toBe('ACTIVE');
    const back = await t.gql<{ login: { success: boolean } }>(LOGIN, { u: email, p: 'Valfri2024!' });
    expect(back.data?.login.success).toBe(true);
  });

  it('blocking an invited account ends its invitation link', async () => {
    const email = 'never@demo.fika.test';
    const { createAdmin } = await ok(t.gql<{ createAdmin: UserRow }>(CREATE, invite(email), owner));
    const token = await invitationToken(email);
    await ok(t.gql(BLOCK, { id: createAdmin.id }, owner));
    expect((await t.gql(CONFIRM, { t: token, p: 'Valfri2024!' })).data).toEqual({
      passwordResetConfirm: { success: false, errorCode: 'RESET_LINK_USED' },
    });
  });
});

describe('the accounts list', () => {
  it('sorts by the shown user sort keys and searches name and e-mail', async () => {
    const byEmail = await ok(t.gql<{ users: UserRow[] }>(LIST, { sort: 'email_DESC' }, owner));
    const emails = byEmail.users.map((u) => u.email);
    expect(emails).toEqual([...emails].sort().reverse());
    const byLogin = await ok(t.gql<{ users: UserRow[] }>(LIST, { sort: 'lastLogin_DESC' }, owner));
    const logins = byLogin.users.map((u) => u.lastLoginAt);
    const firstNever = logins.indexOf(null);
    expect(logins.slice(firstNever).every((l) => l === null)).toBe(true);
    expect(logins.slice(0, firstNever)).toEqual([...logins.slice(0, firstNever)].sort().reverse());
    const search = await ok(t.gql<{ users: UserRow[] }>(LIST, { search: 'OLIVIA' }, owner));
    expect(search.users.map((u) => u.email)).toEqual([DEMO.owner]);
    const wildcard = await ok(t.gql<{ users: UserRow[] }>(LIST, { search: '%' }, owner));
    expect(wildcard.users).toEqual([]);
    const unknownSort = await t.gql(LIST, { sort: 'password_ASC' }, owner);
    expect(unknownSort.errors).toBeDefined();
  });
});
