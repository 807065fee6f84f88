// Integrations (§7, issue #16 points 1–2): the catalogue of the company's country, connecting through
// the provider's consent step (credentials kept encrypted in integration_secrets, never returned),
// variables, the account mapping checked before an accounting integration can be enabled, and every
// configuration change as an event (addIntegrationConfigEvents).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type AccountMapping,
  type AccountMappingKey,
  accountMappingErrors,
  defaultMapping,
  INTEGRATION_CATALOGUE,
  type IntegrationCatalogueEntry,
  type IntegrationProvider,
  type IntegrationStatus,
  integrationVariableErrors,
  integrationVariablesOf,
  isAccountMappingKey,
  isCountryCode,
  missingMappingKeys,
  requiredMappingKeys,
  standardChartName,
  VAT_CHOICES,
} from '@fika/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { AppError, badInput, notFound } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import { newId } from '../../lib/ids.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.ts';
import {
  companies,
  integrationConfigEvents,
  integrationSecrets,
  integrations,
} from '../../platform/db/schema/index.ts';
import { decryptSecret, encryptSecret } from '../../platform/secrets.ts';
import { paymentMethodsOf } from '../payment-methods/payment-methods.service.ts';

/** A catalogue entry never connected reads 'available'. */
export type IntegrationState = IntegrationStatus | 'available';

/** One change of a configuration event; a secret is named (field) but its values are always null. */
export interface ConfigChange {
  field: string;
  from: string | null;
  to: string | null;
  secret?: boolean;
}

export type ConfigEventKind =
  | 'activated'
  | 'connected'
  | 'variables'
  | 'mapping'
  | 'enabled'
  | 'disabled'
  | 'disconnected'
  | 'note';

export interface ConfigEventView {
  id: string;
  provider: string;
  kind: string;
  changes: ConfigChange[];
  userName: string | null;
  createdAt: Date;
}

export interface MappingRow {
  key: AccountMappingKey;
  account: string | null;
  standardAccount: string | null;
  /** Whether a day voucher posts to it (a key kept from a removed payment method is not). */
  required: boolean;
  /** The company's name of the payment method, for payment keys. */
  paymentMethodName: string | null;
}

export interface IntegrationView {
  provider: IntegrationProvider;
  name: string;
  kind: IntegrationCatalogueEntry['kind'];
  status: IntegrationState;
  externalAccountName: string | null;
  connectedAt: Date | null;
  enabledAt: Date | null;
  updatedAt: Date | null;
  /** Whether credentials are stored (the values themselves never leave the server). */
  hasCredentials: boolean;
  variables: { key: string; value: string; sandboxOnly: boolean }[];
  chartName: string | null;
  mapping: MappingRow[];
  missingAccounts: AccountMappingKey[];
}

type Row = typeof integrations.$inferSelect;

const SCOPE = 'INTEGRATIONS';
const secretOwner = (provider: string) => `integration:${provider}`;
const secretContext = (companyId: string, provider: string) => `${companyId}:${secretOwner(provider)}`;

/** The providers offered to companies of `country`. */
export const catalogueFor = (country: string) =>
  INTEGRATION_CATALOGUE.filter((p) => p.countries.includes(country));

function entryOf(user: UserPrincipal, provider: string): IntegrationCatalogueEntry {
  const entry = catalogueFor(user.company.country).find((p) => p.id === provider);
  if (!entry) throw notFound('Integration');
  return entry;
}

const vatRatesOf = (country: string): readonly number[] =>
  isCountryCode(country) ? VAT_CHOICES[country] : [];

async function requiredKeysOf(db: Db, user: UserPrincipal) {
  const methods = await paymentMethodsOf(db, user.companyId, user.company.defaultLanguage);
  return {
    methods,
    required: requiredMappingKeys(
      vatRatesOf(user.company.country),
      methods.map((m) => m.internalId),
    ),
  };
}

const mappingOf = (row: Row | undefined): AccountMapping => (row?.accountMapping ?? {}) as AccountMapping;
const variablesOf = (row: Row | undefined): Record<string, string> =>
  (row?.variables ?? {}) as Record<string, string>;

