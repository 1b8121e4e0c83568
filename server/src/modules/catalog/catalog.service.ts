import { raw } from '@mikro-orm/sql';
import type { RequestContext } from '../../platform/auth/index.js';
import type { Page, PageRequest } from '../../platform/graphql/connection.js';
import { Brand, Category, Product, ProductStatus } from './catalog.entities.js';

export interface ProductFilter {
  categoryId?: number | undefined;
  brandId?: number | undefined;
}

export interface CategoryWithCount {
  category: Category;
  /** On-shelf parts in the category and all categories below it. */
  productCount: number;
}

/** Reads the catalog: parts, categories and brands. */
export class CatalogService {
  /** On-shelf parts, newest first, continuing after `page.afterId`. Two queries whatever the page size. */
  async listProducts(ctx: RequestContext, filter: ProductFilter, page: PageRequest): Promise<Page<Product>> {
    const where = {
      status: ProductStatus.ON_SHELF,
      ...(filter.categoryId !== undefined && {
        category: { $in: await this.categoryAndDescendants(ctx, filter.categoryId) },
      }),
      ...(filter.brandId !== undefined && { manufacturer: filter.brandId }),
    };
    const [items, totalCount] = await Promise.all([
      ctx.em.find(Product, page.afterId === undefined ? where : { ...where, id: { $lt: page.afterId } }, {
        orderBy: { id: 'desc' },
        limit: page.first + 1,
        populate: ['manufacturer', 'category'],
      }),
      ctx.em.count(Product, where),
    ]);
    return {
      items: items.slice(0, page.first),
      hasNextPage: items.length > page.first,
      hasPreviousPage: page.afterId !== undefined,
      totalCount,
    };
  }

  async getProduct(ctx: RequestContext, id: number): Promise<Product | null> {
    return ctx.em.findOne(Product, { id }, { populate: ['manufacturer', 'category'] });
  }

  /** Every category with its on-shelf part count (its own and its descendants'). */
  async listCategories(ctx: RequestContext): Promise<CategoryWithCount[]> {
    const [categories, counts] = await Promise.all([
      ctx.em.find(Category, {}, { orderBy: { position: 'asc', id: 'asc' } }),
      this.productCounts(ctx),
    ]);
    return categories.map((category) => ({ category, productCount: counts.get(category.id) ?? 0 }));
  }

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

  async listBrands(ctx: RequestContext, featured: boolean | undefined): Promise<Brand[]> {
    return ctx.em.find(Brand, featured === undefined ? {} : { featured }, { orderBy: { name: 'asc' } });
  }

  async getBrand(ctx: RequestContext, id: number): Promise<Brand | null> {
    return ctx.em.findOne(Brand, { id });
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

  private async categoryAndDescendants(ctx: RequestContext, categoryId: number): Promise<number[]> {
    const categories = await ctx.em.find(Category, {}, { fields: ['id', 'parent'] });
    const children = this.childrenByParent(categories);
    const ids: number[] = [];
    const visit = (id: number) => {
      ids.push(id);
      for (const child of children.get(id) ?? []) visit(child.id);
    };
    visit(categoryId);
    return ids;
  }
}
