import { expect } from 'vitest';
import type { ApiKeyScope } from '../src/platform/auth/index.js';
import type { TestServer } from './harness.js';

/** The GraphQL spelling of a key scope: `orders:read` is ORDERS_READ. */
export const scopeEnum = (scope: ApiKeyScope) => scope.replace(':', '_').toUpperCase();

export const createApiKeyMutation = `mutation CreateKey($input: CreateApiKeyInput!) {
  createApiKey(input: $input) { apiKey { id name prefix scopes createdAt lastUsedAt revokedAt } secret userErrors { code field } }
}`;

export interface TestApiKey {
  id: string;
  secret: string;
  /** Headers that authenticate as the key. */
  headers: Record<string, string>;
}

/** A key of the user signed in with `headers`, made through the API as the key page makes it. */
export async function createApiKey(
  server: TestServer,
  headers: Record<string, string>,
  scopes: readonly ApiKeyScope[],
  name = 'Test key',
): Promise<TestApiKey> {
  const answer = await server.graphql(
    createApiKeyMutation,
    { input: { name, scopes: scopes.map(scopeEnum) } },
    headers,
  );
  expect(answer.errors).toBeUndefined();
  expect(answer.data.createApiKey.userErrors).toEqual([]);
  const { apiKey, secret } = answer.data.createApiKey as { apiKey: { id: string }; secret: string };
  return { id: apiKey.id, secret, headers: { authorization: `Bearer ${secret}` } };
}