async function rowOf(db: DbOrTx, companyId: string, provider: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(integrations)
    .where(and(eq(integrations.companyId, companyId), eq(integrations.provider, provider)));
  return row;
}

async function hasSecret(db: DbOrTx, companyId: string, provider: string): Promise<boolean> {
  const [row] = await db
    .select({ owner: integrationSecrets.owner })
    .from(integrationSecrets)
    .where(
      and(eq(integrationSecrets.companyId, companyId), eq(integrationSecrets.owner, secretOwner(provider))),
    );
  return row !== undefined;
}

async function viewOf(
  db: Db,
  user: UserPrincipal,
  entry: IntegrationCatalogueEntry,
): Promise<IntegrationView> {
  const row = await rowOf(db, user.companyId, entry.id);
  const values = variablesOf(row);
  const base = {
    provider: entry.id,
    name: entry.name,
    kind: entry.kind,
    status: (row?.status ?? 'available') as IntegrationState,
    externalAccountName: row?.externalAccountName ?? null,
    connectedAt: row?.connectedAt ?? null,
    enabledAt: row?.enabledAt ?? null,
    updatedAt: row?.updatedAt ?? null,
    hasCredentials: row ? await hasSecret(db, user.companyId, entry.id) : false,
    variables: integrationVariablesOf(entry.kind).map((v) => ({
      key: v.key,
      value: values[v.key] ?? v.defaultValue,
      sandboxOnly: v.sandboxOnly ?? false,
    })),
  };
  if (entry.kind !== 'accounting') return { ...base, chartName: null, mapping: [], missingAccounts: [] };
  const { methods, required } = await requiredKeysOf(db, user);
  const saved = mappingOf(row);
  const standard = defaultMapping(
    user.company.country,
    vatRatesOf(user.company.country),
    methods.map((m) => m.internalId),
  );
  const extra = (Object.keys(saved) as AccountMappingKey[]).filter((k) => !required.includes(k) && saved[k]);
  const names = new Map(methods.map((m) => [`payment.${m.internalId}`, m.name]));
  return {
    ...base,
    chartName: standardChartName(user.company.country),
    mapping: [...required, ...extra].map((key) => ({
      key,
      account: saved[key] ?? null,
      standardAccount: standard[key] ?? null,
      required: required.includes(key),
      paymentMethodName: names.get(key) ?? null,
    })),
    missingAccounts: missingMappingKeys(saved, required),
  };
}

/** addIntegrationConfigEvents: who, when and what changed (secrets named, never their values). */
export async function addIntegrationConfigEvents(
  db: DbOrTx,
  user: UserPrincipal,
  provider: string,
  events: { kind: ConfigEventKind; changes: ConfigChange[] }[],
): Promise<void> {
  if (events.length === 0) return;
  await db.insert(integrationConfigEvents).values(
    events.map((e) => ({
      id: newId(),
      companyId: user.companyId,
      provider,
      kind: e.kind,
      changes: e.changes,
      userId: user.actorId ? null : user.userId,
      userName: user.profile.name,
    })),
  );
}

// ---------------------------------------------------------------------------------------------
// Reading

export async function listIntegrations(ctx: Ctx): Promise<IntegrationView[]> {
  const user = requireScope(ctx, SCOPE);
  return Promise.all(catalogueFor(user.company.country).map((entry) => viewOf(ctx.db, user, entry)));
}

export async function getIntegration(ctx: Ctx, provider: string): Promise<IntegrationView> {
  const user = requireScope(ctx, SCOPE);
  return viewOf(ctx.db, user, entryOf(user, provider));
}

export async function listConfigEvents(ctx: Ctx, provider: string): Promise<ConfigEventView[]> {
  const user = requireScope(ctx, SCOPE);
  const entry = entryOf(user, provider);
  const rows = await ctx.db
    .select()
    .from(integrationConfigEvents)
    .where(
      and(
        eq(integrationConfigEvents.companyId, user.companyId),
        eq(integrationConfigEvents.provider, entry.id),
      ),
    )
    .orderBy(desc(integrationConfigEvents.createdAt), desc(integrationConfigEvents.id))
    .limit(500);
  return rows.map((r) => ({
    id: r.id,
    provider: r.provider,
    kind: r.kind,
    changes: r.changes as ConfigChange[],
    userName: r.userName,
    createdAt: r.createdAt,
  }));
}

