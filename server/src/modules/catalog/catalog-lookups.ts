import type { EntityManager } from '@mikro-orm/sql';
import { Brand, Category, Product, ProductStatus } from './catalog.entities.js';

/**
 * Small reads of the catalog's tables for other modules (favourites, the sitemap), so that they never query the
 * catalog's entities themselves. Each is one query.
 */
export const catalogLookups = {
  /** Which of these part ids exist (on the shelf or not). */
  async existingProductIds(em: EntityManager, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await em.find(Product, { id: { $in: [...ids] } }, { fields: ['id'] });
    return new Set(rows.map((row) => row.id));
  },

  async productExists(em: EntityManager, id: number): Promise<boolean> {
    return (await em.count(Product, { id })) > 0;
  },

  async category(em: EntityManager, id: number): Promise<Readonly<Category> | null> {
    return em.findOne(Category, { id });
  },

  async categoryIds(em: EntityManager): Promise<number[]> {
    return (await em.find(Category, {}, { fields: ['id'], orderBy: { id: 'asc' } })).map((category) => category.id);
  },

  async brandIds(em: EntityManager): Promise<number[]> {
    return (await em.find(Brand, {}, { fields: ['id'], orderBy: { id: 'asc' } })).map((brand) => brand.id);
  },

  async onShelfProductCount(em: EntityManager): Promise<number> {
    return em.count(Product, { status: ProductStatus.ON_SHELF });
  },

  /** On-shelf part ids in id order: after `afterId`, else skipping `skip`; plain rows, no entities. */
  async onShelfProductIds(
    em: EntityManager,
    { afterId, skip, limit }: { afterId: number | undefined; skip: number; limit: number },
  ): Promise<number[]> {
    const rows = await em
      .createQueryBuilder(Product)
      .select('id')
      .where({ status: ProductStatus.ON_SHELF, ...(afterId !== undefined && { id: { $gt: afterId } }) })
      .orderBy({ id: 'asc' })
      .limit(limit, afterId === undefined ? skip : 0)
      .execute<{ id: number | string }[]>('all', false);
    return rows.map((row) => Number(row.id));
  },
};
