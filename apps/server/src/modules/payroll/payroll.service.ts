// Payroll links (companyId, venueId, token, shouldAddTip): per venue, the token a payroll or
// scheduling system (Planday, Caspeco, Quinyx) issued for reading the venue's revenue. The token is
// stored encrypted (integration_secrets, owner 'payroll:<link id>') and never returned.
import { isPayrollProvider, PAYROLL_ERRORS, payrollLinkSchema } from '@fika/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { badInput, notFound } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import { restrictedVenues, scoped, venueScope } from '../../kernel/tenant.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { integrationSecrets, payrollLinks, venues } from '../../platform/db/schema/index.ts';
import { encryptSecret } from '../../platform/secrets.ts';
import { syncPayrollLink, tokenContext, tokenOwner } from './payroll.sync.ts';

/** A payroll link as the API shows it: never the token. */
export interface PayrollLinkView {
  id: string;
  provider: string;
  venueId: string;
  venueName: string;
  shouldAddTip: boolean;
  active: boolean;
  /** When the provider last accepted the venue's hours. */
  lastSentAt: Date | null;
  /** ok or failed; null before the first send. */
  lastStatus: string | null;
  /** The provider's message when the last send failed. */
  lastMessage: string | null;
  updatedAt: Date;
}

function payrollProvider(provider: string): string {
  if (!isPayrollProvider(provider)) throw badInput([{ field: 'provider', message: PAYROLL_ERRORS.provider }]);
  return provider;
}

async function linksWhere(
  db: DbOrTx,
  user: UserPrincipal,
  provider: string,
  id?: string,
): Promise<PayrollLinkView[]> {
  const mine = restrictedVenues(user);
  return db
    .select({
      id: payrollLinks.id,
      provider: payrollLinks.provider,
      venueId: payrollLinks.venueId,
      venueName: venues.name,
      shouldAddTip: payrollLinks.shouldAddTip,
      active: payrollLinks.active,
      lastSentAt: payrollLinks.lastSentAt,
      lastStatus: payrollLinks.lastStatus,
      lastMessage: payrollLinks.lastMessage,
      updatedAt: payrollLinks.updatedAt,
    })
    .from(payrollLinks)
    .innerJoin(venues, and(eq(venues.companyId, payrollLinks.companyId), eq(venues.id, payrollLinks.venueId)))
    .where(
      and(
        scoped(payrollLinks, user),
        eq(venues.deleted, false),
        eq(payrollLinks.provider, provider),
        id === undefined ? undefined : eq(payrollLinks.id, id),
        mine ? sql`${payrollLinks.venueId} = any(${mine})` : undefined,
      ),
    )
    .orderBy(asc(venues.name), asc(payrollLinks.id));
}

async function linkOf(db: DbOrTx, user: UserPrincipal, id: string): Promise<PayrollLinkView> {
  const [link] = await db
    .select({ provider: payrollLinks.provider })
    .from(payrollLinks)
    .where(and(scoped(payrollLinks, user), eq(payrollLinks.id, id)));
  const [view] = link ? await linksWhere(db, user, link.provider, id) : [];
  if (!view) throw notFound('Payroll link');
  return view;
}

/** The provider's links of the venues the caller may see, by venue name (INTEGRATIONS). */
export async function listPayrollLinks(ctx: Ctx, provider: string): Promise<PayrollLinkView[]> {
  const user = requireScope(ctx, 'INTEGRATIONS');
  return linksWhere(ctx.db, user, payrollProvider(provider), undefined);
}

/**
 * savePayrollLink: creates the venue's link to `provider` or updates it. A new link needs the
 * token; on an existing one an empty token keeps the stored one. Sends the venue's hours once
 * straight away, so the operator sees at once whether the provider accepts the token.
 */
export async function savePayrollLink(ctx: Ctx, provider: string, raw: unknown): Promise<PayrollLinkView> {
  const user = requireScope(ctx, 'INTEGRATIONS');
  const name = payrollProvider(provider);
  const input = parseInput(payrollLinkSchema, raw);
  await venueScope(ctx.db, user, input.venueId);
  const { companyId } = user;
  const id = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: payrollLinks.id })
      .from(payrollLinks)
      .where(
        and(
          scoped(payrollLinks, user),
          eq(payrollLinks.venueId, input.venueId),
          eq(payrollLinks.provider, name),
        ),
      );
    if (!existing && !input.token) {
      throw badInput([{ field: 'token', message: PAYROLL_ERRORS.tokenRequired }]);
    }
    // One link per venue and provider: two saves at once meet in the unique index and the later wins.
    const [row] = await tx
      .insert(payrollLinks)
      .values({
        id: newId(),
        companyId,
        venueId: input.venueId,
        provider: name,
        shouldAddTip: input.shouldAddTip,
      })
      .onConflictDoUpdate({
        target: [payrollLinks.companyId, payrollLinks.venueId, payrollLinks.provider],
        set: { shouldAddTip: input.shouldAddTip, active: true, updatedAt: sql`now()` },
      })
      .returning({ id: payrollLinks.id });
    if (!row) throw new Error('payroll link not saved');
    if (input.token) {
      const ciphertext = encryptSecret(ctx.config.jwtSecret, tokenContext(companyId, row.id), input.token);
      await tx
        .insert(integrationSecrets)
        .values({ companyId, owner: tokenOwner(row.id), ciphertext })
        .onConflictDoUpdate({
          target: [integrationSecrets.companyId, integrationSecrets.owner],
          set: { ciphertext, updatedAt: sql`now()` },
        });
    } else if (!existing) {
      throw badInput([{ field: 'token', message: PAYROLL_ERRORS.tokenRequired }]);
    }
    return row.id;
  });
  await syncPayrollLink(ctx, id);
  return linkOf(ctx.db, user, id);
}

/** Sends the link's hours now (as the job does every few minutes) and returns the outcome on it. */
export async function syncPayrollLinkNow(ctx: Ctx, id: string): Promise<PayrollLinkView> {
  const user = requireScope(ctx, 'INTEGRATIONS');
  await linkOf(ctx.db, user, id);
  await syncPayrollLink(ctx, id);
  return linkOf(ctx.db, user, id);
}

/** Removes the link and its token; the provider gets nothing more for the venue. */
export async function removePayrollLink(ctx: Ctx, id: string): Promise<boolean> {
  const user = requireScope(ctx, 'INTEGRATIONS');
  await linkOf(ctx.db, user, id);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(payrollLinks).where(and(scoped(payrollLinks, user), eq(payrollLinks.id, id)));
    await tx
      .delete(integrationSecrets)
      .where(and(scoped(integrationSecrets, user), eq(integrationSecrets.owner, tokenOwner(id))));
  });
  return true;
}
