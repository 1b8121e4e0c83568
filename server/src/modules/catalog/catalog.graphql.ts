import DataLoader from 'dataloader';
import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../platform/auth/index.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { perParentLookup } from '../../platform/graphql/query-limits.js';
import { toConnection } from '../../platform/graphql/connection.js';
import { parseId } from '../../platform/graphql/ids.js';
import {
  BrandNode,
  CategoryNode,
  MpnMatchNode,
  ParameterFacetNode,
  ProductConnection,
  ProductFilterInput,
  ProductNode,
  SearchSuggestionNode,
  toBrandNode,
  toCategoryNode,
  toMpnMatchNode,
  toProductDetailNode,
  toProductNode,
  toSearchSuggestionNode,
} from './catalog-nodes.graphql.js';
import type { CatalogService } from './catalog.service.js';
import type { ProductImageView } from './product-images.js';
import { ProductImageNode, toProductImageNode } from './product-image-node.graphql.js';
import { ProductSort } from './product-search.js';
import { productListRequest } from './product-list-request.js';
import { PACKAGE_PARAMETER } from './parameter-values.js';
import { siValue } from './values/part-values.js';

// Other modules take the catalog's nodes through this file, so loading any of them registers the catalog's queries
// first, as before the nodes moved out; type-graphql orders the schema's fields by registration.
export { PriceBreakNode, ProductNode, toProductDetailNode, toProductNode } from './catalog-nodes.graphql.js';

/** SQL statements one `alternatives` runs for its part (the part, the search, the alternatives), unbatched. */
export const ALTERNATIVES_STATEMENTS = 3;

@Resolver()
export class CatalogResolver {
  constructor(private readonly catalog: CatalogService) {}

  @Query(() => ProductConnection, { description: 'On-shelf parts matching the filter.' })
  async products(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('first', () => Int, { defaultValue: 20, description: 'Page size, at most 100.' }) first: number,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
    @Arg('filter', () => ProductFilterInput, {
      nullable: true,
      description: 'Narrows the list; the whole list when absent.',
    })
    filter: ProductFilterInput | null,
    @Arg('sort', () => ProductSort, {
      nullable: true,
      description: 'RELEVANCE when the filter has a query, NEWEST otherwise. A cursor only continues its own sort.',
    })
    sort: ProductSort | null,
  ): Promise<ProductConnection> {
    const request = productListRequest({ ...filter, first, after, sort }, (name) => ['filter', name]);
    const page = await this.catalog.listProducts(ctx, request.filter, request.page);
    return {
      ...toConnection(page, (product) => toProductDetailNode(product, ctx.locale), page.cursorOf),
      totalCountCapped: page.totalCountCapped,
      filter: request.filter,
    };
  }

  @Query(() => [SearchSuggestionNode], {
    description: 'Completions while typing a search: matching brands and categories, then MPNs starting like the text.',
  })
  async searchSuggestions(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('query', () => String, { description: 'Text to search for.' }) query: string,
    @Arg('first', () => Int, { defaultValue: 8, description: 'At most 20.' }) first: number,
  ): Promise<SearchSuggestionNode[]> {
    return (await this.catalog.searchSuggestions(ctx, query, first)).map(toSearchSuggestionNode);
  }

  @Query(() => [MpnMatchNode], {
    description: 'Looks up to 500 MPNs at once (a bill of materials); answers one MpnMatch per MPN, in order.',
  })
  async partsByMpn(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('mpns', () => [String], { description: 'The MPNs, in any spelling, at most 500.' }) mpns: string[],
  ): Promise<MpnMatchNode[]> {
    return (await this.catalog.partDetailsByMpn(ctx, mpns)).map((match) => toMpnMatchNode(match, ctx.locale));
  }

  @Query(() => ProductNode, {
    nullable: true,
    description: 'One part, on the shelf or not; null when there is none with this id.',
  })
  async product(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the product.' }) id: string,
  ): Promise<ProductNode | null> {
    const detail = await this.catalog.productDetail(ctx, parseId(id, ['id']));
    return detail && toProductDetailNode(detail, ctx.locale);
  }

  @Query(() => [CategoryNode], { description: 'Every category; build the tree from `parentId`.' })
  async categories(@Ctx() { ctx }: GraphQLContext): Promise<CategoryNode[]> {
    return (await this.catalog.listCategories(ctx)).map((entry) => toCategoryNode(entry, ctx.locale));
  }

