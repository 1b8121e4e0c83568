import type { EntityManager } from '@mikro-orm/sql';
import type { LocalizedText } from '../../platform/i18n/index.js';
import { Brand, Category, Product, ProductStatus, type PriceBreak } from './catalog.entities.js';

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

  /** What a watch list tells of a part: its MPN, stock and prices now; null when there is no such part. */
  async partFigures(
    em: EntityManager,
    id: number,
  ): Promise<{
    productId: number;
    mpn: string;
    stock: number;
    listPriceMilli: number;
    priceBreaks: PriceBreak[];
  } | null> {
    const product = await em.findOne(
      Product,
      { id },
      { fields: ['id', 'mpn', 'stock', 'listPriceMilli', 'priceBreaks'], refresh: true },
    );
    return product
      ? {
          productId: product.id,
          mpn: product.mpn,
          stock: product.stock,
          listPriceMilli: product.listPriceMilli,
          priceBreaks: product.priceBreaks,
        }
      : null;
  },

  /**
   * On-shelf, in-stock parts of these categories or makers, apart from `excludeIds`, best stocked first (the
   * recommendations): ids only, in one query.
   */
  async partsLike(
    em: EntityManager,
    like: { categoryIds: readonly number[]; manufacturerIds: readonly number[]; excludeIds: readonly number[] },
    limit: number,
  ): Promise<number[]> {
    if (like.categoryIds.length === 0 && like.manufacturerIds.length === 0) return [];
    const rows = await em.find(
      Product,
      {
        status: ProductStatus.ON_SHELF,
        stock: { $gt: 0 },
        id: { $nin: [...like.excludeIds] },
        $or: [{ category: { $in: [...like.categoryIds] } }, { manufacturer: { $in: [...like.manufacturerIds] } }],
      },
      { fields: ['id'], orderBy: { stock: 'desc', id: 'asc' }, limit },
    );
    return rows.map((row) => row.id);
  },

  /** The category and maker of each of these parts. */
  async kindsOf(
    em: EntityManager,
    ids: readonly number[],
  ): Promise<{ categoryIds: number[]; manufacturerIds: number[] }> {
    if (ids.length === 0) return { categoryIds: [], manufacturerIds: [] };
    const rows = await em
      .createQueryBuilder(Product)
      .select(['category', 'manufacturer'])
      .where({ id: { $in: [...ids] } })
      .execute<{ category_id: number; manufacturer_id: number | null }[]>('all', false);
    return {
      categoryIds: [...new Set(rows.map((row) => Number(row.category_id)))],
      manufacturerIds: [
        ...new Set(rows.flatMap((row) => (row.manufacturer_id === null ? [] : [Number(row.manufacturer_id)]))),
      ],
    };
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

  /** A part's category and maker (which coupons apply to it); null when there is no such part. */
  async productScope(
    em: EntityManager,
    id: number,
  ): Promise<{ productId: number; categoryId: number; manufacturerId: number } | null> {
    const product = await em.findOne(Product, { id }, { fields: ['id', 'category', 'manufacturer'] });
    return product
      ? { productId: product.id, categoryId: product.category.id, manufacturerId: product.manufacturer.id }
      : null;
  },

  /** Names of categories, makers and parts by id (what a coupon's scope lists); ids that don't exist are left out. */
  async scopeNames(
    em: EntityManager,
    ids: { categoryIds: readonly number[]; brandIds: readonly number[]; productIds: readonly number[] },
  ): Promise<{ categories: Map<number, LocalizedText>; brands: Map<number, string>; products: Map<number, string> }> {
    const categories =
      ids.categoryIds.length === 0
        ? []
        : await em.find(Category, { id: { $in: [...ids.categoryIds] } }, { fields: ['id', 'name'] });
    const brands =
      ids.brandIds.length === 0
        ? []
        : await em.find(Brand, { id: { $in: [...ids.brandIds] } }, { fields: ['id', 'name'] });
    const products =
      ids.productIds.length === 0
        ? []
        : await em.find(Product, { id: { $in: [...ids.productIds] } }, { fields: ['id', 'mpn'] });
    return {
      categories: new Map(categories.map((category) => [category.id, category.name])),
      brands: new Map(brands.map((brand) => [brand.id, brand.name])),
      products: new Map(products.map((product) => [product.id, product.mpn])),
    };
  },
};
