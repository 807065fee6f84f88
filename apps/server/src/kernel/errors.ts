export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  /** The database cannot be reached right now (restart, failover): retry the same request later. */
  | 'SERVICE_UNAVAILABLE';

export interface FieldError {
  field: string;
  /** An i18n key, e.g. 'validation.password.tooShort'. */
  message: string;
}

/**
 * An expected failure a user can act on. The GraphQL layer turns it into an error with
 * `extensions.code` and `extensions.messageKey`; anything else is masked as unexpected.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: string,
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthenticated = () =>
  new AppError('UNAUTHENTICATED', 'errors.unauthenticated', 'You need to sign in to do that.');

export const forbidden = () =>
  new AppError('FORBIDDEN', 'errors.forbidden', 'You do not have permission to do that.');

/** Used for ids of other companies too, so a refusal never reveals that the id exists. */
export const notFound = (what: string) =>
  new AppError('NOT_FOUND', 'errors.notFound', `${what} was not found.`);

export const badInput = (fieldErrors: FieldError[]) =>
  new AppError(
    'BAD_USER_INPUT',
    'errors.badUserInput',
    'Some fields are not filled in correctly.',
    fieldErrors,
  );

/** Seconds a client should wait before retrying while the database is unreachable (Retry-After). */
export const RETRY_AFTER_SECONDS = 5;

export const serviceUnavailable = () =>
  new AppError(
    'SERVICE_UNAVAILABLE',
    'errors.serviceUnavailable',
    'The service is temporarily unavailable. Try again in a moment.',
  );
