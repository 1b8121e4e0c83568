import { DomainError } from '../../platform/errors/index.js';
import { encodeCursor } from '../../platform/graphql/connection.js';
import type { ProductSort, ProductSortPosition } from './product-search.js';

/**
 * A product list's cursor names its sort, the value the part is sorted by and its id, so keyset paging stays
 * exact for every order. NEWEST keeps the plain `id:N` cursor of the first catalog release.
 */
export function encodeProductCursor(sort: ProductSort, position: ProductSortPosition): string {
  if (sort === 'NEWEST') return encodeCursor(position.id);
  return Buffer.from(`${sort}:${position.sortKey}:${position.id}`).toString('base64url');
}

/** The position a cursor points at; a forged cursor, or one of another sort, is a user input error. */
export function decodeProductCursor(cursor: string, sort: ProductSort): ProductSortPosition {
  const text = Buffer.from(cursor, 'base64url').toString();
  const newest = /^id:(\d{1,15})$/.exec(text);
  if (newest && sort === 'NEWEST') return { sortKey: Number(newest[1]), id: Number(newest[1]) };
  const sorted = /^([A-Z_]+):(-?\d{1,15}):(\d{1,15})$/.exec(text);
  if (sorted && sorted[1] === sort) return { sortKey: Number(sorted[2]), id: Number(sorted[3]) };
  throw new DomainError('INVALID_INPUT', { params: { field: 'after' }, field: ['after'] });
}
