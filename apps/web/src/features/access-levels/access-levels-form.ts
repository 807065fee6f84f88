import { ACCESS_LEVEL_MESSAGE_KEYS, VALIDATION_MESSAGE_KEYS } from '@fika/domain';
import type { ParseKeys } from 'i18next';
import type { FormMessages } from '../../ui/use-form-submit.ts';

type AccessLevelsKey = ParseKeys<'access-levels'>;

/** How the access-level drawer words its messages: those with a text in en/access-levels.json. */
export const ACCESS_LEVELS_FORM: FormMessages<'access-levels'> = {
  ns: 'access-levels',
  known: new Set<AccessLevelsKey>([
    VALIDATION_MESSAGE_KEYS.required,
    VALIDATION_MESSAGE_KEYS.invalid,
    VALIDATION_MESSAGE_KEYS.unsupportedCharacter,
    VALIDATION_MESSAGE_KEYS.tooLong,
    ...Object.values(ACCESS_LEVEL_MESSAGE_KEYS),
  ]),
  invalid: 'form.invalid',
  toastShownErrors: true,
};
