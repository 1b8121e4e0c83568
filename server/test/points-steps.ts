import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { expect } from 'vitest';
import type { RefundView } from '../src/modules/payments/order-refunds.js';
import type { ManualClock } from '../src/platform/jobs/clock.js';
import type { TestServer } from './harness.js';
import { createUser, insertAddresses, type TestUser } from './order-steps.js';

/** A shopper's way through checkout with points and membership, every step through the public API. */

export const ERRORS = 'userErrors { code message field }';
export const PASSWORD = '135790';
export const ORDER = `id number status kind title itemsFen memberDiscountFen couponDeductionFen pointsDeductionFen
  freightFen payableFen paidFen pointsSpent`;

export class PromotionSteps {
  constructor(
    private readonly server: TestServer,
    private readonly clock: ManualClock,
    private readonly staff: { sales: TestUser; admin: TestUser },
    readonly partId: number,
  ) {}

  gql(user: TestUser, query: string, variables: Record<string, unknown> = {}) {
    return this.server.graphql(query, variables, { ...user.headers, lang: 'en-US' });
  }

  /** A buyer with ¥100,000 in their balance, a payment password and an address. */
  async buyer(): Promise<TestUser> {
    const user = await createUser(this.server, { balanceFen: 10_000_000 });
    await insertAddresses(this.server, [user.id], '张伟', this.clock.now());
    const set = await this.gql(
      user,
      `mutation Set($input: SetPaymentPasswordInput!) { setPaymentPassword(input: $input) { done ${ERRORS} } }`,
      { input: { password: PASSWORD, confirmation: PASSWORD } },
    );
    expect(set.data.setPaymentPassword.userErrors).toEqual([]);
    return user;
  }

  async quote(user: TestUser, quantity: number, promotions: Record<string, unknown> = {}) {
    const answer = await this.gql(
      user,
      `query Q($source: CheckoutSourceInput, $promotions: CheckoutPromotionsInput) {
        checkoutQuote(deliveryMethod: EXPRESS, source: $source, promotions: $promotions) {
          itemsFen memberDiscountFen pointsDeductionFen freightFen payableFen
          points { balance maxUsable used fenPerPoint }
        }
      }`,
      { source: { productId: String(this.partId), quantity }, promotions },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data.checkoutQuote;
  }

  /** Places a buy-now order of `quantity` of the part, spending `points`. */
  async place(user: TestUser, quantity: number, points = 0) {
    this.clock.advance(5_000);
    const addressId = (await this.gql(user, '{ myAddresses { id } }')).data.myAddresses[0].id;
    const placed = await this.gql(
      user,
      `mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { order { ${ORDER} } ${ERRORS} } }`,
      {
        input: {
          idempotencyKey: randomUUID(),
          source: { productId: String(this.partId), quantity },
          deliveryMethod: 'EXPRESS',
          addressId,
          promotions: { points },
        },
      },
    );
    expect(placed.data.placeOrder.userErrors).toEqual([]);
    return placed.data.placeOrder.order;
  }

  async pay(user: TestUser, orderId: string) {
    const paid = await this.gql(
      user,
      `mutation Pay($input: PayOrderWithBalanceInput!) { payOrderWithBalance(input: $input) { order { status } ${ERRORS} } }`,
      { input: { orderId, paymentPassword: PASSWORD } },
    );
    expect(paid.errors, JSON.stringify(paid.errors)).toBeUndefined();
    expect(paid.data.payOrderWithBalance.userErrors).toEqual([]);
    return paid.data.payOrderWithBalance.order.status as string;
  }

  async cancel(user: TestUser, orderId: string) {
    const cancelled = await this.gql(
      user,
      `mutation Cancel($input: CancelOrderInput!) { cancelOrder(input: $input) { order { status } ${ERRORS} } }`,
      { input: { id: orderId, reason: 'changed my mind' } },
    );
    expect(cancelled.data.cancelOrder.userErrors).toEqual([]);
  }

  /** Shipped by staff and received by the buyer: the order is completed (to be reviewed). */
  async receive(user: TestUser, orderId: string) {
    const shipped = await this.gql(
      this.staff.sales,
      `mutation Ship($input: ShipOrderInput!) { shipOrder(input: $input) { ${ERRORS} } }`,
      { input: { id: orderId, carrier: 'SF Express', waybillNumber: `SF${orderId}0000001` } },
    );
    expect(shipped.data.shipOrder.userErrors).toEqual([]);
    const received = await this.gql(
      user,
      `mutation Receive($input: OrderIdInput!) { confirmReceipt(input: $input) { order { status } ${ERRORS} } }`,
      { input: { id: orderId } },
    );
    expect(received.data.confirmReceipt.order.status).toBe('PENDING_REVIEW');
  }

  /** A refund of `amountFen` through payments' refund port (as after-sales gives money back); balance: at once. */
  async refund(orderId: string, amountFen: number): Promise<RefundView> {
    const em = this.server.app.orm.em.fork() as unknown as EntityManager;
    return em.transactional((tx) =>
      this.server.app.services.refunds.refund(tx, {
        orderId: Number(orderId),
        amountFen,
        key: `test-refund/${randomUUID()}`,
        reason: 'test refund',
        actorId: null,
      }),
    );
  }

  /** Sales staff close a paid order (a membership order: refund it) in the back office; everything paid goes back. */
  async cancelPaidOrder(orderId: string, reason: string): Promise<{ status: string; paidFen: number }> {
    const answer = await this.gql(
      this.staff.sales,
      `mutation Close($input: CancelPaidOrderInput!) {
        cancelPaidOrder(input: $input) { order { status paidFen } ${ERRORS} }
      }`,
      { input: { orderId, reason } },
    );
    expect(answer.data.cancelPaidOrder.userErrors).toEqual([]);
    return answer.data.cancelPaidOrder.order;
  }

  async points(user: TestUser) {
    const answer = await this.gql(
      user,
      `{ myPoints { balance } myPointsEntries(first: 50) { edges { node { points kind orderNumber balanceAfter } } } }`,
    );
    return {
      balance: answer.data.myPoints.balance as number,
      entries: (answer.data.myPointsEntries.edges as { node: any }[]).map((edge) => edge.node).reverse() as {
        points: number;
        kind: string;
        orderNumber: string | null;
        balanceAfter: number;
      }[],
    };
  }

  async adjust(user: TestUser, points: number) {
    const adjusted = await this.gql(
      this.staff.admin,
      `mutation A($input: AdjustPointsInput!) { adjustPoints(input: $input) { balance ${ERRORS} } }`,
      { input: { userId: String(user.id), points, reason: 'Test points' } },
    );
    expect(adjusted.data.adjustPoints.userErrors).toEqual([]);
  }

  async membership(user: TestUser) {
    const answer = await this.gql(
      user,
      '{ me { vip } myMembership { active validUntil growth level { code } growthToNext } }',
    );
    return { vip: answer.data.me.vip as number, ...answer.data.myMembership };
  }
}
