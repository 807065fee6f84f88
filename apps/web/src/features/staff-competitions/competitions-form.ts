import { COMPETITION_MESSAGE_KEYS, VALIDATION_MESSAGE_KEYS } from '@fika/domain';
import type { ParseKeys } from 'i18next';
import type { FormMessages } from '../../ui/use-form-submit.ts';

type CompetitionsKey = ParseKeys<'competitions'>;

/** How the competition form words its messages: the domain's and the server's keys, typed against en/competitions.json. */
export const COMPETITIONS_FORM: FormMessages<'competitions'> = {
  ns: 'competitions',
  known: new Set<CompetitionsKey>([
    VALIDATION_MESSAGE_KEYS.required,
    VALIDATION_MESSAGE_KEYS.invalid,
    VALIDATION_MESSAGE_KEYS.unsupportedCharacter,
    VALIDATION_MESSAGE_KEYS.tooLong,
    COMPETITION_MESSAGE_KEYS.duplicate,
    COMPETITION_MESSAGE_KEYS.date,
    COMPETITION_MESSAGE_KEYS.periodOrder,
    COMPETITION_MESSAGE_KEYS.periodTooLong,
    COMPETITION_MESSAGE_KEYS.noTargets,
    COMPETITION_MESSAGE_KEYS.noVenues,
    COMPETITION_MESSAGE_KEYS.goal,
    'validation.unknownVenue',
    'validation.unknownStaff',
    'validation.unknownItem',
    'validation.unknownCategory',
  ]),
  invalid: 'form.invalid',
  toastShownErrors: true,
};
