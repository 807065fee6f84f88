import { graphql } from '../../lib/graphql.ts';

/**
 * Every item as the product list shows it, in the §9 order the server gives. Categories come as ids
 * (named from the choices query): with 10,000 items the list costs half as much to build and send.
 */
export const PRODUCT_LIST_QUERY = graphql(`
  query GetItems {
    items {
      count
      results {
        id
        title
        defaultPrice
        vatRate
        categoryIds
      }
    }
  }
`);

/** One item with every §3 field, for the product form. */
export const PRODUCT_QUERY = graphql(`
  query GetItem($id: ID!) {
    item(id: $id) {
      id
      title
      titleLang {
        en
        se
        es
        no
      }
      description
      descriptionLang {
        en
        se
        es
        no
      }
      categoryIds
      courseTypeId
      defaultPrice
      manualPrice
      volumeSuffix
      weightUnit
      vatRate
      allergens
      image {
        id
        title
        url
      }
      appliedVariations {
        id
        title
      }
      defaultVariationsIds
      upsellIds
      stationIds
    }
  }
`);

/** What the product form offers to choose from: categories, course types, groups, upsells, stations. */
export const PRODUCT_CHOICES_QUERY = graphql(`
  query ProductChoices {
    categories {
      id
      name
      vatRate
      color
    }
    courseTypes {
      id
      name
      label
    }
    modificationGroups {
      id
      title
      modifications {
        id
        name
      }
    }
    upsells {
      id
      name
    }
    stations {
      id
      name
    }
  }
`);

/** createItem (§5): the create response must carry an id and a defaultPrice. */
export const CREATE_ITEM_MUTATION = graphql(`
  mutation CreateItem($input: CreateItemInput!) {
    createItem(input: $input) {
      id
      defaultPrice
    }
  }
`);

export const UPDATE_ITEM_MUTATION = graphql(`
  mutation UpdateItem($id: ID!, $data: UpdateItemInput!) {
    updateItem(id: $id, data: $data) {
      id
      defaultPrice
    }
  }
`);

/** The separate price update of §5 and §7. */
export const UPDATE_ITEM_PRICE_MUTATION = graphql(`
  mutation UpdateItemPrice($itemId: ID!, $price: Int!) {
    updateItemPrice(itemId: $itemId, price: $price) {
      success
      error
    }
  }
`);

export const BULK_UPDATE_ITEMS_MUTATION = graphql(`
  mutation BulkUpdateItems($input: BulkItemsInput!) {
    bulkUpdateItems(input: $input) {
      success
      count
    }
  }
`);

export const EXPORT_ITEMS_CSV_QUERY = graphql(`
  query ExportItemsCsv($language: String) {
    exportItemsCsv(language: $language)
  }
`);

export const IMPORT_ITEMS_CSV_MUTATION = graphql(`
  mutation ImportItemsCsv($csv: String!, $dryRun: Boolean!) {
    importItemsCsv(csv: $csv, dryRun: $dryRun) {
      applied
      unchanged
      creates {
        line
        id
        title
        changes {
          column
          from
          to
        }
      }
      updates {
        line
        id
        title
        changes {
          column
          from
          to
        }
      }
      errors {
        line
        column
        message
      }
    }
  }
`);