  @Query(() => BrandNode, { nullable: true, description: 'One brand; null when there is none with this id.' })
  async brand(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the brand.' }) id: string,
  ): Promise<BrandNode | null> {
    const brand = await this.catalog.getBrand(ctx, parseId(id, ['id']));
    return brand && toBrandNode(brand, ctx.locale);
  }

  @Query(() => [BrandNode], { description: 'Every maker, by name.' })
  async brands(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('featured', () => Boolean, {
      nullable: true,
      description: 'true: only featured makers; false: only the others.',
    })
    featured: boolean | null,
  ): Promise<BrandNode[]> {
    return (await this.catalog.listBrands(ctx, featured ?? undefined)).map((brand) => toBrandNode(brand, ctx.locale));
  }
}

@Resolver(() => BrandNode)
export class BrandFieldsResolver {
  constructor(private readonly catalog: CatalogService) {}

  @FieldResolver(() => Int, { description: 'On-shelf parts of this maker.' })
  async productCount(@Root() brand: BrandNode, @Ctx() { ctx }: GraphQLContext): Promise<number> {
    return (await this.catalog.brandProductCounts(ctx)).get(Number(brand.id)) ?? 0;
  }
}

@Resolver(() => CategoryNode)
export class CategoryFieldsResolver {
  constructor(private readonly catalog: CatalogService) {}

  @FieldResolver(() => Int, { description: 'On-shelf parts in this category and every category below it.' })
  async productCount(@Root() category: CategoryNode, @Ctx() { ctx }: GraphQLContext): Promise<number> {
    return category.productCount ?? (await this.catalog.productCounts(ctx)).get(Number(category.id)) ?? 0;
  }
}

@Resolver(() => ProductConnection)
export class ProductConnectionFieldsResolver {
  constructor(private readonly catalog: CatalogService) {}

  @FieldResolver(() => [ParameterFacetNode], {
    description:
      "Parametric filters of the filtered category's parts with counts; empty without a categoryId in the filter.",
  })
  async facets(
    @Root() connection: ProductConnection,
    @Ctx() { ctx }: GraphQLContext,
    @Arg('valuesFirst', () => Int, {
      nullable: true,
      description:
        'At most this many values per parameter (at least 1): those with the most parts, plus any ticked in the filter. Null: every value.',
    })
    valuesFirst: number | null,
  ): Promise<ParameterFacetNode[]> {
    // The kept facets are shared by every request and only read here.
    const facets = await this.catalog.productFacets(ctx, connection.filter, valuesFirst);
    return facets.map((facet) => ({
      ...facet,
      values: facet.values.map((entry) => ({
        ...entry,
        siNumber: facet.name === PACKAGE_PARAMETER ? null : siValue(entry.value),
      })),
    }));
  }
}

@Resolver(() => ProductNode)
export class ProductFieldsResolver {
  private readonly imageLoaders = new WeakMap<RequestContext, DataLoader<number, ProductImageView[]>>();

  constructor(private readonly catalog: CatalogService) {}

  @FieldResolver(() => [ProductImageNode], {
    description:
      'Photos staff uploaded, in order (show them before imageUrl, the package drawing). Batched per request.',
  })
  async images(@Root() product: ProductNode, @Ctx() { ctx }: GraphQLContext): Promise<ProductImageNode[]> {
    let loader = this.imageLoaders.get(ctx);
    if (!loader) {
      loader = new DataLoader(async (ids: readonly number[]) => {
        const found = await this.catalog.productImages(ctx, ids);
        return ids.map((id) => found.get(id) ?? []);
      });
      this.imageLoaders.set(ctx, loader);
    }
    return (await loader.load(Number(product.id))).map(toProductImageNode);
  }

  @FieldResolver(() => [ProductNode], {
    description:
      'Similar parts that could replace this one: same category and package, same value for passives; in stock first.',
    complexity: perParentLookup(ALTERNATIVES_STATEMENTS),
  })
  async alternatives(
    @Root() product: ProductNode,
    @Ctx() { ctx }: GraphQLContext,
    @Arg('first', () => Int, { defaultValue: 8, description: 'At most 20.' }) first: number,
  ): Promise<ProductNode[]> {
    const found = await this.catalog.getProduct(ctx, Number(product.id));
    if (!found) return [];
    return (await this.catalog.alternatives(ctx, found, first)).map((part) => toProductNode(part, ctx.locale));
  }
}
