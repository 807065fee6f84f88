import { graphql } from '../../lib/graphql.ts';

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
