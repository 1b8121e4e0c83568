import type { AnswerCacheSettings } from '../../platform/graphql/answer-cache.js';
import { AnswerCache } from '../../platform/graphql/answer-cache.js';
import type { Orm } from '../../platform/db/orm.js';
import type { ShopEvents } from '../../platform/events/shop-events.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import { readCatalogVersion } from './catalog-read-cache.js';

declare module '../../platform/pubsub/pubsub.js' {
  interface PubSubTopics {
    /** A part's stock or price changed on some server copy: every copy drops its kept catalog answers. */
    CATALOG_ANSWERS_STALE: [productId: number];
  }
}

/**
 * The catalog reads whose anonymous answers are kept (`AnswerCache`): what they show follows the catalog version
 * (parts, their parameters and makers) or their stock. Categories and brands are left out: their own edits bump no
 * version.
 */
const KEPT_READS: ReadonlySet<string> = new Set(['product', 'products', 'partsByMpn']);

/**
 * The answer cache of anonymous catalog reads (`catalog-answers` in the table of the server's caches). A stock
 * or price change drops the kept answers at once on the copy that made it and, through pub/sub, on every other copy;
 * the cache's time to live bounds what a message lost with the Redis link would leave stale.
 */
export function catalogAnswerCache(
  settings: AnswerCacheSettings,
  deps: { orm: Orm; shopEvents: ShopEvents; pubSub: PubSub },
): AnswerCache {
  const { orm, shopEvents, pubSub } = deps;
  const cache = new AnswerCache({
    ...settings,
    fields: KEPT_READS,
    version: async () => String(await readCatalogVersion(orm.em)),
  });
  if (!cache.enabled) return cache;
  shopEvents.listen(async (event) => {
    if (event.type !== 'part.changed') return;
    cache.clear();
    pubSub.publish('CATALOG_ANSWERS_STALE', event.data.parts[0]!.productId);
  });
  const hearOtherCopies = async () => {
    for await (const _productId of pubSub.subscribe('CATALOG_ANSWERS_STALE')) cache.clear();
  };
  // A subscription ended by falling behind starts again; what it missed the time to live covers.
  const listen = (): void => void hearOtherCopies().catch(listen);
  listen();
  return cache;
}
