import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../test/harness.ts';
import { signUpOtherCompany } from '../test/other-company.ts';
import {
  competitions,
  competitionTargets,
  competitionVenues,
  venues,
  vouchers,
  zReports,
} from './platform/db/schema/index.ts';

// Signs in as a user of one company and tries to read and change another company's data through
// every operation that takes an id. Every attempt must be refused, and nothing may change.

let t: TestServer;
const a = { token: '', userId: '', managerId: '', venueIds: [] as string[] };
const b = { token: '', userId: '', companyId: '', venueId: '' };

const SESSION = 'query { authorizeUser { userId venueIds } }';

beforeAll(async () => {
  t = await startTestServer();
  const other = await signUpOtherCompany(t);
  b.token = other.token;
  b.userId = other.userId;
  b.venueId = other.venueId;
  b.companyId = other.companyId;

  a.token = await t.login(DEMO.owner);
  const aSession = await t.gql<{ authorizeUser: { userId: string; venueIds: string[] } }>(
    SESSION,
    {},
    a.token,
  );
  a.userId = aSession.data?.authorizeUser.userId ?? '';
  a.venueIds = aSession.data?.authorizeUser.venueIds ?? [];
  const users = await t.gql<{ users: { id: string; email: string }[] }>(
    'query { users { id email } }',
    {},
    a.token,
  );
  a.managerId = users.data?.users.find((u) => u.email === DEMO.manager)?.id ?? '';
});
afterAll(() => t.close());

const codeOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.code;

