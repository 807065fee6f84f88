import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  changelogEntrySchema,
  changelogText,
  completionRequestSchema,
  isChangelogUnread,
  supportTicketSchema,
} from './extras.ts';
import { UI_LANGUAGES } from './language.ts';
import { isScreenPath } from './screen-path.ts';

const all = (text: string) => Object.fromEntries(UI_LANGUAGES.map((lang) => [lang, `${text} ${lang}`]));

describe('changelog entries', () => {
  it('needs a title and a body in all seven languages', () => {
    expect(z.safeParse(changelogEntrySchema, { title: all('T'), body: all('B') }).success).toBe(true);
    const { ar: _ar, ...sixTitles } = all('T');
    const result = z.safeParse(changelogEntrySchema, { title: sixTitles, body: all('B') });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['title', 'ar']);
  });

  it('links only to a back-office path', () => {
    const entry = { title: all('T'), body: all('B') };
    expect(z.safeParse(changelogEntrySchema, { ...entry, link: '/pim/products' }).success).toBe(true);
    expect(z.safeParse(changelogEntrySchema, { ...entry, link: 'https://evil.test' }).success).toBe(false);
    expect(z.safeParse(changelogEntrySchema, { ...entry, link: '//evil.test' }).success).toBe(false);
    expect(isScreenPath('/settings/receipt')).toBe(true);
  });

  it('reads in the user language, else English', () => {
    expect(changelogText({ en: 'New', sv: 'Nytt' }, 'sv')).toBe('Nytt');
    expect(changelogText({ en: 'New', sv: 'Nytt' }, 'tr')).toBe('New');
  });

  it('is unread when published after the last read', () => {
    const read = new Date('2026-05-01T10:00:00Z');
    expect(isChangelogUnread(new Date('2026-05-02T00:00:00Z'), read)).toBe(true);
    expect(isChangelogUnread(new Date('2026-04-30T00:00:00Z'), read)).toBe(false);
    expect(isChangelogUnread(new Date('2026-04-30T00:00:00Z'), null)).toBe(true);
  });
});

describe('completion requests', () => {
  it('take a known context, a text and a company language', () => {
    expect(
      z.safeParse(completionRequestSchema, { context: 'PRODUCT_TITLE', input: 'Kaffe', language: 'se' })
        .success,
    ).toBe(true);
    expect(
      z.safeParse(completionRequestSchema, { context: 'POEM', input: 'x', language: 'se' }).success,
    ).toBe(false);
    expect(
      z.safeParse(completionRequestSchema, { context: 'PRODUCT_TITLE', input: '  ', language: 'se' }).success,
    ).toBe(false);
  });
});

describe('support tickets', () => {
  it('keep a topic, a message, the screen and the request id', () => {
    const ok = z.safeParse(supportTicketSchema, {
      topic: 'PROBLEM',
      message: ' The till prints nothing ',
      screen: '/settings/receipt',
      requestId: '0b8e7c52-8f0e-4f9e-9c1e-5a3f2d7a9b10',
    });
    expect(ok.success && ok.data.message).toBe('The till prints nothing');
  });

  it('refuse an empty message, an unknown topic and a screen that is not a path', () => {
    const bad = z.safeParse(supportTicketSchema, {
      topic: 'SPAM',
      message: '',
      screen: 'javascript:x',
      requestId: '<x>',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual([
      'message',
      'requestId',
      'screen',
      'topic',
    ]);
  });
});
