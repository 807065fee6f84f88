import { infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ResultOf } from '../../lib/graphql.ts';
import { gqlQuery, request } from '../../lib/request.ts';
import {
  DELETE_IMAGE_MUTATION,
  DELETE_UNUSED_IMAGES_MUTATION,
  IMAGE_QUERY,
  IMAGES_QUERY,
  UPDATE_IMAGE_MUTATION,
} from './library.graphql.ts';

/** A tile of the library grid. */
export type LibraryImage = ResultOf<typeof IMAGES_QUERY>['images']['nodes'][number];
/** One image with where it is used. */
export type LibraryImageDetail = ResultOf<typeof IMAGE_QUERY>['image'];

/** The server filter of the library. */
export interface LibraryFilter {
  kind: string | null;
  search: string | null;
  unused: boolean | null;
}

const PAGE = 60;

export const LIBRARY_KEYS = {
  all: ['library'] as const,
  list: (filter: LibraryFilter) => ['library', 'list', filter] as const,
  image: (id: string) => ['library', 'image', id] as const,
};

/** The library's pages, newest first. */
export const imagesQuery = (filter: LibraryFilter) =>
  infiniteQueryOptions({
    queryKey: LIBRARY_KEYS.list(filter),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) =>
      (await gqlQuery(IMAGES_QUERY, { filter, first: PAGE, after: pageParam }, { signal })).images,
    getNextPageParam: (page) => (page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null),
  });

/** One image with its uses (the drawer). */
export const imageQuery = (id: string) =>
  queryOptions({
    queryKey: LIBRARY_KEYS.image(id),
    queryFn: async ({ signal }) => (await gqlQuery(IMAGE_QUERY, { id }, { signal })).image,
  });

/** A page's images (for useServerPages-like flattening). */
export const nodesOf = (page: ResultOf<typeof IMAGES_QUERY>['images']) => page.nodes;

// The form shows the server's field errors itself: not worth a log line.
const EXPECTED = { expectedCodes: ['BAD_USER_INPUT'] } as const;

export const updateImage = (id: string, input: { title: string; kind: string }) =>
  request(UPDATE_IMAGE_MUTATION, { id, ...input }, EXPECTED);

export const deleteImage = (id: string, force: boolean) =>
  request(DELETE_IMAGE_MUTATION, { id, force }, { expectedCodes: ['CONFLICT'] });

export const deleteUnusedImages = () => request(DELETE_UNUSED_IMAGES_MUTATION, {});

/** Reloads everything the library shows (and the pickers). */
export function useRefreshLibrary(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: LIBRARY_KEYS.all }), [client]);
}
