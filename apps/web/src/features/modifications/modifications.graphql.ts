import { graphql } from '../../lib/graphql.ts';

/** A modification group as its list and form show it (unmasked: only this feature reads it). */
export const MODIFICATION_GROUP_FRAGMENT = graphql(`
  fragment ModificationGroupFields on ModificationGroup @_unmask {
    id
    title
    titleLang {
      en
      se
      es
      no
    }
    minSelections
    maxSelections
    modifications {
      id
      groupId
      name
      nameLang {
        en
        se
        es
        no
      }
      price
      position
    }
    items {
      id
      title
    }
  }
`);

/** Every modification group with its modifications and the items offering it. */
export const MODIFICATION_GROUPS_QUERY = graphql(
  `
  query ModificationGroups {
    modificationGroups {
      ...ModificationGroupFields
    }
  }
`,
  [MODIFICATION_GROUP_FRAGMENT],
);

/** createModificationGroup: §3 result (success, error, message, id) and the saved group. */
export const CREATE_MODIFICATION_GROUP_MUTATION = graphql(
  `
  mutation CreateModificationGroup($input: ModificationGroupInput!) {
    createModificationGroup(input: $input) {
      success
      error
      message
      id
      group {
        ...ModificationGroupFields
      }
    }
  }
`,
  [MODIFICATION_GROUP_FRAGMENT],
);

export const UPDATE_MODIFICATION_GROUP_MUTATION = graphql(
  `
  mutation UpdateModificationGroup($id: ID!, $input: ModificationGroupInput!) {
    updateModificationGroup(id: $id, input: $input) {
      success
      error
      message
      id
      group {
        ...ModificationGroupFields
      }
    }
  }
`,
  [MODIFICATION_GROUP_FRAGMENT],
);

/** updateVariation: the quick price edit of the modifications table. */
export const UPDATE_VARIATION_MUTATION = graphql(`
  mutation UpdateVariation($id: ID!, $input: VariationInput!) {
    updateVariation(id: $id, input: $input) {
      id
      name
      price
    }
  }
`);

/** The items a group, upsell or station can be linked to, by title. */
export const ITEM_OPTIONS_QUERY = graphql(`
  query ItemOptions {
    items {
      results {
        id
        title
      }
    }
  }
`);