describe('company A cannot reach company B', () => {
  it('cannot read B’s venue', async () => {
    expect(
      codeOf(await t.gql('query($id: ID!) { venue(id: $id) { name } }', { id: b.venueId }, a.token)),
    ).toBe('NOT_FOUND');
  });

  it('does not list B’s venues or users', async () => {
    const venues = await t.gql<{ venues: { id: string }[] }>('query { venues { id } }', {}, a.token);
    expect(venues.data?.venues.map((v) => v.id)).not.toContain(b.venueId);
    const users = await t.gql<{ users: { id: string }[] }>('query { users { id } }', {}, a.token);
    expect(users.data?.users.map((u) => u.id)).not.toContain(b.userId);
  });

  it('cannot set the password of B’s user', async () => {
    const result = await t.gql(
      'mutation($id: ID!) { setNewPassword(userId: $id, password: "Hijack1234!") { success } }',
      { id: b.userId },
      a.token,
    );
    expect(codeOf(result)).toBe('NOT_FOUND');
    const stillB = await t.gql(
      'mutation { login(username: "boss@other.test", password: "Other1234!") { success } }',
    );
    expect(stillB.data).toEqual({ login: { success: true } });
  });

  it('cannot change permissions of B’s user, or give its own user B’s venue', async () => {
    const perms = await t.gql(
      'mutation($id: ID!) { updateUserPermissions(userId: $id, permissions: { scopes: [FINANCE], venueIds: [] }) { id } }',
      { id: b.userId },
      a.token,
    );
    expect(codeOf(perms)).toBe('NOT_FOUND');
    const withBVenue = await t.gql(
      'mutation($id: ID!, $v: ID!) { updateUserPermissions(userId: $id, permissions: { scopes: [], venueIds: [$v] }) { id } }',
      { id: a.managerId, v: b.venueId },
      a.token,
    );
    expect(codeOf(withBVenue)).toBe('BAD_USER_INPUT');
  });

  it('cannot assign or remove venues across companies in any combination', async () => {
    const assign = 'mutation($u: ID!, $v: ID!) { assignVenueToUser(userId: $u, venueId: $v) { id } }';
    const remove = 'mutation($u: ID!, $v: ID!) { removeVenueFromUser(userId: $u, venueId: $v) { id } }';
    for (const [user, venue] of [
      [b.userId, a.venueIds[0]],
      [a.managerId, b.venueId],
      [b.userId, b.venueId],
    ]) {
      expect(codeOf(await t.gql(assign, { u: user, v: venue }, a.token))).toBe('NOT_FOUND');
      expect(codeOf(await t.gql(remove, { u: user, v: venue }, a.token))).toBe('NOT_FOUND');
    }
  });

  it('cannot edit, block, unblock or re-invite B’s user, nor invite an admin to B’s venue', async () => {
    const input = { name: 'Taken Over', role: 'CONTENT_ADMIN', scopes: [], venueIds: [] };
    const edit = 'mutation($u: ID!, $i: AdminInput!) { updateAdmin(userId: $u, input: $i) { id } }';
    expect(codeOf(await t.gql(edit, { u: b.userId, i: input }, a.token))).toBe('NOT_FOUND');
    for (const op of ['blockUser', 'unblockUser', 'resendInvitation']) {
      const result = await t.gql(`mutation($u: ID!) { ${op}(userId: $u) { id } }`, { u: b.userId }, a.token);
      expect(codeOf(result), op).toBe('NOT_FOUND');
    }
    const invite = await t.gql(
      'mutation($i: AdminInviteInput!) { createAdmin(input: $i) { id } }',
      { i: { ...input, email: 'spy@demo.fika.test', venueIds: [b.venueId] } },
      a.token,
    );
    expect(invite.errors?.[0]?.extensions?.fieldErrors).toEqual([
      { field: 'venueIds', message: 'validation.venue.unknown' },
    ]);
    const session = await t.gql<{ authorizeUser: { userName: string } }>(
      'query { authorizeUser { userName } }',
      {},
      b.token,
    );
    expect(session.data?.authorizeUser.userName).toBe('Bea Boss');
  });

  it('cannot edit B’s venue or read its vouchers', async () => {
    const update = await t.gql(
      'mutation($id: ID!) { updateVenue(id: $id, input: { name: "Taken", timezone: "UTC" }) { id } }',
      { id: b.venueId },
      a.token,
    );
    expect(codeOf(update)).toBe('NOT_FOUND');
    const read = await t.gql(
      'query($v: ID!) { getVouchers(venueId: $v, startDate: "2026-01-01T00:00:00Z", endDate: "2027-01-01T00:00:00Z") { items { id } } }',
      { v: b.venueId },
      a.token,
    );
    expect(codeOf(read)).toBe('NOT_FOUND');
  });

  it('cannot read, close, print or e-mail B’s Z-report', async () => {
    const day = '2026-01-03';
    for (const op of [
      'query($v: ID!) { zReport(venueId: $v, day: "2026-01-03") { number } }',
      'mutation($v: ID!) { closeZReport(venueId: $v, day: "2026-01-03") { status } }',
      'mutation($v: ID!) { sendZReportEmail(venueId: $v, day: "2026-01-03", email: "a@example.com") { success } }',
      'mutation($v: ID!) { generatePdfReport(input: { venueId: $v, day: "2026-01-03" }) { url } }',
    ]) {
      expect(codeOf(await t.gql(op, { v: b.venueId }, a.token)), op).toBe('NOT_FOUND');
    }
    const closed = await t.database.db.select().from(zReports).where(eq(zReports.venueId, b.venueId));
    expect(closed.filter((z) => z.businessDay === day)).toEqual([]);
  });

  it('cannot close B’s accounting day, retry or re-send B’s voucher, or export B’s vouchers', async () => {
    const db = t.database.db;
    const companyId = (await db.select().from(venues).where(eq(venues.id, b.venueId)))[0]?.companyId ?? '';
    await db.insert(vouchers).values({
      id: 'b-voucher',
      companyId,
      venueId: b.venueId,
      status: 'failed',
      message: 'B’s own failure',
      businessDay: '2026-01-02',
    });
    const close = await t.gql(
      'mutation($v: ID!) { closeAccountingDay(venueId: $v, day: "2026-01-03") { id } }',
      { v: b.venueId },
      a.token,
    );
    expect(codeOf(close)).toBe('NOT_FOUND');
    for (const op of ['retryVoucher', 'resendVoucher']) {
      const result = await t.gql(
        `mutation($id: ID!) { ${op}(id: $id) { id } }`,
        { id: 'b-voucher' },
        a.token,
      );
      expect(codeOf(result)).toBe('NOT_FOUND');
    }
    const exported = await t.gql(
      'query($v: [ID!]) { voucherExport(from: "2026-01-01", to: "2026-01-31", venueIds: $v) { voucherCount } }',
      { v: [b.venueId] },
      a.token,
    );
    expect(codeOf(exported)).toBe('NOT_FOUND');
    const [still] = await db.select().from(vouchers).where(eq(vouchers.id, 'b-voucher'));
    expect(still).toMatchObject({ status: 'failed', message: 'B’s own failure', attempts: 0 });
  });

  it('cannot read, change or delete B’s competition, nor count B’s venue in its own', async () => {
    // B's competition, written directly: a new company has no items or staff to build one from.
    const db = t.database.db;
    const companyId = (await db.select().from(venues).where(eq(venues.id, b.venueId)))[0]?.companyId ?? '';
    const id = 'competition-of-company-b';
    await db.insert(competitions).values({
      id,
      companyId,
      name: 'B contest',
      metric: 'QUANTITY',
      startsOn: '2026-01-01',
      endsOn: '2026-01-31',
    });
    await db.insert(competitionVenues).values({ companyId, competitionId: id, venueId: b.venueId });
    await db
      .insert(competitionTargets)
      .values({ companyId, competitionId: id, kind: 'CATEGORY', targetId: 'x' });
    const read = await t.gql(
      'query($id: ID!) { competition(id: $id) { leaderboard { rank } } }',
      { id },
      a.token,
    );
    expect(codeOf(read)).toBe('NOT_FOUND');
    const input = {
      name: 'Taken',
      startsOn: '2026-01-01',
      endsOn: '2026-01-02',
      metric: 'QUANTITY',
      venueIds: [b.venueId],
      categoryIds: ['x'],
    };
    const update = await t.gql(
      'mutation($id: ID!, $input: CompetitionInput!) { updateCompetition(id: $id, input: $input) { id } }',
      { id, input },
      a.token,
    );
    expect(codeOf(update)).toBe('NOT_FOUND');
    const create = await t.gql(
      'mutation($input: CompetitionInput!) { createCompetition(input: $input) { id } }',
      { input },
      a.token,
    );
    expect(codeOf(create)).toBe('BAD_USER_INPUT');
    const remove = await t.gql('mutation($id: ID!) { deleteNode(id: $id) { success } }', { id }, a.token);
    expect(codeOf(remove)).toBe('NOT_FOUND');
    const [after] = await db.select().from(competitions).where(eq(competitions.id, id));
    expect(after).toMatchObject({ name: 'B contest', deleted: false });
  });

  it('cannot act as B’s user', async () => {
    const result = await t.gql(
      'mutation($id: ID!) { actAsUser(userId: $id) { token } }',
      { id: b.userId },
      a.token,
    );
    expect(codeOf(result)).toBe('FORBIDDEN');
  });

  it('and B cannot reach A either', async () => {
    expect(
      codeOf(await t.gql('query($id: ID!) { venue(id: $id) { name } }', { id: a.venueIds[0] }, b.token)),
    ).toBe('NOT_FOUND');
    const result = await t.gql(
      'mutation($id: ID!) { setNewPassword(userId: $id, password: "Hijack1234!") { success } }',
      { id: a.userId },
      b.token,
    );
    expect(codeOf(result)).toBe('NOT_FOUND');
  });

  it('B sees none of A’s catalogue or staff', async () => {
    const lists = await t.gql<{ items: { count: number }; categories: unknown[]; staffs: unknown[] }>(
      'query { items { count } categories { id } staffs { id } }',
      {},
      b.token,
    );
    // A new company starts with its country's default categories (#17): B sees its own, none of A's.
    const ours = await t.gql<{ categories: { id: string }[] }>('query { categories { id } }', {}, a.token);
    const aIds = new Set((ours.data?.categories ?? []).map((c) => c.id));
    expect(aIds.size).toBeGreaterThan(0);
    expect(lists.data?.items).toEqual({ count: 0 });
    expect(lists.data?.staffs).toEqual([]);
    const theirs = (lists.data?.categories ?? []) as { id: string }[];
    expect(theirs.filter((c) => aIds.has(c.id))).toEqual([]);
  });

  it('cannot read, change or delete B’s access levels, nor put them on A’s venues', async () => {
    const theirs = await t.gql<{ accessLevels: { id: string; name: string }[] }>(
      'query { accessLevels { id name } }',
      {},
      b.token,
    );
    const level = theirs.data?.accessLevels[0];
    expect(level).toBeDefined();
    const ours = await t.gql<{ accessLevels: { id: string }[] }>(
      'query { accessLevels { id } }',
      {},
      a.token,
    );
    expect(ours.data?.accessLevels.map((l) => l.id)).not.toContain(level?.id);
    const id = level?.id;
    expect(codeOf(await t.gql('query($id: ID!) { accessLevel(id: $id) { name } }', { id }, a.token))).toBe(
      'NOT_FOUND',
    );
    const update =
      'mutation($id: ID!) { updateAccessLevel(id: $id, input: { name: "Taken", permissions: [] }) { id } }';
    expect(codeOf(await t.gql(update, { id }, a.token))).toBe('NOT_FOUND');
    const remove = 'mutation($id: ID!) { deleteNode(id: $id, force: true) { success } }';
    expect(codeOf(await t.gql(remove, { id }, a.token))).toBe('NOT_FOUND');
    const withBVenue = await t.gql(
      'mutation($v: ID!) { createAccessLevel(input: { name: "Nyhavn", permissions: [], venueIds: [$v] }) { id } }',
      { v: b.venueId },
      a.token,
    );
    expect(codeOf(withBVenue)).toBe('BAD_USER_INPUT');
    const after = await t.gql<{ accessLevels: { id: string; name: string }[] }>(
      'query { accessLevels { id name } }',
      {},
      b.token,
    );
    expect(after.data?.accessLevels).toEqual(theirs.data?.accessLevels);
  });

  it('B cannot read A’s staff report or pick A’s staff', async () => {
    const report = await t.gql(
      'query($v: [ID!]) { staffReport(filter: { venueIds: $v, from: "2026-01-01", to: "2026-01-31" }) { currency } }',
      { v: [a.venueIds[0]] },
      b.token,
    );
    expect(codeOf(report)).toBe('NOT_FOUND');
    const csv = await t.gql(
      'query($v: [ID!]) { staffReportCsv(filter: { venueIds: $v, from: "2026-01-01", to: "2026-01-31" }) }',
      { v: [a.venueIds[0]] },
      b.token,
    );
    expect(codeOf(csv)).toBe('NOT_FOUND');
    const options = await t.gql('query { staffOptions(includeDeleted: true) { id } }', {}, b.token);
    expect(options.data).toEqual({ staffOptions: [] });
  });

  it('B cannot read A’s discount differences or discounts by offer', async () => {
    for (const query of [
      'query($v: [ID!]) { discountDifferences(filter: { venueIds: $v }) { nodes { id } } }',
      'query($v: [ID!]) { discountDifferencesCsv(filter: { venueIds: $v }) }',
      'query($v: [ID!]) { financeDashboard(venueIds: $v, from: "2026-01-01", to: "2026-01-31") { topDiscounts { key } } }',
    ]) {
      expect(codeOf(await t.gql(query, { v: [a.venueIds[0]] }, b.token)), query).toBe('NOT_FOUND');
    }
    const own = await t.gql<{ discountDifferences: { nodes: unknown[] } }>(
      'query { discountDifferences { nodes { id } } }',
      {},
      b.token,
    );
    expect(own.data?.discountDifferences.nodes).toEqual([]);
  });

  it('B cannot open A’s billing portal, or read or take A’s grant offers', async () => {
    const session = await t.gql<{ authorizeUser: { billingAccountId: string; legalEntityId: string } }>(
      'query { authorizeUser { billingAccountId legalEntityId } }',
      {},
      a.token,
    );
    const { billingAccountId, legalEntityId } = session.data?.authorizeUser ?? {};
    expect(billingAccountId && legalEntityId).toBeTruthy();
    const portal = 'query($id: ID!) { customerPortalLink(billingAccountId: $id, redirectUrl: "/") }';
    expect(codeOf(await t.gql(portal, { id: billingAccountId }, b.token))).toBe('NOT_FOUND');
    const offers = 'query($id: ID!) { getGrantOffers(legalEntityId: $id) { id } }';
    expect(codeOf(await t.gql(offers, { id: legalEntityId }, b.token))).toBe('NOT_FOUND');
    const boost = 'mutation($id: ID!) { requestBoost(legalEntityId: $id, grantOfferId: "GO1") { success } }';
    expect(codeOf(await t.gql(boost, { id: legalEntityId }, b.token))).toBe('NOT_FOUND');
  });

  it('sees none of B’s audit entries, and B none of A’s, however the journal is filtered', async () => {
    const key = 'mutation($n: String!) { createApiCredential(name: $n) { credential { id } } }';
    await t.gql(key, { n: 'A key' }, a.token);
    await t.gql(key, { n: 'B key' }, b.token);
    const JOURNAL = `query($f: AuditFilter) { auditJournal(filter: $f, first: 100) {
      nodes { objectLabel userId venueId } } }`;
    type Journal = {
      auditJournal: { nodes: { objectLabel: string; userId: string; venueId: string | null }[] };
    };
    const ofA = await t.gql<Journal>(JOURNAL, {}, a.token);
    const ofB = await t.gql<Journal>(JOURNAL, {}, b.token);
    expect(ofA.data?.auditJournal.nodes.map((n) => n.objectLabel)).toContain('A key');
    expect(ofA.data?.auditJournal.nodes.some((n) => n.userId === b.userId || n.objectLabel === 'B key')).toBe(
      false,
    );
    expect(ofB.data?.auditJournal.nodes.map((n) => n.objectLabel)).toEqual(['B key']);
    const byUser = await t.gql<Journal>(JOURNAL, { f: { userId: a.userId } }, b.token);
    expect(byUser.data?.auditJournal.nodes).toEqual([]);
    expect(codeOf(await t.gql(JOURNAL, { f: { venueId: a.venueIds[0] } }, b.token))).toBe('NOT_FOUND');
    const csv = await t.gql<{ auditJournalCsv: string }>(
      'query { auditJournalCsv(language: "en") }',
      {},
      b.token,
    );
    expect(csv.data?.auditJournalCsv).not.toContain('A key');
  });

  it('cannot read B’s client errors, nor can an organisation administrator outside B’s organisation', async () => {
    const GROUPS = 'query($c: ID) { clientErrorGroups(companyId: $c) { nodes { example { message } } } }';
    expect(codeOf(await t.gql(GROUPS, { c: b.companyId }, a.token))).toBe('NOT_FOUND');
    const admin = await t.login(DEMO.orgAdmin);
    expect(codeOf(await t.gql(GROUPS, { c: b.companyId }, admin))).toBe('NOT_FOUND');
    const aOwn = await t.gql<{ clientErrorGroups: { nodes: unknown[] } }>(GROUPS, { c: null }, a.token);
    expect(aOwn.errors).toBeUndefined();
  });

  it('an organisation administrator cannot act as a user of a company outside the organisation', async () => {
    const admin = await t.login(DEMO.orgAdmin);
    const result = await t.gql(
      'mutation($id: ID!) { actAsUser(userId: $id) { token } }',
      { id: b.userId },
      admin,
    );
    expect(codeOf(result)).toBe('NOT_FOUND');
  });
});

