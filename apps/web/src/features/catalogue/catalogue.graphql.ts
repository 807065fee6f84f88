import { graphql } from '../../lib/graphql.ts';

/** Refused with CONFLICT and `extensions.dependents` when something depends on it, unless `force`. */
export const DELETE_NODE_MUTATION = graphql(`
  mutation DeleteNode($id: ID!, $force: Boolean) {
    deleteNode(id: $id, force: $force) {
      success
    }
  }
`);
