import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Product } from '../catalog/catalog.entities.js';
import { User } from '../identity/identity.entities.js';

/** Order states of spec §4; the transitions between them are the table in `order-state-machine.ts`. */
export const OrderStatus = {
  PENDING_APPROVAL: 'PENDING_APPROVAL',
  PENDING_PAYMENT: 'PENDING_PAYMENT',
  /** An offline bank remittance waits for staff to confirm the money arrived ("pending platform receipt"). */
  PENDING_PLATFORM_RECEIPT: 'PENDING_PLATFORM_RECEIPT',
  /** Paid, to be shipped. */
  PENDING_SHIPMENT: 'PENDING_SHIPMENT',
  /** Shipped, to be received. */
  SHIPPED: 'SHIPPED',
  /** Received, to be reviewed. */
  PENDING_REVIEW: 'PENDING_REVIEW',
  COMPLETED: 'COMPLETED',
  CANCELLED: 'CANCELLED',
  CLOSED: 'CLOSED',
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

export const PaymentMethod = {
  BALANCE: 'balance',
  WECHAT: 'wechat',
  ALIPAY: 'alipay',
  BANK_TRANSFER: 'bank_transfer',
  FRIEND: 'friend',
  /** Nothing to pay: a live activity's prize (a free order, a blind box's part) is paid as it is placed. */
  PRIZE: 'prize',
} as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];

/** `none`: a membership order, which delivers nothing. */
export const DeliveryMethod = { EXPRESS: 'express', PICKUP: 'pickup', NONE: 'none' } as const;
export type DeliveryMethod = (typeof DeliveryMethod)[keyof typeof DeliveryMethod];

/**
 * What an order sells: parts, a super membership, or one open of a paid blind box (neither of the last two has lines
 * or delivery; paying them completes them).
 */
export const OrderKind = { GOODS: 'GOODS', MEMBERSHIP: 'MEMBERSHIP', BLIND_BOX_OPEN: 'BLIND_BOX_OPEN' } as const;
export type OrderKind = (typeof OrderKind)[keyof typeof OrderKind];

export const InvoiceType = { NONE: 'none', PERSONAL: 'personal', ENTERPRISE: 'enterprise' } as const;
export type InvoiceType = (typeof InvoiceType)[keyof typeof InvoiceType];

/** The delivery address as it was when the order was placed; later edits of the address book don't change it. */
export interface AddressSnapshot {
  consignee: string;
  areaCode: string;
  phone: string;
  country: string;
  province: string;
  city: string;
  district: string | null;
  postalCode: string | null;
  detail: string;
}

/** The store-pickup details as they were when the order was placed. */
export interface PickupSnapshot {
  pointId: number;
  pointName: string;
  pointAddress: string;
  /** `YYYY-MM-DD` in the shop's calendar. */
  date: string;
  /** e.g. `09:00-12:00`. */
  timeSlot: string;
  personName: string;
  personAreaCode: string;
  personPhone: string;
}

/**
 * One order. Amounts are integer fen, computed once by the pricing pipeline at placement:
 * payable = items - memberDiscount - couponDeduction - pointsDeduction + freight.
 */