// ---------------------------------------------------------------------------------------------
// Connecting

/** The consent's state: signed, bound to the company, the user and the provider, 15 minutes. */
const STATE_LIFETIME_MS = 15 * 60 * 1000;

const stateKey = (secret: string) =>
  createHmac('sha256', secret).update('fika:integration-state:v1').digest();

function signState(
  secret: string,
  payload: { c: string; u: string; p: string; e: number; n: string },
): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const mac = createHmac('sha256', stateKey(secret)).update(body).digest('base64url');
  return `${body}.${mac}`;
}

function verifyState(secret: string, state: string): { c: string; u: string; p: string; e: number } | null {
  const [body, mac, extra] = state.split('.');
  if (!body || !mac || extra !== undefined) return null;
  const expected = createHmac('sha256', stateKey(secret)).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

const connectFailed = (reason: 'denied' | 'expired' | 'invalid') =>
  new AppError(
    'BAD_USER_INPUT',
    `integrations.errors.connect.${reason}`,
    reason === 'denied'
      ? 'The connection was not allowed at the provider.'
      : reason === 'expired'
        ? 'The connection took too long. Connect again.'
        : 'The provider did not confirm the connection. Connect again.',
  );

/** The provider's consent page, returning to the provider's page in the back office. */
export async function startConnect(ctx: Ctx, provider: string): Promise<{ url: string }> {
  const user = requireScope(ctx, SCOPE);
  const entry = entryOf(user, provider);
  const state = signState(ctx.config.jwtSecret, {
    c: user.companyId,
    u: user.userId,
    p: entry.id,
    e: Date.now() + STATE_LIFETIME_MS,
    n: randomBytes(9).toString('base64url'),
  });
  const returnUrl = `${ctx.config.publicUrl}/integrations/${entry.id}`;
  return { url: ctx.providers.integrationAuth.authorizationUrl({ provider: entry.id, state, returnUrl }) };
}

/**
 * The consent return: checks the state, exchanges the code, stores the credentials encrypted and
 * marks the integration connected (an enabled one stays enabled: this renews its authorisation).
 * A new accounting connection starts from the country's standard chart.
 */
export async function completeConnect(
  ctx: Ctx,
  input: { provider: string; state: string; code?: string | null; error?: string | null },
): Promise<IntegrationView> {
  const user = requireScope(ctx, SCOPE);
  const entry = entryOf(user, input.provider);
  const state = verifyState(ctx.config.jwtSecret, input.state);
  if (!state || state.c !== user.companyId || state.u !== user.userId || state.p !== entry.id) {
    throw connectFailed('invalid');
  }
  if (input.error) throw connectFailed('denied');
  if (state.e < Date.now()) throw connectFailed('expired');
  if (!input.code) throw connectFailed('invalid');
  const granted = await ctx.providers.integrationAuth.exchangeCode({ provider: entry.id, code: input.code });
  if (!granted) throw connectFailed('invalid');

  const { methods } = entry.kind === 'accounting' ? await requiredKeysOf(ctx.db, user) : { methods: [] };
  await ctx.db.transaction(async (tx) => {
    const before = await rowOf(tx, user.companyId, entry.id);
    const now = new Date();
    const mapping = mappingOf(before);
    const prefill =
      entry.kind === 'accounting' && Object.keys(mapping).length === 0
        ? defaultMapping(
            user.company.country,
            vatRatesOf(user.company.country),
            methods.map((m) => m.internalId),
          )
        : null;
    const status: IntegrationStatus = before?.status === 'enabled' ? 'enabled' : 'connected';
    await tx
      .insert(integrations)
      .values({
        id: newId(),
        companyId: user.companyId,
        provider: entry.id,
        status,
        externalAccountName: granted.accountName,
        connectedAt: now,
        accountMapping: prefill ?? {},
      })
      .onConflictDoUpdate({
        target: [integrations.companyId, integrations.provider],
        set: {
          status,
          externalAccountName: granted.accountName,
          connectedAt: now,
          updatedAt: now,
          ...(prefill ? { accountMapping: prefill } : {}),
        },
      });
    await tx
      .insert(integrationSecrets)
      .values({
        companyId: user.companyId,
        owner: secretOwner(entry.id),
        ciphertext: encryptSecret(
          ctx.config.jwtSecret,
          secretContext(user.companyId, entry.id),
          granted.credentials,
        ),
      })
      .onConflictDoUpdate({
        target: [integrationSecrets.companyId, integrationSecrets.owner],
        set: {
          ciphertext: encryptSecret(
            ctx.config.jwtSecret,
            secretContext(user.companyId, entry.id),
            granted.credentials,
          ),
          updatedAt: now,
        },
      });
    const events: { kind: ConfigEventKind; changes: ConfigChange[] }[] = [
      {
        kind: 'connected',
        changes: [
          { field: 'status', from: before?.status ?? null, to: status },
          { field: 'account', from: before?.externalAccountName ?? null, to: granted.accountName },
          { field: 'credentials', from: null, to: null, secret: true },
        ],
      },
    ];
    if (prefill) events.push({ kind: 'mapping', changes: mappingChanges({}, prefill) });
    await addIntegrationConfigEvents(tx, user, entry.id, events);
  });
  return viewOf(ctx.db, user, entry);
}

/** The stored credentials of a company's connection, for the jobs that post to it; null when none. */
export async function integrationCredentials(
  db: DbOrTx,
  secret: string,
  companyId: string,
  provider: string,
): Promise<string | null> {
  const [row] = await db
    .select({ ciphertext: integrationSecrets.ciphertext })
    .from(integrationSecrets)
    .where(
      and(eq(integrationSecrets.companyId, companyId), eq(integrationSecrets.owner, secretOwner(provider))),
    );
  return row ? decryptSecret(secret, secretContext(companyId, provider), row.ciphertext) : null;
}

/**
 * activateIntegration: starts an integration that needs no authorisation of the whole company (payroll
 * systems read each venue's sales with the venue's own token). An accounting system is connected
 * through its consent page instead.
 */
export async function activateIntegration(ctx: Ctx, provider: string): Promise<IntegrationView> {
  const user = requireScope(ctx, SCOPE);
  const entry = entryOf(user, provider);
  await ctx.db.transaction(async (tx) => {
    const before = await lockedRow(tx, user, entry.id);
    if (entry.kind === 'accounting' && !(await hasSecret(tx, user.companyId, entry.id))) {
      throw new AppError(
        'CONFLICT',
        'integrations.errors.connectFirst',
        'Connect the integration at the provider first.',
      );
    }
    if (before && before.status !== 'disconnected') return;
    const now = new Date();
    await tx
      .insert(integrations)
      .values({
        id: newId(),
        companyId: user.companyId,
        provider: entry.id,
        status: 'connected',
        connectedAt: now,
      })
      .onConflictDoUpdate({
        target: [integrations.companyId, integrations.provider],
        set: { status: 'connected', connectedAt: now, updatedAt: now },
      });
    await addIntegrationConfigEvents(tx, user, entry.id, [
      { kind: 'activated', changes: [{ field: 'status', from: before?.status ?? null, to: 'connected' }] },
    ]);
  });
  return viewOf(ctx.db, user, entry);
}

// The company's row is the lock every configuration change of its integrations takes first, so two
// concurrent requests (two providers enabled at once) run one after the other.
async function lockedRow(tx: Tx, user: UserPrincipal, provider: string): Promise<Row | undefined> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, user.companyId)).for('update');
  return rowOf(tx, user.companyId, provider);
}

