// Test-only: renders a settings screen the way the back office does, with a memory router, in
// one language.
import type { Permissions } from '@fika/domain';
import { fireEvent, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { createTestI18n, renderRoute, type TestLanguage } from '../../test/render-app.tsx';

export { badUserInput, callsTo, mockGraphQL, sessionData } from '../../test/back-office.tsx';

/** An i18next instance with the common and settings texts of `language` (English as fallback). */
export function createSettingsI18n(language: TestLanguage = 'en'): Promise<I18n> {
  return createTestI18n(['settings'], language);
}

/** An administrator with SETTINGS for Södermalm only. */
export const VENUE_RESTRICTED: Permissions = { scopes: ['SETTINGS'], venueIds: ['v1'] };

/** Where a test navigates to leave the screen under test. */
export const ELSEWHERE = '/elsewhere';

/** Renders `screen` at `path` inside the providers of the back office. */
export function renderSettings(
  screen: ReactElement,
  { path, language = 'en' }: { path: string; language?: TestLanguage },
) {
  return renderRoute(screen, path, {
    namespaces: ['settings'],
    language,
    routes: [{ path: ELSEWHERE, component: () => <p>Somewhere else</p> }],
  });
}

// Required fields carry a visual asterisk after their label.
const withoutAsterisk = (text: string) => text.replace(/\s*\*$/, '').trim();

/** The input labelled `label` (in `scope`, e.g. a dialog). */
export function field(label: string | RegExp, scope: HTMLElement = document.body): HTMLInputElement {
  return within(scope).getByLabelText(label, {
    normalizer: withoutAsterisk,
    selector: 'input',
  }) as HTMLInputElement;
}

/** Types `value` into the input labelled `label`. */
export function type(label: string | RegExp, value: string, scope?: HTMLElement): void {
  fireEvent.change(field(label, scope), { target: { value } });
}

/** The message Mantine shows under an input (named by its aria-describedby), or null. */
export function errorOf(input: HTMLElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  const message = ids.map((id) => document.getElementById(id)).find((el) => el?.className.includes('error'));
  return message?.textContent ?? null;
}
