// Boost and the payments account (§3, §7): the account-holder payload a legal entity onboards with,
// its KYC statuses, and how a grant taken through Boost is repaid from card sales.
import * as z from 'zod/mini';
import { addDays } from './accounting-day.ts';
import { emailSchema, OBJECT_PARAMS, oneOf, requiredText, VALIDATION_MESSAGE_KEYS } from './validation.ts';

/** Issue and refusal messages of Boost and the payments account: i18n keys of the boost namespace. */
export const BOOST_MESSAGE_KEYS = {
  shareholderRequired: 'validation.shareholderRequired',
  /** The legal entity already has an account holder. */
  accountHolderExists: 'validation.accountHolderExists',
  /** The payments platform refused the account holder (its message is logged). */
  accountHolderRefused: 'validation.accountHolderRefused',
  /** A store needs the legal entity's account holder first. */
  noAccountHolder: 'validation.noAccountHolder',
  /** A store needs a verified account holder (KYC). */
  kycNotVerified: 'validation.kycNotVerified',
  /** The venue belongs to no legal entity. */
  venueWithoutEntity: 'validation.venueWithoutEntity',
} as const;

/** How a shareholder relates to the business, as the payments platform asks it. */
export const SHAREHOLDER_TYPES = ['Owner', 'Controller', 'Signatory'] as const;
export type ShareholderType = (typeof SHAREHOLDER_TYPES)[number];

/** At most this many shareholders are sent with one account holder. */
export const MAX_SHAREHOLDERS = 10;

/** The KYC (know your customer) statuses of an account holder, as the provider reports them. */
export const KYC_STATUSES = ['not_started', 'pending', 'verified', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

export function isKycStatus(value: string): value is KycStatus {
  return (KYC_STATUSES as readonly string[]).includes(value);
}

const shareholderSchema = z.object(
  {
    firstName: requiredText(100),
    lastName: requiredText(100),
    type: oneOf(SHAREHOLDER_TYPES, VALIDATION_MESSAGE_KEYS.invalid),
    jobTitle: requiredText(100),
  },
  OBJECT_PARAMS,
);

/**
 * createAccountHolder's input: the §3 payload without what the server knows itself (entity type
 * Business, the legal entity's country). At least one shareholder, at most MAX_SHAREHOLDERS.
 */
export const accountHolderInputSchema = z.object(
  {
    legalName: requiredText(200),
    email: emailSchema,
    shareholders: z
      .array(shareholderSchema, { error: VALIDATION_MESSAGE_KEYS.invalid })
      .check(
        z.minLength(1, { error: BOOST_MESSAGE_KEYS.shareholderRequired }),
        z.maxLength(MAX_SHAREHOLDERS, { error: VALIDATION_MESSAGE_KEYS.tooLong }),
      ),
  },
  OBJECT_PARAMS,
);

export type AccountHolderInput = z.input<typeof accountHolderInputSchema>;

/** A grant as repayment sees it: minor units and basis points. */
export interface RepayableGrant {
  amount: number;
  fee: number;
  /** Share of card sales withheld, in basis points (1000 = 10 %). */
  repaymentRate: number;
}

export interface GrantRepayment {
  /** Amount plus fee: what the business pays back in all. */
  total: number;
  repaid: number;
  remaining: number;
  /** Whole per cent repaid, 0–100. */
  percent: number;
  /** The local day the grant is expected to be repaid on; null when there are no card sales to go by. */
  expectedEndDay: string | null;
}

/**
 * Repayment progress of a grant: `repaymentRate` of each card sale since it was granted is withheld
 * until amount + fee is repaid. The end is projected from the average card sales per day
 * (`dailyCardSales`), which the caller takes from the recent past.
 */
export function grantRepayment(
  grant: RepayableGrant,
  cardSalesSinceGrant: number,
  dailyCardSales: number,
  today: string,
): GrantRepayment {
  const total = grant.amount + grant.fee;
  const withheld = Math.floor((Math.max(0, cardSalesSinceGrant) * grant.repaymentRate) / 10_000);
  const repaid = Math.min(total, withheld);
  const remaining = total - repaid;
  const perDay = Math.floor((Math.max(0, dailyCardSales) * grant.repaymentRate) / 10_000);
  let expectedEndDay: string | null = null;
  if (remaining === 0) expectedEndDay = today;
  else if (perDay > 0) expectedEndDay = addDays(today, Math.ceil(remaining / perDay));
  return {
    total,
    repaid,
    remaining,
    percent: total > 0 ? Math.floor((repaid * 100) / total) : 100,
    expectedEndDay,
  };
}