const notConnected = () =>
  new AppError('CONFLICT', 'integrations.errors.notConnected', 'The integration is not connected.');

function requireConnected(row: Row | undefined): Row {
  if (!row || row.status === 'disconnected') throw notConnected();
  return row;
}

// ---------------------------------------------------------------------------------------------
// Configuring

export async function setVariables(
  ctx: Ctx,
  provider: string,
  rows: { key: string; value: string }[],
): Promise<IntegrationView> {
  const user = requireScope(ctx, SCOPE);
  const entry = entryOf(user, provider);
  const trimmed = rows.map((r) => ({ key: r.key, value: r.value.trim() }));
  const errors = integrationVariableErrors(entry.kind, trimmed);
  if (errors.length > 0) throw badInput(errors);
  await ctx.db.transaction(async (tx) => {
    const row = requireConnected(await lockedRow(tx, user, entry.id));
    const before = variablesOf(row);
    const defaults = new Map(integrationVariablesOf(entry.kind).map((v) => [v.key, v.defaultValue]));
    const after = { ...before };
    const changes: ConfigChange[] = [];
    for (const { key, value } of trimmed) {
      const old = before[key] ?? defaults.get(key) ?? '';
      if (old === value) continue;
      after[key] = value;
      changes.push({ field: key, from: old, to: value });
    }
    if (changes.length === 0) return;
    await tx
      .update(integrations)
      .set({ variables: after, updatedAt: new Date() })
      .where(eq(integrations.id, row.id));
    await addIntegrationConfigEvents(tx, user, entry.id, [{ kind: 'variables', changes }]);
  });
  return viewOf(ctx.db, user, entry);
}

