import { raw } from '@mikro-orm/sql';
import type { RequestContext } from '../../platform/auth/index.js';
import { readConnection } from '../../platform/db/read-replicas.js';
import { Category, Product, ProductStatus } from './catalog.entities.js';

/**
 * The catalog's per-request aggregates: on-shelf part counts per category (descendants included) and per brand,
 * and the category tree. Each is read once per request however many fields ask, so a list costs a fixed number of
 * extra queries, not one per row.
 */
export class CatalogCounts {
  /**
   * On-shelf parts per category id, descendants included. Computed once per request however many
   * categories ask, so a list of parts with their categories costs one extra query, not one each.
   */
  productCounts(ctx: RequestContext): Promise<Map<number, number>> {
    let counts = this.countsByRequest.get(ctx);
    if (!counts) {
      counts = this.countProducts(ctx);
      this.countsByRequest.set(ctx, counts);
    }
    return counts;
  }

  private readonly countsByRequest = new WeakMap<RequestContext, Promise<Map<number, number>>>();

  private async countProducts(ctx: RequestContext): Promise<Map<number, number>> {
    const [categories, rows] = await Promise.all([
      ctx.em.find(Category, {}, { fields: ['id', 'parent'] }),
      ctx.em
        .createQueryBuilder(Product)
        .select(['category', raw('count(*) as count')])
        .where({ status: ProductStatus.ON_SHELF })
        .groupBy('category')
        .execute<{ category_id: number; count: number | string }[]>('all', false),
    ]);
    const own = new Map(rows.map((row) => [Number(row.category_id), Number(row.count)]));
    const children = this.childrenByParent(categories);
    const totals = new Map<number, number>();
    const total = (id: number): number =>
      (own.get(id) ?? 0) + (children.get(id) ?? []).reduce((sum, child) => sum + total(child.id), 0);
    for (const category of categories) totals.set(category.id, total(category.id));
    return totals;
  }

  /**
   * On-shelf parts per brand id. Computed once per request with one GROUP BY however many brands ask,
   * so a list of brands (or of parts with their makers) costs one extra query, not one per brand.
   */
  brandProductCounts(ctx: RequestContext): Promise<Map<number, number>> {
    let counts = this.brandCountsByRequest.get(ctx);
    if (!counts) {
      counts = this.countProductsByBrand(ctx);
      this.brandCountsByRequest.set(ctx, counts);
    }
    return counts;
  }

  private readonly brandCountsByRequest = new WeakMap<RequestContext, Promise<Map<number, number>>>();

  private async countProductsByBrand(ctx: RequestContext): Promise<Map<number, number>> {
    const rows = await ctx.em
      .createQueryBuilder(Product)
      .select(['manufacturer', raw('count(*) as count')])
      .where({ status: ProductStatus.ON_SHELF })
      .groupBy('manufacturer')
      .execute<{ manufacturer_id: number; count: number | string }[]>('all', false);
    return new Map(rows.map((row) => [Number(row.manufacturer_id), Number(row.count)]));
  }

  private childrenByParent<C extends Pick<Category, 'id' | 'parent'>>(categories: C[]): Map<number, C[]> {
    const children = new Map<number, C[]>();
    for (const category of categories) {
      const parentId = category.parent?.id;
      if (parentId === undefined) continue;
      children.set(parentId, [...(children.get(parentId) ?? []), category]);
    }
    return children;
  }

  /**
   * Category ids by parent id, read once per request however many lists and facets ask. Plain SQL: the ORM's
   * find with its entity hydration cost a filtered list more than its own queries.
   */
  private categoryChildren(ctx: RequestContext): Promise<Map<number, number[]>> {
    let children = this.childrenByRequest.get(ctx);
    if (!children) {
      children = readConnection(ctx.em)
        .execute<{ id: number; parent_id: number | null }[]>(
          'SELECT id, parent_id FROM category',
          [],
          'all',
          ctx.em.getTransactionContext(),
        )
        .then((rows) => {
          const byParent = new Map<number, number[]>();
          for (const row of rows) {
            if (row.parent_id === null) continue;
            const parentId = Number(row.parent_id);
            byParent.set(parentId, [...(byParent.get(parentId) ?? []), Number(row.id)]);
          }
          return byParent;
        });
      this.childrenByRequest.set(ctx, children);
    }
    return children;
  }

  private readonly childrenByRequest = new WeakMap<RequestContext, Promise<Map<number, number[]>>>();

  async categoryAndDescendants(ctx: RequestContext, categoryId: number): Promise<number[]> {
    const children = await this.categoryChildren(ctx);
    const ids: number[] = [];
    const visit = (id: number) => {
      ids.push(id);
      for (const child of children.get(id) ?? []) visit(child);
    };
    visit(categoryId);
    return ids;
  }
}
