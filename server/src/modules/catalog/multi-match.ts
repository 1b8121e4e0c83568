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
 * lookup (case, separators and packaging suffixes do not matter) and, for items that find no exact part, tries
 * the text again without a distributor's prefix, as the BOM matcher does: two lookups whatever the item count.
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
  const matches = await catalog.partDetailsByMpn(
    ctx,
    items.map((item) => item.mpn),
  );
  const stripped = items.map((item, index) => (matches[index]!.exact ? null : withoutDistributorPrefix(item.mpn)));
  const retried = stripped.flatMap((mpn, index) => (mpn === null ? [] : [index]));
  const retries =
    retried.length === 0
      ? []
      : await catalog.partDetailsByMpn(
          ctx,
          retried.map((index) => stripped[index]!),
        );
  const prefixed = new Set<number>();
  retried.forEach((index, position) => {
    const retry = retries[position]!;
    if (retry.exact || retry.candidates.length > 0) {
      matches[index] = retry;
      prefixed.add(index);
    }
  });

  return items.map((item, index) => {
    const { query, exact, candidates } = matches[index]!;
    const exactBy: PartMatchedBy = prefixed.has(index)
      ? 'DISTRIBUTOR_PREFIX'
      : exact && normalizeMpn(query) === normalizeMpn(exact.product.mpn)
        ? 'EXACT_MPN'
        : 'PACKAGING_SUFFIX';
    const parts = [
      ...(exact ? [{ product: exact, matchedBy: exactBy }] : []),
      ...candidates.map((product) => ({ product, matchedBy: 'MPN_PREFIX' as const })),
    ].filter(({ product }) => !item.manufacturer || madeBy(product, item.manufacturer));
    return {
      reference: item.reference ?? null,
      mpn: item.mpn,
      hits: parts.length,
      parts: parts.slice(0, item.limit ?? DEFAULT_PARTS_PER_ITEM),
    };
  });
}
