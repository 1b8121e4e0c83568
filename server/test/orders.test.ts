import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Product, ProductStatus } from '../src/modules/catalog/catalog.entities.js';
import { LuckyDrawPaidOpen, LuckyDrawPaidOpenStatus } from '../src/modules/lucky-draws/lucky-draws.entities.js';
import { Message } from '../src/modules/messages/messages.entities.js';
import { OrderAction, orderTransitions } from '../src/modules/orders/orders.states.js';
import { can } from '../src/platform/auth/index.js';
import { DomainError } from '../src/platform/errors/index.js';
import type { EntityManager } from '@mikro-orm/sql';
import { Order, OrderKind, OrderStatus } from '../src/modules/orders/orders.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { restCall } from './account-steps.js';
import { walkFlow, type WalkOutcome } from './flow-walk.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import {
  addToCartMutation,
  createUser,
  newKey,
  ORDER_FIELDS,
  placeOrderMutation,
  setPart,
  stockOf,
  type TestUser,
} from './order-steps.js';

const ERRORS = 'userErrors { code message field lineIds }';
const quoteQuery = `query Quote($delivery: DeliveryMethod!, $source: CheckoutSourceInput) {
  checkoutQuote(deliveryMethod: $delivery, source: $source) {
    itemsFen memberDiscountFen couponDeductionFen pointsDeductionFen freightFen payableFen
    lines { productId quantity unitPriceMilli lineTotalFen problem { code } }
  }
}`;
const orderQuery = `query One($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`;
const myOrdersQuery = `query Mine($tab: OrderTab) {
  myOrders(tab: $tab) { totalCount edges { node { id status } } }
  orderTabCounts { all pendingPayment pendingShipment pendingReceipt pendingReview }
}`;
const idAction = (name: string, extra = '') =>
  `mutation Act($input: ${name[0]!.toUpperCase()}${name.slice(1)}Input!) { ${name}(input: $input) { ${extra} ${ERRORS} } }`;
const cancelMutation = `mutation Cancel($input: CancelOrderInput!) { cancelOrder(input: $input) { order { status cancelReason } ${ERRORS} } }`;
const payMutation = `mutation Pay($input: PayOrderWithBalanceInput!) {
  payOrderWithBalance(input: $input) { order { status paidFen paymentMethod } ${ERRORS} }
}`;
const shipMutation = `mutation Ship($input: ShipOrderInput!) { shipOrder(input: $input) { order { status carrier waybillNumber } ${ERRORS} } }`;
const logisticsMutation = `mutation Track($input: AddLogisticsEventInput!) {
  addLogisticsEvent(input: $input) { order { events { kind description } } ${ERRORS} }
}`;
const orderIdMutation = (name: string, fields: string) =>
  `mutation Act($input: OrderIdInput!) { ${name}(input: $input) { ${fields} ${ERRORS} } }`;
const adjustBalanceMutation = idAction('adjustBalance', 'balanceFen');