describe('the venue-restricted manager', () => {
  it('sees only Södermalm and cannot open Grünerløkka', async () => {
    const token = await t.login(DEMO.manager);
    const venues = await t.gql<{ venues: { name: string }[] }>('query { venues { name } }', {}, token);
    expect(venues.data?.venues.map((v) => v.name)).toEqual(['Södermalm']);
    const other = a.venueIds.find((id) => id !== (venues.data && a.venueIds[0]));
    const sessions = await t.gql<{ authorizeUser: { venueIds: string[] } }>(SESSION, {}, token);
    const hidden = a.venueIds.filter((id) => !sessions.data?.authorizeUser.venueIds.includes(id));
    expect(hidden).toHaveLength(1);
    expect(other).toBeDefined();
    expect(codeOf(await t.gql('query($id: ID!) { venue(id: $id) { name } }', { id: hidden[0] }, token))).toBe(
      'NOT_FOUND',
    );
  });

  it('has no ACCOUNTS scope, so user administration is forbidden', async () => {
    const token = await t.login(DEMO.manager);
    expect(codeOf(await t.gql('query { users { id } }', {}, token))).toBe('FORBIDDEN');
    const result = await t.gql(
      'mutation($id: ID!) { updateUserPermissions(userId: $id, permissions: { scopes: [], venueIds: [] }) { id } }',
      { id: a.managerId },
      token,
    );
    expect(codeOf(result)).toBe('FORBIDDEN');
  });
});

