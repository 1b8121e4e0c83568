import type { EntityManager } from '@mikro-orm/sql';
import type { AfterCommit } from '../db/after-commit.js';
import { silentLogger, type PlatformLogger } from '../http/logger.js';

/**
 * The shop's business events that leave the module that made them (webhooks, watch lists), by type and with the
 * data of each. Modules add theirs by declaration merging, as with the pub/sub topics:
 *
 * ```ts
 * declare module '../../platform/events/shop-events.js' {
 *   interface ShopEventTypes {
 *     'order.status_changed': { userId: number; orderId: number; status: string };
 *   }
 * }
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ShopEventTypes {}

export type ShopEventType = keyof ShopEventTypes;

export type ShopEvent = { [Type in ShopEventType]: { type: Type; data: ShopEventTypes[Type] } }[ShopEventType];

export type ShopEventListener = (event: ShopEvent) => Promise<void>;

/**
 * Hands business events to their listeners once the transaction that made them has committed (a rolled-back change
 * never happened), on the copy that made them only, so a listener acts once per event however many copies run.
 * A listener that fails is logged: the change is committed and the request that made it must not fail now.
 */
export class ShopEvents {
  private readonly listeners: ShopEventListener[] = [];

  constructor(
    private readonly afterCommit: AfterCommit,
    private readonly logger: PlatformLogger = silentLogger,
  ) {}

  listen(listener: ShopEventListener): void {
    this.listeners.push(listener);
  }

  /** Queues `event` until the transaction of `em` commits (at once outside one); `key` makes it once per transaction. */
  emit(em: EntityManager, event: ShopEvent, key?: string): Promise<void> {
    return this.afterCommit.run(em, () => this.deliver(event), key);
  }

  private async deliver(event: ShopEvent): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(event);
      } catch (err) {
        this.logger.error({ err, event: event.type }, 'a shop event listener failed');
      }
    }
  }
}
