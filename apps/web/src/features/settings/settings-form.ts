import { VALIDATION_MESSAGE_KEYS as KEYS } from '@fika/domain';
import type { ParseKeys } from 'i18next';
import type { FormMessages } from '../../ui/use-form-submit.ts';

/** A key of the settings namespace (src/locales/en/settings.json). */
export type SettingsKey = ParseKeys<'settings'>;

/**
 * How the settings forms word their messages for `useFormSubmit`: the messages the settings
 * schemas can give, typed against en/settings.json (one without an English text does not compile).
 */
export const SETTINGS_FORM: FormMessages<'settings'> = {
  ns: 'settings',
  known: new Set<SettingsKey>([
    KEYS.required,
    KEYS.invalid,
    KEYS.unsupportedCharacter,
    KEYS.tooLong,
    KEYS.phone,
    KEYS.country,
    KEYS.currency,
    KEYS.companyLanguage,
    KEYS.orgNumberLength,
    KEYS.orgNumberCharacters,
  ]),
  invalid: 'form.invalid',
};
