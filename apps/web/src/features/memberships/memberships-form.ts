import { LOYALTY_MESSAGE_KEYS, VALIDATION_MESSAGE_KEYS } from '@fika/domain';
import type { ParseKeys } from 'i18next';
import type { FormMessages } from '../../ui/use-form-submit.ts';

/** How the level drawer words its messages: those its schema and the server give, in 'members'. */
export const MEMBERSHIPS_FORM: FormMessages<'members'> = {
  ns: 'members',
  known: new Set<ParseKeys<'members'>>([
    VALIDATION_MESSAGE_KEYS.required,
    VALIDATION_MESSAGE_KEYS.invalid,
    VALIDATION_MESSAGE_KEYS.unsupportedCharacter,
    VALIDATION_MESSAGE_KEYS.tooLong,
    LOYALTY_MESSAGE_KEYS.title,
    LOYALTY_MESSAGE_KEYS.discount,
    LOYALTY_MESSAGE_KEYS.pointsRequired,
    LOYALTY_MESSAGE_KEYS.pointsTaken,
    LOYALTY_MESSAGE_KEYS.color,
    LOYALTY_MESSAGE_KEYS.defaultLevel,
    LOYALTY_MESSAGE_KEYS.pointsAmount,
    LOYALTY_MESSAGE_KEYS.pointsNegative,
    LOYALTY_MESSAGE_KEYS.level,
  ]),
  invalid: 'form.invalid',
  toastShownErrors: true,
};
