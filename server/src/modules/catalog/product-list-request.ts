import { pageSize } from '../../platform/graphql/connection.js';
import { parseId } from '../../platform/graphql/ids.js';
import type { ProductFilter, ProductPageRequest } from './catalog-views.js';
import type { ParameterFilter } from './parameter-values.js';
import type { Lifecycle, PartPackaging } from './catalog.entities.js';
import type { ProductSort } from './product-search.js';

/** A product list request as a transport receives it: ids as text, unset fields null or absent, any page size. */
export interface ProductListArgs {
  categoryId?: string | null | undefined;
  brandId?: string | null | undefined;
  query?: string | null | undefined;
  inStock?: boolean | null | undefined;
  priceMinMilli?: number | null | undefined;
  priceMaxMilli?: number | null | undefined;
  parameters?:
    | { name: string; values?: string[] | null | undefined; min?: number | null; max?: number | null }[]
    | null
    | undefined;
  lifecycles?: Lifecycle[] | null | undefined;
  packagings?: PartPackaging[] | null | undefined;
  rohsCompliant?: boolean | null | undefined;
  first?: number | undefined;
  after?: string | null | undefined;
  sort?: ProductSort | null | undefined;
}

/**
 * The filter and page request of `CatalogService.listProducts`, shared by the GraphQL query and the REST
 * route so both read the same parts. `fieldOf` names an id argument in the caller's own terms for errors.
 */
export function productListRequest(
  args: ProductListArgs,
  fieldOf: (name: 'categoryId' | 'brandId') => string[],
): { filter: ProductFilter; page: ProductPageRequest } {
  return {
    filter: {
      categoryId: args.categoryId ? parseId(args.categoryId, fieldOf('categoryId')) : undefined,
      brandId: args.brandId ? parseId(args.brandId, fieldOf('brandId')) : undefined,
      query: args.query ?? undefined,
      inStock: args.inStock ?? undefined,
      priceMinMilli: args.priceMinMilli ?? undefined,
      priceMaxMilli: args.priceMaxMilli ?? undefined,
      parameters: args.parameters?.map(({ name, values, min, max }): ParameterFilter => ({
        name,
        values: values ?? [],
        min: min ?? undefined,
        max: max ?? undefined,
      })),
      supply:
        args.lifecycles || args.packagings || args.rohsCompliant
          ? {
              lifecycles: args.lifecycles ?? undefined,
              packagings: args.packagings ?? undefined,
              rohsCompliant: args.rohsCompliant ?? undefined,
            }
          : undefined,
    },
    page: { first: pageSize(args.first), after: args.after ?? undefined, sort: args.sort ?? undefined },
  };
}
