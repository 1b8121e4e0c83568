import { expect } from 'vitest';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import type { TestServer } from './harness.js';
import { insertAddresses, newKey, setPart, type TestUser } from './order-steps.js';

export const ITEM_FIELDS = `id part { productId mpn brandName } salePriceMilli listPriceMilli stock sold remaining soldPercent
  perUserLimit state myBought`;
export const SESSION_FIELDS = `id title status state startsAt endsAt abnormalReason myReminder items { ${ITEM_FIELDS} }`;
const ERRORS = 'userErrors { code message field }';

export const sessionsQuery = `query Sessions($day: String) { flashSaleSessions(day: $day) { ${SESSION_FIELDS} } }`;
export const sessionQuery = `query Session($id: ID!) { flashSaleSession(id: $id) { ${SESSION_FIELDS} } }`;
export const staffSessionQuery = `query StaffSession($id: ID!) { staffFlashSaleSession(id: $id) {
  session { ${SESSION_FIELDS} } activity { id status abnormalReason availableActions } remindersSet soldTotal stockTotal } }`;
export const createMutation = `mutation Create($input: CreateFlashSaleSessionInput!) {
  createFlashSaleSession(input: $input) { session { session { ${SESSION_FIELDS} } activity { id status } } ${ERRORS} } }`;
export const updateMutation = `mutation Update($input: UpdateFlashSaleSessionInput!) {
  updateFlashSaleSession(input: $input) { session { session { ${SESSION_FIELDS} } } ${ERRORS} } }`;
export const buyMutation = `mutation Buy($input: BuyFlashSaleInput!) {
  buyFlashSale(input: $input) { order { id number status payableFen expiresAt lines { productId quantity unitPriceMilli } }
  userErrors { code message field retryAfterSeconds } } }`;
export const setReminderMutation = `mutation Set($id: ID!) { setFlashSaleReminder(sessionId: $id) {
  session { id myReminder } ${ERRORS} } }`;
export const cancelReminderMutation = `mutation Cancel($id: ID!) { cancelFlashSaleReminder(sessionId: $id) {
  session { id myReminder } ${ERRORS} } }`;
export const lifecycleMutation = (action: 'start' | 'pause' | 'resume' | 'end') =>
  `mutation Life($id: ID!) { ${action}Activity(id: $id) { activity { id status } userErrors { code message } } }`;

/** Parts on sale with these stocks at 1 yuan (10,000 milli) a piece; answers their ids. */
export async function saleParts(server: TestServer, stocks: readonly number[]): Promise<number[]> {
  const products = await server.app.orm.em
    .fork()
    .find(Product, {}, { orderBy: { id: 'asc' }, limit: stocks.length, offset: 7, fields: ['id'] });
  expect(products).toHaveLength(stocks.length);
  for (const [index, product] of products.entries()) {
    await setPart(server, product.id, { stock: stocks[index]!, priceBreaks: [{ minQty: 1, unitPriceMilli: 10_000 }] });
  }
  return products.map((product) => product.id);
}

export interface ItemPlan {
  productId: number;
  salePriceMilli?: number;
  stock: number;
  perUserLimit?: number;
}

/** Creates a session through the staff API; answers the session as shoppers see it. */
export async function createSession(
  server: TestServer,
  admin: TestUser,
  plan: { title?: string; startsAt: Date; endsAt: Date; items: ItemPlan[] },
): Promise<any> {
  const answer = await server.graphql(
    createMutation,
    {
      input: {
        title: plan.title ?? 'Ten o’clock',
        startsAt: plan.startsAt.toISOString(),
        endsAt: plan.endsAt.toISOString(),
        items: plan.items.map((item) => ({
          productId: String(item.productId),
          salePriceMilli: item.salePriceMilli ?? 5_000,
          stock: item.stock,
          perUserLimit: item.perUserLimit ?? 1,
        })),
      },
    },
    admin.headers,
  );
  expect(answer.errors).toBeUndefined();
  expect(answer.data.createFlashSaleSession.userErrors).toEqual([]);
  return answer.data.createFlashSaleSession.session.session;
}

/** Buyers with a default address each: `[user, addressId]`. */
export async function withAddresses(server: TestServer, users: TestUser[], at: Date): Promise<[TestUser, string][]> {
  const ids = await insertAddresses(
    server,
    users.map((user) => user.id),
    'Flash Buyer',
    at,
  );
  return users.map((user, index) => [user, String(ids[index])]);
}

/** buyFlashSale by express to the buyer's address; answers the payload. */
export async function buy(
  server: TestServer,
  buyer: TestUser,
  addressId: string,
  itemId: string,
  options: { quantity?: number; key?: string } = {},
): Promise<{ order: any; userErrors: { code: string; message: string }[] }> {
  const answer = await server.graphql(
    buyMutation,
    {
      input: {
        itemId,
        quantity: options.quantity ?? 1,
        idempotencyKey: options.key ?? newKey(),
        deliveryMethod: 'EXPRESS',
        addressId,
      },
    },
    { ...buyer.headers, lang: 'en-US' },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data.buyFlashSale;
}

export const codeOf = (payload: { userErrors: { code: string }[] }) => payload.userErrors[0]?.code ?? 'OK';
