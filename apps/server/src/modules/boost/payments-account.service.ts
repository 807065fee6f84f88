// The payments account of a legal entity (§7): its account holder at the payments platform (the
// §3 payload), KYC verification through the provider's hosted page, and a store per venue.
import { accountHolderInputSchema, BOOST_MESSAGE_KEYS, isKycStatus, type KycStatus } from '@fika/domain';
import { and, eq } from 'drizzle-orm';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { badInput, notFound } from '../../kernel/errors.ts';
import { assertVenueAccess, requireScope } from '../../kernel/guards.ts';
import { scoped } from '../../kernel/tenant.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import { paymentAccountHolders, paymentStores } from '../../platform/db/schema/index.ts';
import type { AccountHolderPayload } from '../../platform/providers/payment-accounts.ts';
import { findVisibleLegalEntity, type LegalEntityView, visibleVenues } from '../venues/venues.service.ts';

export interface PaymentAccountHolderView {
  id: string;
  providerAccountHolderId: string;
  legalName: string;
  email: string;
  country: string;
  shareholders: AccountHolderPayload['shareholders'];
  kycStatus: KycStatus;
  createdAt: Date;
}

export interface PaymentStoreView {
  id: string;
  providerStoreId: string;
  status: string;
  createdAt: Date;
}

export interface PaymentsAccountView {
  legalEntityId: string;
  name: string;
  country: string;
  accountHolder: PaymentAccountHolderView | null;
  /** The entity's venues the caller may see, each with its store once created. */
  venues: { venueId: string; venueName: string; store: PaymentStoreView | null }[];
}

async function holderRow(ctx: Ctx, user: UserPrincipal, legalEntityId: string) {
  const [row] = await ctx.db
    .select()
    .from(paymentAccountHolders)
    .where(and(scoped(paymentAccountHolders, user), eq(paymentAccountHolders.legalEntityId, legalEntityId)));
  return row ?? null;
}

async function accountOf(
  ctx: Ctx,
  user: UserPrincipal,
  entity: LegalEntityView,
): Promise<PaymentsAccountView> {
  const [holder, venues, stores] = await Promise.all([
    holderRow(ctx, user, entity.id),
    visibleVenues(ctx, user),
    ctx.db
      .select()
      .from(paymentStores)
      .where(and(scoped(paymentStores, user), eq(paymentStores.legalEntityId, entity.id))),
  ]);
  const storeOf = new Map(stores.map((s) => [s.venueId, s]));
  const payload = holder?.payload as AccountHolderPayload | undefined;
  return {
    legalEntityId: entity.id,
    name: entity.name,
    country: entity.country,
    accountHolder:
      holder && payload
        ? {
            id: holder.id,
            providerAccountHolderId: holder.providerAccountHolderId,
            legalName: payload.legalName,
            email: payload.email,
            country: payload.country,
            shareholders: payload.shareholders,
            kycStatus: isKycStatus(holder.kycStatus) ? holder.kycStatus : 'not_started',
            createdAt: holder.createdAt,
          }
        : null,
    venues: venues
      .filter((v) => v.legalEntityId === entity.id)
      .map((v) => {
        const store = storeOf.get(v.id);
        return {
          venueId: v.id,
          venueName: v.name,
          store: store
            ? {
                id: store.id,
                providerStoreId: store.providerStoreId,
                status: store.status,
                createdAt: store.createdAt,
              }
            : null,
        };
      }),
  };
}

/** The payments account of a legal entity the caller may see (FINANCE). */
export async function paymentsAccount(ctx: Ctx, legalEntityId: string): Promise<PaymentsAccountView> {
  const user = requireScope(ctx, 'FINANCE');
  const entity = await findVisibleLegalEntity(ctx, user, legalEntityId);
  return accountOf(ctx, user, entity);
}

/**
 * createAccountHolder: sends the §3 payload (Business, legal name, the entity's country, e-mail,
 * shareholders) to the payments platform and keeps its account holder. One per legal entity: a
 * second attempt, also one racing the first, is refused.
 */
