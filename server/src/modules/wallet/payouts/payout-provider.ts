/** One payout: money to a user's Alipay account or bank card. */
export interface PayoutRequest {
  /** Idempotency key (`withdrawal-<id>`): the same key never pays twice and answers the first payout again. */
  key: string;
  amountFen: number;
  accountType: 'ALIPAY' | 'BANK_CARD';
  /** The account number in clear, for the provider only. */
  accountNumber: string;
  holderName: string;
}

export interface PayoutResult {
  /** The provider's reference of the transfer. */
  reference: string;
}

/** Where withdrawals are paid out (Alipay transfers, bank payouts); the sandbox stands in for them in tests and demos. */
export interface PayoutProvider {
  payout(request: PayoutRequest): Promise<PayoutResult>;
}
