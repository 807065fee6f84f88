import { graphql } from '../../lib/graphql.ts';

/** A page of the staff list, by name, as the server searched and filtered it. */
export const STAFF_LIST_QUERY = graphql(`
  query StaffList($filter: StaffFilterInput, $first: Int, $after: String) {
    staffList(filter: $filter, first: $first, after: $after) {
      nodes {
        id
        name
        active
        accessLevelId
        accessLevel {
          id
          name
        }
        venueIds
        phone
        email
        hasPin
        pinSetAt
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);

/** One staff member, for the drawer (a deep link may name one outside the loaded pages). */
export const STAFF_QUERY = graphql(`
  query StaffMember($id: ID!) {
    staff(id: $id) {
      id
      name
      active
      accessLevelId
      accessLevel {
        id
        name
      }
      venueIds
      phone
      email
      hasPin
      pinSetAt
    }
  }
`);

/** The access levels to choose from. */
export const STAFF_LEVELS_QUERY = graphql(`
  query StaffAccessLevels {
    accessLevels {
      id
      name
    }
  }
`);

export const CREATE_STAFF_MUTATION = graphql(`
  mutation CreateStaff($input: StaffInput!) {
    createStaff(input: $input) {
      id
    }
  }
`);

export const UPDATE_STAFF_MUTATION = graphql(`
  mutation UpdateStaff($id: ID!, $input: StaffInput!) {
    updateStaff(id: $id, input: $input) {
      id
    }
  }
`);

export const DELETE_STAFF_MUTATION = graphql(`
  mutation DeleteStaff($id: ID!) {
    deleteNode(id: $id) {
      success
    }
  }
`);