describe('receipt settings of another company', () => {
  it('refuses B’s venue in every receipt-template operation and changes nothing', async () => {
    const FIELDS = '{ venueId overridden version template { headerText } }';
    const before = await t.gql(
      `query($v: ID) { receiptTemplate(venueId: $v) ${FIELDS} }`,
      { v: b.venueId },
      b.token,
    );
    expect(before.errors).toBeUndefined();
    const attempts: [string, Record<string, unknown>][] = [
      [`query($v: ID) { receiptTemplate(venueId: $v) ${FIELDS} }`, { v: b.venueId }],
      ['query($v: ID) { receiptPreview(venueId: $v) { orderId } }', { v: b.venueId }],
      [
        `mutation($v: ID) { updateReceiptTemplate(venueId: $v, input: { headerText: "Mine" }) ${FIELDS} }`,
        { v: b.venueId },
      ],
      [`mutation($v: ID!) { resetReceiptTemplate(venueId: $v) ${FIELDS} }`, { v: b.venueId }],
    ];
    for (const [query, variables] of attempts) {
      expect(codeOf(await t.gql(query, variables, a.token)), query).toBe('NOT_FOUND');
    }
    const after = await t.gql(
      `query($v: ID) { receiptTemplate(venueId: $v) ${FIELDS} }`,
      { v: b.venueId },
      b.token,
    );
    expect(after.data).toEqual(before.data);
  });
});