export const Order = defineEntity({
  name: 'Order',
  tableName: 'shop_order',
  // A client's idempotency key makes a double-clicked submit one order.
  uniques: [{ properties: ['user', 'idempotencyKey'] }],
  // (createdAt, paidAt) and (paidAt, paidFen) answer the dashboard's orders and revenue per day from the index alone.
  indexes: [
    { properties: ['user', 'status', 'createdAt'] },
    { properties: ['status', 'expiresAt'] },
    { properties: ['createdAt', 'paidAt'] },
    { properties: ['paidAt', 'paidFen'] },
  ],
  // What was given back never exceeds what was paid: a constraint, not a hope (refunds only grow it conditionally).
  // It says `refunded_fen <= coalesce(paid_fen, 0)` without a comma, which SQLite's schema reader would split on.
  checks: [
    {
      name: 'shop_order_refunded_within_paid',
      expression: 'refunded_fen >= 0 and (refunded_fen = 0 or (paid_fen is not null and refunded_fen <= paid_fen))',
    },
  ],
  properties: {
    id: p.integer().primary(),
    number: p.string().length(32).unique(),
    user: () => p.manyToOne(User).ref(),
    status: p.enum(() => OrderStatus),
    /** GOODS, MEMBERSHIP (a super membership) or BLIND_BOX_OPEN (a paid open): the last two have no lines. */
    kind: p.enum(() => OrderKind).default(OrderKind.GOODS),
    idempotencyKey: p.string().length(64),
    createdAt: p.datetime(),
    /** End of the payment window; an unpaid order is cancelled then. */
    expiresAt: p.datetime(),
    itemsFen: p.integer(),
    memberDiscountFen: p.integer(),
    couponDeductionFen: p.integer(),
    pointsDeductionFen: p.integer(),
    /** The buyer's coupon the order used (the coupons module's id), and its title as it was then. */
    couponId: p.integer().nullable(),
    couponTitle: p.string().length(100).nullable(),
    /** Points spent on it (`pointsDeductionFen` is what they took off). */
    pointsSpent: p.integer().default(0),
    /** A membership order: the plan bought (`SUPER_12M`) and its title as it was sold (an order without lines). */
    membershipPlanCode: p.string().length(32).nullable(),
    title: p.string().length(100).nullable(),
    /**
     * Sold by a live activity (`activity-orders.ts`): its kind (`FLASH_SALE` ...), the activity's id and the kind's
     * own row (a sale item, a group ...), so the activity hears of the order's milestones; null for the shop's own.
     */
    activityKind: p.string().length(16).nullable(),
    activityId: p.integer().nullable(),
    activityReference: p.string().length(64).nullable(),
    freightFen: p.integer(),
    payableFen: p.integer(),
    /** Actual payment, once paid. */
    paidFen: p.integer().nullable(),
    /** Refunds booked against the payment so far; grows only by `refunded_fen + x <= paid_fen` (refundable-orders.ts). */
    refundedFen: p.integer().default(0),
    paymentMethod: p.enum(() => PaymentMethod).nullable(),
    paidAt: p.datetime().nullable(),
    /** The payment's reference (provider transaction id, balance entry ...); unique, so a payment is booked once. */
    transactionRef: p.string().length(64).nullable().unique(),
    remark: p.string().length(200).nullable(),
    invoiceType: p.enum(() => InvoiceType),
    invoiceTitle: p.string().length(100).nullable(),
    invoiceTaxNumber: p.string().length(20).nullable(),
    deliveryMethod: p.enum(() => DeliveryMethod),
    address: p.json<AddressSnapshot>().nullable(),
    pickup: p.json<PickupSnapshot>().nullable(),
    cancelReason: p.string().length(200).nullable(),
    cancelledAt: p.datetime().nullable(),
    carrier: p.string().length(32).nullable(),
    waybillNumber: p.string().length(32).nullable(),
    shippedAt: p.datetime().nullable(),
    /** When a shipped order confirms itself if the buyer has not. */
    autoConfirmAt: p.datetime().nullable(),
    receivedAt: p.datetime().nullable(),
    completedAt: p.datetime().nullable(),
    lastRemindedAt: p.datetime().nullable(),
    /** Soft delete by the buyer: hidden from their list, kept for staff and accounting. */
    deletedAt: p.datetime().nullable(),
  },
});
export type Order = InferEntity<typeof Order>;

/** One line of an order: a snapshot of the part and its price at placement. */
export const OrderLine = defineEntity({
  name: 'OrderLine',
  tableName: 'order_line',
  properties: {
    id: p.integer().primary(),
    order: () => p.manyToOne(Order).ref().deleteRule('cascade'),
    product: () => p.manyToOne(Product).ref(),
    mpn: p.string().length(96),
    brandName: p.string().length(128),
    package: p.string().length(48),
    quantity: p.integer(),
    /** 0.0001 yuan, from the price break the quantity fell in. */
    unitPriceMilli: p.integer(),
    lineTotalFen: p.integer(),
    /**
     * What the buyer actually paid for this line: its total minus its share of the member discount, coupon and
     * points, allocated at placement (`allocatePaidShares`); the lines' shares add up to the goods paid, to the fen.
     * After-sales refunds are parts of it.
     */
    paidShareFen: p.integer().default(0),
    /** The buyer's own reference from the cart line (a BOM line's designators). */
    customerReference: p.string().length(500).nullable(),
  },
});
export type OrderLine = InferEntity<typeof OrderLine>;

export const OrderEventKind = {
  STATUS: 'status',
  LOGISTICS: 'logistics',
  REMINDER: 'reminder',
  /** An action on one of the order's after-sales requests (who, which request, what). */
  AFTER_SALE: 'after_sale',
} as const;
export type OrderEventKind = (typeof OrderEventKind)[keyof typeof OrderEventKind];

/** The audit trail of an order: every state change (who, from, to) and every logistics event. */
export const OrderEvent = defineEntity({
  name: 'OrderEvent',
  tableName: 'order_event',
  indexes: [{ properties: ['order', 'at'] }],
  properties: {
    id: p.integer().primary(),
    order: () => p.manyToOne(Order).ref().deleteRule('cascade'),
    kind: p.enum(() => OrderEventKind),
    at: p.datetime(),
    /** The user who caused it; null for the system (expiry, auto-confirm, payment callbacks). */
    actorId: p.integer().nullable(),
    action: p.string().length(32).nullable(),
    fromStatus: p.enum(() => OrderStatus).nullable(),
    toStatus: p.enum(() => OrderStatus).nullable(),
    /** Logistics: where the parcel is and what happened; status changes: the cancel reason etc. */
    description: p.string().length(200).nullable(),
  },
});
export type OrderEvent = InferEntity<typeof OrderEvent>;

export const orderEntities = [Order, OrderLine, OrderEvent];
