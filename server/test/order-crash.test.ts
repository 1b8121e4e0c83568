import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_PAYMENT_SANDBOX_SECRET } from '../src/config.js';
import { signFields } from '../src/modules/payments/notification-signature.js';
import { databaseKinds, freshDatabase } from './harness.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * The real server process, killed with SIGKILL between "order placed" and "payment callback" and started again
 * on the same database: the payment still completes, an unpaid order still expires, and stock adds up.
 */
interface Shop {
  url: string;
  child: ChildProcess;
}

async function startShop(databaseUrl: string, env: Record<string, string> = {}): Promise<Shop> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, 'src/main.ts')], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DEMO_PARTS: '40',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${url}/readyz`).catch(() => null))?.status, { timeout: 90_000, interval: 250 })
    .toBe(200);
  return { url, child };
}

async function kill(shop: Shop): Promise<void> {
  shop.child.kill('SIGKILL');
  if (shop.child.exitCode === null && shop.child.signalCode === null) await once(shop.child, 'exit');
}

async function graphql(shop: Shop, query: string, variables: object = {}, token?: string) {
  const response = await fetch(`${shop.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { 'user-token': token }) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: any; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`))
    ?.slice(name.length + 1)
    .split(';')[0];

/** A buyer signed in through the sandbox WeChat login (the browser's redirects by hand), with an address. */
async function buyer(shop: Shop, name: string): Promise<{ token: string; addressId: string }> {
  const start = await fetch(`${shop.url}/api/oauth/wechat/start?agreement=1`, { redirect: 'manual' });
  const query = new URL(start.headers.get('location')!, shop.url).searchParams;
  const approval = await fetch(`${shop.url}/dev/oauth/wechat/authorize`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      state: query.get('state')!,
      redirect_uri: query.get('redirect_uri')!,
      name,
      decision: 'approve',
    }),
  });
  const landed = await fetch(new URL(approval.headers.get('location')!, shop.url), {
    redirect: 'manual',
    headers: { cookie: `oauth_state=${cookieOf(start, 'oauth_state')}` },
  });
  const token = decodeURIComponent(cookieOf(landed, 'token')!);
  const added = await graphql(
    shop,
    `
      mutation Add($input: AddAddressInput!) {
        addAddress(input: $input) {
          address {
            id
          }
          userErrors {
            code
          }
        }
      }
    `,
    {
      input: {
        consignee: 'Crash',
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
  return { token, addressId: added.addAddress.address.id };
}

async function placeOrder(shop: Shop, who: { token: string; addressId: string }, productId: string, quantity: number) {
  const placed = await graphql(
    shop,
    `
      mutation Place($input: PlaceOrderInput!) {
        placeOrder(input: $input) {
          order {
            id
            status
            payableFen
          }
          userErrors {
            code
          }
        }
      }
    `,
    {
      input: {
        idempotencyKey: `crash-${randomUUID()}`,
        source: { productId, quantity },
        deliveryMethod: 'EXPRESS',
        addressId: who.addressId,
      },
    },
    who.token,
  );
  expect(placed.placeOrder.userErrors).toEqual([]);
  return placed.placeOrder.order as { id: string; status: string; payableFen: number };
}

const stockOf = async (shop: Shop, id: string) =>
  (await graphql(shop, 'query Stock($id: ID!) { product(id: $id) { stock } }', { id })).product.stock as number;
const statusOf = async (shop: Shop, id: string, token: string) =>
  (await graphql(shop, 'query One($id: ID!) { order(id: $id) { status } }', { id }, token)).order.status as string;

describe.each(databaseKinds)('a server killed between placing an order and its payment, on %s', (database) => {
  it('completes the payment after a restart, still expires an unpaid order, and keeps stock consistent', async () => {
    const scratch = await freshDatabase(database);
    const shops: Shop[] = [];
    try {
      // 1. An order is placed and its WeChat payment begun; the process dies before the provider calls back.
      const first = await startShop(scratch.url);
      shops.push(first);
      const parts = await graphql(
        first,
        '{ products(first: 40) { edges { node { id stock moq orderIncrement purchaseLimit } } } }',
      );
      const part = parts.products.edges
        .map((edge: { node: any }) => edge.node)
        .find(
          (node: any) => node.moq === 1 && node.orderIncrement === 1 && node.stock >= 10 && node.purchaseLimit === null,
        );
      expect(part).toBeDefined();
      const stockBefore = part.stock as number;
      const payer = await buyer(first, 'Crash payer');
      const paidOrder = await placeOrder(first, payer, part.id, 2);
      const payment = await graphql(
        first,
        `
          mutation Pay($input: CreatePaymentInput!) {
            createPayment(input: $input) {
              payment {
                outTradeNo
                amountFen
              }
              userErrors {
                code
              }
            }
          }
        `,
        { input: { orderId: paidOrder.id, method: 'WECHAT' } },
        payer.token,
      );
      expect(payment.createPayment.userErrors).toEqual([]);
      await kill(first);

      // 2. Restarted with a 2-second payment window: another order is placed, and the process dies again.
      const second = await startShop(scratch.url, { PAYMENT_WINDOW_SECONDS: '2' });
      shops.push(second);
      const idler = await buyer(second, 'Crash idler');
      const unpaidOrder = await placeOrder(second, idler, part.id, 3);
      expect(await stockOf(second, part.id)).toBe(stockBefore - 5);
      await kill(second);

      // 3. Restarted again: the provider's notification (which it repeats until answered) completes the first
      // order, and the second expires by itself, its stock returned.
      const third = await startShop(scratch.url);
      shops.push(third);
      const { outTradeNo, amountFen } = payment.createPayment.payment;
      const fields = {
        out_trade_no: outTradeNo,
        transaction_id: `tx-${randomUUID()}`,
        total_fee: String(amountFen),
        result_code: 'SUCCESS',
        time_end: new Date().toISOString(),
        nonce_str: randomUUID(),
      };
      const notified = await fetch(`${third.url}/api/pay/notify/wechat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...fields, sign: signFields(fields, DEVELOPMENT_PAYMENT_SANDBOX_SECRET) }),
      });
      expect(notified.status).toBe(200);
      expect(await statusOf(third, paidOrder.id, payer.token)).toBe('PENDING_SHIPMENT');
      await expect
        .poll(() => statusOf(third, unpaidOrder.id, idler.token), { timeout: 30_000, interval: 250 })
        .toBe('CANCELLED');
      expect(await stockOf(third, part.id)).toBe(stockBefore - 2);
    } finally {
      for (const shop of shops) if (shop.child.exitCode === null && shop.child.signalCode === null) await kill(shop);
      await scratch.drop();
    }
    // Three start-ups of the real process (migrations, seed) on a shared machine.
  }, 300_000);
});
