import type { CompanyApplicationInput, TemporaryRegistrationInput } from '@fika/domain';
import { CLIENT_ERROR_CODES, type FieldError, request } from '../../lib/request.ts';

export type { FieldError };

/** Outcome of a public auth call: the data, or the error codes and field errors to show. */
export type AuthCallResult<TData> =
  | { ok: true; data: TData }
  | { ok: false; errorCodes: string[]; fieldErrors: FieldError[] };

/**
 * Sends one anonymous GraphQL call for the public sign-in flows (no bearer header: the visitor is
 * not signed in). Invalid input is the user's to fix and is shown in the form, so it is not logged.
 */
export async function callPublic<TData>(
  document: string,
  variables: Record<string, unknown>,
): Promise<AuthCallResult<TData>> {
  const result = await request<TData>(document, variables, {
    token: null,
    expectedCodes: ['BAD_USER_INPUT'],
  });
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errorCodes: result.errorCodes, fieldErrors: result.fieldErrors };
}

interface MutationResult {
  success: boolean;
  errorCode: string | null;
}

interface AuthPayload extends MutationResult {
  token: string | null;
}

/** Turns a `{ success, errorCode }` payload into a result with that code as the failure. */
async function payload<T extends MutationResult>(
  document: string,
  variables: Record<string, unknown>,
  field: string,
): Promise<AuthCallResult<T>> {
  const result = await callPublic<Record<string, T>>(document, variables);
  if (!result.ok) return result;
  const value = result.data[field];
  if (!value) return { ok: false, errorCodes: [CLIENT_ERROR_CODES.invalidResponse], fieldErrors: [] };
  if (!value.success) return { ok: false, errorCodes: [value.errorCode ?? 'UNKNOWN'], fieldErrors: [] };
  return { ok: true, data: value };
}

const REGISTER = /* GraphQL */ `
  mutation RegisterTemporaryUser($input: TemporaryRegistrationInput!) {
    registerTemporaryUser(input: $input) { success errorCode }
  }
`;

const RESEND = /* GraphQL */ `
  mutation ResendActivationEmail($username: String!) {
    resendActivationEmail(username: $username) { success errorCode }
  }
`;

const ACTIVATE = /* GraphQL */ `
  mutation ActivateTemporaryUser($token: String!) {
    activateTemporaryUser(token: $token) { success errorCode token }
  }
`;

const RESET = /* GraphQL */ `
  mutation PasswordReset($username: String!) {
    passwordReset(username: $username) { success errorCode }
  }
`;

const RESET_CONFIRM = /* GraphQL */ `
  mutation PasswordResetConfirm($token: String!, $newPassword: String!) {
    passwordResetConfirm(token: $token, newPassword: $newPassword) { success errorCode token }
  }
`;

const SUBMIT_APPLICATION = /* GraphQL */ `
  mutation SubmitCompanyApplication($input: CompanyApplicationInput!) {
    submitCompanyApplication(input: $input) { success id }
  }
`;

/** What the register form sends: the registration plus the language of the activation e-mail. */
export type RegistrationRequest = TemporaryRegistrationInput & { language?: string };

/** Creates the inactive account and mails the activation link. */
export const registerTemporaryUser = (input: RegistrationRequest) =>
  payload<MutationResult>(REGISTER, { input }, 'registerTemporaryUser');

/** Mails a fresh activation link (silently does nothing for unknown or active accounts). */
export const resendActivationEmail = (username: string) =>
  payload<MutationResult>(RESEND, { username: username.trim() }, 'resendActivationEmail');

/** Activates an account from its e-mailed token; the answer carries a session token. */
export const activateTemporaryUser = (token: string) =>
  payload<AuthPayload>(ACTIVATE, { token }, 'activateTemporaryUser');

/** Mails a password-reset link; always succeeds, so it says nothing about who has an account. */
export const requestPasswordReset = (username: string) =>
  payload<MutationResult>(RESET, { username: username.trim() }, 'passwordReset');

/** Sets a new password from a reset link's token. */
export const confirmPasswordReset = (token: string, newPassword: string) =>
  payload<AuthPayload>(RESET_CONFIRM, { token, newPassword }, 'passwordResetConfirm');

/** Sends the /create-company application for review. */
export const submitCompanyApplication = (input: CompanyApplicationInput) =>
  payload<{ success: boolean; errorCode: null; id: string }>(
    SUBMIT_APPLICATION,
    { input },
    'submitCompanyApplication',
  );
