import type { AnswerCacheSettings } from '../../platform/graphql/answer-cache.js';
import { AnswerCache } from '../../platform/graphql/answer-cache.js';
import type { Orm } from '../../platform/db/orm.js';
import type { ShopEvents } from '../../platform/events/shop-events.js';
import { readCatalogVersion } from './catalog-read-cache.js';

/**
 * The catalog reads whose anonymous answers are kept (`AnswerCache`): what they show follows the catalog version
 * (parts, their parameters and makers) or their stock. Categories and brands are left out: their own edits bump no
 * version.
 */
const KEPT_READS: ReadonlySet<string> = new Set(['product', 'products', 'partsByMpn']);

/**
 * The answer cache of anonymous catalog reads by GET (`catalog-answers` in the table of the server's caches), dropped
 * whenever this copy changes a part's stock or price.
 */
export function catalogAnswerCache(settings: AnswerCacheSettings, orm: Orm, shopEvents: ShopEvents): AnswerCache {
  const cache = new AnswerCache({
    ...settings,
    fields: KEPT_READS,
    version: async () => String(await readCatalogVersion(orm.em)),
  });
  shopEvents.listen(async (event) => {
    if (event.type === 'part.changed') cache.clear();
  });
  return cache;
}
