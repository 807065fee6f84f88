// GraphQL types and fields of this area (issue #5); registered in src/graphql/schema.ts.
export {};
