import { graphql } from '../../lib/graphql.ts';

/** The company's membership levels, by the points they need. */
export const MEMBERSHIP_LEVELS_QUERY = graphql(`
  query MembershipLevels {
    membershipLevels {
      id
      title { en se es no }
      description { en se es no }
      discountPercentage
      pointsRequired
      primaryColor
      secondaryColor
      imageId
      isDefault
      memberCount
    }
  }
`);
