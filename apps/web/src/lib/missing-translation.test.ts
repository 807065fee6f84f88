import { describe, expect, it, vi } from 'vitest';
import enUi from '../locales/en/ui.json';
import { i18n, initI18n } from './i18n.ts';
import {
  missingTranslationMessage,
  missingTranslations,
  rawTranslationKeys,
  translationKeyPaths,
} from './missing-translation.ts';

describe('missing translation detection (used by every browser journey)', () => {
  it('picks the missing-translation lines out of a console log', () => {
    const lines = ['Download the React DevTools', missingTranslationMessage('ui', 'shell.rowCount'), 'ok'];
    expect(missingTranslations(lines)).toEqual(['Missing translation: [ui:shell.rowCount]']);
  });

  it('lists the dotted keys of a bundle, plural suffixes dropped, top-level words left out', () => {
    const keys = translationKeyPaths({
      cancel: 'Cancel',
      shell: { rowCount_one: '1 row', rowCount_other: 'n', a: { b: 'x' } },
    });
    expect(keys).toEqual(['shell.rowCount', 'shell.rowCount', 'shell.a.b']);
    expect(translationKeyPaths(enUi)).toContain('shell.searchPlaceholder');
  });

  it('finds raw keys shown as words, not inside host names, e-mail addresses or longer keys', () => {
    const keys = ['shell.searchPlaceholder', 'shell.rowCount', 'demo.fika', 'shell.search'];
    const text = 'Terminals\nshell.searchPlaceholder\n12 shell.rowCount.\nowner@demo.fika.test www.demo.fika';
    expect(rawTranslationKeys(text, keys)).toEqual(['shell.rowCount', 'shell.searchPlaceholder']);
    expect(rawTranslationKeys('Search… 12 rows', keys)).toEqual([]);
  });

  it('is what the app logs for a key of a namespace that was never loaded', async () => {
    await initI18n('en');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(i18n.t('shell.never', { ns: 'terminals' } as never)).toBe('shell.never');
    expect(missingTranslations(warn.mock.calls.map(([line]) => String(line)))).toEqual([
      'Missing translation: [terminals:shell.never]',
    ]);
    warn.mockRestore();
  });
});
