// Test-only: the documents and result shapes the menus integration tests share.

export const PROVIDER = `query { menuProviderData {
  currency
  venues { id name menus { id venueId serviceType menu { id name isDefault editable } } }
  items { id title defaultPrice categories { id name color } allArticlesEntryId }
  menus { id name isDefault editable entryCount }
  allArticles { id name isDefault entryCount }
  allArticlesMismatches { itemId title kind expectedPrice entryPrices }
} }`;

export const GET_MENU = `query GetMenu($id: ID!) { menu(id: $id) {
  id name currency isDefault editable
  menuEntries { id price item { id title defaultPrice } }
  availabilities { weekday start end }
} }`;

export const UPDATE_MENU = `mutation($id: ID!, $data: UpdateMenuInput!) { updateMenu(id: $id, data: $data) {
  id name menuEntries { id price item { id title defaultPrice } } } }`;

export const PROVISION =
  'mutation { provisionVenueMenus { id venueId serviceType menu { name isDefault } } }';

export const SET_VENUE_MENU = `mutation($venueId: ID!, $serviceType: ServiceType!, $menuId: ID!) {
  setVenueMenu(venueId: $venueId, serviceType: $serviceType, menuId: $menuId) { id serviceType menu { id name } } }`;

type MenuSummary = { id: string; name: string; isDefault: boolean; editable: boolean; entryCount: number };

export type ProviderData = {
  menuProviderData: {
    currency: string;
    venues: {
      id: string;
      name: string;
      menus: { id: string; venueId: string; serviceType: string; menu: MenuSummary }[];
    }[];
    items: {
      id: string;
      title: string;
      defaultPrice: number;
      categories: { id: string; name: string }[];
      allArticlesEntryId: string | null;
    }[];
    menus: MenuSummary[];
    allArticles: MenuSummary | null;
    allArticlesMismatches: { itemId: string; kind: string }[];
  };
};

export type MenuData = {
  menu: {
    id: string;
    name: string;
    currency: string;
    isDefault: boolean;
    editable: boolean;
    menuEntries: { id: string; price: number; item: { id: string; title: string; defaultPrice: number } }[];
    availabilities: { weekday: string; start: string; end: string }[];
  };
};

type Result = { errors?: { extensions?: Record<string, unknown> }[] };

export const codeOf = (r: Result) => r.errors?.[0]?.extensions?.code;

export const fieldsOf = (r: Result) => r.errors?.[0]?.extensions?.fieldErrors;
