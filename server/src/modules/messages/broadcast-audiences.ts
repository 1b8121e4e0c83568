import type { EntityManager } from '@mikro-orm/sql';
import { userDirectory } from '../identity/user-directory.js';
import { BroadcastAudience } from './messages.entities.js';

/** The ids of the customers who placed an order at or after `since`: the orders module answers it. */
export type RecentBuyers = (em: EntityManager, since: Date) => Promise<number[]>;

export interface AudienceChoice {
  audience: BroadcastAudience;
  /** ORDERED_WITHIN only. */
  orderedWithinDays?: number | null | undefined;
  /** LISTED only: chosen, existing accounts (checked by the caller). */
  userIds?: readonly number[] | null | undefined;
}

/**
 * Who a broadcast audience is, asked of the modules that know: identity for every user and the super members, orders
 * (through the port it provides when it is built, since messages is built before it) for recent buyers.
 */
export class BroadcastAudiences {
  private recentBuyers: RecentBuyers | null = null;

  provideRecentBuyers(recentBuyers: RecentBuyers): void {
    if (this.recentBuyers) throw new Error('broadcastAudiences: recent buyers provided twice');
    this.recentBuyers = recentBuyers;
  }

  async recipientsOf(em: EntityManager, choice: AudienceChoice, now: Date): Promise<number[]> {
    switch (choice.audience) {
      case BroadcastAudience.ALL:
        return userDirectory.allUserIds(em);
      case BroadcastAudience.SUPER_MEMBERS:
        return userDirectory.buyerIds(em, { vipOnly: true });
      case BroadcastAudience.ORDERED_WITHIN: {
        if (!this.recentBuyers) throw new Error('broadcastAudiences: no module provides recent buyers');
        const since = new Date(now.getTime() - (choice.orderedWithinDays ?? 0) * 86_400_000);
        return this.recentBuyers(em, since);
      }
      case BroadcastAudience.LISTED:
        return [...new Set(choice.userIds ?? [])];
    }
  }
}
