import { sortByName } from '@fika/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useContentLocale } from '../../lib/content-locale.tsx';
import { graphql, type ResultOf } from '../../lib/graphql.ts';
import { gqlQuery } from '../../lib/request.ts';

// The staff a filter offers (orders, the void journal, the report builder): the company's staff
// list, deleted staff included — their past orders and voids keep their name and can still be
// filtered — rather than only the staff met in whatever orders happen to be loaded.

const STAFF_OPTIONS_QUERY = graphql(`
  query StaffOptions {
    staffOptions(includeDeleted: true) {
      id
      name
      deleted
    }
  }
`);

export type StaffOption = ResultOf<typeof STAFF_OPTIONS_QUERY>['staffOptions'][number];

/** The staff list for filters; cached for a few minutes (it changes rarely). */
export const staffOptionsQuery = queryOptions({
  queryKey: ['staffOptions'],
  queryFn: async ({ signal }) => (await gqlQuery(STAFF_OPTIONS_QUERY, {}, { signal })).staffOptions,
  staleTime: 5 * 60_000,
});

/** Texts of the options, in the calling screen's namespace. */
export interface StaffOptionTexts {
  /** The option for orders taken without a staff member (value ''); none when absent. */
  noStaff?: string;
  /** A deleted staff member's label, e.g. "Bo Berg (deleted)". */
  deleted: (name: string) => string;
}

/**
 * Select data of the staff list: "No staff" first (when given), then the staff by name, deleted
 * ones last. `extra` adds staff the list does not know (named on loaded orders: a till's staff
 * member never set up in the back office). While the list loads or when it fails, only those.
 */
export function useStaffSelectData(
  texts: StaffOptionTexts,
  extra: readonly { id: string; name: string }[] = [],
): { value: string; label: string }[] {
  const { data } = useQuery(staffOptionsQuery);
  const locale = useContentLocale();
  const { noStaff, deleted } = texts;
  return useMemo(() => {
    const list = data ?? [];
    const known = new Set(list.map((s) => s.id));
    const unknown = extra.filter((s) => !known.has(s.id));
    const byName = <T extends { name: string }>(staff: readonly T[]) =>
      sortByName(staff, (s) => s.name, locale);
    const live = byName([...list.filter((s) => !s.deleted), ...unknown]);
    const gone = byName(list.filter((s) => s.deleted));
    return [
      ...(noStaff === undefined ? [] : [{ value: '', label: noStaff }]),
      ...live.map((s) => ({ value: s.id, label: s.name })),
      ...gone.map((s) => ({ value: s.id, label: deleted(s.name) })),
    ];
  }, [data, extra, locale, noStaff, deleted]);
}
