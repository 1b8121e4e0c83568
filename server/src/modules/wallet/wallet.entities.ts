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

/** Every change of a user's balance, with why: the ledger the balance is the running sum of. */
export const BalanceEntry = defineEntity({
  name: 'BalanceEntry',
  tableName: 'balance_entry',
  indexes: [{ properties: ['user', 'at'] }],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).ref(),
    /** Positive credits, negative debits. */
    amountFen: p.integer(),
    reason: p.string().length(100),
    orderId: p.integer().nullable(),
    actorId: p.integer().nullable(),
    at: p.datetime(),
  },
});
export type BalanceEntry = InferEntity<typeof BalanceEntry>;

export const walletEntities = [WalletAccount, BalanceEntry];
