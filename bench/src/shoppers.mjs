/**
 * Buyers for the write benchmarks, made through the shop's public interfaces only: each signs in through the
 * sandbox WeChat login (the browser's redirects, done by hand), which the bench server enables with
 * WECHAT_LOGIN_PROVIDER=sandbox. It has no per-address or per-IP limits, unlike sign-up by e-mail code.
 */
import { randomBytes } from 'node:crypto';

/** Runs `task` over `items` with at most `limit` at a time; answers the results in order. */
export async function pool(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** One GraphQL call; throws on a transport or GraphQL error, answers `data`. */
export async function graphqlCall(url, query, variables = {}, token) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en-US', ...(token ? { 'user-token': token } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(`GraphQL answered ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Throws when a payload carries user errors (a refused mutation). */
export function expectNoUserErrors(payload, what) {
  if (payload.userErrors?.length) throw new Error(`${what} refused: ${JSON.stringify(payload.userErrors)}`);
  return payload;
}

function cookieValue(response, name) {
  const line = response.headers.getSetCookie().find((entry) => entry.startsWith(`${name}=`));
  return line ? decodeURIComponent(line.slice(name.length + 1).split(';')[0]) : undefined;
}

/** A new buyer signed in through the sandbox WeChat login; answers the session token. */
export async function signInBuyer(url, name = `bench-${randomBytes(8).toString('hex')}`) {
  const start = await fetch(`${url}/api/oauth/wechat/start?agreement=1&returnTo=%2F`, { redirect: 'manual' });
  const authorize = start.headers.get('location');
  const state = cookieValue(start, 'oauth_state');
  if (start.status !== 302 || !authorize || !state) {
    throw new Error(
      `WeChat sandbox login unavailable (HTTP ${start.status}); the server needs WECHAT_LOGIN_PROVIDER=sandbox`,
    );
  }
  const query = new URL(authorize, url).searchParams;
  const approval = await fetch(`${url}/dev/oauth/wechat/authorize`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      state: query.get('state'),
      redirect_uri: query.get('redirect_uri'),
      name: name.slice(0, 32),
      decision: 'approve',
    }),
  });
  const callback = approval.headers.get('location');
  const landed = await fetch(new URL(callback, url), {
    redirect: 'manual',
    headers: { cookie: `oauth_state=${state}` },
  });
  const token = cookieValue(landed, 'token');
  if (!token) throw new Error(`WeChat sandbox login failed: landed on ${landed.headers.get('location')}`);
  return token;
}

const addAddressMutation = `mutation BenchAddAddress($input: AddAddressInput!) {
  addAddress(input: $input) { address { id } userErrors { code message } }
}`;

/** Gives a signed-in shopper a default delivery address; answers its id. */
export async function addDefaultAddress(url, token) {
  const data = await graphqlCall(
    url,
    addAddressMutation,
    {
      input: {
        consignee: 'Bench Buyer',
        areaCode: '86',
        phone: '13800138000',
        country: 'CN',
        province: '广东省',
        city: '深圳市',
        detail: '深南大道1号',
        isDefault: true,
      },
    },
    token,
  );
  return expectNoUserErrors(data.addAddress, 'addAddress').address.id;
}

/** A buyer with a default delivery address; answers `{ token, addressId }`. */
export async function buyerWithAddress(url) {
  const token = await signInBuyer(url);
  return { token, addressId: await addDefaultAddress(url, token) };
}
