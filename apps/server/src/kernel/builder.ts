import { hasScope, SCOPES, type Scope } from '@fika/domain';
import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { Kind } from 'graphql';
import type { Ctx } from './context.ts';
import { forbidden, unauthenticated } from './errors.ts';
import { idInputPlugin } from './id-input-plugin.ts';

/** The one Pothos builder; every module adds its types and fields to it. */
export const builder = new SchemaBuilder<{
  Context: Ctx;
  AuthScopes: { authenticated: boolean; companyUser: boolean; orgAdmin: boolean; scope: Scope };
  Scalars: { DateTime: { Input: Date; Output: Date } };
  DefaultFieldNullability: false;
}>({
  // Scope auth first (outermost), so a caller without access learns nothing from an id check.
  plugins: [ScopeAuthPlugin, idInputPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    // Declared on fields so the schema documents who may call what; the services check again.
    authScopes: (ctx) => ({
      authenticated: ctx.principal !== null,
      companyUser: ctx.principal?.kind === 'user',
      orgAdmin: ctx.principal?.kind === 'orgAdmin',
      scope: (scope: Scope) => ctx.principal?.kind === 'user' && hasScope(ctx.principal.permissions, scope),
    }),
    unauthorizedError: (_parent, ctx) => (ctx.principal ? forbidden() : unauthenticated()),
  },
});

builder.queryType({});
builder.mutationType({});

builder.scalarType('DateTime', {
  description: 'An ISO-8601 instant in UTC.',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO-8601 string');
    return date;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new TypeError('DateTime must be a string');
    const date = new Date(ast.value);
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO-8601 string');
    return date;
  },
});

export const ScopeEnum = builder.enumType('Scope', {
  description: 'A permission scope (spec §6). An empty list of scopes means full access.',
  values: SCOPES,
});

/** `{ success, error, errorCode }`: the result shape of actions whose failure the user can fix. */
export interface ActionResult {
  success: boolean;
  error: string | null;
  errorCode: string | null;
}

export const MutationResultRef = builder.objectRef<ActionResult>('MutationResult').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    error: t.exposeString('error', {
      nullable: true,
      description: 'An English message; translate by errorCode.',
    }),
    errorCode: t.exposeString('errorCode', { nullable: true }),
  }),
});

export const ok = (): ActionResult => ({ success: true, error: null, errorCode: null });
