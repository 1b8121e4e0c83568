import { expect } from 'vitest';
import type { ManualClock } from '../src/platform/jobs/clock.js';
import type { TestServer } from './harness.js';
import { createUser, insertAddresses, type TestUser } from './order-steps.js';

export const ERRORS = 'userErrors { code message field }';
export const BARGAIN = `id status endReason quantity startPriceMilli floorPriceMilli currentPriceMilli cutsMade expectedCuts
  startedAt deadlineAt ownerNickname isMine hasCut canCut availableActions orderId orderNumber
  offer { id activity { id title status } part { id mpn } }
  cuts { id sequence nickname amountMilli priceAfterMilli cutAt }`;
export const OFFER = `offer { id quantity startPriceMilli floorPriceMilli expectedCuts timeLimitMinutes perUserLimit
  activity { id title status startsAt endsAt } part { id mpn } }
  progress { running bought expired cancelled cuts }`;

export const createOfferMutation = `mutation Create($input: CreateBargainOfferInput!) {
  createBargainOffer(input: $input) { offer { ${OFFER} } ${ERRORS} } }`;
export const updateOfferMutation = `mutation Update($input: UpdateBargainOfferInput!) {
  updateBargainOffer(input: $input) { offer { ${OFFER} } ${ERRORS} } }`;
export const staffOffersQuery = `{ staffBargainOffers { ${OFFER} } }`;
export const startMutation = `mutation Start($input: StartBargainInput!) {
  startBargain(input: $input) { bargain { ${BARGAIN} } ${ERRORS} } }`;
export const cutMutation = `mutation Cut($input: BargainIdInput!) {
  cutBargain(input: $input) { cutAmountMilli bargain { ${BARGAIN} } ${ERRORS} } }`;
export const cancelMutation = `mutation Cancel($input: BargainIdInput!) {
  cancelBargain(input: $input) { bargain { ${BARGAIN} } ${ERRORS} } }`;
export const buyMutation = `mutation Buy($input: BuyBargainInput!) {
  buyBargain(input: $input) { order { id number payableFen status } bargain { ${BARGAIN} } ${ERRORS} } }`;
export const bargainQuery = `query One($id: ID!) { bargain(id: $id) { ${BARGAIN} } }`;

export interface OfferTerms {
  title?: string;
  productId: number;
  quantity?: number;
  startPriceMilli?: number;
  floorPriceMilli?: number;
  expectedCuts?: number;
  timeLimitMinutes?: number;
  perUserLimit?: number;
  startsAt?: Date;
  endsAt?: Date;
}

/** An offer running now (its activity starts a minute ago and ends in a week), created by `admin`. */
export async function createOffer(
  server: TestServer,
  clock: ManualClock,
  admin: Record<string, string>,
  terms: OfferTerms,
): Promise<{ id: string; activityId: string }> {
  const now = clock.now().getTime();
  const answer = await server.graphql(
    createOfferMutation,
    {
      input: {
        title: terms.title ?? 'Bargain',
        startsAt: (terms.startsAt ?? new Date(now - 60_000)).toISOString(),
        endsAt: (terms.endsAt ?? new Date(now + 7 * 24 * 3600_000)).toISOString(),
        productId: String(terms.productId),
        quantity: terms.quantity ?? 10,
        startPriceMilli: terms.startPriceMilli ?? 1_000_000,
        floorPriceMilli: terms.floorPriceMilli ?? 400_000,
        expectedCuts: terms.expectedCuts ?? 5,
        timeLimitMinutes: terms.timeLimitMinutes ?? 24 * 60,
        perUserLimit: terms.perUserLimit ?? 1,
      },
    },
    admin,
  );
  expect(answer.errors).toBeUndefined();
  expect(answer.data.createBargainOffer.userErrors).toEqual([]);
  const { offer } = answer.data.createBargainOffer.offer;
  return { id: offer.id, activityId: offer.activity.id };
}

export async function start(server: TestServer, user: TestUser, offerId: string) {
  const answer = await server.graphql(startMutation, { input: { offerId } }, user.headers);
  expect(answer.errors).toBeUndefined();
  return answer.data.startBargain;
}

export async function cut(server: TestServer, user: TestUser, bargainId: string) {
  const answer = await server.graphql(cutMutation, { input: { bargainId } }, user.headers);
  expect(answer.errors).toBeUndefined();
  return answer.data.cutBargain;
}

export async function buy(server: TestServer, user: TestUser & { addressId: number }, bargainId: string, key: string) {
  const answer = await server.graphql(
    buyMutation,
    { input: { bargainId, idempotencyKey: key, deliveryMethod: 'EXPRESS', addressId: String(user.addressId) } },
    user.headers,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data.buyBargain;
}

/** A shopper with a default address. */
export async function shopper(server: TestServer, clock: ManualClock): Promise<TestUser & { addressId: number }> {
  const user = await createUser(server);
  const [addressId] = await insertAddresses(server, [user.id], 'Li Lei', clock.now());
  return { ...user, addressId: addressId! };
}

/** Friends who each cut once. */
export async function friends(server: TestServer, count: number): Promise<TestUser[]> {
  const users: TestUser[] = [];
  for (let i = 0; i < count; i++) users.push(await createUser(server));
  return users;
}
