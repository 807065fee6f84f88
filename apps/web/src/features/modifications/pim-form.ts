import { MODIFICATION_MESSAGE_KEYS, VALIDATION_MESSAGE_KEYS } from '@fika/domain';
import type { ParseKeys } from 'i18next';
import type { FormMessages } from '../../ui/use-form-submit.ts';

/** A key of the 'pim' namespace (src/locales/en/pim.json). */
export type PimKey = ParseKeys<'pim'>;

/**
 * How this area's drawers word their messages for `useFormSubmit`: the messages its schemas give,
 * typed against en/pim.json (one without an English text does not compile). Server field errors
 * are shown under the fields and told in a toast too.
 */
export const PIM_FORM: FormMessages<'pim'> = {
  ns: 'pim',
  known: new Set<PimKey>([
    VALIDATION_MESSAGE_KEYS.required,
    VALIDATION_MESSAGE_KEYS.invalid,
    VALIDATION_MESSAGE_KEYS.unsupportedCharacter,
    VALIDATION_MESSAGE_KEYS.tooLong,
    MODIFICATION_MESSAGE_KEYS.duplicate,
    MODIFICATION_MESSAGE_KEYS.minAboveMax,
    MODIFICATION_MESSAGE_KEYS.modificationPrice,
    MODIFICATION_MESSAGE_KEYS.defaultOutsideGroups,
    MODIFICATION_MESSAGE_KEYS.tooManyDefaults,
    MODIFICATION_MESSAGE_KEYS.maxBelowDefaults,
    MODIFICATION_MESSAGE_KEYS.notSameModifications,
  ]),
  invalid: 'form.invalid',
  toastShownErrors: true,
};
