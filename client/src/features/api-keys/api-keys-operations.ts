import { graphql } from '../../gql';

export const MyApiKeysQuery = graphql(`
  query MyApiKeys {
    myApiKeys {
      id
      name
      prefix
      scopes
      createdAt
      lastUsedAt
      revokedAt
    }
  }
`);

export const CreateApiKeyMutation = graphql(`
  mutation CreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      apiKey {
        id
      }
      secret
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const RevokeApiKeyMutation = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(input: { id: $id }) {
      apiKey {
        id
        revokedAt
      }
      userErrors {
        code
        message
      }
    }
  }
`);
