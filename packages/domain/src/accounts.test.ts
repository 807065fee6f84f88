import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_SORT_KEYS,
  accountStatus,
  adminInviteSchema,
  adminUpdateSchema,
  canAssignRole,
  selfLockoutProblem,
} from './accounts.ts';
import { USER_SORT_KEYS } from './enums.ts';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('accounts', () => {
  it('derives the status: blocked wins, then not yet active is invited', () => {
    expect(accountStatus({ active: false, blockedAt: null })).toBe('INVITED');
    expect(accountStatus({ active: true, blockedAt: null })).toBe('ACTIVE');
    expect(accountStatus({ active: true, blockedAt: new Date() })).toBe('BLOCKED');
    expect(accountStatus({ active: false, blockedAt: '2026-01-01T00:00:00Z' })).toBe('BLOCKED');
  });

  it('sorts only by §3 user sort keys', () => {
    for (const key of ACCOUNT_SORT_KEYS) expect(USER_SORT_KEYS).toContain(key);
  });

  it('reads an invitation: e-mail lowercased and trimmed, name trimmed', () => {
    const parsed = adminInviteSchema.parse({
      email: '  Ada@Cafe.TEST ',
      name: ' Ada ',
      role: 'CONTENT_ADMIN',
      scopes: ['MENUS'],
      venueIds: [],
    });
    expect(parsed).toEqual({
      email: 'ada@cafe.test',
      name: 'Ada',
      role: 'CONTENT_ADMIN',
      scopes: ['MENUS'],
      venueIds: [],
    });
  });

  it('refuses a bad e-mail, an empty or huge name, an unknown role or scope and duplicates', () => {
    const result = adminInviteSchema.safeParse({
      email: 'not-an-email',
      name: 'x'.repeat(500),
      role: 'KING',
      scopes: ['MENUS', 'MENUS'],
      venueIds: ['v1', 'v1'],
    });
    expect(messagesOf(result)).toEqual([
      ['email', 'validation.email'],
      ['name', 'validation.tooLong'],
      ['role', 'validation.invalid'],
      ['scopes', 'validation.duplicate'],
      ['venueIds', 'validation.duplicate'],
    ]);
    expect(
      messagesOf(adminUpdateSchema.safeParse({ name: ' ', role: 'REGULAR', scopes: ['NOPE'], venueIds: [] })),
    ).toEqual([
      ['name', 'validation.required'],
      ['scopes.0', 'validation.invalid'],
    ]);
  });

  it('lets only a Super admin make a Super admin', () => {
    expect(canAssignRole('SUPER_ADMIN', 'SUPER_ADMIN')).toBe(true);
    expect(canAssignRole('CONTENT_ADMIN', 'SUPER_ADMIN')).toBe(false);
    expect(canAssignRole('CONTENT_ADMIN', 'REGULAR')).toBe(true);
  });

  it('keeps ACCOUNTS on your own account: full access or a list holding it', () => {
    expect(selfLockoutProblem({ scopes: [] })).toBeNull();
    expect(selfLockoutProblem({ scopes: ['ACCOUNTS', 'MENUS'] })).toBeNull();
    expect(selfLockoutProblem({ scopes: ['MENUS'] })).toBe('validation.accounts.ownAccounts');
  });
});