function mappingChanges(before: AccountMapping, after: AccountMapping): ConfigChange[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])] as AccountMappingKey[];
  return keys
    .filter((k) => (before[k] ?? null) !== (after[k] ?? null))
    .map((k) => ({ field: k, from: before[k] ?? null, to: after[k] ?? null }));
}

const missingAccountsError = (missing: readonly AccountMappingKey[]) =>
  new AppError(
    'BAD_USER_INPUT',
    'integrations.errors.missingAccounts',
    `Map these first: ${missing.join(', ')}.`,
    missing.map((key) => ({ field: `mapping.${key}`, message: 'validation.accountMapping.account.missing' })),
  );

/**
 * setAccountMapping: sets the given accounts (an empty one removes its key). While the integration is
 * enabled, a change that would leave a voucher's account unmapped is refused.
 */
export async function setAccountMapping(
  ctx: Ctx,
  provider: string,
  rows: { key: string; account: string }[],
): Promise<IntegrationView> {
  const user = requireScope(ctx, SCOPE);
  const entry = entryOf(user, provider);
  if (entry.kind !== 'accounting')
    throw badInput([{ field: 'mapping', message: 'validation.accountMapping.key.invalid' }]);
  const errors = accountMappingErrors(user.company.country, rows);
  if (errors.length > 0) throw badInput(errors);
  const { required } = await requiredKeysOf(ctx.db, user);
  await ctx.db.transaction(async (tx) => {
    const row = requireConnected(await lockedRow(tx, user, entry.id));
    const before = mappingOf(row);
    const after: AccountMapping = { ...before };
    for (const { key, account } of rows) {
      if (!isAccountMappingKey(key)) continue;
      const value = account.trim();
      if (value === '') delete after[key];
      else after[key] = value;
    }
    const changes = mappingChanges(before, after);
    if (changes.length === 0) return;
    if (row.status === 'enabled') {
      const missing = missingMappingKeys(after, required);
      if (missing.length > 0) throw missingAccountsError(missing);
    }
    await tx
      .update(integrations)
      .set({ accountMapping: after, updatedAt: new Date() })
      .where(eq(integrations.id, row.id));
    await addIntegrationConfigEvents(tx, user, entry.id, [{ kind: 'mapping', changes }]);
  });
  return viewOf(ctx.db, user, entry);
}

/**
 * enableIntegration: an accounting integration only with every account a day's voucher posts to
 * mapped, and only one accounting integration per company at a time (the company row's lock makes
 * the check and the change one step under a concurrent burst).
 */
