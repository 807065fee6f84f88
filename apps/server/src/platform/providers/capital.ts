import { COUNTRY_CURRENCY, isCountryCode, normalizeCountry } from '@fika/domain';
import { createId } from '@paralleldrive/cuid2';
import { sandboxId, sandboxNumber } from './sandbox.ts';

/** An offer of capital repaid as a share of sales; amounts are minor units of `currency`. */
export interface GrantOffer {
  id: string;
  amount: number;
  currency: string;
  /** The fixed fee for the grant, in minor units. */
  fee: number;
  /** Share of each day's card sales withheld for repayment, in basis points (1000 = 10 %). */
  repaymentRate: number;
  /** The longest the repayment may take, in days; null where the provider did not say (a taken grant). */
  termDays: number | null;
  expiresAt: Date;
}

/** An account holder of a legal entity at the payments platform, with the offers open to it. */
export interface AccountHolderOffers {
  id: string;
  name: string;
  grantOffers: GrantOffer[];
}

/** The legal entity as the capital provider knows it. */
export interface CapitalLegalEntity {
  id: string;
  name: string;
  country: string;
}

/** The capital provider (grant offers of the payments platform, shown as Boost). */
export interface CapitalProvider {
  /** The legal entity's account holders, each with the grant offers available to it now. */
  accountHolders(entity: CapitalLegalEntity, now?: Date): Promise<AccountHolderOffers[]>;
  /** Takes up a grant offer for an account holder; null when the provider refuses it. */
  requestGrant(input: {
    entity: CapitalLegalEntity;
    accountHolderId: string;
    grantOfferId: string;
  }): Promise<{ grantId: string } | null>;
}

// The sandbox's market: grants are offered to Swedish and British businesses only.
const OFFER_COUNTRIES: readonly string[] = ['SE', 'GB'];
// Offers run in 30-day periods: the same offers (and ids) all period, new ones when they expire.
const OFFER_PERIOD_MS = 30 * 24 * 60 * 60 * 1000;

// Three offers of growing size: longer repayment costs a larger fee and a larger share of sales.
const TIERS = [
  { size: 2, feePercent: 6, repaymentRate: 1000, termDays: 270 },
  { size: 3, feePercent: 8, repaymentRate: 1200, termDays: 365 },
  { size: 4, feePercent: 10, repaymentRate: 1500, termDays: 540 },
] as const;

function currencyOf(country: string): string {
  const code = normalizeCountry(country);
  return isCountryCode(code) ? COUNTRY_CURRENCY[code] : 'EUR';
}

/** The sandbox's offers for an account holder, scaled from the legal entity, stable until they expire. */
export function sandboxGrantOffers(
  entity: CapitalLegalEntity,
  accountHolderId: string,
  now: Date,
): GrantOffer[] {
  if (!OFFER_COUNTRIES.includes(normalizeCountry(entity.country))) return [];
  const currency = currencyOf(entity.country);
  // A business's offers grow with its (made-up) sales: 5 to 20 steps of 10,000 SEK or 1,000 GBP.
  const step = currency === 'GBP' ? 1_000_00 : 10_000_00;
  const scale = 5 + sandboxNumber(16, entity.id, 'scale');
  const period = Math.floor(now.getTime() / OFFER_PERIOD_MS);
  const expiresAt = new Date((period + 1) * OFFER_PERIOD_MS);
  return TIERS.map((tier, i) => {
    const amount = (scale * step * tier.size) / 2;
    return {
      id: sandboxId('GO', 23, accountHolderId, String(period), String(i)),
      amount,
      currency,
      fee: Math.round((amount * tier.feePercent) / 100),
      repaymentRate: tier.repaymentRate,
      termDays: tier.termDays,
      expiresAt,
    };
  });
}

/**
 * The sandbox capital provider: one account holder per legal entity, offers for Swedish and
 * British entities only, and every request for an offer still open granted. No network call.
 */
export function createSandboxCapital(): CapitalProvider {
  const holderOf = (entity: CapitalLegalEntity) => ({
    id: sandboxId('AH', 23, entity.id, 'account-holder'),
    name: entity.name,
  });
  return {
    async accountHolders(entity, now = new Date()) {
      const holder = holderOf(entity);
      return [{ ...holder, grantOffers: sandboxGrantOffers(entity, holder.id, now) }];
    },
    async requestGrant({ entity, accountHolderId, grantOfferId }) {
      const holder = holderOf(entity);
      if (holder.id !== accountHolderId) return null;
      const offered = sandboxGrantOffers(entity, holder.id, new Date()).some((o) => o.id === grantOfferId);
      return offered ? { grantId: `GR${createId().toUpperCase()}` } : null;
    },
  };
}
