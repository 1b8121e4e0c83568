/** Calls the shop's API as the journeys' "other side" does (staff, the warehouse, a second buyer). */
import { expect, type APIRequestContext } from '@playwright/test';

/** Runs a GraphQL operation and answers its data; any GraphQL error fails the step. */
export async function graphql(request: APIRequestContext, query: string, variables: object = {}, token?: string) {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { 'user-token': token } : {},
  });
  const body = (await response.json()) as { data: Record<string, any>; errors?: unknown[] };
  expect(body.errors, query).toBeUndefined();
  return body.data;
}
