import type { EntityManager } from '@mikro-orm/sql';
import type { RequestContext } from '../../platform/auth/index.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { catalogLookups } from '../catalog/catalog-lookups.js';
import type { Product } from '../catalog/catalog.public.js';
import type { CollectionService } from '../collection/collection.service.js';
import type { AccountSecurityService } from '../identity/account-security.service.js';

/** The parts a shopper must have shown interest in before anything is recommended: fewer say too little. */
export const MIN_INTEREST_PARTS = 3;
/** Latest footprints that count; older visits say less about what the shopper looks for now. */
const RECENT_VIEWS = 20;
export const MAX_RECOMMENDATIONS = 20;

export interface RecommendationsDependencies {
  catalog: CatalogService;
  collection: CollectionService;
  accountSecurity: AccountSecurityService;
  boughtPartIds: (em: EntityManager, userId: number) => Promise<number[]>;
}

/**
 * "Recommended for you" (spec §2 personalised recommendations): on-shelf, in-stock parts of the categories and makers
 * of the parts the shopper viewed, keeps as favourites and ordered, none of those parts themselves. Nothing for a
 * visitor, with the toggle off, or before MIN_INTEREST_PARTS parts of interest.
 */
export class RecommendationsService {
  constructor(private readonly deps: RecommendationsDependencies) {}

  async recommendedFor(ctx: RequestContext, first: number, excludeProductId: number | null): Promise<Product[]> {
    if (!ctx.user) return [];
    if (!(await this.deps.accountSecurity.preferences(ctx)).personalisedRecommendations) return [];
    const userId = Number(ctx.user.id);
    const [{ viewed, favourites }, bought] = await Promise.all([
      this.deps.collection.interestOf(ctx.em, userId),
      this.deps.boughtPartIds(ctx.em, userId),
    ]);
    const interest = [...new Set([...viewed.slice(0, RECENT_VIEWS), ...favourites, ...bought])];
    if (interest.length < MIN_INTEREST_PARTS) return [];
    const kinds = await catalogLookups.kindsOf(ctx.em, interest);
    const limit = Math.min(Math.max(Math.trunc(first), 1), MAX_RECOMMENDATIONS);
    const seen = [...new Set([...viewed, ...interest, ...(excludeProductId === null ? [] : [excludeProductId])])];
    const ids = await catalogLookups.partsLike(ctx.em, { ...kinds, excludeIds: seen }, limit);
    const products = await this.deps.catalog.productsById(ctx, ids);
    return ids.flatMap((id) => products.get(id) ?? []);
  }
}
