import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../identity/identity.entities.js';

export const PaymentAttemptStatus = { PENDING: 'PENDING', SUCCEEDED: 'SUCCEEDED', FAILED: 'FAILED' } as const;
export type PaymentAttemptStatus = (typeof PaymentAttemptStatus)[keyof typeof PaymentAttemptStatus];

export const RemittanceStatus = { UNDER_REVIEW: 'UNDER_REVIEW', CONFIRMED: 'CONFIRMED', REJECTED: 'REJECTED' } as const;
export type RemittanceStatus = (typeof RemittanceStatus)[keyof typeof RemittanceStatus];

/**
 * One try to pay an order through a provider (WeChat, Alipay). `outTradeNo` is our reference the provider
 * echoes back; `transactionRef` is the provider's, unique, so a replayed notification cannot credit twice.
 */
export const PaymentAttempt = defineEntity({
  name: 'PaymentAttempt',
  tableName: 'payment_attempt',
  indexes: [{ properties: ['orderId', 'createdAt'] }],
  properties: {
    id: p.integer().primary(),
    /** The order (orders module); kept as a number so payments never reach into the orders tables. */
    orderId: p.integer(),
    orderNumber: p.string().length(40),
    /** The order's owner: who may see this attempt besides the payer. */
    owner: () => p.manyToOne(User).ref().deleteRule('cascade'),
    /** Who pays: the owner, or a friend paying through a share link. */
    payer: () => p.manyToOne(User).ref().deleteRule('cascade'),
    provider: p.string().length(16),
    viaFriendLink: p.boolean().default(false),
    outTradeNo: p.string().length(40).unique(),
    amountFen: p.integer(),
    /** End of the order's payment window: money paid later fails the attempt. */
    orderExpiresAt: p.datetime(),
    status: p.enum(() => PaymentAttemptStatus).default(PaymentAttemptStatus.PENDING),
    /** Error code of the catalogue saying why the payment failed. */
    failureCode: p.string().length(64).nullable(),
    transactionRef: p.string().length(80).nullable().unique(),
    createdAt: p.datetime(),
    paidAt: p.datetime().nullable(),
  },
});
export type PaymentAttempt = InferEntity<typeof PaymentAttempt>;

/** An offline bank transfer the buyer reports with proof; staff confirm it (the order is paid) or reject it. */
export const BankRemittance = defineEntity({
  name: 'BankRemittance',
  tableName: 'bank_remittance',
  indexes: [{ properties: ['orderId', 'submittedAt'] }, { properties: ['status', 'submittedAt'] }],
  properties: {
    id: p.integer().primary(),
    orderId: p.integer(),
    orderNumber: p.string().length(40),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    amountFen: p.integer(),
    payerName: p.string().length(64),
    bank: p.string().length(128),
    account: p.string().length(64),
    country: p.string().length(64).nullable(),
    cardNumber: p.string().length(32).nullable(),
    /** Stored image paths of the payment proofs (1 to 6). */
    proofPaths: p.json<string[]>(),
    status: p.enum(() => RemittanceStatus).default(RemittanceStatus.UNDER_REVIEW),
    rejectReason: p.string().length(200).nullable(),
    submittedAt: p.datetime(),
    decidedAt: p.datetime().nullable(),
    decidedBy: () => p.manyToOne(User).ref().nullable().deleteRule('set null'),
  },
});
export type BankRemittance = InferEntity<typeof BankRemittance>;

/** A share link through which another signed-in user pays the owner's order; it dies with the order's window. */
export const FriendPayLink = defineEntity({
  name: 'FriendPayLink',
  tableName: 'friend_pay_link',
  properties: {
    id: p.integer().primary(),
    token: p.string().length(64).unique(),
    orderId: p.integer().unique(),
    owner: () => p.manyToOne(User).ref().deleteRule('cascade'),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
  },
});
export type FriendPayLink = InferEntity<typeof FriendPayLink>;

/** Where a confirmed provider payment stands: credited to its order, money to return, or returned. */
export const ProviderPaymentStatus = { BOOKED: 'booked', TO_RETURN: 'to_return', RETURNED: 'returned' } as const;
export type ProviderPaymentStatus = (typeof ProviderPaymentStatus)[keyof typeof ProviderPaymentStatus];

/** Why money is to be returned: the order was paid already, or it could no longer be paid (cancelled, expired). */
export const ReturnReason = { DUPLICATE: 'duplicate', LATE: 'late' } as const;
export type ReturnReason = (typeof ReturnReason)[keyof typeof ReturnReason];

/**
 * Every payment a provider confirmed, once (unique on provider and its transaction id, so a replayed
 * notification adds nothing). One that did not pay its order (a second payment, a payment for a cancelled or
 * expired order) is money to return, refunded through the provider at once (refunds.late-payments.ts) and shown to
 * staff as returning until the refund's notification moves it to returned.
 */
export const ProviderPayment = defineEntity({
  name: 'ProviderPayment',
  tableName: 'provider_payment',
  uniques: [{ properties: ['provider', 'transactionRef'] }],
  indexes: [{ properties: ['orderId', 'id'] }, { properties: ['status', 'orderId'] }],
  properties: {
    id: p.integer().primary(),
    provider: p.string().length(16),
    /** The provider's transaction id. */
    transactionRef: p.string().length(80),
    attempt: () => p.manyToOne(PaymentAttempt).ref().deleteRule('cascade'),
    orderId: p.integer(),
    amountFen: p.integer(),
    /** When the provider says the money was paid. */
    paidAt: p.datetime(),
    /** When its notification first reached the shop. */
    receivedAt: p.datetime(),
    status: p.enum(() => ProviderPaymentStatus),
    returnReason: p.enum(() => ReturnReason).nullable(),
    /** When the shop asked the provider to give it back (it is on its way until `returnedAt`). */
    returnStartedAt: p.datetime().nullable(),
    /** When the provider's refund notification said it was back with the payer. */
    returnedAt: p.datetime().nullable(),
  },
});
export type ProviderPayment = InferEntity<typeof ProviderPayment>;

export const paymentEntities = [PaymentAttempt, BankRemittance, FriendPayLink, ProviderPayment];
