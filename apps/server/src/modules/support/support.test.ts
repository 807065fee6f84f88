import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { signUpOtherCompany } from '../../../test/other-company.ts';
import { supportTickets } from '../../platform/db/schema/index.ts';
import { TICKETS_PER_USER_PER_HOUR } from './support.service.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const CREATE = `mutation($input: SupportTicketInput!) {
  createSupportTicket(input: $input) { id reference topic message screen requestId status } }`;
const MINE = 'query { supportTickets { id reference message } }';
type Created = { createSupportTicket: { id: string; reference: string; message: string } };
const codeOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  r.errors?.[0]?.extensions?.code;
const count = async () => (await t.database.db.select().from(supportTickets)).length;

describe('the support contact form', () => {
  it('stores a ticket and e-mails it to support with the screen and the request id', async () => {
    const owner = await t.login(DEMO.owner);
    const r = await t.gql<Created>(
      CREATE,
      {
        input: {
          topic: 'PROBLEM',
          message: 'The receipt printer in Södermalm prints nothing.',
          screen: '/settings/receipt',
          requestId: '0b8e7c52-8f0e-4f9e-9c1e-5a3f2d7a9b10',
        },
      },
      owner,
    );
    expect(r.errors).toBeUndefined();
    const ticket = r.data?.createSupportTicket;
    expect(ticket).toMatchObject({ topic: 'PROBLEM', screen: '/settings/receipt', status: 'OPEN' });
    expect(ticket?.reference).toMatch(/^[A-Z0-9]{8}$/);
    const [mail] = await t.outbox('support@fika.test');
    expect(mail?.subject).toContain(ticket?.reference ?? '-');
    expect(mail?.text).toContain('The receipt printer in Södermalm prints nothing.');
    expect(mail?.text).toContain('Screen: /settings/receipt');
    expect(mail?.text).toContain('0b8e7c52-8f0e-4f9e-9c1e-5a3f2d7a9b10');
    expect(mail?.text).toContain(DEMO.owner);
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const owner = await t.login(DEMO.owner);
    const before = await count();
    const bad = [
      { topic: 'PROBLEM', message: '   ' },
      { topic: 'PROBLEM', message: 'x'.repeat(100_000) },
      { topic: 'PROBLEM', message: 'nul \u0000 byte' },
      { topic: 'PROBLEM', message: 'hi', screen: 'https://evil.test/' },
      { topic: 'PROBLEM', message: 'hi', requestId: '<script>' },
    ];
    for (const input of bad) expect(codeOf(await t.gql(CREATE, { input }, owner))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(CREATE, { input: { topic: 'SPAM', message: 'hi' } }, owner))).toBeDefined();
    expect(codeOf(await t.gql(CREATE, { input: { topic: 'IDEA', message: 'hi' } }, null))).toBe(
      'UNAUTHENTICATED',
    );
    expect(await count()).toBe(before);
  });

  it("lists only the caller's own requests, never another company's", async () => {
    const other = await signUpOtherCompany(t);
    const theirs = await t.gql<Created>(
      CREATE,
      { input: { topic: 'IDEA', message: 'Dark mode please' } },
      other.token,
    );
    expect(theirs.errors).toBeUndefined();
    const owner = await t.login(DEMO.owner);
    const mine = await t.gql<{ supportTickets: { id: string; message: string }[] }>(MINE, {}, owner);
    expect(mine.data?.supportTickets.map((s) => s.message)).toEqual([
      'The receipt printer in Södermalm prints nothing.',
    ]);
    const manager = await t.login(DEMO.manager);
    expect((await t.gql<{ supportTickets: unknown[] }>(MINE, {}, manager)).data?.supportTickets).toEqual([]);
  });

  it('holds the hourly limit per user under a burst', async () => {
    const manager = await t.login(DEMO.manager);
    const before = await count();
    const burst = await Promise.all(
      Array.from({ length: TICKETS_PER_USER_PER_HOUR + 4 }, (_, i) =>
        t.gql(CREATE, { input: { topic: 'QUESTION', message: `Question ${i}` } }, manager),
      ),
    );
    const codes = burst.map((r) => codeOf(r) ?? 'OK');
    expect(codes.filter((c) => c === 'OK')).toHaveLength(TICKETS_PER_USER_PER_HOUR);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(4);
    expect(await count()).toBe(before + TICKETS_PER_USER_PER_HOUR);
  });
});
