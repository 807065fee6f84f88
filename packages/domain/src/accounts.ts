// Back-office accounts (SPEC §2.3 /accounts, §6): inviting an administrator, editing what they may
// do, and the rules that keep a company from locking itself out. The server and the web's forms
// check the same schemas.
import * as z from 'zod/mini';
import { BACKOFFICE_ROLES, type BackofficeRole, type USER_SORT_FIELDS } from './enums.ts';
import { type Permissions, SCOPES } from './permissions.ts';
import {
  emailSchema,
  idSchema,
  OBJECT_PARAMS,
  oneOf,
  requiredText,
  VALIDATION_MESSAGE_KEYS,
} from './validation.ts';

/** Where an account stands: invited and never set a password, in use, or blocked by an administrator. */
export const ACCOUNT_STATUSES = ['INVITED', 'ACTIVE', 'BLOCKED'] as const;
/** An account's status. */
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** The account's status from its row: blocked wins, then not yet active means still invited. */
export function accountStatus(user: { active: boolean; blockedAt: Date | string | null }): AccountStatus {
  if (user.blockedAt) return 'BLOCKED';
  return user.active ? 'ACTIVE' : 'INVITED';
}

/**
 * The §3 user sort fields the accounts list shows a column for; the others (password, facebookId,
 * meta…) are not on screen, so sorting by them would look random.
 */
export const ACCOUNT_SORT_FIELDS = [
  'name',
  'email',
  'role',
  'createdAt',
  'lastLogin',
] as const satisfies readonly (typeof USER_SORT_FIELDS)[number][];
/** A field the accounts list sorts by. */
export type AccountSortField = (typeof ACCOUNT_SORT_FIELDS)[number];
/** Accounts list sort keys such as `lastLogin_DESC`. */
export const ACCOUNT_SORT_KEYS = ACCOUNT_SORT_FIELDS.flatMap((f) => [`${f}_ASC`, `${f}_DESC`] as const);
/** An accounts list sort key. */
export type AccountSortKey = (typeof ACCOUNT_SORT_KEYS)[number];

/** Days an invitation link stays valid. */
export const INVITATION_TTL_DAYS = 7;
/** Most names and search texts are far shorter; this bounds what a request can make us store. */
export const MAX_ACCOUNT_NAME = 120;
/** Most venues one account can be limited to in a request. */
export const MAX_ACCOUNT_VENUES = 500;

/** The i18n keys the accounts rules answer with (field errors). */
export const ACCOUNT_MESSAGE_KEYS = {
  emailTaken: 'validation.emailTaken',
  scopeNotHeld: 'validation.accounts.scopeNotHeld',
  venueNotHeld: 'validation.accounts.venueNotHeld',
  superAdminOnly: 'validation.accounts.superAdminOnly',
  ownAccounts: 'validation.accounts.ownAccounts',
  blockSelf: 'validation.accounts.blockSelf',
  notInvited: 'validation.accounts.notInvited',
  unknownVenue: 'validation.venue.unknown',
  duplicate: 'validation.duplicate',
} as const;

const scopeList = z
  .array(oneOf(SCOPES, VALIDATION_MESSAGE_KEYS.invalid), { error: VALIDATION_MESSAGE_KEYS.invalid })
  .check(
    z.maxLength(SCOPES.length, { error: VALIDATION_MESSAGE_KEYS.tooLong }),
    z.refine((list) => new Set(list).size === list.length, ACCOUNT_MESSAGE_KEYS.duplicate),
  );

const venueList = z.array(idSchema, { error: VALIDATION_MESSAGE_KEYS.invalid }).check(
  z.maxLength(MAX_ACCOUNT_VENUES, { error: VALIDATION_MESSAGE_KEYS.tooLong }),
  z.refine((list) => new Set(list).size === list.length, ACCOUNT_MESSAGE_KEYS.duplicate),
);

const accountFields = {
  name: requiredText(MAX_ACCOUNT_NAME),
  role: oneOf(BACKOFFICE_ROLES, VALIDATION_MESSAGE_KEYS.invalid),
  /** Empty: every scope (full access). */
  scopes: scopeList,
  /** Empty: every venue. */
  venueIds: venueList,
};

/** An administrator to invite: the creator never types a password, the invitee sets it from the e-mail. */
export const adminInviteSchema = z.object({ email: emailSchema, ...accountFields }, OBJECT_PARAMS);
/** What the invite form or createAdmin holds. */
export type AdminInviteInput = z.input<typeof adminInviteSchema>;

/** An administrator's name, role, scopes and venues as edited. */
export const adminUpdateSchema = z.object(accountFields, OBJECT_PARAMS);
/** What the edit form or updateAdmin holds. */
export type AdminUpdateInput = z.input<typeof adminUpdateSchema>;

/** Only a Super admin makes another Super admin; anyone with ACCOUNTS may give the other roles. */
export function canAssignRole(callerRole: string, role: BackofficeRole): boolean {
  return role !== 'SUPER_ADMIN' || callerRole === 'SUPER_ADMIN';
}

/**
 * Why a change to the caller's own account would lock them out, or null. Full access (no scopes)
 * includes ACCOUNTS; a scope list without it takes the accounts screen away.
 */
export function selfLockoutProblem(requested: Pick<Permissions, 'scopes'>): string | null {
  const keepsAccounts = requested.scopes.length === 0 || requested.scopes.includes('ACCOUNTS');
  return keepsAccounts ? null : ACCOUNT_MESSAGE_KEYS.ownAccounts;
}
