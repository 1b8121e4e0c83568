import { createHash } from 'node:crypto';
import type { PayoutProvider, PayoutRequest, PayoutResult } from './payout-provider.js';

/**
 * A payout provider that pays nothing: it answers a reference derived from the key, so a retried payout answers
 * the same reference (idempotent by key, across restarts too), and remembers what it was asked (tests read it).
 */
export class SandboxPayoutProvider implements PayoutProvider {
  readonly payouts = new Map<string, PayoutRequest>();

  async payout(request: PayoutRequest): Promise<PayoutResult> {
    if (!this.payouts.has(request.key)) this.payouts.set(request.key, request);
    const digest = createHash('sha256').update(request.key).digest('hex').slice(0, 20).toUpperCase();
    return { reference: `SANDBOX-${digest}` };
  }
}
