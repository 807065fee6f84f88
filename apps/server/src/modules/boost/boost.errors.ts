/** Failure codes of requestBoost, returned as `errorCode` beside an English `error`. */
export const BOOST_FAILURES = {
  GRANT_OFFER_NOT_AVAILABLE: 'This grant offer is not available: reload the offers and choose one of them.',
  GRANT_ALREADY_TAKEN: 'A grant offer has already been taken for this account.',
  GRANT_REQUEST_REFUSED:
    'The grant offer could not be requested. It may have expired: reload the offers and try again.',
} as const;

export type BoostFailure = keyof typeof BOOST_FAILURES;

export interface BoostResult {
  success: boolean;
  error: string | null;
  errorCode: BoostFailure | null;
}

export const boostFailure = (code: BoostFailure): BoostResult => ({
  success: false,
  error: BOOST_FAILURES[code],
  errorCode: code,
});

export const boostSuccess = (): BoostResult => ({ success: true, error: null, errorCode: null });
