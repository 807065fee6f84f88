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

export const CREATE_MEMBERSHIP_LEVEL_MUTATION = graphql(`
  mutation CreateMembershipLevel($input: MembershipLevelInput!) {
    createMembershipLevel(input: $input) { id }
  }
`);

export const UPDATE_MEMBERSHIP_LEVEL_MUTATION = graphql(`
  mutation UpdateMembershipLevel($id: ID!, $input: MembershipLevelInput!) {
    updateMembershipLevel(id: $id, input: $input) { id }
  }
`);

export const DELETE_MEMBERSHIP_LEVEL_MUTATION = graphql(`
  mutation DeleteMembershipLevel($id: ID!) {
    deleteMembershipLevel(id: $id) { success }
  }
`);
