// Data of the two loyalty screens (promo codes, stamp cards): their lists, what their forms may
// name, and the mutations. The stamp-card screen imports these from here.
import { PROMO_MESSAGE_KEYS, VALIDATION_MESSAGE_KEYS } from '@fika/domain';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { useCallback } from 'react';
import type { ResultOf, VariablesOf } from '../../lib/graphql.ts';
import { gqlQuery, request } from '../../lib/request.ts';
import type { FormMessages } from '../../ui/use-form-submit.ts';
import {
  CREATE_PROMO_CODE_MUTATION,
  CREATE_STAMP_CARD_MUTATION,
  DELETE_LOYALTY_NODE_MUTATION,
  LOYALTY_CHOICES_QUERY,
  PROMO_CODES_QUERY,
  STAMP_CARDS_QUERY,
  UPDATE_PROMO_CODE_MUTATION,
  UPDATE_STAMP_CARD_MUTATION,
} from './loyalty.graphql.ts';

export type PromoCode = ResultOf<typeof PROMO_CODES_QUERY>['promoCodes'][number];
export type StampCard = ResultOf<typeof STAMP_CARDS_QUERY>['stampCards'][number];
export type LoyaltyChoices = ResultOf<typeof LOYALTY_CHOICES_QUERY>;
type PromoCodeInput = VariablesOf<typeof CREATE_PROMO_CODE_MUTATION>['input'];
type StampCardInput = VariablesOf<typeof CREATE_STAMP_CARD_MUTATION>['input'];

const KEYS = { all: ['loyalty'], promo: ['loyalty', 'promo'], cards: ['loyalty', 'cards'] } as const;

export const promoCodesQuery = queryOptions({
  queryKey: KEYS.promo,
  queryFn: async ({ signal }) => (await gqlQuery(PROMO_CODES_QUERY, {}, { signal })).promoCodes,
});

export const stampCardsQuery = queryOptions({
  queryKey: KEYS.cards,
  queryFn: async ({ signal }) => (await gqlQuery(STAMP_CARDS_QUERY, {}, { signal })).stampCards,
});

export const loyaltyChoicesQuery = queryOptions({
  queryKey: ['loyalty', 'choices'],
  queryFn: ({ signal }) => gqlQuery(LOYALTY_CHOICES_QUERY, {}, { signal }),
});

const EXPECTED = { expectedCodes: ['BAD_USER_INPUT'] } as const;

export const createPromoCode = (input: PromoCodeInput) =>
  request(CREATE_PROMO_CODE_MUTATION, { input }, EXPECTED);
export const updatePromoCode = (id: string, input: PromoCodeInput) =>
  request(UPDATE_PROMO_CODE_MUTATION, { id, input }, EXPECTED);
export const createStampCard = (input: StampCardInput) =>
  request(CREATE_STAMP_CARD_MUTATION, { input }, EXPECTED);
export const updateStampCard = (id: string, input: StampCardInput) =>
  request(UPDATE_STAMP_CARD_MUTATION, { id, input }, EXPECTED);
export const deleteLoyaltyNode = (id: string, force: boolean) =>
  request(DELETE_LOYALTY_NODE_MUTATION, { id, force }, { expectedCodes: ['CONFLICT'] });

/** Reloads both loyalty lists. */
export function useRefreshLoyalty(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: KEYS.all }), [client]);
}

/** How the loyalty forms word their messages: those with a text in en/loyalty.json. */
export const LOYALTY_FORM: FormMessages<'loyalty'> = {
  ns: 'loyalty',
  known: new Set<ParseKeys<'loyalty'>>([
    VALIDATION_MESSAGE_KEYS.required,
    VALIDATION_MESSAGE_KEYS.invalid,
    VALIDATION_MESSAGE_KEYS.unsupportedCharacter,
    VALIDATION_MESSAGE_KEYS.tooLong,
    ...Object.values(PROMO_MESSAGE_KEYS),
  ]),
  invalid: 'form.invalid',
  toastShownErrors: true,
};

/** A localized title in the UI language (sv reads se), else the first written. */
export function localized(title: Partial<Record<string, string | null>>, language: string): string {
  const lang = language === 'sv' ? 'se' : language;
  return title[lang] || title.en || title.se || title.es || title.no || '';
}
