import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ResultOf } from '../../lib/graphql.ts';
import { gqlQuery, request } from '../../lib/request.ts';
import {
  BOOST_OFFERS_QUERY,
  CREATE_ACCOUNT_HOLDER_MUTATION,
  CREATE_STORE_MUTATION,
  KYC_LINK_QUERY,
  PAYMENTS_ACCOUNT_QUERY,
  REQUEST_BOOST_MUTATION,
} from './boost.graphql.ts';

export type BoostOffers = ResultOf<typeof BOOST_OFFERS_QUERY>['getGrantOffers'];
export type BoostHolder = BoostOffers['accountHolders'][number];
export type GrantOffer = BoostHolder['availableGrantOffers']['grantOffers'][number];
export type PaymentsAccount = ResultOf<typeof PAYMENTS_ACCOUNT_QUERY>['paymentsAccount'];

export const BOOST_KEYS = {
  offers: (legalEntityId: string) => ['boost', 'offers', legalEntityId] as const,
  account: (legalEntityId: string) => ['boost', 'account', legalEntityId] as const,
};

export const boostOffersQuery = (legalEntityId: string) =>
  queryOptions({
    queryKey: BOOST_KEYS.offers(legalEntityId),
    queryFn: async ({ signal }) =>
      (await gqlQuery(BOOST_OFFERS_QUERY, { legalEntityId }, { signal })).getGrantOffers,
  });

export const paymentsAccountQuery = (legalEntityId: string) =>
  queryOptions({
    queryKey: BOOST_KEYS.account(legalEntityId),
    queryFn: async ({ signal }) =>
      (await gqlQuery(PAYMENTS_ACCOUNT_QUERY, { legalEntityId }, { signal })).paymentsAccount,
  });

// Refusals come back as field errors the page words itself: not worth a log line.
const EXPECTED = { expectedCodes: ['BAD_USER_INPUT'] } as const;

export const requestBoost = (legalEntityId: string, grantOfferId: string) =>
  request(REQUEST_BOOST_MUTATION, { legalEntityId, grantOfferId });

export const createAccountHolder = (
  legalEntityId: string,
  input: { legalName: string; email: string; shareholders: Record<string, string>[] },
) => request(CREATE_ACCOUNT_HOLDER_MUTATION, { legalEntityId, input }, EXPECTED);

export const kycLink = (legalEntityId: string) => request(KYC_LINK_QUERY, { legalEntityId }, EXPECTED);

export const createStore = (venueId: string) => request(CREATE_STORE_MUTATION, { venueId }, EXPECTED);

/** Reloads the Boost page and the sidebar's Boost entry (its 'New' badge goes once a grant is taken). */
export function useRefreshBoost(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: ['boost'] }),
      client.invalidateQueries({ queryKey: ['grant-offers'] }),
    ]);
  }, [client]);
}
