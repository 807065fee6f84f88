import type { UiLanguage } from '@fika/domain';

/** Each language named in itself, as language menus show it. Kept apart from i18n.ts so the
 * public site can use it without bundling the back office's translations. */
export const LANGUAGE_NAMES: Readonly<Record<UiLanguage, string>> = {
  en: 'English',
  sv: 'Svenska',
  no: 'Norsk',
  da: 'Dansk',
  es: 'Español',
  tr: 'Türkçe',
  ar: 'العربية',
};
