import { initGraphQLTada } from 'gql.tada';
import type { introspection } from '../graphql-env.d.ts';

/**
 * Typed GraphQL documents: `graphql(`query …`)` checks the document against
 * apps/server/schema.graphql (through src/graphql-env.d.ts) and infers its result and variables.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { DateTime: string; ID: string };
}>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
export { readFragment } from 'gql.tada';
