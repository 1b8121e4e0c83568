import { createHash } from 'node:crypto';
import { approximateJsonBytes, BoundedCache } from '../../../platform/metrics/bounded-cache.js';
import type { PayoutProvider, PayoutRequest, PayoutResult } from './payout-provider.js';

/**
 * A payout provider that pays nothing: it answers a reference derived from the key, so a retried payout answers
 * the same reference (idempotent by key, across restarts too), and remembers the latest 10,000 requests (tests read
 * them).
 */
export class SandboxPayoutProvider implements PayoutProvider {
  readonly payouts = new BoundedCache<string, PayoutRequest>({
    name: 'payout-sandbox-requests',
    maxEntries: 10_000,
    maxBytes: 8 * 2 ** 20,
    bytesOf: (request, key) => approximateJsonBytes(request) + key.length * 2,
  });

  async payout(request: PayoutRequest): Promise<PayoutResult> {
    if (!this.payouts.has(request.key)) this.payouts.set(request.key, request);
    const digest = createHash('sha256').update(request.key).digest('hex').slice(0, 20).toUpperCase();
    return { reference: `SANDBOX-${digest}` };
  }
}
