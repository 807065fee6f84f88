import { graphql } from '../../lib/graphql.ts';

/** Every item of the company (no limit: all of them) with its categories, first one first. */
export const QUICK_SEARCH_ITEMS_QUERY = graphql(`
  query QuickSearchItems {
    items {
      count
      results {
        id
        title
        categories {
          id
          name
        }
      }
    }
  }
`);

/** Every category of the company. */
export const QUICK_SEARCH_CATEGORIES_QUERY = graphql(`
  query QuickSearchCategories {
    categories {
      id
      name
    }
  }
`);

/** Every POS staff member of the company. */
export const QUICK_SEARCH_STAFF_QUERY = graphql(`
  query QuickSearchStaff {
    staffs {
      id
      name
    }
  }
`);
