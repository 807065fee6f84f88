import type { PageButtonType } from '@fika/domain';
import { queryOptions } from '@tanstack/react-query';
import type { ResultOf, VariablesOf } from '../../lib/graphql.ts';
import { gqlQuery, request } from '../../lib/request.ts';
import {
  CREATE_LAYOUT_CATEGORY_MUTATION,
  CREATE_LAYOUT_MUTATION,
  CREATE_PAGE_MUTATION,
  DELETE_LAYOUT_CATEGORY_MUTATION,
  DELETE_LAYOUT_MUTATION,
  DELETE_PAGE_MUTATION,
  PAGE_QUERY,
  PALETTE_QUERY,
  POS_LAYOUTS_QUERY,
  UPDATE_LAYOUT_CATEGORY_MUTATION,
  UPDATE_LAYOUT_MUTATION,
} from './pos-layouts.graphql.ts';

/** GetPosLayouts: layouts and pages. */
export type PosLayoutsData = ResultOf<typeof POS_LAYOUTS_QUERY>;
/** A layout with its categories. */
export type PosLayout = PosLayoutsData['layouts'][number];
/** A category (tab) of a layout. */
export type PosLayoutCategory = PosLayout['categories'][number];
/** A page as GetPosLayouts lists it. */
export type PosPageSummary = PosLayoutsData['pages'][number];
/** A page with its buttons. */
export type PosPage = ResultOf<typeof PAGE_QUERY>['page'];
/** A button of a page. */
export type PosButton = PosPage['buttons'][number];
/** What can be placed on a page. */
export type PaletteData = ResultOf<typeof PALETTE_QUERY>;

/** Query keys of this feature. */
export const LAYOUT_QUERY_KEYS = {
  layouts: ['pos-layouts', 'layouts'],
  page: (id: string) => ['pos-layouts', 'page', id] as const,
  palette: ['pos-layouts', 'palette'],
} as const;

/** GetPosLayouts. */
export const posLayoutsQuery = queryOptions({
  queryKey: LAYOUT_QUERY_KEYS.layouts,
  queryFn: async ({ signal }) => gqlQuery(POS_LAYOUTS_QUERY, {}, { signal }),
});

/** GetPage: always what the server has when the editor opens it. */
export const pageQuery = (id: string) =>
  queryOptions({
    queryKey: LAYOUT_QUERY_KEYS.page(id),
    queryFn: async ({ signal }) => (await gqlQuery(PAGE_QUERY, { id }, { signal })).page,
  });

/** Items, product categories and bundle offers, kept for a few minutes. */
export const paletteQuery = queryOptions({
  queryKey: LAYOUT_QUERY_KEYS.palette,
  queryFn: async ({ signal }) => gqlQuery(PALETTE_QUERY, {}, { signal }),
  staleTime: 5 * 60_000,
});

// Invalid input is shown in the dialogs, so it is not worth a log line.
const FORM_CALL = { expectedCodes: ['BAD_USER_INPUT'] } as const;

type LayoutInput = VariablesOf<typeof CREATE_LAYOUT_MUTATION>['input'];
type LayoutCategoryInput = VariablesOf<typeof CREATE_LAYOUT_CATEGORY_MUTATION>['input'];

export const createLayout = (input: LayoutInput) => request(CREATE_LAYOUT_MUTATION, { input }, FORM_CALL);
export const updateLayout = (id: string, input: LayoutInput) =>
  request(UPDATE_LAYOUT_MUTATION, { id, input }, FORM_CALL);
export const deleteLayout = (id: string) => request(DELETE_LAYOUT_MUTATION, { id });
export const createLayoutCategory = (layoutId: string, input: LayoutCategoryInput) =>
  request(CREATE_LAYOUT_CATEGORY_MUTATION, { layoutId, input }, FORM_CALL);
/** Name, translations and colour; `order` moves the tab to that place (0 = first). */
export const updateLayoutCategory = (id: string, input: LayoutCategoryInput, order?: number) =>
  request(UPDATE_LAYOUT_CATEGORY_MUTATION, { id, input, order }, FORM_CALL);
export const deleteLayoutCategory = (id: string) => request(DELETE_LAYOUT_CATEGORY_MUTATION, { id });
export const createPage = (layoutId: string, input: { name: string; columns: number; rows: number }) =>
  request(CREATE_PAGE_MUTATION, { layoutId, input }, FORM_CALL);
export const deletePage = (id: string) => request(DELETE_PAGE_MUTATION, { id });

/** Something that can be put on a page, as the palette offers it. */
export interface ButtonSource {
  type: PageButtonType;
  /** The item, page, product category or offer. */
  id: string;
  name: string;
  /** Items: minor units. */
  price?: number;
}

// Buttons made in the editor have a local id until the server gives them one.
const LOCAL_ID = 'local-';
let localIds = 0;

/** A new button for `source` at `position`, shaped like those GetPage returns. */
export function newButton(source: ButtonSource, position: number): PosButton {
  localIds += 1;
  const live = { id: source.id, deleted: false };
  return {
    id: `${LOCAL_ID}${localIds}`,
    position,
    type: source.type,
    label: null,
    color: null,
    item: source.type === 'ITEM' ? { ...live, title: source.name, defaultPrice: source.price ?? 0 } : null,
    targetPage: source.type === 'PAGE' ? { ...live, name: source.name } : null,
    category: source.type === 'CATEGORY' ? { ...live, name: source.name } : null,
    offer: source.type === 'OFFER' ? { id: source.id, name: source.name } : null,
  };
}

/** The buttons as updatePage's `buttons.set` takes them. */
export function buttonInputs(buttons: readonly PosButton[]) {
  return buttons.map((b) => ({
    id: b.id.startsWith(LOCAL_ID) ? null : b.id,
    position: b.position,
    type: b.type,
    itemId: b.item?.id ?? null,
    targetPageId: b.targetPage?.id ?? null,
    categoryId: b.category?.id ?? null,
    offerId: b.offer?.id ?? null,
    label: b.label,
    color: b.color,
  }));
}

/** What a button shows: its own label, else the name of what it points at. */
export function buttonName(button: PosButton): string {
  return (
    button.label ??
    button.item?.title ??
    button.targetPage?.name ??
    button.category?.name ??
    button.offer?.name ??
    ''
  );
}

/** Whether what a button points at was deleted (a deleted sub-page, item or category). */
export function isStaleButton(button: PosButton): boolean {
  return Boolean(button.item?.deleted || button.targetPage?.deleted || button.category?.deleted);
}
