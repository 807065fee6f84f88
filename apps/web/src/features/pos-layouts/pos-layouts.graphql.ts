import { graphql } from '../../lib/graphql.ts';

/** A layout with its categories (tabs) and their top-level pages. */
export const LAYOUT_FRAGMENT = graphql(`
  fragment PosLayoutFields on Layout @_unmask {
    id
    name
    nameLang {
      en
      se
      es
      no
    }
    categories {
      id
      order
      color
      name
      nameLang {
        en
        se
        es
        no
      }
      page {
        id
      }
    }
  }
`);

/** GetPosLayouts (§7): the company's layouts and the pages of all of them. */
export const POS_LAYOUTS_QUERY = graphql(
  `
  query GetPosLayouts {
    layouts {
      ...PosLayoutFields
    }
    pages {
      id
      layoutId
      name
      columns
      rows
      deleted
    }
  }
`,
  [LAYOUT_FRAGMENT],
);

/** A page with its buttons, as the editor shows and saves it. */
export const PAGE_FRAGMENT = graphql(`
  fragment PosPageFields on Page @_unmask {
    id
    layoutId
    name
    columns
    rows
    deleted
    buttons {
      id
      position
      type
      label
      color
      item {
        id
        title
        defaultPrice
        deleted
      }
      targetPage {
        id
        name
        deleted
      }
      category {
        id
        name
        deleted
      }
      offer {
        id
        name
      }
    }
  }
`);

/** GetPage (§7). */
export const PAGE_QUERY = graphql(
  `
  query GetPage($id: ID!) {
    page(id: $id) {
      ...PosPageFields
    }
  }
`,
  [PAGE_FRAGMENT],
);

/** What can be placed on a page: items, product categories and the bundle offers (GetBundleOffers, §7). */
export const PALETTE_QUERY = graphql(`
  query GetLayoutPalette {
    items {
      results {
        id
        title
        defaultPrice
      }
    }
    categories {
      id
      name
      color
    }
    bundleOffers {
      id
      name
    }
  }
`);

/** updatePage (§7, "updatePage id with buttons set"). */
export const UPDATE_PAGE_MUTATION = graphql(
  `
  mutation UpdatePage($id: ID!, $input: PageUpdateInput!) {
    updatePage(id: $id, input: $input) {
      ...PosPageFields
    }
  }
`,
  [PAGE_FRAGMENT],
);

export const CREATE_PAGE_MUTATION = graphql(`
  mutation CreatePage($layoutId: ID!, $input: PageInput!) {
    createPage(layoutId: $layoutId, input: $input) {
      id
      name
    }
  }
`);

export const DELETE_PAGE_MUTATION = graphql(`
  mutation DeletePage($id: ID!) {
    deletePage(id: $id) {
      success
    }
  }
`);

export const CREATE_LAYOUT_MUTATION = graphql(`
  mutation CreateLayout($input: LayoutInput!) {
    createLayout(input: $input) {
      id
    }
  }
`);

export const UPDATE_LAYOUT_MUTATION = graphql(`
  mutation UpdateLayout($id: ID!, $input: LayoutInput!) {
    updateLayout(id: $id, input: $input) {
      id
    }
  }
`);

export const DELETE_LAYOUT_MUTATION = graphql(`
  mutation DeleteLayout($id: ID!) {
    deleteLayout(id: $id) {
      success
    }
  }
`);

export const CREATE_LAYOUT_CATEGORY_MUTATION = graphql(`
  mutation CreateLayoutCategory($layoutId: ID!, $input: LayoutCategoryInput!) {
    createLayoutCategory(layoutId: $layoutId, input: $input) {
      id
    }
  }
`);

export const UPDATE_LAYOUT_CATEGORY_MUTATION = graphql(`
  mutation UpdateLayoutCategory($id: ID!, $input: LayoutCategoryInput!, $order: Int) {
    updateLayoutCategory(id: $id, input: $input, order: $order) {
      id
    }
  }
`);

export const DELETE_LAYOUT_CATEGORY_MUTATION = graphql(`
  mutation DeleteLayoutCategory($id: ID!) {
    deleteLayoutCategory(id: $id) {
      success
    }
  }
`);
