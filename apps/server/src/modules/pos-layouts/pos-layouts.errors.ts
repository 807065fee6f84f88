import { LAYOUT_MESSAGE_KEYS } from '@fika/domain';
import { AppError, type FieldError } from '../../kernel/errors.ts';

/** A category's top-level page goes with its category, never on its own. */
export const categoryPageNotDeletable = () =>
  new AppError(
    'CONFLICT',
    'errors.categoryPage',
    "This is a category's own page: delete the category to remove it.",
  );

/**
 * A smaller grid would leave buttons outside it: refused unless the same update removes or moves
 * them (updatePage with buttons.set).
 */
export const buttonsOutsideGrid = (count: number, fields: readonly ('columns' | 'rows')[]) =>
  new AppError(
    'BAD_USER_INPUT',
    'errors.buttonsOutside',
    `${count} button(s) would lie outside the smaller grid: remove or move them in the same update.`,
    fields.map((field): FieldError => ({ field, message: LAYOUT_MESSAGE_KEYS.buttonsOutside })),
  );
