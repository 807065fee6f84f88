import { graphql } from '../../lib/graphql.ts';

/** The access levels the caller sees, by name, with how many staff are on each. */
export const ACCESS_LEVELS_QUERY = graphql(`
  query AccessLevels {
    accessLevels {
      id
      name
      permissions
      manualDiscountCap
      venueIds
      staffCount
      editable
    }
  }
`);

export const CREATE_ACCESS_LEVEL_MUTATION = graphql(`
  mutation CreateAccessLevel($input: AccessLevelInput!) {
    createAccessLevel(input: $input) {
      id
    }
  }
`);

export const UPDATE_ACCESS_LEVEL_MUTATION = graphql(`
  mutation UpdateAccessLevel($id: ID!, $input: AccessLevelInput!) {
    updateAccessLevel(id: $id, input: $input) {
      id
    }
  }
`);

export const DELETE_ACCESS_LEVEL_MUTATION = graphql(`
  mutation DeleteAccessLevel($id: ID!) {
    deleteNode(id: $id) {
      success
    }
  }
`);

/** The figures of the Get started checklist. */
export const STAFF_SETUP_PROGRESS_QUERY = graphql(`
  query StaffSetupProgress {
    staffSetupProgress {
      accessLevels
      staff
      staffWithoutPin
      staffWithoutVenue
      terminals
      lastConfigReadAt
    }
  }
`);
