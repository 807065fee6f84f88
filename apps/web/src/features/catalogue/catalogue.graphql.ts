import { graphql } from '../../lib/graphql.ts';

/** What depends on an item, category or course type, for the delete confirmation. */
export const NODE_DEPENDENTS_QUERY = graphql(`
  query NodeDependents($id: ID!) {
    nodeDependents(id: $id) {
      kind
      count
    }
  }
`);

export const DELETE_NODE_MUTATION = graphql(`
  mutation DeleteNode($id: ID!, $force: Boolean) {
    deleteNode(id: $id, force: $force) {
      success
    }
  }
`);
