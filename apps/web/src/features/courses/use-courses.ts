import { queryOptions } from '@tanstack/react-query';
import type { ResultOf, VariablesOf } from '../../lib/graphql.ts';
import { gqlQuery, type RequestResult, request } from '../../lib/request.ts';
import { CATALOGUE_QUERY_KEYS } from '../catalogue/index.ts';
import {
  COURSE_TYPES_QUERY,
  CREATE_COURSE_TYPE_MUTATION,
  UPDATE_COURSE_TYPE_MUTATION,
} from './courses.graphql.ts';

/** A course type as the list and the form show it. */
export type CourseRow = ResultOf<typeof COURSE_TYPES_QUERY>['courseTypes'][number];
export type CourseTypeInput = VariablesOf<typeof CREATE_COURSE_TYPE_MUTATION>['input'];

/** The company's course types in kitchen order. */
export const courseTypesQuery = queryOptions({
  queryKey: CATALOGUE_QUERY_KEYS.courseTypes,
  queryFn: async ({ signal }) => (await gqlQuery(COURSE_TYPES_QUERY, {}, { signal })).courseTypes,
});

const FORM_CALL = { expectedCodes: ['BAD_USER_INPUT'] } as const;

/** Creates a course type, or saves one when `id` is given (input checked with courseTypeSchema). */
export function saveCourseType(id: string | null, input: CourseTypeInput): Promise<RequestResult<unknown>> {
  return id
    ? request(UPDATE_COURSE_TYPE_MUTATION, { id, input }, FORM_CALL)
    : request(CREATE_COURSE_TYPE_MUTATION, { input }, FORM_CALL);
}
