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

/** The shopper's default delivery address in Shenzhen, added through the API as set-up for a checkout. */
export async function addDefaultAddress(request: APIRequestContext, token: string) {
  const { addAddress } = await graphql(
    request,
    'mutation($input: AddAddressInput!) { addAddress(input: $input) { userErrors { code } } }',
    {
      input: {
        consignee: '李雷',
        areaCode: '86',
        phone: '13912345678',
        country: 'CN',
        province: '广东省',
        city: '深圳市',
        district: '福田区',
        postalCode: '518000',
        detail: '华强北路1号',
        label: null,
        isDefault: true,
      },
    },
    token,
  );
  expect(addAddress.userErrors).toEqual([]);
}

/** Matches the page's GraphQL requests for `page.route`: POSTs, and catalog reads sent by GET with a query string. */
export const graphqlRequests = (url: URL) => url.pathname === '/graphql';
