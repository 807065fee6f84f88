import { CATALOGUE_MESSAGE_KEYS as CATALOGUE, VALIDATION_MESSAGE_KEYS as KEYS } from '@fika/domain';
import type { ParseKeys } from 'i18next';
import type { FormMessages } from '../../ui/use-form-submit.ts';

/** A key of the catalogue namespace (src/locales/en/catalogue.json). */
export type CatalogueKey = ParseKeys<'catalogue'>;

/**
 * How the catalogue forms word their messages for `useFormSubmit`: the validation messages they
 * can show, typed against en/catalogue.json so one without an English text does not compile.
 */
export const CATALOGUE_FORM: FormMessages<'catalogue'> = {
  ns: 'catalogue',
  known: new Set<CatalogueKey>([
    KEYS.required,
    KEYS.invalid,
    KEYS.unsupportedCharacter,
    KEYS.tooLong,
    CATALOGUE.vatRate,
    CATALOGUE.price,
    CATALOGUE.color,
    CATALOGUE.duplicate,
    CATALOGUE.parentCycle,
    CATALOGUE.percentage,
    CATALOGUE.nothingToChange,
    CATALOGUE.defaultOutsideGroups,
    CATALOGUE.imageType,
  ]),
  invalid: 'errors.formInvalid',
};
