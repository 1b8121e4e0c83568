// Read by @graphql-eslint (and editors): the schema the server emits and the client's operations.
export default {
  schema: 'schema/schema.graphql',
  documents: ['client/src/**/*.{ts,tsx,graphql}', '!client/src/gql/**'],
};
