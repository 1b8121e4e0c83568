import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../identity/identity.entities.js';
import type { RefundMethod as RefundMethodName, RefundStatus as RefundStatusName } from './order-refunds.js';
import { ProviderPayment } from './payments.entities.js';

export const RefundMethod = {
  BALANCE: 'BALANCE',
  WECHAT: 'WECHAT',
  ALIPAY: 'ALIPAY',
  BANK_TRANSFER: 'BANK_TRANSFER',
} as const satisfies Record<RefundMethodName, RefundMethodName>;
export type RefundMethod = RefundMethodName;

export const RefundStatus = {
  PENDING: 'PENDING',
  TO_TRANSFER: 'TO_TRANSFER',
  SUCCEEDED: 'SUCCEEDED',
  FAILED: 'FAILED',
} as const satisfies Record<RefundStatusName, RefundStatusName>;
export type RefundStatus = RefundStatusName;

/**
 * Money going back to whoever paid: one row per refund, once per `key` (the caller's idempotency key, e.g.
 * `after-sale/12`, `provider-payment/7`). `outRefundNo` is our reference at the provider (WeChat `out_refund_no`,
 * Alipay `out_request_no`), which the provider keeps unique too, so a retried call never refunds twice;
 * `providerRefundRef` is the provider's id of the refund, unique, so a replayed notification is recognised.
 */
export const Refund = defineEntity({
  name: 'Refund',
  tableName: 'refund',
  indexes: [{ properties: ['orderId', 'id'] }, { properties: ['status', 'id'] }],
  properties: {
    id: p.integer().primary(),
    /** The order (orders module), kept as a number so payments never reach into the orders tables. */
    orderId: p.integer(),
    orderNumber: p.string().length(32),
    /** The order's owner: who is told, and who may read it. */
    buyer: () => p.manyToOne(User).ref().deleteRule('cascade'),
    key: p.string().length(120).unique(),
    amountFen: p.integer(),
    method: p.enum(() => RefundMethod),
    status: p.enum(() => RefundStatus),
    /** Why, for the ledger and staff. */
    reason: p.string().length(200),
    outRefundNo: p.string().length(40).unique(),
    /** wechat, alipay: the provider the money goes back through; null for balance and bank transfer. */
    provider: p.string().length(16).nullable(),
    /** The provider payment refunded against: its `out_trade_no`, transaction id and total. */
    outTradeNo: p.string().length(40).nullable(),
    transactionRef: p.string().length(80).nullable(),
    paymentTotalFen: p.integer().nullable(),
    providerRefundRef: p.string().length(80).nullable().unique(),
    /** When the provider accepted the refund request (null: not asked yet, the job will). */
    requestedAt: p.datetime().nullable(),
    /** Money that never paid its order (a late or second payment): not booked on the order's refunded total. */
    providerPayment: () => p.manyToOne(ProviderPayment).ref().nullable().deleteRule('set null'),
    /** Whether `amountFen` was booked on the order's refunded total. */
    bookedOnOrder: p.boolean(),
    /** Who asked for it; null for the shop itself (a late payment). */
    actor: () => p.manyToOne(User).ref().nullable().deleteRule('set null'),
    createdAt: p.datetime(),
    settledAt: p.datetime().nullable(),
    /** A bank transfer: the staff member who made it, and their proof images (1 to 6 stored paths). */
    settledBy: () => p.manyToOne(User).ref().nullable().deleteRule('set null'),
    transferProofPaths: p.json<string[]>().nullable(),
    /** The provider's word when it could not refund. */
    failureReason: p.string().length(200).nullable(),
  },
});
export type Refund = InferEntity<typeof Refund>;

export const refundEntities = [Refund];
