import { TABLE_MESSAGE_KEYS, VALIDATION_MESSAGE_KEYS } from '@fika/domain';
import type { ParseKeys } from 'i18next';
import type { FormMessages } from '../../ui/use-form-submit.ts';

/** A key of the 'tables' namespace (src/locales/en/tables.json). */
export type TablesKey = ParseKeys<'tables'>;

/** How the tables drawers word their messages: those the table rules and the server give, in 'tables'. */
export const TABLES_FORM: FormMessages<'tables'> = {
  ns: 'tables',
  known: new Set<TablesKey>([
    VALIDATION_MESSAGE_KEYS.required,
    VALIDATION_MESSAGE_KEYS.invalid,
    VALIDATION_MESSAGE_KEYS.unsupportedCharacter,
    VALIDATION_MESSAGE_KEYS.tooLong,
    TABLE_MESSAGE_KEYS.seats,
    TABLE_MESSAGE_KEYS.shape,
    TABLE_MESSAGE_KEYS.tableSize,
    TABLE_MESSAGE_KEYS.rotation,
    TABLE_MESSAGE_KEYS.outsidePlan,
    TABLE_MESSAGE_KEYS.codeTaken,
    TABLE_MESSAGE_KEYS.range,
    TABLE_MESSAGE_KEYS.rangeTooLarge,
  ]),
  invalid: 'form.invalid',
};
