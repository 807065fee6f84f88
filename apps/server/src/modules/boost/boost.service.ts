import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../../kernel/context.ts';
import { notFound } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import { newId } from '../../lib/ids.ts';
import { grantRequests } from '../../platform/db/schema/index.ts';
import type { GrantOffer } from '../../platform/providers/capital.ts';
import { findVisibleLegalEntity } from '../venues/venues.service.ts';
import { type BoostResult, boostFailure, boostSuccess } from './boost.errors.ts';

export interface AccountHolderView {
  id: string;
  name: string;
  availableGrantOffers: GrantOffer[];
  /** The offer taken through requestBoost; while there is none, the sidebar marks Boost 'New'. */
  currentGrantOffer: GrantOffer | null;
}

export interface BalanceLegalEntityView {
  id: string;
  name: string;
  accountHolders: AccountHolderView[];
}

async function currentOffers(ctx: Ctx, companyId: string, legalEntityId: string) {
  const rows = await ctx.db
    .select()
    .from(grantRequests)
    .where(and(eq(grantRequests.companyId, companyId), eq(grantRequests.legalEntityId, legalEntityId)));
  return new Map(
    rows.map((r): [string, GrantOffer] => [
      r.accountHolderId,
      {
        id: r.grantOfferId,
        amount: r.amount,
        currency: r.currency,
        fee: r.fee,
        repaymentRate: r.repaymentRate,
        expiresAt: r.expiresAt,
      },
    ]),
  );
}

/**
 * GetGrantOffers (§7): the grant offers of a legal entity the caller may see (FINANCE), per
 * account holder, with the offer already taken as the current one.
 */
export async function getGrantOffers(ctx: Ctx, legalEntityId: string): Promise<BalanceLegalEntityView> {
  const user = requireScope(ctx, 'FINANCE');
  const entity = await findVisibleLegalEntity(ctx, user, legalEntityId);
  const [holders, current] = await Promise.all([
    ctx.providers.capital.accountHolders(entity),
    currentOffers(ctx, user.companyId, entity.id),
  ]);
  return {
    id: entity.id,
    name: entity.name,
    accountHolders: holders.map((h) => ({
      id: h.id,
      name: h.name,
      availableGrantOffers: h.grantOffers,
      currentGrantOffer: current.get(h.id) ?? null,
    })),
  };
}

/**
 * requestBoost: takes up one of a legal entity's available grant offers (FINANCE), which becomes
 * its account holder's current offer. Asking again for the offer already taken succeeds.
 */
export async function requestBoost(
  ctx: Ctx,
  legalEntityId: string,
  grantOfferId: string,
): Promise<BoostResult> {
  const user = requireScope(ctx, 'FINANCE');
  const entity = await findVisibleLegalEntity(ctx, user, legalEntityId);
  const [holders, current] = await Promise.all([
    ctx.providers.capital.accountHolders(entity),
    currentOffers(ctx, user.companyId, entity.id),
  ]);
  const holder = holders.find((h) => h.grantOffers.some((o) => o.id === grantOfferId));
  const taken = [...current.values()].some((o) => o.id === grantOfferId);
  if (taken) return boostSuccess();
  if (!holder) throw notFound('Grant offer');
  if (current.has(holder.id)) return boostFailure('GRANT_ALREADY_TAKEN');
  const offer = holder.grantOffers.find((o) => o.id === grantOfferId);
  const grant = await ctx.providers.capital.requestGrant({
    entity,
    accountHolderId: holder.id,
    grantOfferId,
  });
  if (!offer || !grant) return boostFailure('GRANT_REQUEST_REFUSED');
  const inserted = await ctx.db
    .insert(grantRequests)
    .values({
      id: newId(),
      companyId: user.companyId,
      legalEntityId: entity.id,
      accountHolderId: holder.id,
      grantOfferId: offer.id,
      providerGrantId: grant.grantId,
      amount: offer.amount,
      currency: offer.currency,
      fee: offer.fee,
      repaymentRate: offer.repaymentRate,
      expiresAt: offer.expiresAt,
      requestedBy: user.userId,
    })
    // A request that raced this one took the holder's single grant first.
    .onConflictDoNothing({ target: [grantRequests.companyId, grantRequests.accountHolderId] })
    .returning({ id: grantRequests.id });
  return inserted.length > 0 ? boostSuccess() : boostFailure('GRANT_ALREADY_TAKEN');
}
