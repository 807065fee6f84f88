import { graphql } from '../../lib/graphql.ts';

/** Every upsell in display order with its suggested items. */
export const UPSELLS_QUERY = graphql(`
  query Upsells {
    upsells {
      id
      name
      displayOrder
      items {
        id
        title
      }
    }
  }
`);

export const CREATE_UPSELL_MUTATION = graphql(`
  mutation CreateUpsell($input: UpsellInput!) {
    createUpsell(input: $input) {
      id
    }
  }
`);

export const UPDATE_UPSELL_MUTATION = graphql(`
  mutation UpdateUpsell($id: ID!, $input: UpsellInput!) {
    updateUpsell(id: $id, input: $input) {
      id
    }
  }
`);
