import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ResultOf, VariablesOf } from '../../lib/graphql.ts';
import { gqlQuery, request } from '../../lib/request.ts';
import {
  CREATE_OFFER_MUTATION,
  DELETE_OFFER_MUTATION,
  DUPLICATE_OFFER_MUTATION,
  OFFER_CHOICES_QUERY,
  OFFERS_QUERY,
  SET_OFFER_ACTIVE_MUTATION,
  UPDATE_OFFER_MUTATION,
} from './discounts.graphql.ts';

/** An offer as the list and the drawer read it. */
export type Offer = ResultOf<typeof OFFERS_QUERY>['offers'][number];
/** The server filter of the list. */
export type OfferFilter = NonNullable<VariablesOf<typeof OFFERS_QUERY>['filter']>;
export type OfferChoices = ResultOf<typeof OFFER_CHOICES_QUERY>['offerChoices'];
type OfferInput = VariablesOf<typeof CREATE_OFFER_MUTATION>['input'];

const KEYS = { all: ['offers'], choices: ['offers', 'choices'] } as const;

/** The offers matching `filter`, by name; the previous list stays while a new filter loads. */
export const offersQuery = (filter: OfferFilter) =>
  queryOptions({
    queryKey: [...KEYS.all, 'list', filter],
    queryFn: async ({ signal }) => (await gqlQuery(OFFERS_QUERY, { filter }, { signal })).offers,
    placeholderData: keepPreviousData,
  });

/** The items and categories an offer may name. */
export const offerChoicesQuery = queryOptions({
  queryKey: KEYS.choices,
  queryFn: async ({ signal }) => (await gqlQuery(OFFER_CHOICES_QUERY, {}, { signal })).offerChoices,
});

// The form shows the server's field errors itself: not worth a log line.
const EXPECTED = { expectedCodes: ['BAD_USER_INPUT'] } as const;

export const createOffer = (input: OfferInput) => request(CREATE_OFFER_MUTATION, { input }, EXPECTED);

export const updateOffer = (id: string, input: OfferInput) =>
  request(UPDATE_OFFER_MUTATION, { id, input }, EXPECTED);

export const duplicateOffer = (id: string, name: string) =>
  request(DUPLICATE_OFFER_MUTATION, { id, name }, EXPECTED);

export const setOfferActive = (id: string, active: boolean) =>
  request(SET_OFFER_ACTIVE_MUTATION, { id, active });

export const deleteOffer = (id: string, force: boolean) =>
  request(DELETE_OFFER_MUTATION, { id, force }, { expectedCodes: ['CONFLICT'] });

/** Reloads every offers list (and the preview's, which reads the same offers). */
export function useRefreshOffers(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: KEYS.all }), [client]);
}
