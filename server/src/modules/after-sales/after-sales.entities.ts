import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../identity/identity.entities.js';

/** Spec §1: what the buyer asks for. */
export const AfterSaleType = {
  REFUND_ONLY: 'REFUND_ONLY',
  RETURN_AND_REFUND: 'RETURN_AND_REFUND',
  EXCHANGE: 'EXCHANGE',
  /** Missing or damaged goods sent again (reviewed and shipped by the platform). */
  REPLENISHMENT: 'REPLENISHMENT',
} as const;
export type AfterSaleType = (typeof AfterSaleType)[keyof typeof AfterSaleType];

/** Spec §4: the states of an after-sales request; the moves between them are `after-sales.states.ts`. */
export const AfterSaleStatus = {
  UNDER_REVIEW: 'UNDER_REVIEW',
  APPROVED: 'APPROVED',
  REJECTED: 'REJECTED',
  TO_BE_RETURNED: 'TO_BE_RETURNED',
  RETURN_SHIPPED: 'RETURN_SHIPPED',
  MERCHANT_RECEIVED: 'MERCHANT_RECEIVED',
  REFUND_PENDING: 'REFUND_PENDING',
  REFUND_SUCCEEDED: 'REFUND_SUCCEEDED',
  COMPLETED: 'COMPLETED',
  CANCELLED: 'CANCELLED',
  CLOSED: 'CLOSED',
  PLATFORM_REVIEW: 'PLATFORM_REVIEW',
  PLATFORM_SHIPMENT: 'PLATFORM_SHIPMENT',
  AWAITING_RECEIPT: 'AWAITING_RECEIPT',
} as const;
export type AfterSaleStatus = (typeof AfterSaleStatus)[keyof typeof AfterSaleStatus];

export const AfterSaleActorKind = { BUYER: 'BUYER', STAFF: 'STAFF', SYSTEM: 'SYSTEM' } as const;
export type AfterSaleActorKind = (typeof AfterSaleActorKind)[keyof typeof AfterSaleActorKind];

/**
 * One after-sales request of a buyer for some lines of one received order. The order lives in the orders module:
 * kept here by id and number only, read through its `AfterSaleOrders` port.
 */
export const AfterSaleRequest = defineEntity({
  name: 'AfterSaleRequest',
  tableName: 'after_sale_request',
  indexes: [
    { properties: ['user', 'createdAt'] },
    { properties: ['orderId'] },
    { properties: ['status', 'createdAt'] },
  ],
  properties: {
    id: p.integer().primary(),
    serviceNumber: p.string().length(32).unique(),
    type: p.enum(() => AfterSaleType),
    status: p.enum(() => AfterSaleStatus),
    orderId: p.integer(),
    orderNumber: p.string().length(32),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    /** A code of the type's reasons (`after-sale-rules.ts`). */
    reasonCode: p.string().length(32),
    explanation: p.string().length(500).nullable(),
    /** Stored image paths of the proofs (at most 6). */
    proofPaths: p.json<string[]>(),
    contactPhone: p.string().length(24),
    /** What the shop refunds, computed by the server at application (freight included when it is). */
    refundFen: p.integer(),
    freightRefundFen: p.integer(),
    /** The return must be shipped (waybill entered) by then, or the request closes itself. */
    returnDeadlineAt: p.datetime().nullable(),
    returnCarrier: p.string().length(16).nullable(),
    returnWaybillNumber: p.string().length(32).nullable(),
    returnShippedAt: p.datetime().nullable(),
    replacementCarrier: p.string().length(16).nullable(),
    replacementWaybillNumber: p.string().length(32).nullable(),
    rejectReason: p.string().length(200).nullable(),
    /** What staff asked the buyer to add (REQUEST_PROOF); cleared when proof is added. */
    proofRequest: p.string().length(200).nullable(),
    /** Set when the return is received: whether the goods can go back on the shelf. */
    goodsFine: p.boolean().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type AfterSaleRequest = InferEntity<typeof AfterSaleRequest>;

/** One order line of a request, with how many units and the share of what was paid they give back. */
export const AfterSaleLine = defineEntity({
  name: 'AfterSaleLine',
  tableName: 'after_sale_line',
  properties: {
    id: p.integer().primary(),
    request: () => p.manyToOne(AfterSaleRequest).ref().deleteRule('cascade'),
    orderLineId: p.integer(),
    productId: p.integer(),
    mpn: p.string().length(96),
    brandName: p.string().length(128),
    package: p.string().length(48),
    quantity: p.integer(),
    refundFen: p.integer(),
  },
});
export type AfterSaleLine = InferEntity<typeof AfterSaleLine>;

/** The request's timeline: every action, who took it, and the states before and after. */
export const AfterSaleEvent = defineEntity({
  name: 'AfterSaleEvent',
  tableName: 'after_sale_event',
  indexes: [{ properties: ['request', 'at'] }],
  properties: {
    id: p.integer().primary(),
    request: () => p.manyToOne(AfterSaleRequest).ref().deleteRule('cascade'),
    at: p.datetime(),
    action: p.string().length(32),
    fromStatus: p.enum(() => AfterSaleStatus).nullable(),
    toStatus: p.enum(() => AfterSaleStatus).nullable(),
    actorKind: p.enum(() => AfterSaleActorKind),
    actorId: p.integer().nullable(),
    note: p.string().length(500).nullable(),
  },
});
export type AfterSaleEvent = InferEntity<typeof AfterSaleEvent>;

export const afterSaleEntities = [AfterSaleRequest, AfterSaleLine, AfterSaleEvent];
