import { graphql } from '../../lib/graphql.ts';

/** A menu as the menu select and the venue links show it. */
export const MENU_SUMMARY_FRAGMENT = graphql(`
  fragment MenuSummaryFields on MenuSummary @_unmask {
    id
    name
    isDefault
    editable
    entryCount
  }
`);

/** getMenuProviderData (§7): what the menus screens need besides the open menu. */
export const MENU_PROVIDER_QUERY = graphql(
  `
  query GetMenuProviderData {
    menuProviderData {
      currency
      venues {
        id
        name
        menus {
          id
          serviceType
          menu {
            ...MenuSummaryFields
          }
        }
      }
      items {
        id
        title
        defaultPrice
        allArticlesEntryId
        categories {
          id
          name
          color
        }
      }
      menus {
        ...MenuSummaryFields
      }
      allArticles {
        ...MenuSummaryFields
      }
      allArticlesMismatches {
        itemId
        title
        kind
        expectedPrice
        entryPrices
      }
    }
  }
`,
  [MENU_SUMMARY_FRAGMENT],
);

/** A menu with its entries and availabilities. */
export const MENU_FRAGMENT = graphql(`
  fragment MenuFields on Menu @_unmask {
    id
    name
    currency
    isDefault
    editable
    menuEntries {
      id
      price
      item {
        id
        title
        defaultPrice
      }
    }
    availabilities {
      id
      weekday
      start
      end
    }
  }
`);

/** GetMenu (§7): always read fresh. */
export const GET_MENU_QUERY = graphql(
  `
  query GetMenu($id: ID!) {
    menu(id: $id) {
      ...MenuFields
    }
  }
`,
  [MENU_FRAGMENT],
);

export const CREATE_MENU_MUTATION = graphql(
  `
  mutation CreateMenu($name: String!) {
    createMenu(name: $name) {
      ...MenuFields
    }
  }
`,
  [MENU_FRAGMENT],
);

/** updateMenu (§7): name and nested entry create / disconnect / update. */
export const UPDATE_MENU_MUTATION = graphql(
  `
  mutation UpdateMenu($id: ID!, $data: UpdateMenuInput!) {
    updateMenu(id: $id, data: $data) {
      ...MenuFields
    }
  }
`,
  [MENU_FRAGMENT],
);

export const UPDATE_MENU_AVAILABILITIES_MUTATION = graphql(
  `
  mutation UpdateMenuAvailabilities($menuId: ID!, $availabilities: [MenuAvailabilityInput!]!) {
    updateMenuAvailabilities(menuId: $menuId, availabilities: $availabilities) {
      ...MenuFields
    }
  }
`,
  [MENU_FRAGMENT],
);

export const DELETE_MENU_MUTATION = graphql(`
  mutation DeleteMenu($id: ID!, $force: Boolean) {
    deleteMenu(id: $id, force: $force) {
      success
    }
  }
`);

/** Venue menu auto-provisioning (§4). */
export const PROVISION_VENUE_MENUS_MUTATION = graphql(`
  mutation ProvisionVenueMenus {
    provisionVenueMenus {
      id
      venueId
      serviceType
    }
  }
`);

export const SET_VENUE_MENU_MUTATION = graphql(
  `
  mutation SetVenueMenu($venueId: ID!, $serviceType: ServiceType!, $menuId: ID!) {
    setVenueMenu(venueId: $venueId, serviceType: $serviceType, menuId: $menuId) {
      id
      serviceType
      menu {
        ...MenuSummaryFields
      }
    }
  }
`,
  [MENU_SUMMARY_FRAGMENT],
);
