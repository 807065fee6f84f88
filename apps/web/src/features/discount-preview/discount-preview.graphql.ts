import { graphql } from '../../lib/graphql.ts';

/** The test basket priced by the server's pricing engine, with every offer explained. */
export const PREVIEW_BASKET_QUERY = graphql(`
  query PreviewBasket($input: BasketPreviewInput!) {
    previewBasket(input: $input) {
      date
      weekday
      minute
      grossAmount
      discountAmount
      netAmount
      lines {
        lineNo
        itemId
        title
        quantity
        unitPrice
        menuPrice
        grossAmount
        discountAmount
        netAmount
        modifications {
          id
          name
          price
        }
        discounts {
          offerId
          offerName
          amount
        }
      }
      applied {
        offerId
        offerName
        amount
        lineNos
      }
      shown {
        offerId
        offerName
      }
      notApplied {
        offerId
        offerName
        reason
        byOfferName
        conditions {
          schedule {
            weekday
            startMinute
            endMinute
          }
          serviceTypes
          channels
          startsOn
          endsOn
          minQuantity
          minOrderAmount
        }
      }
    }
  }
`);

/** Items to put in the basket: a search by title, a few at a time. */
export const PREVIEW_ITEMS_QUERY = graphql(`
  query PreviewItems($search: String, $limit: Int) {
    items(search: $search, limit: $limit) {
      count
      results {
        id
        title
        defaultPrice
        appliedVariations {
          id
        }
      }
    }
  }
`);

/** The modification groups with their choices, for the lines' modification pickers. */
export const PREVIEW_MODIFICATION_GROUPS_QUERY = graphql(`
  query PreviewModificationGroups {
    modificationGroups {
      id
      title
      modifications {
        id
        name
        price
      }
    }
  }
`);
