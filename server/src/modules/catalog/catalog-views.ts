import type { Page } from '../../platform/graphql/connection.js';
import type { Category, Product } from './catalog.entities.js';
import type { ParameterFilter } from './parameter-values.js';
import type { ParameterFacet, ProductSort, ShelfFilter, SupplyFilter } from './product-search.js';
import type { ProductDetail } from './product-reader.js';

export interface ProductFilter {
  /** On-shelf parts when absent; only staff lists ask for others. */
  shelf?: ShelfFilter | undefined;
  categoryId?: number | undefined;
  brandId?: number | undefined;
  /** An MPN (any spelling, packaging suffixes allowed, a prefix finds the family) or words. */
  query?: string | undefined;
  inStock?: boolean | undefined;
  priceMinMilli?: number | undefined;
  priceMaxMilli?: number | undefined;
  /** AND across parameters, OR within one parameter's values; `package` filters the package. */
  parameters?: ParameterFilter[] | undefined;
  /** Lifecycle states, ways of shipping, RoHS compliance. */
  supply?: SupplyFilter | undefined;
}

export interface ProductPageRequest {
  first: number;
  after?: string | undefined;
  /** Defaults to RELEVANCE with a query and NEWEST without one. */
  sort?: ProductSort | undefined;
}

/** A page of parts with the cursor of each, for the sort it was read in. */
export interface ProductPage extends Page<ProductDetail> {
  cursorOf: (product: ProductDetail) => string;
  /** More parts match than `totalCount` (which stopped at its limit, 1,000) says. */
  totalCountCapped: boolean;
}

export interface CategoryWithCount {
  category: Category;
  /** On-shelf parts in the category and all categories below it. */
  productCount: number;
}

/** A parameter facet of a list, with all of its values or (when limited) those with the most parts. */
export interface ListedParameterFacet extends ParameterFacet {
  /** How many values the parameter has in the list, listed or not. */
  valueCount: number;
}

/** One line of a bill of materials looked up by MPN, with its parts as entities or as plain data. */
export interface MpnMatch<Part = Product> {
  query: string;
  /** The part whose normalized MPN equals the query's, with or without its packaging suffix. */
  exact: Part | null;
  /** Parts whose MPN starts like the query's, the exact one left out. */
  candidates: Part[];
}

/** A completion: what to show, and the id of the part, brand or category (by `kind`) it leads to. */
export interface SearchSuggestion {
  kind: 'MPN' | 'BRAND' | 'CATEGORY';
  text: string;
  id: number;
}

/** Most MPNs one `partsByMpn` call may look up. */
