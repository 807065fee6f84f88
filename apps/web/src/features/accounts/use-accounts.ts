import {
  ACCOUNT_MESSAGE_KEYS,
  type AdminInviteInput,
  adminInviteSchema,
  adminUpdateSchema,
  type BackofficeRole,
  type Scope,
  VALIDATION_MESSAGE_KEYS,
} from '@fika/domain';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { useCallback } from 'react';
import type { ResultOf } from '../../lib/graphql.ts';
import { gqlQuery, request } from '../../lib/request.ts';
import type { FormMessages, FormSchema } from '../../ui/use-form-submit.ts';
import {
  ACCOUNTS_QUERY,
  BLOCK_USER_MUTATION,
  CREATE_ADMIN_MUTATION,
  RESEND_INVITATION_MUTATION,
  UNBLOCK_USER_MUTATION,
  UPDATE_ADMIN_MUTATION,
} from './accounts.graphql.ts';

/** A back-office account as the list shows it. */
export type Account = ResultOf<typeof ACCOUNTS_QUERY>['users'][number];

const QUERY_KEY = ['accounts'] as const;

/** The accounts the caller may manage, by name. */
export const accountsQuery = queryOptions({
  queryKey: QUERY_KEY,
  queryFn: async ({ signal }) => (await gqlQuery(ACCOUNTS_QUERY, {}, { signal })).users,
});

/** Reloads the list after a change. */
export function useRefreshAccounts(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: QUERY_KEY }), [client]);
}

/** A key of the 'accounts' namespace (src/locales/en/accounts.json). */
export type AccountsKey = ParseKeys<'accounts'>;

/** How the accounts forms word their messages; typed against en/accounts.json. */
export const ACCOUNTS_FORM: FormMessages<'accounts'> = {
  ns: 'accounts',
  known: new Set<AccountsKey>([
    VALIDATION_MESSAGE_KEYS.required,
    VALIDATION_MESSAGE_KEYS.invalid,
    VALIDATION_MESSAGE_KEYS.unsupportedCharacter,
    VALIDATION_MESSAGE_KEYS.tooLong,
    VALIDATION_MESSAGE_KEYS.email,
    ...Object.values(ACCOUNT_MESSAGE_KEYS),
    'validation.accounts.pickScope',
    'validation.accounts.pickVenue',
  ]),
  invalid: 'form.invalid',
};

/** What the invite and edit form holds: "full access" and "all venues" are choices of their own. */
export interface AccountFormValues {
  email: string;
  name: string;
  role: BackofficeRole;
  fullAccess: boolean;
  scopes: Scope[];
  allVenues: boolean;
  venueIds: string[];
}

/** What the form sends: an empty scope list is full access, an empty venue list every venue. */
export type AccountInput = AdminInviteInput;

/**
 * The domain schema, after the two choices the API spells as empty lists: ticking no scope (or no
 * venue) must not silently mean "everything".
 */
export function accountFormSchema(isNew: boolean): FormSchema<AccountInput> {
  return {
    safeParse(raw) {
      const values = raw as AccountFormValues;
      const issues: { path: PropertyKey[]; message: string }[] = [];
      if (!values.fullAccess && values.scopes.length === 0) {
        issues.push({ path: ['scopes'], message: 'validation.accounts.pickScope' });
      }
      if (!values.allVenues && values.venueIds.length === 0) {
        issues.push({ path: ['venueIds'], message: 'validation.accounts.pickVenue' });
      }
      const input = {
        email: values.email,
        name: values.name,
        role: values.role,
        scopes: values.fullAccess ? [] : values.scopes,
        venueIds: values.allVenues ? [] : values.venueIds,
      };
      const parsed = isNew ? adminInviteSchema.safeParse(input) : adminUpdateSchema.safeParse(input);
      if (!parsed.success)
        issues.push(...parsed.error.issues.map((i) => ({ path: [...i.path], message: i.message })));
      if (issues.length > 0 || !parsed.success) return { success: false, error: { issues } };
      return { success: true, data: { email: values.email, ...parsed.data } };
    },
  };
}

// The form shows the server's field errors itself: not worth a log line.
const EXPECTED = { expectedCodes: ['BAD_USER_INPUT'] } as const;

export const createAdmin = (input: AccountInput) => request(CREATE_ADMIN_MUTATION, { input }, EXPECTED);

export const updateAdmin = (userId: string, { email: _email, ...input }: AccountInput) =>
  request(UPDATE_ADMIN_MUTATION, { userId, input }, EXPECTED);

const ACTION_EXPECTED = { expectedCodes: ['BAD_USER_INPUT', 'RATE_LIMITED', 'NOT_FOUND'] } as const;

export const blockUser = (userId: string) => request(BLOCK_USER_MUTATION, { userId }, ACTION_EXPECTED);
export const unblockUser = (userId: string) => request(UNBLOCK_USER_MUTATION, { userId }, ACTION_EXPECTED);
export const resendInvitation = (userId: string) =>
  request(RESEND_INVITATION_MUTATION, { userId }, ACTION_EXPECTED);
