import type { RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import type { ProductDetail } from './product-reader.js';
import type { CatalogService } from './catalog.service.js';
import { normalizeMpn, withoutDistributorPrefix } from './mpn.js';

/** Most items one `partsMultiMatch` call may carry. */
export const MAX_MULTI_MATCH_ITEMS = 100;
/** Most parts an item may ask for: the exact part and its close candidates. */
export const MAX_PARTS_PER_ITEM = 6;
export const DEFAULT_PARTS_PER_ITEM = 3;

/** How a part was found for an item, from the surest to the loosest. */
export type PartMatchedBy = 'EXACT_MPN' | 'PACKAGING_SUFFIX' | 'DISTRIBUTOR_PREFIX' | 'MPN_PREFIX';

export interface MultiMatchItem {
  mpn: string;
  /** A maker's name or slug, in any case; parts of other makers are left out. */
  manufacturer?: string | null | undefined;
  /** The caller's key for the item (a BOM line, a row id), answered back unchanged. */
  reference?: string | null | undefined;
  limit?: number | null | undefined;
}

export interface MultiMatchAnswer {
  reference: string | null;
  mpn: string;
  /** Parts found for the item, before `limit`. */
  hits: number;
  parts: { product: ProductDetail; matchedBy: PartMatchedBy }[];
}

/** Letters and digits of a maker's name in lower case: `Texas Instruments` and `texas-instruments` agree. */
const makerKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

function madeBy({ manufacturer: maker }: ProductDetail, wanted: string): boolean {
  const key = makerKey(wanted);
  return key === '' || makerKey(maker.name).startsWith(key) || makerKey(maker.slug) === key;
}

/**
 * Matches many MPNs at once, answering in the items' order with each item's reference. Uses the catalog's MPN
 * lookup (case, separators and packaging suffixes do not matter) and, for items that find no exact part, the text
 * without a distributor's prefix, as the BOM matcher does. Three statements whatever the item count: the items and
 * their prefix-less spellings are looked up together (a prefix-less spelling only counts for an item whose own text
 * finds no exact part), then the details of only the parts answered with are read.
 */
export async function multiMatch(
  ctx: RequestContext,
  catalog: CatalogService,
  items: readonly MultiMatchItem[],
): Promise<MultiMatchAnswer[]> {
  if (items.length > MAX_MULTI_MATCH_ITEMS) {
    throw new DomainError('TOO_MANY_MPNS', { params: { max: MAX_MULTI_MATCH_ITEMS }, field: ['queries'] });
  }
  items.forEach(({ limit }, index) => {
    if (limit !== null && limit !== undefined && (limit < 1 || limit > MAX_PARTS_PER_ITEM)) {
      const field = ['queries', String(index), 'limit'];
      throw new DomainError('INVALID_INPUT', { params: { field: field.join('.') }, field });
    }
  });
  const stripped = items.map((item) => withoutDistributorPrefix(item.mpn));
  const retried = stripped.flatMap((mpn, index) => (mpn === null ? [] : [index]));
  const lookedUp = await catalog.partIdsByMpn(ctx, [
    ...items.map((item) => item.mpn),
    ...retried.map((index) => stripped[index]!),
  ]);
  const matches = lookedUp.slice(0, items.length);
  const prefixed = new Set<number>();
  retried.forEach((index, position) => {
    const retry = lookedUp[items.length + position]!;
    if (matches[index]!.exact === null && (retry.exact !== null || retry.candidates.length > 0)) {
      matches[index] = retry;
      prefixed.add(index);
    }
  });

  // Every part an item finds counts in its hits, but only those answered with are read: all of them when a maker
  // filters them (it needs each part's maker), else the first `limit`.
  const found = matches.map(({ exact, candidates }, index) => ({
    exact,
    ids: exact === null ? candidates : [exact, ...candidates],
    limit: items[index]!.limit ?? DEFAULT_PARTS_PER_ITEM,
  }));
  const details = await catalog.partDetailsById(ctx, [
    ...new Set(found.flatMap(({ ids, limit }, index) => (items[index]!.manufacturer ? ids : ids.slice(0, limit)))),
  ]);

  return items.map((item, index) => {
    const { exact, ids, limit } = found[index]!;
    const exactBy: PartMatchedBy = prefixed.has(index)
      ? 'DISTRIBUTOR_PREFIX'
      : exact !== null && normalizeMpn(matches[index]!.query) === normalizeMpn(details.get(exact)?.product.mpn ?? '')
        ? 'EXACT_MPN'
        : 'PACKAGING_SUFFIX';
    const maker = item.manufacturer;
    const kept = maker
      ? ids.filter((id) => {
          const product = details.get(id);
          return product !== undefined && madeBy(product, maker);
        })
      : ids;
    return {
      reference: item.reference ?? null,
      mpn: item.mpn,
      hits: kept.length,
      parts: kept.slice(0, limit).flatMap((id) => {
        const product = details.get(id);
        return product ? [{ product, matchedBy: id === exact ? exactBy : ('MPN_PREFIX' as const) }] : [];
      }),
    };
  });
}
