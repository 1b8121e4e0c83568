import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../identity/identity.entities.js';

export const TopUpStatus = { PENDING: 'PENDING', PAID: 'PAID' } as const;
export type TopUpStatus = (typeof TopUpStatus)[keyof typeof TopUpStatus];

/**
 * A shopper's top-up of their balance through a payment provider: its own payable thing, not a shop order.
 * `outTradeNo` is our reference the provider echoes back; `transactionRef` the provider's once paid.
 */
export const TopUp = defineEntity({
  name: 'TopUp',
  tableName: 'top_up',
  indexes: [{ properties: ['user', 'id'] }, { properties: ['user', 'status', 'paidAt'] }],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    amountFen: p.integer(),
    provider: p.string().length(16),
    outTradeNo: p.string().length(40).unique(),
    status: p.enum(() => TopUpStatus).default(TopUpStatus.PENDING),
    transactionRef: p.string().length(80).nullable().unique(),
    createdAt: p.datetime(),
    paidAt: p.datetime().nullable(),
  },
});
export type TopUp = InferEntity<typeof TopUp>;

export const topUpEntities = [TopUp];
