import { accountingDayOf, addDays, type GrantRepayment, grantRepayment } from '@fika/domain';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../../kernel/context.ts';
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
  /** How far the current grant is repaid; null while there is none. */
  repayment: (GrantRepayment & { grantedAt: Date }) | null;
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
    rows.map((r): [string, GrantOffer & { grantedAt: Date }] => [
      r.accountHolderId,
      {
        id: r.grantOfferId,
        amount: r.amount,
        currency: r.currency,
        fee: r.fee,
        repaymentRate: r.repaymentRate,
        expiresAt: r.expiresAt,
        termDays: null,
        grantedAt: r.createdAt,
      },
    ]),
  );
}

// The sandbox keeps a year of card sales to count repayments from; the pace is the last four weeks'.
const REPAYMENT_HISTORY_DAYS = 366;
const PACE_DAYS = 28;

/**
 * Repayment of an account holder's grant: its rate of the card sales booked to the holder's
 * balance accounts since the day it was granted, projected on at the last four weeks' pace.
 */
async function repaymentOf(
  ctx: Ctx,
  entity: { id: string; name: string; country: string },
  timezone: string,
  accountHolderId: string,
  grant: GrantOffer & { grantedAt: Date },
): Promise<GrantRepayment & { grantedAt: Date }> {
  const now = new Date();
  const today = accountingDayOf(now, timezone);
  const earliest = addDays(today, -REPAYMENT_HISTORY_DAYS);
  const grantDay = accountingDayOf(grant.grantedAt, timezone);
  // Days are YYYY-MM-DD, so the later day is the larger string.
  const from = [grantDay, earliest].sort()[1] ?? grantDay;
  const paceFrom = addDays(today, -PACE_DAYS);
  const firstDay = [from, paceFrom].sort()[0] ?? from;
  const accounts = (await ctx.providers.payments.balanceAccounts({ ...entity, timezone })).filter(
    (a) => a.accountHolderId === accountHolderId,
  );
  let since = 0;
  let pace = 0;
  for (const account of accounts) {
    const sales = await ctx.providers.payments.transactions(account, { from: firstDay, to: today }, now);
    for (const sale of sales) {
      if (sale.day >= from) since += sale.payable;
      if (sale.day >= paceFrom && sale.day < today) pace += sale.payable;
    }
  }
  return { ...grantRepayment(grant, since, pace / PACE_DAYS, today), grantedAt: grant.grantedAt };
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
  const timezone = user.company.timezone;
  return {
    id: entity.id,
    name: entity.name,
    accountHolders: await Promise.all(
      holders.map(async (h) => {
        const grant = current.get(h.id) ?? null;
        return {
          id: h.id,
          name: h.name,
          availableGrantOffers: h.grantOffers,
          currentGrantOffer: grant,
          repayment: grant && (await repaymentOf(ctx, entity, timezone, h.id, grant)),
        };
      }),
    ),
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
  // An expired offer, another entity's, or one never made: the user reloads the offers.
  if (!holder) return boostFailure('GRANT_OFFER_NOT_AVAILABLE');
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
