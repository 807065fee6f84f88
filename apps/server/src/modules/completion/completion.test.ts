import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { rateLimits } from '../../platform/db/schema/index.ts';
import { sandboxTranslate } from '../../platform/providers/completion.ts';
import { COMPLETIONS_PER_COMPANY_PER_HOUR } from './completion.service.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const GENERATE = `mutation($context: CompletionContext!, $input: String!, $language: String!) {
  generateCompletion(context: $context, input: $input, language: $language) { texts { se en es no } model sandbox } }`;
type Generated = {
  generateCompletion: { texts: Record<'se' | 'en' | 'es' | 'no', string>; model: string; sandbox: boolean };
};
const codeOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  r.errors?.[0]?.extensions?.code;

describe('the sandbox writing assistant', () => {
  it('translates menu words and keeps names as typed', () => {
    expect(sandboxTranslate('Kanelbulle', 'se', 'en')).toBe('Cinnamon bun');
    expect(sandboxTranslate('Latte med havremjölk', 'se', 'es')).toBe('Latte con leche de avena');
    expect(sandboxTranslate('Filter coffee', 'en', 'no')).toBe('Traktekaffe');
    expect(sandboxTranslate('Tebirkes', 'no', 'se')).toBe('Tebirkes');
  });
});

describe('generateCompletion', () => {
  it('fills a title in the four company languages, the same way every time, labelled sandbox', async () => {
    const owner = await t.login(DEMO.owner);
    const vars = { context: 'PRODUCT_TITLE', input: 'Kanelbulle', language: 'se' };
    const r = await t.gql<Generated>(GENERATE, vars, owner);
    expect(r.errors).toBeUndefined();
    expect(r.data?.generateCompletion).toEqual({
      texts: { se: 'Kanelbulle', en: 'Cinnamon bun', es: 'Rollo de canela', no: 'Kanelbolle' },
      model: 'sandbox',
      sandbox: true,
    });
    expect((await t.gql<Generated>(GENERATE, vars, owner)).data).toEqual(r.data);
  });

  it('writes a description around the translated title', async () => {
    const owner = await t.login(DEMO.owner);
    const r = await t.gql<Generated>(
      GENERATE,
      { context: 'PRODUCT_DESCRIPTION', input: 'Cinnamon bun', language: 'en' },
      owner,
    );
    expect(r.data?.generateCompletion.texts.se).toMatch(/^Kanelbulle – /);
    expect(r.data?.generateCompletion.texts.en).toMatch(/^Cinnamon bun – /);
  });

  it('refuses bad input and callers without POS_CUSTOMIZATION', async () => {
    const owner = await t.login(DEMO.owner);
    const bad = [
      { context: 'PRODUCT_TITLE', input: '   ', language: 'se' },
      { context: 'PRODUCT_TITLE', input: 'x'.repeat(10_000), language: 'se' },
      { context: 'PRODUCT_TITLE', input: 'a\u0000b', language: 'se' },
      { context: 'PRODUCT_TITLE', input: 'Kaffe', language: 'ar' },
    ];
    for (const vars of bad) expect(codeOf(await t.gql(GENERATE, vars, owner))).toBe('BAD_USER_INPUT');
    expect(
      codeOf(await t.gql(GENERATE, { context: 'POEM', input: 'x', language: 'se' }, owner)),
    ).toBeDefined();
    const admin = await t.login(DEMO.orgAdmin);
    expect(
      codeOf(await t.gql(GENERATE, { context: 'PRODUCT_TITLE', input: 'Kaffe', language: 'se' }, admin)),
    ).toBe('FORBIDDEN');
    const payments = await t.login(DEMO.payments);
    expect(
      codeOf(await t.gql(GENERATE, { context: 'PRODUCT_TITLE', input: 'Kaffe', language: 'se' }, payments)),
    ).toBe('FORBIDDEN');
  });

  it('says the assistant is unavailable when the provider fails', async () => {
    const owner = await t.login(DEMO.owner);
    const r = await t.gql(
      GENERATE,
      { context: 'PRODUCT_TITLE', input: 'Kaffe sandbox-fail', language: 'se' },
      owner,
    );
    expect(codeOf(r)).toBe('SERVICE_UNAVAILABLE');
    expect(r.errors?.[0]?.extensions?.messageKey).toBe('errors.completionUnavailable');
  });

  it("stops at the company's hourly allowance, also under a burst", async () => {
    const owner = await t.login(DEMO.owner);
    const session = await t.gql<{ authorizeUser: { companyId: string } }>(
      'query { authorizeUser { companyId } }',
      {},
      owner,
    );
    const key = `completion:company:${session.data?.authorizeUser.companyId}`;
    // All but five of the hour's slots are used: of a burst of ten, five pass.
    const count = COMPLETIONS_PER_COMPANY_PER_HOUR - 5;
    await t.database.db
      .insert(rateLimits)
      .values({ key, windowStartedAt: new Date(), count })
      .onConflictDoUpdate({ target: rateLimits.key, set: { count, windowStartedAt: new Date() } });
    const burst = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.gql(GENERATE, { context: 'PRODUCT_TITLE', input: 'Te', language: 'se' }, owner),
      ),
    );
    const codes = burst.map((r) => codeOf(r) ?? 'OK');
    expect(codes.filter((c) => c === 'OK')).toHaveLength(5);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(5);
  });
});
