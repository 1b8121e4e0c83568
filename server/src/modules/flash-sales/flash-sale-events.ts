import type { EntityManager } from '@mikro-orm/sql';
import type { FlashSalesDeps } from './flash-sale-context.js';
import { readSession } from './flash-sale-views.js';

/**
 * Tells every server copy's subscribers that a session changed (an activity transition, an item selling out, a unit
 * coming back), once its transaction has committed: the session is read fresh after the commit and published once,
 * whatever the transaction changed in it (keyed work of AfterCommit).
 */
export class FlashSaleEvents {
  constructor(private readonly deps: FlashSalesDeps) {}

  /** Queues the announcement of `sessionId` until the transaction of `em` commits (at once outside one). */
  changed(em: EntityManager, sessionId: number): Promise<void> {
    return this.deps.afterCommit.run(em, () => this.publish(sessionId), `flash-sale-changed/${sessionId}`);
  }

  /** Reads the session as it is now and publishes it on FLASH_SALE_CHANGED. */
  async publish(sessionId: number): Promise<void> {
    const { deps } = this;
    try {
      const session = await readSession(deps.forkEm(), sessionId, deps.clock.now());
      if (session) deps.pubSub.publish('FLASH_SALE_CHANGED', String(sessionId), session);
    } catch {
      // The change is committed and the request that made it must not fail now; a subscriber that missed this
      // push still has the session's query, and the next change publishes the whole session again.
    }
  }
}
