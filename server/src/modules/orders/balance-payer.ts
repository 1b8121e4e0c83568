import type { EntityManager } from '@mikro-orm/sql';

/**
 * What orders need of the wallet to take a payment from the buyer's balance (the wallet module implements it), so
 * orders never touch the wallet's tables.
 */
export interface BalancePayer {
  /**
   * Takes `amountFen` from the user's balance for the order, inside the caller's transaction: one conditional
   * update, so the balance never goes below zero (INSUFFICIENT_BALANCE when it would). Answers the payment's
   * reference, unique per debit.
   */
  payFromBalance(
    em: EntityManager,
    userId: number,
    amountFen: number,
    order: { id: number; number: string },
  ): Promise<string>;
}
