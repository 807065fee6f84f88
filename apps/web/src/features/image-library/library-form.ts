import { VALIDATION_MESSAGE_KEYS } from '@fika/domain';
import type { ParseKeys } from 'i18next';
import type { FormMessages } from '../../ui/use-form-submit.ts';

/** How the image form words its messages: the validation keys with a text in 'library'. */
export const LIBRARY_FORM: FormMessages<'library'> = {
  ns: 'library',
  known: new Set<ParseKeys<'library'>>([
    VALIDATION_MESSAGE_KEYS.required,
    VALIDATION_MESSAGE_KEYS.invalid,
    VALIDATION_MESSAGE_KEYS.unsupportedCharacter,
    VALIDATION_MESSAGE_KEYS.tooLong,
  ]),
  invalid: 'form.invalid',
};