export async function enableIntegration(ctx: Ctx, provider: string): Promise<IntegrationView> {
  const user = requireScope(ctx, SCOPE);
  const entry = entryOf(user, provider);
  const { required } = entry.kind === 'accounting' ? await requiredKeysOf(ctx.db, user) : { required: [] };
  await ctx.db.transaction(async (tx) => {
    const row = requireConnected(await lockedRow(tx, user, entry.id));
    if (row.status === 'enabled') return;
    if (entry.kind === 'accounting') {
      if (!(await hasSecret(tx, user.companyId, entry.id))) throw notConnected();
      const missing = missingMappingKeys(mappingOf(row), required);
      if (missing.length > 0) throw missingAccountsError(missing);
      const accounting = INTEGRATION_CATALOGUE.filter(
        (p) => p.kind === 'accounting' && p.id !== entry.id,
      ).map((p) => p.id);
      const [other] = await tx
        .select({ provider: integrations.provider })
        .from(integrations)
        .where(
          and(
            eq(integrations.companyId, user.companyId),
            eq(integrations.status, 'enabled'),
            inArray(integrations.provider, accounting),
          ),
        );
      if (other) {
        const name = INTEGRATION_CATALOGUE.find((p) => p.id === other.provider)?.name ?? other.provider;
        throw new AppError(
          'CONFLICT',
          'integrations.errors.otherAccountingEnabled',
          `${name} is already enabled: disable it first, so each day is booked once.`,
        );
      }
    }
    await tx
      .update(integrations)
      .set({ status: 'enabled', enabledAt: new Date(), updatedAt: new Date() })
      .where(eq(integrations.id, row.id));
    await addIntegrationConfigEvents(tx, user, entry.id, [
      { kind: 'enabled', changes: [{ field: 'status', from: row.status, to: 'enabled' }] },
    ]);
  });
  return viewOf(ctx.db, user, entry);
}

export async function disableIntegration(ctx: Ctx, provider: string): Promise<IntegrationView> {
  const user = requireScope(ctx, SCOPE);
  const entry = entryOf(user, provider);
  await ctx.db.transaction(async (tx) => {
    const row = requireConnected(await lockedRow(tx, user, entry.id));
    if (row.status !== 'enabled') return;
    await tx
      .update(integrations)
      .set({ status: 'disabled', updatedAt: new Date() })
      .where(eq(integrations.id, row.id));
    await addIntegrationConfigEvents(tx, user, entry.id, [
      { kind: 'disabled', changes: [{ field: 'status', from: 'enabled', to: 'disabled' }] },
    ]);
  });
  return viewOf(ctx.db, user, entry);
}

/** disconnectIntegration: forgets the credentials and stops posting; variables and mapping are kept. */
export async function disconnectIntegration(ctx: Ctx, provider: string): Promise<IntegrationView> {
  const user = requireScope(ctx, SCOPE);
  const entry = entryOf(user, provider);
  await ctx.db.transaction(async (tx) => {
    const row = await lockedRow(tx, user, entry.id);
    if (!row || row.status === 'disconnected') return;
    const hadSecret = await hasSecret(tx, user.companyId, entry.id);
    await tx
      .delete(integrationSecrets)
      .where(
        and(
          eq(integrationSecrets.companyId, user.companyId),
          eq(integrationSecrets.owner, secretOwner(entry.id)),
        ),
      );
    await tx
      .update(integrations)
      .set({ status: 'disconnected', enabledAt: null, updatedAt: new Date() })
      .where(eq(integrations.id, row.id));
    const changes: ConfigChange[] = [{ field: 'status', from: row.status, to: 'disconnected' }];
    if (hadSecret) changes.push({ field: 'credentials', from: null, to: null, secret: true });
    await addIntegrationConfigEvents(tx, user, entry.id, [{ kind: 'disconnected', changes }]);
  });
  return viewOf(ctx.db, user, entry);
}

/** addIntegrationConfigEvents as an operation: notes an operator adds to the history (≤ 500 characters). */
export async function addNotes(ctx: Ctx, provider: string, notes: string[]): Promise<ConfigEventView[]> {
  const user = requireScope(ctx, SCOPE);
  const entry = entryOf(user, provider);
  const texts = notes.map((n) => n.trim());
  if (texts.length === 0) throw badInput([{ field: 'notes', message: 'validation.required' }]);
  if (texts.length > 20) throw badInput([{ field: 'notes', message: 'validation.tooLong' }]);
  const errors = texts.flatMap((text, i) =>
    text === '' || text.length > 500
      ? [{ field: `notes.${i}`, message: text === '' ? 'validation.required' : 'validation.tooLong' }]
      : [],
  );
  if (errors.length > 0) throw badInput(errors);
  await addIntegrationConfigEvents(
    ctx.db,
    user,
    entry.id,
    texts.map((text) => ({ kind: 'note', changes: [{ field: 'note', from: null, to: text }] })),
  );
  return listConfigEvents(ctx, entry.id);
}
