import { queryOptions } from '@tanstack/react-query';
import type { ResultOf, VariablesOf } from '../../lib/graphql.ts';
import { gqlQuery, request } from '../../lib/request.ts';
import {
  DELETE_OPENING_EXCEPTION_MUTATION,
  OPENING_HOURS_QUERY,
  SAVE_OPENING_EXCEPTION_MUTATION,
  SET_OPENING_HOURS_MUTATION,
} from './opening-hours.graphql.ts';

/** A saved date exception. */
export type OpeningExceptionRow = ResultOf<typeof OPENING_HOURS_QUERY>['openingHours']['exceptions'][number];
type WeekInput = VariablesOf<typeof SET_OPENING_HOURS_MUTATION>['intervals'];
type ExceptionInput = VariablesOf<typeof SAVE_OPENING_EXCEPTION_MUTATION>['input'];

/** Query keys: a save invalidates the venue's hours and the overview ("open now" changes). */
export const OPENING_HOURS_KEYS = {
  venue: (venueId: string) => ['online-ordering', 'opening-hours', venueId] as const,
};

export const openingHoursQuery = (venueId: string) =>
  queryOptions({
    queryKey: OPENING_HOURS_KEYS.venue(venueId),
    queryFn: async ({ signal }) =>
      (await gqlQuery(OPENING_HOURS_QUERY, { venueId }, { signal })).openingHours,
  });

// The forms show the server's field errors themselves: not worth a log line.
const EXPECTED = { expectedCodes: ['BAD_USER_INPUT'] } as const;

export const setOpeningHours = (venueId: string, intervals: WeekInput) =>
  request(SET_OPENING_HOURS_MUTATION, { venueId, intervals }, EXPECTED);

export const saveOpeningException = (venueId: string, id: string | null, input: ExceptionInput) =>
  request(SAVE_OPENING_EXCEPTION_MUTATION, { venueId, id, input }, EXPECTED);

export const deleteOpeningException = (id: string) => request(DELETE_OPENING_EXCEPTION_MUTATION, { id });
