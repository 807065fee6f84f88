import { graphql } from '../../lib/graphql.ts';

/** The offers of the list and the drawer, with everything the form edits. */
export const OFFERS_QUERY = graphql(`
  query Offers($filter: OfferFilterInput) {
    offers(filter: $filter) {
      id
      name
      description
      type
      discountType
      value
      usableInPos
      active
      automatic
      priority
      combinable
      channels
      serviceTypes
      minQuantity
      minOrderAmount
      startsOn
      endsOn
      editable
      venueIds
      targets {
        itemId
        categoryId
        quantity
      }
      schedule {
        weekday
        start
        end
      }
      steps {
        name
        choices {
          itemId
          price
        }
      }
    }
  }
`);

/** What the form's pickers offer: the live items and categories. */
export const OFFER_CHOICES_QUERY = graphql(`
  query OfferChoices {
    offerChoices {
      items {
        id
        name
        price
      }
      categories {
        id
        name
      }
    }
  }
`);

export const CREATE_OFFER_MUTATION = graphql(`
  mutation CreateOffer($input: OfferInput!) {
    createOffer(input: $input) {
      id
    }
  }
`);

export const UPDATE_OFFER_MUTATION = graphql(`
  mutation UpdateOffer($id: ID!, $input: OfferInput!) {
    updateOffer(id: $id, input: $input) {
      id
    }
  }
`);

export const DUPLICATE_OFFER_MUTATION = graphql(`
  mutation DuplicateOffer($id: ID!, $name: String!) {
    duplicateOffer(id: $id, name: $name) {
      id
    }
  }
`);

export const SET_OFFER_ACTIVE_MUTATION = graphql(`
  mutation SetOfferActive($id: ID!, $active: Boolean!) {
    setOfferActive(id: $id, active: $active) {
      id
      active
    }
  }
`);

export const DELETE_OFFER_MUTATION = graphql(`
  mutation DeleteOffer($id: ID!, $force: Boolean) {
    deleteNode(id: $id, force: $force) {
      success
    }
  }
`);