export async function createAccountHolder(
  ctx: Ctx,
  legalEntityId: string,
  input: unknown,
): Promise<PaymentsAccountView> {
  const user = requireScope(ctx, 'FINANCE');
  const entity = await findVisibleLegalEntity(ctx, user, legalEntityId);
  const data = parseInput(accountHolderInputSchema, input);
  const refused = (message: string, field = 'legalName') => badInput([{ field, message }]);
  if (await holderRow(ctx, user, entity.id)) throw refused(BOOST_MESSAGE_KEYS.accountHolderExists);
  const payload: AccountHolderPayload = { entityType: 'Business', country: entity.country, ...data };
  const created = await ctx.providers.paymentAccounts.createAccountHolder({
    legalEntityId: entity.id,
    payload,
  });
  if ('error' in created) {
    ctx.log.warn({ legalEntityId: entity.id, error: created.error }, 'account holder refused');
    throw refused(BOOST_MESSAGE_KEYS.accountHolderRefused, 'email');
  }
  const inserted = await ctx.db
    .insert(paymentAccountHolders)
    .values({
      id: newId(),
      companyId: user.companyId,
      legalEntityId: entity.id,
      providerAccountHolderId: created.accountHolderId,
      payload,
      createdBy: user.userId,
    })
    .onConflictDoNothing({ target: [paymentAccountHolders.companyId, paymentAccountHolders.legalEntityId] })
    .returning({ id: paymentAccountHolders.id });
  if (inserted.length === 0) throw refused(BOOST_MESSAGE_KEYS.accountHolderExists);
  return accountOf(ctx, user, entity);
}

/** The provider's hosted KYC page for the legal entity's account holder; it returns to /boost. */
export async function kycLink(ctx: Ctx, legalEntityId: string): Promise<{ id: string; url: string }> {
  const user = requireScope(ctx, 'FINANCE');
  const entity = await findVisibleLegalEntity(ctx, user, legalEntityId);
  const holder = await holderRow(ctx, user, entity.id);
  if (!holder) throw badInput([{ field: 'legalEntityId', message: BOOST_MESSAGE_KEYS.noAccountHolder }]);
  const link = await ctx.providers.paymentAccounts.kycLink({
    legalEntityId: entity.id,
    accountHolderId: holder.providerAccountHolderId,
    returnUrl: `${ctx.config.publicUrl}/boost`,
  });
  if (!link) throw notFound('Verification link');
  return link;
}

/**
 * createStore: opens the venue's store at the payments platform under its legal entity's account
 * holder, which must be verified. Creating it again (or twice at once) keeps the one store.
 */
export async function createStore(ctx: Ctx, venueId: string): Promise<PaymentsAccountView> {
  const user = requireScope(ctx, 'FINANCE');
  assertVenueAccess(user, venueId);
  const venue = (await visibleVenues(ctx, user)).find((v) => v.id === venueId);
  if (!venue) throw notFound('Venue');
  const refused = (message: string) => badInput([{ field: 'venueId', message }]);
  if (!venue.legalEntityId) throw refused(BOOST_MESSAGE_KEYS.venueWithoutEntity);
  const entity = await findVisibleLegalEntity(ctx, user, venue.legalEntityId);
  const holder = await holderRow(ctx, user, entity.id);
  if (!holder) throw refused(BOOST_MESSAGE_KEYS.noAccountHolder);
  if (holder.kycStatus !== 'verified') throw refused(BOOST_MESSAGE_KEYS.kycNotVerified);
  const [existing] = await ctx.db
    .select({ id: paymentStores.id })
    .from(paymentStores)
    .where(and(scoped(paymentStores, user), eq(paymentStores.venueId, venue.id)));
  if (!existing) {
    const created = await ctx.providers.paymentAccounts.createStore({
      accountHolderId: holder.providerAccountHolderId,
      venueId: venue.id,
      venueName: venue.name,
      country: entity.country,
    });
    if ('error' in created) {
      ctx.log.warn({ venueId: venue.id, error: created.error }, 'store refused');
      throw refused(BOOST_MESSAGE_KEYS.kycNotVerified);
    }
    await ctx.db
      .insert(paymentStores)
      .values({
        id: newId(),
        companyId: user.companyId,
        venueId: venue.id,
        legalEntityId: entity.id,
        providerStoreId: created.storeId,
      })
      // The provider's store id is stable per venue: a racing request made the same store.
      .onConflictDoNothing({ target: [paymentStores.companyId, paymentStores.venueId] });
  }
  return accountOf(ctx, user, entity);
}
