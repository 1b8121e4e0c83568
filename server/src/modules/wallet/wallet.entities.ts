import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../identity/identity.entities.js';

/**
 * A user's account balance in fen, for paying orders. Changed only by conditional updates, each with its
 * `BalanceEntry`: the balance is always the sum of the user's entries. No row: a balance of 0.
 */
export const WalletAccount = defineEntity({
  name: 'WalletAccount',
  tableName: 'wallet_account',
  properties: {
    user: () => p.manyToOne(User).ref().primary(),
    balanceFen: p.integer().default(0),
  },
});
export type WalletAccount = InferEntity<typeof WalletAccount>;

/** What caused a ledger entry (the GraphQL enum `BalanceEntryKind`). */
export const BalanceEntryKind = {
  /** An order paid from the balance (reference: the order number). */
  PAYMENT: 'PAYMENT',
  /** A refund back to the balance (orderId names the order). */
  REFUND: 'REFUND',
  /** A staff member's credit or debit with its reason. */
  ADJUSTMENT: 'ADJUSTMENT',
  /** A withdrawal's amount and fee, held when it was submitted (reference: the withdrawal id). */
  WITHDRAWAL_HOLD: 'WITHDRAWAL_HOLD',
  /** A rejected or cancelled withdrawal's hold, given back (reference: the withdrawal id). */
  WITHDRAWAL_RETURN: 'WITHDRAWAL_RETURN',
  /** A distributor's settled commission (reference: the commission id). */
  COMMISSION: 'COMMISSION',
  /** The shopper's own top-up through a payment provider (reference: the top-up id). */
  TOPUP: 'TOPUP',
} as const;
export type BalanceEntryKind = (typeof BalanceEntryKind)[keyof typeof BalanceEntryKind];

/** Every change of a user's balance, with why: the ledger the balance is the running sum of. Append-only. */
export const BalanceEntry = defineEntity({
  name: 'BalanceEntry',
  tableName: 'balance_entry',
  indexes: [{ properties: ['user', 'at'] }, { properties: ['at'] }],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).ref(),
    /** Positive credits, negative debits. */
    amountFen: p.integer(),
    kind: p.enum(() => BalanceEntryKind).default(BalanceEntryKind.ADJUSTMENT),
    /** What caused it, by the kind: an order number, a withdrawal, commission or top-up id; null for adjustments. */
    reference: p.string().length(64).nullable(),
    reason: p.string().length(100),
    orderId: p.integer().nullable(),
    actorId: p.integer().nullable(),
    at: p.datetime(),
  },
});
export type BalanceEntry = InferEntity<typeof BalanceEntry>;

export const PayoutAccountType = { ALIPAY: 'ALIPAY', BANK_CARD: 'BANK_CARD' } as const;
export type PayoutAccountType = (typeof PayoutAccountType)[keyof typeof PayoutAccountType];

/**
 * An Alipay account or bank card a user withdraws to. The holder is the user's verified real name; the account
 * number is stored encrypted (like the ID number) with only its last four characters in clear, for the mask.
 * Unbinding keeps the row (past withdrawals name it) and sets `removedAt`.
 */
export const PayoutAccount = defineEntity({
  name: 'PayoutAccount',
  tableName: 'payout_account',
  indexes: [{ properties: ['user', 'removedAt'] }],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    type: p.enum(() => PayoutAccountType),
    /** The bank's name for a card; "Alipay" for an Alipay account. */
    institution: p.string().length(40),
    numberEncrypted: p.text(),
    /** Masked, e.g. `**** **** **** 1234`, `ab***@example.com`. */
    numberMasked: p.string().length(64),
    holderEncrypted: p.text(),
    createdAt: p.datetime(),
    removedAt: p.datetime().nullable(),
  },
});
export type PayoutAccount = InferEntity<typeof PayoutAccount>;

export const WithdrawalStatus = {
  SUBMITTED: 'SUBMITTED',
  UNDER_REVIEW: 'UNDER_REVIEW',
  PASSED: 'PASSED',
  REJECTED: 'REJECTED',
  CANCELLED: 'CANCELLED',
} as const;
export type WithdrawalStatus = (typeof WithdrawalStatus)[keyof typeof WithdrawalStatus];

/** A request to pay part of the balance out to a bound account; its amount plus fee is held from submission on. */
export const Withdrawal = defineEntity({
  name: 'Withdrawal',
  tableName: 'withdrawal',
  indexes: [{ properties: ['user', 'id'] }, { properties: ['status', 'id'] }, { properties: ['user', 'createdAt'] }],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    account: () => p.manyToOne(PayoutAccount).ref(),
    /** What reaches the account. */
    amountFen: p.integer(),
    feeFen: p.integer(),
    status: p.enum(() => WithdrawalStatus),
    createdAt: p.datetime(),
    reviewedBy: p.integer().nullable(),
    decidedAt: p.datetime().nullable(),
    rejectReason: p.string().length(200).nullable(),
    /** The payout provider's reference once paid out. */
    payoutReference: p.string().length(64).nullable(),
  },
});
export type Withdrawal = InferEntity<typeof Withdrawal>;

export const walletEntities = [WalletAccount, BalanceEntry, PayoutAccount, Withdrawal];
