// The payments platform's onboarding side: account holders of legal entities (with the §3
// payload), their KYC (know your customer) verification link, and a store per venue.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { KycStatus } from '@fika/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { legalEntities, paymentAccountHolders } from '../db/schema/index.ts';
import { sandboxId } from './sandbox.ts';

/** The §3 account-holder payload. */
export interface AccountHolderPayload {
  entityType: 'Business';
  legalName: string;
  country: string;
  email: string;
  shareholders: { firstName: string; lastName: string; type: string; jobTitle: string }[];
}

export interface PaymentAccountsProvider {
  createAccountHolder(input: {
    legalEntityId: string;
    payload: AccountHolderPayload;
  }): Promise<{ accountHolderId: string } | { error: string }>;
  /** The hosted verification page for the legal entity's account holder. */
  kycLink(input: {
    legalEntityId: string;
    accountHolderId: string;
    returnUrl: string;
  }): Promise<{ id: string; url: string } | null>;
  createStore(input: {
    accountHolderId: string;
    venueId: string;
    venueName: string;
    country: string;
  }): Promise<{ storeId: string } | { error: string }>;
}

export const SANDBOX_KYC_PATH = '/sandbox/payments/kyc';
/** Verification links work for an hour, as the real hosted onboarding links do. */
export const KYC_LINK_LIFETIME_MS = 60 * 60 * 1000;
/** An e-mail at this domain makes the sandbox refuse the account holder, as a failed check would. */
export const SANDBOX_REFUSED_EMAIL_DOMAIN = 'refused.example';

/** What the sandbox's verification page shows. */
export interface SandboxKycView {
  linkId: string;
  accountHolderId: string;
  legalName: string;
  country: string;
  shareholders: AccountHolderPayload['shareholders'];
  status: KycStatus;
  returnUrl: string;
}

export type SandboxKycPage = { state: 'open'; view: SandboxKycView } | { state: 'expired' | 'missing' };

export interface SandboxPaymentAccountsProvider extends PaymentAccountsProvider {
  /** The verification page of a link token (what the real provider would host). */
  kycPage(token: string, now?: Date): Promise<SandboxKycPage>;
  /**
   * The business submits (or the reviewer rejects) the verification: the provider's status
   * webhook, delivered at once, sets the account holder's kyc_status. Null for a bad link.
   */
  completeKyc(token: string, decision: 'verify' | 'reject', now?: Date): Promise<SandboxKycView | null>;
}

interface LinkClaims {
  /** The account holder's id at the provider. */
  h: string;
  /** Return URL. */
  r: string;
  /** Expiry, epoch milliseconds. */
  x: number;
}

/** The provider's id of a legal entity's account holder: the same one the capital and payments sandboxes use. */
export const sandboxAccountHolderId = (legalEntityId: string) =>
  sandboxId('AH', 23, legalEntityId, 'account-holder');

/**
 * The sandbox payments platform: account holders get the provider's stable id for their legal
 * entity, verification happens on a page served by this server at /sandbox/payments/kyc?link={token}
 * (labelled Sandbox; the signed token in the address is the only credential, as a hosted link's
 * is), and stores are opened only for verified account holders. No network call is made.
 */
export function createSandboxPaymentAccounts(
  db: Db,
  publicUrl: string,
  serverSecret: string,
): SandboxPaymentAccountsProvider {
  const key = createHash('sha256').update(`${serverSecret}:sandbox-payments-kyc`).digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  function readToken(token: string, now: Date): LinkClaims | 'expired' | null {
    const [body, signature, extra] = token.split('.');
    if (!body || !signature || extra !== undefined || token.length > 2048) return null;
    const expected = Buffer.from(sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as LinkClaims;
      return claims.x <= now.getTime() ? 'expired' : claims;
    } catch {
      return null;
    }
  }

  async function holderOf(providerAccountHolderId: string) {
    const [row] = await db
      .select({ holder: paymentAccountHolders, country: legalEntities.country })
      .from(paymentAccountHolders)
      .innerJoin(legalEntities, eq(legalEntities.id, paymentAccountHolders.legalEntityId))
      .where(eq(paymentAccountHolders.providerAccountHolderId, providerAccountHolderId));
    return row ?? null;
  }

  function viewOf(
    token: string,
    claims: LinkClaims,
    row: NonNullable<Awaited<ReturnType<typeof holderOf>>>,
  ): SandboxKycView {
    const payload = row.holder.payload as AccountHolderPayload;
    return {
      linkId: sandboxId('KYC', 20, token),
      accountHolderId: claims.h,
      legalName: payload.legalName,
      country: row.country,
      shareholders: payload.shareholders,
      status: row.holder.kycStatus as KycStatus,
      returnUrl: claims.r,
    };
  }

  return {
    async createAccountHolder({ legalEntityId, payload }) {
      if (payload.email.endsWith(`@${SANDBOX_REFUSED_EMAIL_DOMAIN}`)) {
        return {
          error: `Invalid legal entity information: the e-mail address ${payload.email} was refused.`,
        };
      }
      return { accountHolderId: sandboxAccountHolderId(legalEntityId) };
    },

    async kycLink({ accountHolderId, returnUrl }) {
      const claims: LinkClaims = { h: accountHolderId, r: returnUrl, x: Date.now() + KYC_LINK_LIFETIME_MS };
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      const token = `${body}.${sign(body)}`;
      // In the query string: a signed token is longer than a path segment may be.
      return { id: sandboxId('KYC', 20, token), url: `${publicUrl}${SANDBOX_KYC_PATH}?link=${token}` };
    },

    async createStore({ accountHolderId, venueId }) {
      const row = await holderOf(accountHolderId);
      if (!row) return { error: `Account holder ${accountHolderId} does not exist.` };
      if (row.holder.kycStatus !== 'verified') {
        return { error: `Account holder ${accountHolderId} is not verified: complete KYC first.` };
      }
      return { storeId: sandboxId('ST', 22, accountHolderId, venueId) };
    },

    async kycPage(token, now = new Date()) {
      const claims = readToken(token, now);
      if (claims === 'expired') return { state: 'expired' };
      const row = claims && (await holderOf(claims.h));
      if (!claims || !row) return { state: 'missing' };
      return { state: 'open', view: viewOf(token, claims, row) };
    },

    async completeKyc(token, decision, now = new Date()) {
      const claims = readToken(token, now);
      if (!claims || claims === 'expired') return null;
      const status: KycStatus = decision === 'verify' ? 'verified' : 'rejected';
      await db
        .update(paymentAccountHolders)
        .set({ kycStatus: status, updatedAt: now })
        .where(eq(paymentAccountHolders.providerAccountHolderId, claims.h));
      const row = await holderOf(claims.h);
      return row && viewOf(token, claims, row);
    },
  };
}
