import { queryOptions } from '@tanstack/react-query';
import type { ResultOf, VariablesOf } from '../../lib/graphql.ts';
import { gqlQuery, request } from '../../lib/request.ts';
import { CATALOGUE_QUERY_KEYS } from '../catalogue/index.ts';
import {
  CATEGORY_LIST_QUERY,
  CREATE_CATEGORY_MUTATION,
  UPDATE_CATEGORY_MUTATION,
} from './categories.graphql.ts';

/** A category as the list and the form show it. */
export type CategoryRow = ResultOf<typeof CATEGORY_LIST_QUERY>['categories'][number];
/** A course type to choose from. */
export type CourseTypeChoice = ResultOf<typeof CATEGORY_LIST_QUERY>['courseTypes'][number];
export type CategoryInput = VariablesOf<typeof CREATE_CATEGORY_MUTATION>['input'];

/** Every category and the course types (one request: the list and its drawer need both). */
export const categoryListQuery = queryOptions({
  queryKey: CATALOGUE_QUERY_KEYS.categories,
  queryFn: async ({ signal }) => gqlQuery(CATEGORY_LIST_QUERY, {}, { signal }),
});

const FORM_CALL = { expectedCodes: ['BAD_USER_INPUT'] } as const;

/** Creates a category (input already checked with categorySchema). */
export function createCategory(input: CategoryInput) {
  return request(CREATE_CATEGORY_MUTATION, { input }, FORM_CALL);
}

/** Saves a category's form. */
export function updateCategory(id: string, input: CategoryInput) {
  return request(UPDATE_CATEGORY_MUTATION, { id, input }, FORM_CALL);
}
