import type { EntityManager } from '@mikro-orm/sql';
import { requireUser, type RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import { pageSize, type Page } from '../../platform/graphql/connection.js';
import type { Clock } from '../../platform/jobs/clock.js';
import { catalogLookups } from '../catalog/catalog-lookups.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { Product } from '../catalog/catalog.public.js';
import { checkedSearchText } from '../catalog/search-query.js';
import { Favourite, Footprint, SearchHistoryEntry } from './collection.entities.js';
import type { PersonalDataEraser } from '../identity/personal-data.js';

/** Most parts one account keeps as favourites. */
export const MAX_FAVOURITES = 500;
/** Visited parts kept per account; older visits drop off. */
export const MAX_FOOTPRINTS = 100;
/** Searches kept per account; older ones drop off. */
export const MAX_SEARCH_HISTORY = 20;

/** A saved part with when it was saved or last visited. */
export interface CollectedProduct {
  product: Product;
  at: Date;
}

/** Lists here are short (capped), so a cursor is the position in the list. The newest rows come first. */
function encodePosition(position: number): string {
  return Buffer.from(`at:${position}`).toString('base64url');
}

function decodePosition(cursor: string): number {
  const match = /^at:(\d{1,6})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw new DomainError('INVALID_INPUT', { params: { field: 'after' }, field: ['after'] });
  return Number(match[1]);
}

export interface CollectedPage extends Page<CollectedProduct> {
  cursorOf: (item: { product: Product }) => string;
}

/**
 * A signed-in user's favourites, footprints (visited parts) and search history. Every method works on the
 * caller's own rows only; someone else's are never read or changed.
 */
export class CollectionService {
  constructor(
    private readonly clock: Clock,
    private readonly catalog: CatalogService,
  ) {}

  /** Saves a part as the caller's favourite (again is fine). */
  async addFavourite(ctx: RequestContext, productId: number): Promise<Product> {
    const userId = Number(requireUser(ctx).id);
    await this.addFavourites(ctx, userId, [productId]);
    return (await this.catalog.getProduct(ctx, productId))!;
  }

  /**
   * Saves parts as a user's favourites, those already saved left as they are ("move to favourites" from the
   * cart calls this). NOT_FOUND when a part does not exist; FAVOURITES_FULL past the limit.
   */
  async addFavourites(ctx: RequestContext, userId: number, productIds: number[]): Promise<void> {
    const ids = [...new Set(productIds)];
    if (ids.length === 0) return;
    const [existing, saved] = await Promise.all([
      catalogLookups.existingProductIds(ctx.em, ids),
      ctx.em.find(Favourite, { user: userId }, { fields: ['product'] }),
    ]);
    if (existing.size !== ids.length) throw new DomainError('NOT_FOUND');
    const savedIds = new Set(saved.map((favourite) => favourite.product.id));
    const added = ids.filter((id) => !savedIds.has(id));
    if (savedIds.size + added.length > MAX_FAVOURITES) {
      throw new DomainError('FAVOURITES_FULL', { params: { max: MAX_FAVOURITES }, field: ['productId'] });
    }
    if (added.length === 0) return;
    const now = this.clock.now();
    await ctx.em.insertMany(
      Favourite,
      added.map((product) => ({ user: userId, product, createdAt: now })),
    );
  }

  /** Takes a part off the caller's favourites; false when it was not there. */
  async removeFavourite(ctx: RequestContext, productId: number): Promise<boolean> {
    const userId = Number(requireUser(ctx).id);
    return (await ctx.em.nativeDelete(Favourite, { user: userId, product: productId })) > 0;
  }

  async listFavourites(ctx: RequestContext, first: number, after: string | undefined): Promise<CollectedPage> {
    const userId = Number(requireUser(ctx).id);
    const rows = await ctx.em.find(
      Favourite,
      { user: userId },
      { populate: ['product.manufacturer', 'product.category'], orderBy: { createdAt: 'desc', product: 'desc' } },
    );
    return this.page(
      rows.map((row) => ({ product: row.product.unwrap(), at: row.createdAt })),
      first,
      after,
    );
  }

  /**
   * The ids of the caller's favourites, read once per request however many parts ask, so a list of parts
   * with `isFavourite` costs one query. Empty for visitors.
   */
  favouriteIds(ctx: RequestContext): Promise<Set<number>> {
    let ids = this.favouriteIdsByRequest.get(ctx);
    if (!ids) {
      ids = ctx.user
        ? ctx.em
            .find(Favourite, { user: Number(ctx.user.id) }, { fields: ['product'] })
            .then((rows) => new Set(rows.map((row) => row.product.id)))
        : Promise.resolve(new Set<number>());
      this.favouriteIdsByRequest.set(ctx, ids);
    }
    return ids;
  }

  /** The parts a user looked at (latest first) and keeps as favourites: what recommendations start from. */
  async interestOf(em: EntityManager, userId: number): Promise<{ viewed: number[]; favourites: number[] }> {
    const [visits, favourites] = await Promise.all([
      em.find(Footprint, { user: userId }, { fields: ['product'], orderBy: { visitedAt: 'desc', product: 'desc' } }),
      em.find(Favourite, { user: userId }, { fields: ['product'] }),
    ]);
    return { viewed: visits.map((row) => row.product.id), favourites: favourites.map((row) => row.product.id) };
  }

  private readonly favouriteIdsByRequest = new WeakMap<RequestContext, Promise<Set<number>>>();

  /** Notes that the caller looked at a part: one row per part with the latest visit, the oldest beyond the cap dropped. */
  async recordFootprint(ctx: RequestContext, productId: number): Promise<void> {
    const userId = Number(requireUser(ctx).id);
    if (!(await catalogLookups.productExists(ctx.em, productId))) throw new DomainError('NOT_FOUND');
    await ctx.em.upsert(Footprint, { user: userId, product: productId, visitedAt: this.clock.now() });
    const visits = await ctx.em.find(
      Footprint,
      { user: userId },
      { fields: ['product', 'visitedAt'], orderBy: { visitedAt: 'desc', product: 'desc' } },
    );
    const dropped = visits.slice(MAX_FOOTPRINTS);
    if (dropped.length > 0) {
      await ctx.em.nativeDelete(Footprint, { user: userId, product: { $in: dropped.map((row) => row.product.id) } });
    }
  }

  async listFootprints(ctx: RequestContext, first: number, after: string | undefined): Promise<CollectedPage> {
    const userId = Number(requireUser(ctx).id);
    const rows = await ctx.em.find(
      Footprint,
      { user: userId },
      { populate: ['product.manufacturer', 'product.category'], orderBy: { visitedAt: 'desc', product: 'desc' } },
    );
    return this.page(
      rows.map((row) => ({ product: row.product.unwrap(), at: row.visitedAt })),
      first,
      after,
    );
  }

  /** Forgets every part the caller visited; answers how many. */
  async clearFootprints(ctx: RequestContext): Promise<number> {
    return ctx.em.nativeDelete(Footprint, { user: Number(requireUser(ctx).id) });
  }

  /**
   * Keeps a search the caller ran, once per text ignoring case (the latest spelling and time win); the oldest
   * beyond the cap drop off. Blank searches are not kept.
   */
  async recordSearch(ctx: RequestContext, text: string): Promise<void> {
    const userId = Number(requireUser(ctx).id);
    const query = checkedSearchText(text, ['query']);
    if (query === '') return;
    const lowered = query.toLowerCase();
    const entries = await ctx.em.find(
      SearchHistoryEntry,
      { user: userId },
      { fields: ['query'], orderBy: { searchedAt: 'desc', query: 'asc' } },
    );
    const others = entries.filter((entry) => entry.query.toLowerCase() !== lowered);
    const dropped = [
      ...entries.filter((entry) => entry.query.toLowerCase() === lowered),
      ...others.slice(MAX_SEARCH_HISTORY - 1),
    ];
    if (dropped.length > 0) {
      await ctx.em.nativeDelete(SearchHistoryEntry, { user: userId, query: { $in: dropped.map((row) => row.query) } });
    }
    await ctx.em.insert(SearchHistoryEntry, { user: userId, query, searchedAt: this.clock.now() });
  }

  /** The caller's searches, latest first. */
  async searchHistory(ctx: RequestContext): Promise<string[]> {
    const rows = await ctx.em.find(
      SearchHistoryEntry,
      { user: Number(requireUser(ctx).id) },
      { orderBy: { searchedAt: 'desc', query: 'asc' }, limit: MAX_SEARCH_HISTORY },
    );
    return rows.map((row) => row.query);
  }

  async clearSearchHistory(ctx: RequestContext): Promise<number> {
    return ctx.em.nativeDelete(SearchHistoryEntry, { user: Number(requireUser(ctx).id) });
  }

  private page(all: CollectedProduct[], first: number, after: string | undefined): CollectedPage {
    const start = after === undefined ? 0 : decodePosition(after) + 1;
    const size = pageSize(first);
    const items = all.slice(start, start + size);
    const positions = new Map(items.map((item, index) => [item.product.id, start + index]));
    return {
      items,
      hasNextPage: start + size < all.length,
      hasPreviousPage: start > 0,
      totalCount: all.length,
      cursorOf: (item) => encodePosition(positions.get(item.product.id)!),
    };
  }
}

/** A closed account's favourites, footprints and search history go with it. */
export const eraseCollectionOf: PersonalDataEraser = async (em, userId) => {
  await em.nativeDelete(Favourite, { user: userId });
  await em.nativeDelete(Footprint, { user: userId });
  await em.nativeDelete(SearchHistoryEntry, { user: userId });
};