describe.each(databaseKinds)('orders on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  let parts: number[];
  let admin: TestUser;
  let sales: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 60 });
    const products = await server.app.orm.em.fork().find(Product, {}, { orderBy: { id: 'asc' }, limit: 20 });
    parts = products.map((product) => product.id);
    admin = await createUser(server, { roles: ['admin'] });
    sales = await createUser(server, { roles: ['sales'] });
  });
  afterAll(() => server.close());

  const gql = async (user: TestUser, query: string, variables: Record<string, unknown> = {}) =>
    server.graphql(query, variables, user.headers);

  async function addAddress(user: TestUser): Promise<string> {
    const added = await gql(
      user,
      `mutation Add($input: AddAddressInput!) { addAddress(input: $input) { address { id } ${ERRORS} } }`,
      {
        input: {
          consignee: '张伟',
          areaCode: '86',
          phone: '13800138000',
          country: 'CN',
          province: '广东省',
          city: '深圳市',
          district: '南山区',
          postalCode: '518057',
          detail: '科技园南区深南大道10000号',
          label: null,
        },
      },
    );
    expect(added.data.addAddress.userErrors).toEqual([]);
    return added.data.addAddress.address.id as string;
  }

  /** Buys `quantity` of part `index` now by express; the clock moves past the too-fast window first. */
  async function buyNow(user: TestUser, index: number, quantity: number, addressId?: string) {
    clock.advance(5_000);
    const placed = await gql(user, placeOrderMutation, {
      input: {
        idempotencyKey: newKey(),
        source: { productId: String(parts[index]), quantity },
        deliveryMethod: 'EXPRESS',
        addressId: addressId ?? (await addAddress(user)),
      },
    });
    return placed.data.placeOrder;
  }

  async function setStatus(orderId: string, status: OrderStatus, extra: Partial<Order> = {}) {
    await server.app.orm.em.fork().nativeUpdate(Order, { id: Number(orderId) }, { status, ...extra });
  }

  it('prices the confirm page exactly and places an order with the same totals, reserving stock', async () => {
    await setPart(server, parts[0]!, {
      stock: 1000,
      priceBreaks: [
        { minQty: 1, unitPriceMilli: 1235 },
        { minQty: 100, unitPriceMilli: 987 },
      ],
    });
    await setPart(server, parts[1]!, { stock: 50, priceBreaks: [{ minQty: 1, unitPriceMilli: 4567 }] });
    await setPart(server, parts[2]!, {
      stock: 5000,
      priceBreaks: [
        { minQty: 1, unitPriceMilli: 25 },
        { minQty: 1000, unitPriceMilli: 15 },
      ],
    });
    const vip = await createUser(server, { vip: 1 });
    for (const [index, quantity] of [
      [0, 150],
      [1, 3],
      [2, 1000],
    ] as const) {
      const added = await gql(vip, addToCartMutation, { input: { productId: String(parts[index]), quantity } });
      expect(added.data.addToCart.userErrors).toEqual([]);
    }
    // 150 × 0.0987 = 14.805 -> 14.81; 3 × 0.4567 = 1.3701 -> 1.37; 1000 × 0.0015 = 1.50: items 17.68 yuan.
    // Super member 5 %: 0.884 -> 0.88. Below the 99-yuan threshold express costs 12.00.
    const express = (await gql(vip, quoteQuery, { delivery: 'EXPRESS' })).data.checkoutQuote;
    expect(express).toMatchObject({
      itemsFen: 1768,
      memberDiscountFen: 88,
      couponDeductionFen: 0,
      pointsDeductionFen: 0,
      freightFen: 1200,
      payableFen: 2880,
    });
    expect(express.lines.map((line: { lineTotalFen: number }) => line.lineTotalFen).sort()).toEqual(
      [137, 1481, 150].sort(),
    );
    const pickup = (await gql(vip, quoteQuery, { delivery: 'PICKUP' })).data.checkoutQuote;
    expect(pickup).toMatchObject({ freightFen: 0, payableFen: 1680 });
    // A normal buyer gets no member discount.
    const normal = await createUser(server);
    const buyNowQuote = await gql(normal, quoteQuery, {
      delivery: 'EXPRESS',
      source: { productId: String(parts[0]), quantity: 150 },
    });
    expect(buyNowQuote.data.checkoutQuote).toMatchObject({ itemsFen: 1481, memberDiscountFen: 0, payableFen: 2681 });

    const addressId = await addAddress(vip);
    const stockBefore = await Promise.all([0, 1, 2].map((index) => stockOf(server, parts[index]!)));
    const placed = (
      await gql(vip, placeOrderMutation, {
        input: {
          idempotencyKey: newKey(),
          deliveryMethod: 'EXPRESS',
          addressId,
          invoice: { type: 'ENTERPRISE', title: '深圳市某某电子有限公司', taxNumber: '91440300MA5F00000X' },
          remark: 'Please pack ESD-safe',
        },
      })
    ).data.placeOrder;
    expect(placed.userErrors).toEqual([]);
    expect(placed.order).toMatchObject({
      status: 'PENDING_PAYMENT',
      itemsFen: 1768,
      memberDiscountFen: 88,
      freightFen: 1200,
      payableFen: 2880,
      invoiceType: 'ENTERPRISE',
      invoiceTaxNumber: '91440300MA5F00000X',
      remark: 'Please pack ESD-safe',
      address: { consignee: '张伟' },
      availableActions: ['PAY', 'SUBMIT_REMITTANCE', 'CANCEL', 'BUY_AGAIN'],
    });
    expect(new Date(placed.order.expiresAt).getTime()).toBe(clock.now().getTime() + 30 * 60_000);
    expect(placed.order.lines).toHaveLength(3);
    expect(placed.order.number).toMatch(/^CM\d{20}$/);
    const stockAfter = await Promise.all([0, 1, 2].map((index) => stockOf(server, parts[index]!)));
    expect(stockAfter).toEqual([stockBefore[0]! - 150, stockBefore[1]! - 3, stockBefore[2]! - 1000]);
    expect((await gql(vip, '{ cartCount }')).data.cartCount).toBe(0);
    // Later price changes don't touch the snapshot.
    await setPart(server, parts[1]!, { stock: 47, priceBreaks: [{ minQty: 1, unitPriceMilli: 9999 }] });
    const detail = (await gql(vip, orderQuery, { id: placed.order.id })).data.order;
    expect(detail.lines.find((line: { productId: string }) => line.productId === String(parts[1]))).toMatchObject({
      unitPriceMilli: 4567,
      lineTotalFen: 137,
    });
  });

  it('makes one order of a repeated submit and refuses a different one that comes too fast', async () => {
    await setPart(server, parts[3]!, { stock: 100, priceBreaks: [{ minQty: 1, unitPriceMilli: 10_000 }] });
    const buyer = await createUser(server);
    const addressId = await addAddress(buyer);
    clock.advance(5_000);
    const input = {
      idempotencyKey: newKey(),
      source: { productId: String(parts[3]), quantity: 4 },
      deliveryMethod: 'EXPRESS',
      addressId,
    };
    const [first, second] = await Promise.all([
      gql(buyer, placeOrderMutation, { input }),
      gql(buyer, placeOrderMutation, { input }),
    ]);
    expect(first.data.placeOrder.order.id).toBe(second.data.placeOrder.order.id);
    expect(await stockOf(server, parts[3]!)).toBe(96);
    const tooFast = await gql(buyer, placeOrderMutation, { input: { ...input, idempotencyKey: newKey() } });
    expect(tooFast.data.placeOrder.userErrors[0]).toMatchObject({
      code: 'ORDER_SUBMITTED_ALREADY',
      message: 'You are clicking too fast, please try again later',
    });
    clock.advance(5_000);
    const later = await gql(buyer, placeOrderMutation, { input: { ...input, idempotencyKey: newKey() } });
    expect(later.data.placeOrder.userErrors).toEqual([]);
    expect(await stockOf(server, parts[3]!)).toBe(92);
  });

  it('refuses off-shelf, sold-out and over-limit lines and wrong delivery or invoice details with the spec wording', async () => {
    const buyer = await createUser(server);
    const addressId = await addAddress(buyer);
    await setPart(server, parts[4]!, {
      stock: 10,
      priceBreaks: [{ minQty: 1, unitPriceMilli: 5000 }],
      status: ProductStatus.OFF_SHELF,
    });
    expect((await buyNow(buyer, 4, 1, addressId)).userErrors[0]).toMatchObject({
      code: 'ORDER_CONTAINS_OFF_SHELF',
      message: 'The order contains goods removed from the shelves, please order again',
    });
    await setPart(server, parts[4]!, { stock: 0, priceBreaks: [{ minQty: 1, unitPriceMilli: 5000 }] });
    expect((await buyNow(buyer, 4, 1, addressId)).userErrors[0]).toMatchObject({ code: 'PRODUCT_SOLD_OUT' });
    await setPart(server, parts[4]!, {
      stock: 10,
      purchaseLimit: 5,
      priceBreaks: [{ minQty: 1, unitPriceMilli: 5000 }],
    });
    expect((await buyNow(buyer, 4, 6, addressId)).userErrors[0]).toMatchObject({
      code: 'PURCHASE_LIMIT_EXCEEDED',
      message: 'Purchase limit exceeded: at most 5 pieces per customer',
    });
    expect(await stockOf(server, parts[4]!)).toBe(10);

    const place = async (details: Record<string, unknown>) => {
      clock.advance(5_000);
      return (
        await gql(buyer, placeOrderMutation, {
          input: { idempotencyKey: newKey(), source: { productId: String(parts[4]), quantity: 1 }, ...details },
        })
      ).data.placeOrder.userErrors[0];
    };
    expect(await place({ deliveryMethod: 'EXPRESS' })).toMatchObject({ code: 'ADDRESS_REQUIRED' });
    expect(await place({ deliveryMethod: 'PICKUP' })).toMatchObject({
      code: 'PICKUP_DETAILS_REQUIRED',
      message: 'Pickup orders need a pickup point, date and time',
    });
    const points = (await gql(buyer, '{ pickupPoints { id } checkoutOptions { pickupDates timeSlots } }')).data;
    const person = await gql(
      buyer,
      `mutation P($input: AddPickupPersonInput!) { addPickupPerson(input: $input) { pickupPerson { id } ${ERRORS} } }`,
      { input: { name: '王芳', phone: '13700137000' } },
    );
    const pickup = {
      pointId: points.pickupPoints[0].id,
      date: points.checkoutOptions.pickupDates[0],
      timeSlot: points.checkoutOptions.timeSlots[0],
      personId: person.data.addPickupPerson.pickupPerson.id,
    };
    expect(points.checkoutOptions.pickupDates).toHaveLength(8);
    expect(await place({ deliveryMethod: 'PICKUP', pickup: { ...pickup, date: '2030-01-01' } })).toMatchObject({
      code: 'PICKUP_DATE_OUT_OF_RANGE',
    });
    expect(
      await place({
        deliveryMethod: 'EXPRESS',
        addressId,
        invoice: { type: 'ENTERPRISE', title: 'ACME', taxNumber: '123' },
      }),
    ).toMatchObject({ code: 'INVALID_TAX_NUMBER', field: ['input', 'invoice', 'taxNumber'] });
    expect(await place({ deliveryMethod: 'EXPRESS', addressId, invoice: { type: 'PERSONAL' } })).toMatchObject({
      code: 'INVOICE_TITLE_REQUIRED',
    });
    expect(await place({ deliveryMethod: 'EXPRESS', addressId, remark: 'x'.repeat(201) })).toMatchObject({
      code: 'REMARK_TOO_LONG',
    });
    clock.advance(5_000);
    const picked = await gql(buyer, placeOrderMutation, {
      input: {
        idempotencyKey: newKey(),
        source: { productId: String(parts[4]), quantity: 1 },
        deliveryMethod: 'PICKUP',
        pickup,
      },
    });
    expect(picked.data.placeOrder.userErrors).toEqual([]);
    expect(picked.data.placeOrder.order).toMatchObject({
      deliveryMethod: 'PICKUP',
      freightFen: 0,
      address: null,
      pickup: { date: pickup.date, timeSlot: pickup.timeSlot, personName: '王芳' },
    });
  });

  it("never shows or changes another user's order, and keeps staff actions to staff", async () => {
    await setPart(server, parts[5]!, { stock: 100, priceBreaks: [{ minQty: 1, unitPriceMilli: 10_000 }] });
    const owner = await createUser(server);
    const stranger = await createUser(server, { balanceFen: 1_000_000 });
    const order = (await buyNow(owner, 5, 1)).order;
    const seen = await gql(stranger, orderQuery, { id: order.id });
    expect(seen.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    for (const [query, input] of [
      [cancelMutation, { id: order.id, reason: 'mine now' }],
      [payMutation, { orderId: order.id, paymentPassword: '123456' }],
      [orderIdMutation('confirmReceipt', 'order { id }'), { id: order.id }],
      [orderIdMutation('deleteOrder', 'deletedOrderId'), { id: order.id }],
      [orderIdMutation('remindToShip', 'order { id }'), { id: order.id }],
      [orderIdMutation('buyAgain', 'addedCount'), { id: order.id }],
    ] as const) {
      const answer = await gql(stranger, query, { input });
      expect(answer.errors?.[0]?.extensions?.code, query).toBe('NOT_FOUND');
    }
    expect((await gql(stranger, myOrdersQuery)).data.myOrders.totalCount).toBe(0);
    expect((await gql(owner, orderQuery, { id: order.id })).data.order.status).toBe('PENDING_PAYMENT');

    const buyerShips = await gql(owner, shipMutation, {
      input: { id: order.id, carrier: 'SF', waybillNumber: 'SF1234567890' },
    });
    expect(buyerShips.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const salesCredits = await gql(sales, adjustBalanceMutation, {
      input: { userId: String(owner.id), amountFen: 100, reason: 'gift' },
    });
    expect(salesCredits.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Staff may read any order.
    expect((await gql(sales, orderQuery, { id: order.id })).data.order.id).toBe(order.id);
  });

  it('cancels an unpaid order when its payment window closes and returns its stock exactly once', async () => {
    await setPart(server, parts[6]!, { stock: 20, priceBreaks: [{ minQty: 1, unitPriceMilli: 10_000 }] });
    const buyer = await createUser(server);
    const order = (await buyNow(buyer, 6, 7)).order;
    expect(await stockOf(server, parts[6]!)).toBe(13);
    clock.advance(29 * 60_000);
    await server.app.jobs.runDue();
    expect((await gql(buyer, orderQuery, { id: order.id })).data.order.status).toBe('PENDING_PAYMENT');
    clock.advance(60_000);
    await server.app.jobs.runDue();
    const expired = (await gql(buyer, orderQuery, { id: order.id })).data.order;
    expect(expired.status).toBe('CANCELLED');
    expect(expired.events.at(-1)).toMatchObject({
      action: 'EXPIRE',
      fromStatus: 'PENDING_PAYMENT',
      toStatus: 'CANCELLED',
    });
    expect(await stockOf(server, parts[6]!)).toBe(20);
    // A second run (another copy, a retry) finds nothing to do.
    await server.app.services.orders.expire(Number(order.id));
    await server.app.jobs.runDue();
    expect(await stockOf(server, parts[6]!)).toBe(20);
    const pay = await gql(buyer, payMutation, { input: { orderId: order.id, paymentPassword: '123456' } });
    expect(pay.data.payOrderWithBalance.userErrors[0]).toMatchObject({ code: 'ORDER_EXPIRED' });
    const notices = await server.app.orm.em.fork().find(Message, { recipient: buyer.id, templateKey: 'orderExpired' });
    expect(notices).toHaveLength(1);
  });

  it('pays by balance with the payment password, books a payment once and refuses a wrong amount', async () => {
    await setPart(server, parts[7]!, { stock: 100, priceBreaks: [{ minQty: 1, unitPriceMilli: 1_000_000 }] });
    const buyer = await createUser(server);
    const order = (await buyNow(buyer, 7, 1)).order;
    expect(order.payableFen).toBe(10_000);
    const pay = (paymentPassword: string) => gql(buyer, payMutation, { input: { orderId: order.id, paymentPassword } });
    expect((await pay('135790')).data.payOrderWithBalance.userErrors[0]).toMatchObject({
      code: 'PAYMENT_PASSWORD_NOT_SET',
    });
    const set = await gql(
      buyer,
      `mutation Set($input: SetPaymentPasswordInput!) { setPaymentPassword(input: $input) { done ${ERRORS} } }`,
      { input: { password: '135790', confirmation: '135790' } },
    );
    expect(set.data.setPaymentPassword.userErrors).toEqual([]);
    expect((await pay('135790')).data.payOrderWithBalance.userErrors[0]).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Insufficient balance',
    });
    const credited = await gql(admin, adjustBalanceMutation, {
      input: { userId: String(buyer.id), amountFen: 12_345, reason: 'test credit' },
    });
    expect(credited.data.adjustBalance).toEqual({ balanceFen: 12_345, userErrors: [] });
    expect((await pay('000000')).data.payOrderWithBalance.userErrors[0]).toMatchObject({
      code: 'PAYMENT_PASSWORD_WRONG',
    });
    const paid = (await pay('135790')).data.payOrderWithBalance;
    expect(paid).toMatchObject({
      order: { status: 'PENDING_SHIPMENT', paidFen: 10_000, paymentMethod: 'BALANCE' },
      userErrors: [],
    });
    expect((await gql(buyer, '{ myBalanceFen }')).data.myBalanceFen).toBe(2_345);
    expect((await pay('135790')).data.payOrderWithBalance.userErrors[0]).toMatchObject({ code: 'ORDER_NOT_PAYABLE' });

    // A provider's notification arriving twice books once; a wrong amount is refused.
    const second = (await buyNow(buyer, 7, 1)).order;
    const orders = server.app.services.orders;
    const payment = {
      method: 'wechat' as const,
      transactionRef: `wx-${second.id}`,
      paidAt: clock.now(),
      amountFen: 10_000,
    };
    const em = server.app.orm.em.fork();
    await expect(
      em.transactional((tx) => orders.markPaid(tx, Number(second.id), { ...payment, amountFen: 9_999 })),
    ).rejects.toMatchObject({
      code: 'PAYMENT_AMOUNT_MISMATCH',
    });
    expect(await em.transactional((tx) => orders.markPaid(tx, Number(second.id), payment))).toBe('paid');
    expect(await em.transactional((tx) => orders.markPaid(tx, Number(second.id), payment))).toBe('already-paid');
    await expect(
      em.transactional((tx) => orders.markPaid(tx, Number(second.id), { ...payment, transactionRef: 'wx-other' })),
    ).rejects.toMatchObject({ code: 'ORDER_NOT_PAYABLE' });
    const events = (await gql(buyer, orderQuery, { id: second.id })).data.order.events;
    expect(events.filter((event: { action: string }) => event.action === 'PAY')).toHaveLength(1);
  });

  it('lets staff ship with carrier and waybill, shows the timeline, and moves the order through the tabs', async () => {
    await setPart(server, parts[8]!, { stock: 100, priceBreaks: [{ minQty: 1, unitPriceMilli: 10_000 }] });
    const buyer = await createUser(server);
    const order = (await buyNow(buyer, 8, 2)).order;
    const counts = async () => (await gql(buyer, myOrdersQuery)).data.orderTabCounts;
    expect(await counts()).toEqual({
      all: 1,
      pendingPayment: 1,
      pendingShipment: 0,
      pendingReceipt: 0,
      pendingReview: 0,
    });
    const em = server.app.orm.em.fork();
    await em.transactional((tx) =>
      server.app.services.orders.markPaid(tx, Number(order.id), {
        method: 'alipay',
        transactionRef: `ali-${order.id}`,
        paidAt: clock.now(),
        amountFen: order.payableFen,
      }),
    );
    expect(await counts()).toMatchObject({ pendingPayment: 0, pendingShipment: 1 });
    const remind = orderIdMutation('remindToShip', 'order { status }');
    expect((await gql(buyer, remind, { input: { id: order.id } })).data.remindToShip.userErrors).toEqual([]);
    expect((await gql(buyer, remind, { input: { id: order.id } })).data.remindToShip.userErrors[0]).toMatchObject({
      code: 'REMIND_TOO_OFTEN',
    });
    const badWaybill = await gql(sales, shipMutation, {
      input: { id: order.id, carrier: 'SF Express', waybillNumber: '12' },
    });
    expect(badWaybill.data.shipOrder.userErrors[0]).toMatchObject({ code: 'INVALID_WAYBILL' });
    const shipped = await gql(sales, shipMutation, {
      input: { id: order.id, carrier: 'SF Express', waybillNumber: 'SF1234567890' },
    });
    expect(shipped.data.shipOrder).toMatchObject({
      order: { status: 'SHIPPED', carrier: 'SF Express', waybillNumber: 'SF1234567890' },
      userErrors: [],
    });
    const tracked = await gql(admin, logisticsMutation, {
      input: { id: order.id, description: 'Arrived at Shenzhen hub' },
    });
    expect(tracked.data.addLogisticsEvent.order.events.at(-1)).toEqual({
      kind: 'LOGISTICS',
      description: 'Arrived at Shenzhen hub',
    });
    expect(await counts()).toMatchObject({ pendingShipment: 0, pendingReceipt: 1 });
    const received = await gql(buyer, orderIdMutation('confirmReceipt', 'order { status }'), {
      input: { id: order.id },
    });
    expect(received.data.confirmReceipt.order.status).toBe('PENDING_REVIEW');
    expect(await counts()).toMatchObject({ pendingReceipt: 0, pendingReview: 1 });

    // Another shipped order confirms itself after the configured time (10 days by default).
    const second = (await buyNow(buyer, 8, 1)).order;
    await setStatus(second.id, OrderStatus.PENDING_SHIPMENT);
    await gql(sales, shipMutation, { input: { id: second.id, carrier: 'SF Express', waybillNumber: 'SF0000000002' } });
    clock.advance(10 * 24 * 3600_000 - 60_000);
    await server.app.jobs.runDue();
    expect((await gql(buyer, orderQuery, { id: second.id })).data.order.status).toBe('SHIPPED');
    clock.advance(120_000);
    await server.app.jobs.runDue();
    expect((await gql(buyer, orderQuery, { id: second.id })).data.order.status).toBe('PENDING_REVIEW');
    const notified = await server.app.orm.em
      .fork()
      .count(Message, { recipient: buyer.id, templateKey: 'orderShipped' });
    expect(notified).toBe(2);
  });

  it('walks every allowed and every forbidden (state, event) pair of the order flow, and every forbidden party', async () => {
    await setPart(server, parts[9]!, { stock: 100_000, priceBreaks: [{ minQty: 1, unitPriceMilli: 10_000 }] });
    const buyer = await createUser(server, { balanceFen: 100_000_000 });
    const stranger = await createUser(server);
    const addressId = await addAddress(buyer);
    const orders = server.app.services.orders;
    const flow = orders.flow;
    const inTransaction = <T>(work: (em: EntityManager) => Promise<T>) => server.app.orm.em.fork().transactional(work);
    const outcomeOf = (code: string | null): WalkOutcome | string => {
      if (code === null) return 'done';
      if (['ORDER_ACTION_NOT_ALLOWED', 'ORDER_NOT_PAYABLE', 'ORDER_EXPIRED'].includes(code)) return 'refused';
      // The API hides another buyer's order: for its events a stranger finds nothing to act on.
      if (code === 'FORBIDDEN' || code === 'NOT_FOUND') return 'forbidden';
      return code;
    };
    const viaGraphQL = async (user: TestUser, query: string, input: Record<string, unknown>) => {
      const answer = await gql(user, query, { input });
      // FORBIDDEN and UNAUTHENTICATED come as GraphQL errors, the business refusals as user errors.
      if (answer.errors) return outcomeOf(String(answer.errors[0]!.extensions?.code));
      const payload = Object.values(answer.data ?? {})[0] as { userErrors: { code: string }[] } | undefined;
      return outcomeOf(payload?.userErrors[0]?.code ?? null);
    };
    const viaService = async (work: () => Promise<unknown>) => {
      try {
        return (await work()) === false ? 'refused' : 'done';
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return outcomeOf(error.code);
      }
    };
    const statusOf = async (id: string) => (await server.app.orm.em.fork().findOneOrFail(Order, Number(id))).status;
    const changesState = async (id: string, work: () => Promise<void>) => {
      const before = await statusOf(id);
      await work();
      return (await statusOf(id)) === before ? 'refused' : 'done';
    };
    /** Fires an event of the shop itself as a user instead: no API offers that, so straight at the flow. */
    const systemEventByUser = (event: OrderAction, id: string) =>
      viaService(() =>
        inTransaction(async (em) =>
          flow.fire(em, await em.findOneOrFail(Order, Number(id)), event, {
            actor: { kind: 'user', userId: buyer.id, can: () => false },
          }),
        ),
      );
    // A staff event by a shopper: the order's own buyer, the one most likely to slip through an owner check.
    const staff = (as: 'allowed' | 'other') => (as === 'allowed' ? sales : buyer);
    const owner = (as: 'allowed' | 'other') => (as === 'allowed' ? buyer : stranger);
    const closePaid = (id: string, as: 'allowed' | 'other', reason: string) =>
      viaService(() =>
        inTransaction((em) =>
          orders.afterSales.closePaid(
            em,
            Number(id),
            {
              kind: 'user',
              userId: staff(as).id,
              can: (permission) => can({ roles: [as === 'allowed' ? 'sales' : 'buyer'] }, permission),
            },
            reason,
          ),
        ),
      );
    /** A provider's payment callback books it (`markPaid`); as another party, the event straight at the flow. */
    const payByCallback = async (event: OrderAction, id: string, as: 'allowed' | 'other') => {
      if (as === 'other') return systemEventByUser(event, id);
      const order = await server.app.orm.em.fork().findOneOrFail(Order, Number(id));
      return viaService(() =>
        inTransaction((em) =>
          orders.markPaid(em, Number(id), {
            method: 'wechat',
            transactionRef: `walk-${id}`,
            paidAt: clock.now(),
            amountFen: order.payableFen,
          }),
        ),
      );
    };
    const fire: Record<OrderAction, (id: string, as: 'allowed' | 'other') => Promise<WalkOutcome | string>> = {
      APPROVE: (id, as) => viaGraphQL(staff(as), orderIdMutation('approveOrder', ''), { id }),
      REJECT: (id, as) =>
        viaGraphQL(
          staff(as),
          `mutation Act($input: RejectOrderApprovalInput!) { rejectOrderApproval(input: $input) { ${ERRORS} } }`,
          { id, reason: 'too large' },
        ),
      SHIP: (id, as) =>
        viaGraphQL(staff(as), shipMutation, { id, carrier: 'SF Express', waybillNumber: `SF${id}000000` }),
      ADD_LOGISTICS_EVENT: (id, as) => viaGraphQL(staff(as), logisticsMutation, { id, description: 'In transit' }),
      CANCEL: (id, as) => viaGraphQL(owner(as), cancelMutation, { id, reason: 'changed my mind' }),
      REMIND_TO_SHIP: (id, as) => viaGraphQL(owner(as), orderIdMutation('remindToShip', ''), { id }),
      CONFIRM_RECEIPT: (id, as) => viaGraphQL(owner(as), orderIdMutation('confirmReceipt', ''), { id }),
      DELETE: (id, as) => viaGraphQL(owner(as), orderIdMutation('deleteOrder', ''), { id }),
      BUY_AGAIN: (id, as) => viaGraphQL(owner(as), orderIdMutation('buyAgain', ''), { id }),
      // Reported through the payments module, which fires them through the orders port.
      SUBMIT_REMITTANCE: (id, as) =>
        viaService(() => inTransaction((em) => orders.holdForRemittance(em, Number(id), owner(as).id))),
      REJECT_REMITTANCE: (id, as) =>
        viaService(async () =>
          Boolean(
            await inTransaction((em) =>
              orders.reopenAfterRejectedRemittance(em, Number(id), staff(as).id, 'no money arrived'),
            ),
          ),
        ),
      // Fired by the after-sales module (cancelPaidOrder) in the transaction that refunds the order: the goods one
      // closes, the membership one (arranged below as an order of kind MEMBERSHIP) is given back.
      CLOSE_UNFULFILLABLE: (id, as) => closePaid(id, as, 'out of stock for good'),
      REFUND_MEMBERSHIP: (id, as) => closePaid(id, as, 'changed their mind'),
      // A paid blind-box open whose box ran empty (arranged below with its FAILED open) is given back the same way.
      REFUND_BLIND_BOX_OPEN: (id, as) => closePaid(id, as, 'the box ran empty'),
      // Fired by the reviews module when the buyer's review is stored.
      REVIEW: (id, as) =>
        viaService(() =>
          inTransaction((em) => orders.transition(em, Number(id), OrderAction.REVIEW, { actorId: owner(as).id })),
        ),
      PAY: (id, as) => payByCallback(OrderAction.PAY, id, as),
      // A membership order: paying it completes it (arranged below as an order of kind MEMBERSHIP).
      PAY_MEMBERSHIP: (id, as) => payByCallback(OrderAction.PAY_MEMBERSHIP, id, as),
      // A paid blind-box open: paying it completes it (and opens the box, walked in lucky-draws.test.ts).
      PAY_BLIND_BOX_OPEN: (id, as) => payByCallback(OrderAction.PAY_BLIND_BOX_OPEN, id, as),
      EXPIRE: (id, as) =>
        as === 'other' ? systemEventByUser(OrderAction.EXPIRE, id) : changesState(id, () => orders.expire(Number(id))),
      AUTO_CONFIRM: (id, as) =>
        as === 'other'
          ? systemEventByUser(OrderAction.AUTO_CONFIRM, id)
          : changesState(id, () => orders.autoConfirm(Number(id))),
    };

    const statuses = Object.values(OrderStatus);
    const outcomes = await walkFlow(flow, statuses, {
      arrange: async (status, event) => {
        const placed = await buyNow(buyer, 9, 1, addressId);
        expect(placed.userErrors).toEqual([]);
        const id = placed.order.id as string;
        const due = new Date(clock.now().getTime() - 1000);
        // PAY_MEMBERSHIP's and REFUND_MEMBERSHIP's guard wants a membership order; the flow reads only its kind.
        const membershipEvents: OrderAction[] = [OrderAction.PAY_MEMBERSHIP, OrderAction.REFUND_MEMBERSHIP];
        const blindBoxEvents: OrderAction[] = [OrderAction.PAY_BLIND_BOX_OPEN, OrderAction.REFUND_BLIND_BOX_OPEN];
        const kind = membershipEvents.includes(event)
          ? OrderKind.MEMBERSHIP
          : blindBoxEvents.includes(event)
            ? OrderKind.BLIND_BOX_OPEN
            : OrderKind.GOODS;
        await setStatus(id, status, { expiresAt: due, autoConfirmAt: due, kind });
        // REFUND_BLIND_BOX_OPEN's listener gives back only an open that failed to draw: this order's is one.
        if (kind === OrderKind.BLIND_BOX_OPEN) {
          await server.app.orm.em.fork().insert(LuckyDrawPaidOpen, {
            activityId: 1,
            userId: buyer.id,
            orderId: Number(id),
            orderNumber: `walk-${id}`,
            priceFen: 100,
            day: '2026-01-01',
            status: LuckyDrawPaidOpenStatus.FAILED,
            recordId: null,
            createdAt: clock.now(),
          });
        }
        return id;
      },
      fire: (event, id, as) => fire[event](id, as),
      stateOf: statusOf,
    });
    expect(outcomes).toHaveLength(orderTransitions.length * (statuses.length + 1));
    // Deleted orders leave the list; cancelled ones gave their stock back.
    const ids = new Set(
      (await gql(buyer, myOrdersQuery)).data.myOrders.edges.map((edge: { node: { id: string } }) => edge.node.id),
    );
    expect(ids.size).toBeLessThan(outcomes.length);
    // 21 events in 10 states, each on a fresh order: slow on a busy machine.
  }, 240_000);

  it("pushes status changes of the subscriber's own orders only", async () => {
    await setPart(server, parts[11]!, { stock: 100, priceBreaks: [{ minQty: 1, unitPriceMilli: 10_000 }] });
    const owner = await createUser(server);
    const stranger = await createUser(server);
    const subscribe = (user: TestUser | null) => {
      const client = createClient({
        url: server.url.replace(/^http/, 'ws') + '/graphql',
        webSocketImpl: WebSocket,
        connectionParams: user ? { 'user-token': user.headers['user-token'] } : {},
        retryAttempts: 0,
      });
      const received: {
        data?: { orderStatusChanged: { orderId: string; status: string } } | null;
        errors?: unknown;
      }[] = [];
      const iterator = client.iterate<{ orderStatusChanged: { orderId: string; status: string } }>({
        query: 'subscription { orderStatusChanged { orderId number status } }',
      });
      const pump = (async () => {
        for await (const result of iterator) received.push(result as (typeof received)[number]);
      })().catch(() => undefined);
      return { client, received, pump };
    };
    const mine = subscribe(owner);
    const theirs = subscribe(stranger);
    const anonymous = subscribe(null);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const order = (await buyNow(owner, 11, 1)).order;
    await gql(owner, cancelMutation, { input: { id: order.id, reason: 'changed my mind' } });
    await expect.poll(() => mine.received.length).toBe(1);
    expect(mine.received[0]!.data!.orderStatusChanged).toMatchObject({ orderId: order.id, status: 'CANCELLED' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(theirs.received).toEqual([]);
    expect(anonymous.received[0]?.errors).toBeDefined();
    for (const subscription of [mine, theirs, anonymous]) await subscription.client.dispose();
  });

  it('answers the REST façade with the envelope and -202 without a session', async () => {
    await setPart(server, parts[10]!, { stock: 30, priceBreaks: [{ minQty: 1, unitPriceMilli: 10_000 }] });
    const buyer = await createUser(server, { vip: 1 });
    const addressId = await addAddress(buyer);
    expect(await restCall(server, '/order/list', {})).toMatchObject({ code: -202 });
    const quote = await restCall(
      server,
      '/order/confirm',
      { deliveryMethod: 'express', productId: parts[10], quantity: 3 },
      buyer.headers,
    );
    expect(quote).toMatchObject({
      code: 1,
      data: { itemsFen: 300, memberDiscountFen: 15, freightFen: 1200, payableFen: 1485 },
    });
    clock.advance(5_000);
    const placed = await restCall(
      server,
      '/order/place',
      { idempotencyKey: newKey(), deliveryMethod: 'express', productId: parts[10], quantity: 3, addressId },
      buyer.headers,
    );
    expect(placed).toMatchObject({ code: 1, data: { status: 'PENDING_PAYMENT', payableFen: 1485 } });
    const graphqlTotal = (await gql(buyer, orderQuery, { id: placed.data.id })).data.order.payableFen;
    expect(graphqlTotal).toBe(placed.data.payableFen);
    const list = await restCall(server, '/order/list', { tab: 'PENDING_PAYMENT' }, buyer.headers);
    expect(list).toMatchObject({ code: 1, data: { totalCount: 1 } });
    const detail = await restCall(server, '/order/detail', { id: placed.data.id }, buyer.headers);
    expect(detail).toMatchObject({ code: 1, data: { id: placed.data.id, lines: [{ quantity: 3 }] } });
    const stranger = await createUser(server);
    expect(await restCall(server, '/order/detail', { id: placed.data.id }, stranger.headers)).toMatchObject({
      code: -404,
    });
    const refused = await restCall(server, '/order/confirmReceipt', { id: placed.data.id }, buyer.headers);
    expect(refused).toMatchObject({ code: -3003 });
    const remind = await restCall(server, '/order/remind', { id: placed.data.id }, buyer.headers);
    expect(remind).toMatchObject({ code: -3003 });
    const cancelled = await restCall(
      server,
      '/order/cancel',
      { id: placed.data.id, reason: 'wrong part' },
      buyer.headers,
    );
    expect(cancelled).toMatchObject({ code: 1, data: { status: 'CANCELLED', cancelReason: 'wrong part' } });
    expect(await stockOf(server, parts[10]!)).toBe(30);
    expect(await restCall(server, '/order/delete', { id: placed.data.id }, buyer.headers)).toMatchObject({ code: 1 });
    expect(await restCall(server, '/order/detail', { id: placed.data.id }, buyer.headers)).toMatchObject({
      code: -404,
    });
    expect(await server.app.services.wallet.balanceOfUser(server.app.orm.em.fork(), buyer.id)).toBe(0);
  });
});
