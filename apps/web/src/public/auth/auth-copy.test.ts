import { UI_LANGUAGES, VALIDATION_MESSAGE_KEYS } from '@fika/domain';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/auth.json', {
  eager: true,
});

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
      Object.entries(flatten(inner, prefix ? `${prefix}.${key}` : key)),
    ),
  );
}

const copy = (language: string) => flatten(files[`../../locales/${language}/auth.json`]?.default ?? {});
const placeholders = (text: string) => [...text.matchAll(/\{\{\w+\}\}|<\/?\w+>/g)].map((m) => m[0]).sort();
const english = copy('en');

// The codes the server's sign-in flows and the web client can report.
const ERROR_CODES = [
  'INVALID_CREDENTIALS',
  'ACCOUNT_NOT_ACTIVATED',
  'RATE_LIMITED',
  'ACTIVATION_LINK_INVALID',
  'ACTIVATION_LINK_USED',
  'ACTIVATION_LINK_EXPIRED',
  'RESET_LINK_INVALID',
  'RESET_LINK_USED',
  'RESET_LINK_EXPIRED',
  'NETWORK_ERROR',
];

describe.each(UI_LANGUAGES)('auth copy in %s', (language) => {
  const texts = copy(language);

  it('has every key of English, with the same placeholders, and no empty text', () => {
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect(placeholders(texts[key] ?? ''), key).toEqual(placeholders(text));
      expect(texts[key]?.trim(), key).not.toBe('');
    }
  });

  it('explains every validation message and error code', () => {
    for (const key of Object.values(VALIDATION_MESSAGE_KEYS)) expect(texts[key], key).toBeTruthy();
    for (const code of ERROR_CODES) expect(texts[`errors.${code}`], code).toBeTruthy();
  });

  it('is really translated', () => {
    if (language === 'en') return;
    const same = Object.keys(english).filter(
      (key) => texts[key] === english[key] && !/^orgNumber\.label\.(ES|TR)$/.test(key),
    );
    // A few words are the same in some languages (E-mail, Land); whole sentences never are.
    expect(same.filter((key) => (english[key] ?? '').includes(' '))).toEqual([]);
  });
});
