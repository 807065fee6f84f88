import { STORE_TYPES, SUPPORTED_COUNTRIES } from '@fika/domain';
import { builder, MutationResultRef, ok } from '../../kernel/builder.ts';
import type { AuthResult } from './auth.errors.ts';
import * as auth from './auth.service.ts';

const AuthPayload = builder.objectRef<AuthResult>('AuthPayload').implement({
  description: 'The answer of sign-in flows: a session token on success, else an error and its code.',
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    error: t.exposeString('error', { nullable: true }),
    errorCode: t.exposeString('errorCode', { nullable: true }),
    token: t.exposeString('token', { nullable: true }),
    organizationAdmin: t.exposeBoolean('organizationAdmin', {
      description: 'True when the token belongs in the organisation-administrator slot.',
    }),
  }),
});

export const CountryEnum = builder.enumType('Country', { values: SUPPORTED_COUNTRIES });
const StoreTypeEnum = builder.enumType('StoreType', { values: STORE_TYPES });

const TemporaryRegistrationInput = builder.inputType('TemporaryRegistrationInput', {
  fields: (t) => ({
    username: t.string({ required: true, description: 'The e-mail address; it is also the sign-in name.' }),
    name: t.string({ required: true }),
    password: t.string({ required: true }),
    companyName: t.string({ required: true }),
    companyLanguage: t.string({ description: 'se, en, es or no; defaults from the country.' }),
    companyCurrency: t.string({ description: 'Defaults to the currency of the country.' }),
    country: t.field({ type: CountryEnum, required: true }),
    referralId: t.string(),
    phoneNumber: t.string({ required: true }),
    storeType: t.field({ type: StoreTypeEnum, required: true }),
    language: t.string({ description: 'Interface language for the e-mails (en, sv, no, da, es, tr, ar).' }),
  }),
});

builder.mutationFields((t) => ({
  login: t.field({
    type: AuthPayload,
    args: {
      username: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      backoffice: t.arg.boolean({ defaultValue: true }),
    },
    resolve: (_root, args, ctx) => auth.login(ctx, args),
  }),
  refreshToken: t.field({
    type: AuthPayload,
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => auth.refreshToken(ctx),
  }),
  registerTemporaryUser: t.field({
    type: MutationResultRef,
    args: { input: t.arg({ type: TemporaryRegistrationInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await auth.registerTemporaryUser(ctx, input);
      return ok();
    },
  }),
  resendActivationEmail: t.field({
    type: MutationResultRef,
    args: { username: t.arg.string({ required: true }) },
    resolve: async (_root, { username }, ctx) => {
      await auth.resendActivationEmail(ctx, username);
      return ok();
    },
  }),
  activateTemporaryUser: t.field({
    type: AuthPayload,
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, ctx) => auth.activateTemporaryUser(ctx, token),
  }),
  passwordReset: t.field({
    type: MutationResultRef,
    description: 'E-mails a reset link; the answer is the same whether or not the account exists.',
    args: { username: t.arg.string({ required: true }) },
    resolve: async (_root, { username }, ctx) => {
      await auth.passwordReset(ctx, username);
      return ok();
    },
  }),
  passwordResetConfirm: t.field({
    type: AuthPayload,
    args: { token: t.arg.string({ required: true }), newPassword: t.arg.string({ required: true }) },
    resolve: (_root, { token, newPassword }, ctx) => auth.passwordResetConfirm(ctx, token, newPassword),
  }),
}));

export { AuthPayload };
