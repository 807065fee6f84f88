import { graphql } from '../../lib/graphql.ts';

/** The company's promo codes by code, with what each grants and how far it is used. */
export const PROMO_CODES_QUERY = graphql(`
  query PromoCodes {
    promoCodes {
      id
      code
      title {
        en
        es
        se
      }
      membershipLevelId
      offerId
      offerName
      startsAt
      endsAt
      maxUses
      maxUsesPerMember
      uses
      channels
      active
      status
    }
  }
`);

/** What a promo code or stamp card may name: membership levels, offers, items and categories. */
export const LOYALTY_CHOICES_QUERY = graphql(`
  query LoyaltyChoices {
    membershipLevels {
      id
      title {
        en
        se
        es
        no
      }
    }
    offers {
      id
      name
    }
    offerChoices {
      items {
        id
        name
      }
      categories {
        id
        name
      }
    }
  }
`);

export const CREATE_PROMO_CODE_MUTATION = graphql(`
  mutation CreatePromoCode($input: PromoCodeInput!) {
    createPromoCode(input: $input) {
      id
    }
  }
`);

export const UPDATE_PROMO_CODE_MUTATION = graphql(`
  mutation UpdatePromoCode($id: ID!, $input: PromoCodeInput!) {
    updatePromoCode(id: $id, input: $input) {
      id
    }
  }
`);

export const STAMP_CARDS_QUERY = graphql(`
  query StampCards {
    stampCards {
      id
      name
      targets {
        itemId
        categoryId
      }
      stampsRequired
      rewardKind
      rewardItemId
      rewardOfferId
      expiryDays
      channels
      active
      memberCount
    }
  }
`);

export const CREATE_STAMP_CARD_MUTATION = graphql(`
  mutation CreateStampCard($input: StampCardInput!) {
    createStampCard(input: $input) {
      id
    }
  }
`);

export const UPDATE_STAMP_CARD_MUTATION = graphql(`
  mutation UpdateStampCard($id: ID!, $input: StampCardInput!) {
    updateStampCard(id: $id, input: $input) {
      id
    }
  }
`);

export const DELETE_LOYALTY_NODE_MUTATION = graphql(`
  mutation DeleteLoyaltyNode($id: ID!, $force: Boolean) {
    deleteNode(id: $id, force: $force) {
      success
    }
  }
`);
