import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ManualClock } from '../src/platform/jobs/clock.js';
import { restCall } from './account-steps.js';
import type { TestServer } from './harness.js';
import { createUser, type TestUser } from './order-steps.js';

const ERRORS = 'userErrors { code message field }';
const GROUP_FIELDS = `id status groupSize memberCount paidCount placesLeft deadlineAt viewerOrderId viewerPaid
  members { displayName leader paid }`;

export interface OfferTerms {
  productId: number;
  groupPriceMilli?: number;
  quantity?: number;
  groupSize?: number;
  timeLimitMinutes?: number;
  perUserLimit?: number;
}

/** Shoppers with money and a payment password, a staff member, and the calls a group-buy test makes. */
export class GroupBuySteps {
  constructor(
    readonly server: TestServer,
    readonly clock: ManualClock,
  ) {}

  gql(user: TestUser | null, query: string, variables: Record<string, unknown> = {}) {
    return this.server.graphql(query, variables, { ...(user?.headers ?? {}), lang: 'en-US' });
  }

  /** A shopper with ¥50,000 in their balance, a payment password and a default address. */
  async shopper(): Promise<TestUser & { addressId: string }> {
    const user = await createUser(this.server, { balanceFen: 5_000_000 });
    const set = await this.gql(
      user,
      'mutation Set($input: SetPaymentPasswordInput!) { setPaymentPassword(input: $input) { userErrors { code } } }',
      { input: { password: '135790', confirmation: '135790' } },
    );
    expect(set.data.setPaymentPassword.userErrors).toEqual([]);
    const address = await restCall(
      this.server,
      '/address/add',
      {
        consignee: 'Li Lei',
        phone: '13800138000',
        country: 'CN',
        province: 'Guangdong',
        city: 'Shenzhen',
        district: 'Nanshan',
        detail: 'Keji Road 1',
      },
      user.headers,
    );
    expect(address.code).toBe(1);
    return { ...user, addressId: String(address.data.id) };
  }

  /** An offer whose activity runs from now for a week. */
  async offer(admin: TestUser, terms: OfferTerms): Promise<{ id: string; activityId: string }> {
    const created = await this.gql(
      admin,
      `mutation Create($input: CreateGroupBuyOfferInput!) {
        createGroupBuyOffer(input: $input) { offer { offer { id activity { id status } } } ${ERRORS} }
      }`,
      {
        input: {
          title: `Group buy ${randomUUID().slice(0, 8)}`,
          startsAt: this.clock.now().toISOString(),
          endsAt: new Date(this.clock.now().getTime() + 7 * 24 * 3600_000).toISOString(),
          productId: String(terms.productId),
          groupPriceMilli: terms.groupPriceMilli ?? 15_000,
          quantity: terms.quantity ?? 2,
          groupSize: terms.groupSize ?? 3,
          timeLimitMinutes: terms.timeLimitMinutes ?? 60,
          perUserLimit: terms.perUserLimit ?? 1,
        },
      },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data.createGroupBuyOffer.userErrors).toEqual([]);
    const { offer } = created.data.createGroupBuyOffer.offer;
    expect(offer.activity.status).toBe('IN_PROGRESS');
    return { id: offer.id, activityId: offer.activity.id };
  }

  private checkout(user: { addressId: string }) {
    return { idempotencyKey: randomUUID(), deliveryMethod: 'EXPRESS', addressId: user.addressId };
  }

  /** Each placing moves the clock on a few seconds, past the shop's "clicking too fast" guard. */
  start(user: TestUser & { addressId: string }, offerId: string) {
    this.clock.advance(5_000);
    return this.gql(
      user,
      `mutation Start($input: StartGroupBuyInput!) {
        startGroupBuy(input: $input) { groupBuy { ${GROUP_FIELDS} } order { id number payableFen status } ${ERRORS} }
      }`,
      { input: { ...this.checkout(user), offerId } },
    ).then((answer) => answer.data.startGroupBuy);
  }

  join(user: TestUser & { addressId: string }, groupId: string) {
    this.clock.advance(5_000);
    return this.gql(
      user,
      `mutation Join($input: JoinGroupBuyInput!) {
        joinGroupBuy(input: $input) { groupBuy { ${GROUP_FIELDS} } order { id number payableFen status } ${ERRORS} }
      }`,
      { input: { ...this.checkout(user), groupId } },
    ).then((answer) => answer.data.joinGroupBuy);
  }

  /** Starts a group and answers its id and the leader's order. */
  async started(user: TestUser & { addressId: string }, offerId: string) {
    const answer = await this.start(user, offerId);
    expect(answer.userErrors).toEqual([]);
    return { groupId: answer.groupBuy.id as string, orderId: answer.order.id as string };
  }

  async joined(user: TestUser & { addressId: string }, groupId: string) {
    const answer = await this.join(user, groupId);
    expect(answer.userErrors).toEqual([]);
    return answer.order.id as string;
  }

  async pay(user: TestUser, orderId: string): Promise<void> {
    const paid = await this.gql(
      user,
      'mutation Pay($input: PayOrderWithBalanceInput!) { payOrderWithBalance(input: $input) { userErrors { code } } }',
      { input: { orderId, paymentPassword: '135790' } },
    );
    expect(paid.errors).toBeUndefined();
    expect(paid.data.payOrderWithBalance.userErrors).toEqual([]);
  }

  async group(viewer: TestUser | null, id: string) {
    const answer = await this.gql(viewer, `query One($id: ID!) { groupBuy(id: $id) { ${GROUP_FIELDS} } }`, { id });
    expect(answer.errors).toBeUndefined();
    return answer.data.groupBuy;
  }

  async orderStatus(user: TestUser, id: string): Promise<string> {
    const answer = await this.gql(user, 'query One($id: ID!) { order(id: $id) { status } }', { id });
    return answer.data.order.status as string;
  }

  async balance(user: TestUser): Promise<number> {
    const answer = await this.gql(user, '{ myBalanceFen }');
    return Number(answer.data.myBalanceFen);
  }
}
