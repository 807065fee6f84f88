/** Failure codes of the sign-in flows, returned as `errorCode` beside an English `error`. */
export const AUTH_FAILURES = {
  INVALID_CREDENTIALS: 'The e-mail address or password is incorrect.',
  ACCOUNT_NOT_ACTIVATED: 'Your account is not activated yet. Follow the link in the e-mail we sent you.',
  ACCOUNT_BLOCKED: 'Your account has been blocked. Contact an administrator of your company.',
  RATE_LIMITED: 'Too many failed sign-in attempts. Wait 15 minutes or reset your password.',
  ACTIVATION_LINK_INVALID: 'This activation link is not valid.',
  ACTIVATION_LINK_USED: 'This activation link has already been used. Sign in instead.',
  ACTIVATION_LINK_EXPIRED: 'This activation link has expired. Ask for a new one.',
  RESET_LINK_INVALID: 'This password reset link is not valid.',
  RESET_LINK_USED: 'This password reset link has already been used.',
  RESET_LINK_EXPIRED: 'This password reset link has expired. Ask for a new one.',
  SESSION_EXPIRED: 'Your session has ended. Sign in again.',
} as const;

export type AuthFailure = keyof typeof AUTH_FAILURES;

export interface AuthResult {
  success: boolean;
  error: string | null;
  errorCode: AuthFailure | null;
  token: string | null;
  organizationAdmin: boolean;
}

export const authFailure = (code: AuthFailure): AuthResult => ({
  success: false,
  error: AUTH_FAILURES[code],
  errorCode: code,
  token: null,
  organizationAdmin: false,
});

export const authSuccess = (token: string, organizationAdmin: boolean): AuthResult => ({
  success: true,
  error: null,
  errorCode: null,
  token,
  organizationAdmin,
});
