import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ResultOf, VariablesOf } from '../../lib/graphql.ts';
import { logger } from '../../lib/logger.ts';
import { dataOrThrow, gqlQuery, type RequestResult, request } from '../../lib/request.ts';
import {
  CREATE_MENU_MUTATION,
  DELETE_MENU_MUTATION,
  GET_MENU_QUERY,
  MENU_PROVIDER_QUERY,
  SET_VENUE_MENU_MUTATION,
  UPDATE_MENU_AVAILABILITIES_MUTATION,
  UPDATE_MENU_MUTATION,
} from './menus.graphql.ts';

/** getMenuProviderData's answer. */
export type MenuProviderData = ResultOf<typeof MENU_PROVIDER_QUERY>['menuProviderData'];
export type MenuItem = MenuProviderData['items'][number];
export type MenuSummary = MenuProviderData['menus'][number];
export type MenuVenue = MenuProviderData['venues'][number];
/** GetMenu's answer. */
export type Menu = ResultOf<typeof GET_MENU_QUERY>['menu'];
export type MenuEntry = Menu['menuEntries'][number];
export type MenuAvailabilityInput = VariablesOf<
  typeof UPDATE_MENU_AVAILABILITIES_MUTATION
>['availabilities'][number];
export type ServiceType = MenuVenue['menus'][number]['serviceType'];

/** Query keys of the menus screens. */
export const MENUS_QUERY_KEYS = {
  all: ['menus'],
  provider: ['menus', 'provider'],
  menu: (id: string) => ['menus', 'menu', id],
} as const;

/** getMenuProviderData: currency, venues with their menus, items, menus and 'All articles'. */
export const menuProviderQuery = queryOptions({
  queryKey: MENUS_QUERY_KEYS.provider,
  queryFn: async ({ signal }) => (await gqlQuery(MENU_PROVIDER_QUERY, {}, { signal })).menuProviderData,
});

/**
 * GetMenu (§7): always fresh — read again whenever a screen shows it and dropped from the cache as
 * soon as nothing shows it.
 */
export const menuQuery = (id: string) =>
  queryOptions({
    queryKey: MENUS_QUERY_KEYS.menu(id),
    queryFn: async ({ signal }) =>
      (await gqlQuery(GET_MENU_QUERY, { id }, { signal, expectedCodes: ['NOT_FOUND'] })).menu,
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });

// These calls log their own failures with what they were doing (§7), once.
const QUIET = { mute: true } as const;

/** The menu after an update, or null; every failure is logged here. */
async function updateMenu(
  what: string,
  variables: VariablesOf<typeof UPDATE_MENU_MUTATION>,
): Promise<RequestResult<ResultOf<typeof UPDATE_MENU_MUTATION>>> {
  const result = await request(UPDATE_MENU_MUTATION, variables, QUIET);
  if (!result.success) {
    logger.error(`${what} failed: ${result.error}`, {
      menuId: variables.id,
      data: variables.data,
      codes: result.errorCodes,
    });
  }
  return result;
}

/**
 * Adds items to a menu at the given prices (§7): a failure is logged and its error thrown, for the
 * add-to-menu action to rethrow and the screen to report.
 */
export async function addMenuEntries(
  menuId: string,
  entries: readonly { itemId: string; price: number }[],
): Promise<Menu> {
  const result = await updateMenu('Adding items to a menu', {
    id: menuId,
    data: {
      menuEntries: { create: entries.map((e) => ({ item: { connect: { id: e.itemId } }, price: e.price })) },
    },
  });
  return dataOrThrow(result).updateMenu;
}

/** Removes an entry (§7): null when that failed (logged). */
export async function removeMenuEntry(menuId: string, entryId: string): Promise<Menu | null> {
  const result = await updateMenu('Removing an item from a menu', {
    id: menuId,
    data: { menuEntries: { disconnect: [{ id: entryId }] } },
  });
  return result.success ? result.data.updateMenu : null;
}

/**
 * A new price for an entry (§7): null when that failed, which is only logged. On 'All articles'
 * this is the item's default price.
 */
export async function updateEntryPrice(menuId: string, entryId: string, price: number): Promise<Menu | null> {
  const result = await updateMenu('Changing a menu price', {
    id: menuId,
    data: { menuEntries: { update: [{ where: { id: entryId }, data: { price } }] } },
  });
  return result.success ? result.data.updateMenu : null;
}

// Invalid input is shown under the fields, so it is not worth a log line.
const FORM_CALL = { expectedCodes: ['BAD_USER_INPUT'] } as const;

export const createMenu = (name: string) => request(CREATE_MENU_MUTATION, { name }, FORM_CALL);

export const renameMenu = (id: string, name: string) =>
  request(UPDATE_MENU_MUTATION, { id, data: { name } }, FORM_CALL);

export const saveAvailabilities = (menuId: string, availabilities: MenuAvailabilityInput[]) =>
  request(UPDATE_MENU_AVAILABILITIES_MUTATION, { menuId, availabilities }, FORM_CALL);

/** Deletes a menu; venues using it move to 'All articles'. */
export const deleteMenu = (id: string) => request(DELETE_MENU_MUTATION, { id, force: true });

export const setVenueMenu = (venueId: string, serviceType: ServiceType, menuId: string) =>
  request(SET_VENUE_MENU_MUTATION, { venueId, serviceType, menuId });

/** Keeps the shown menu in step after a change: the answer is the fresh menu, and counts or prices elsewhere change too. */
export function useMenuChanged(): (menu: Menu, options?: { pricesChanged?: boolean }) => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    async (menu, options = {}) => {
      client.setQueryData(MENUS_QUERY_KEYS.menu(menu.id), menu);
      const refresh = [client.invalidateQueries({ queryKey: MENUS_QUERY_KEYS.provider })];
      // A default price shows in the catalogue screens and on the POS layouts' item buttons too.
      if (options.pricesChanged) {
        for (const queryKey of [['catalogue'], ['pos-layouts']])
          refresh.push(client.invalidateQueries({ queryKey }));
      }
      await Promise.all(refresh);
    },
    [client],
  );
}
