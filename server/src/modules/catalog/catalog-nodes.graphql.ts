import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../../platform/graphql/connection.js';
import { Money } from '../../platform/graphql/money-scalar.js';
import type { Locale } from '../../platform/i18n/index.js';
import { Lifecycle, PartPackaging, ProductStatus, RohsStatus, type Product } from './catalog.entities.js';
import type { CategoryWithCount, MpnMatch, ProductFilter, SearchSuggestion } from './catalog-views.js';
import { ProductSort } from './product-search.js';
import { packageImagePath } from './package-images.js';
import type { BrandFields, CategoryFields, ProductDetail } from './product-reader.js';

registerEnumType(ProductStatus, {
  name: 'ProductStatus',
  description: 'Whether a part can be bought.',
  valuesConfig: {
    ON_SHELF: { description: 'Listed and orderable.' },
    OFF_SHELF: { description: 'Withdrawn by staff: still readable by id, not listed, not orderable.' },
  },
});
registerEnumType(PartPackaging, {
  name: 'PartPackaging',
  description:
    'How the maker ships a part: CUT_TAPE (cut from a reel), REEL (a full reel), TRAY, TUBE or BULK (loose).',
  valuesConfig: {
    CUT_TAPE: { description: 'A strip of tape cut from a reel, any length.' },
    REEL: { description: 'A full reel of tape.' },
    TRAY: { description: 'In a tray.' },
    TUBE: { description: 'In a tube.' },
    BULK: { description: 'Loose pieces in a bag or box.' },
  },
});
registerEnumType(RohsStatus, {
  name: 'RohsStatus',
  description: 'Whether a part complies with the EU RoHS directive.',
  valuesConfig: {
    COMPLIANT: { description: 'The maker declares it RoHS-compliant.' },
    NON_COMPLIANT: { description: 'Not RoHS-compliant.' },
    UNKNOWN: { description: 'The shop does not know.' },
  },
});
registerEnumType(Lifecycle, {
  name: 'Lifecycle',
  description:
    "Where a part is in its maker's life: ACTIVE, NRND (not recommended for new designs), LAST_TIME_BUY (last orders " +
    'taken) or OBSOLETE (no longer made).',
  valuesConfig: {
    ACTIVE: { description: 'In production.' },
    NRND: { description: 'Still made, but not recommended for new designs.' },
    LAST_TIME_BUY: { description: 'The maker takes last orders before it stops making the part.' },
    OBSOLETE: { description: 'No longer made; only the remaining stock can be sold.' },
  },
});
registerEnumType(ProductSort, {
  name: 'ProductSort',
  description: 'Order of a product list. RELEVANCE: exact MPN matches, then MPN prefix matches, then word matches.',
  valuesConfig: {
    RELEVANCE: { description: 'Best match first; only with a query.' },
    NEWEST: { description: 'Most recently listed first.' },
    PRICE_ASC: { description: 'Cheapest list price (first price break) first.' },
    PRICE_DESC: { description: 'Dearest list price (first price break) first.' },
    STOCK_DESC: { description: 'Most pieces in stock first.' },
  },
});

const SearchSuggestionKind = { MPN: 'MPN', BRAND: 'BRAND', CATEGORY: 'CATEGORY' } as const;
registerEnumType(SearchSuggestionKind, {
  name: 'SearchSuggestionKind',
  description: 'What a suggestion leads to.',
  valuesConfig: {
    MPN: { description: 'A part: `productId` is set.' },
    BRAND: { description: 'A maker: `brandId` is set.' },
    CATEGORY: { description: 'A category: `categoryId` is set.' },
  },
});

// Plain data fields skip the error-translating global middleware (`simpleResolvers`): a property read cannot fail,
// and wrapping every field in an async middleware made a product list resolve hundreds of promises. Field
// resolvers (productCount, alternatives, facets) keep the middleware.
@ObjectType('Brand', {
  simpleResolvers: true,
  description: 'A manufacturer of parts.',
})
export class BrandNode {
  @Field(() => ID, { description: 'ID of the brand.' }) id!: string;
  @Field(() => String, { description: 'URL-safe name, stable across languages.' }) slug!: string;
  @Field(() => String, { description: "The maker's name as printed on its parts." }) name!: string;
  @Field(() => String, { description: 'Where the maker is based.' }) country!: string;
  @Field(() => String, { nullable: true, description: "The maker's web site; null when unknown." }) website!:
    string | null;
  @Field(() => String, { description: "In the request's language." }) description!: string;
  @Field(() => Boolean, { description: 'Shown among the featured makers of the home page.' }) featured!: boolean;
}

@ObjectType('Category', {
  simpleResolvers: true,
  description: 'A node of the category tree; `parentId` links it to its parent.',
})
export class CategoryNode {
  @Field(() => ID, { description: 'ID of the category.' }) id!: string;
  @Field(() => String, { description: 'URL-safe name, stable across languages.' }) slug!: string;
  @Field(() => String, { description: "In the request's language." }) name!: string;
  @Field(() => ID, { nullable: true, description: 'ID of the parent. Null when there is none.' }) parentId!:
    string | null;
  @Field(() => Int, { description: 'Order among its siblings, smallest first.' }) position!: number;
  /** Known when the category was listed with its count; resolved per request otherwise. */
  productCount?: number;
}

@ObjectType('ProductParameter', {
  simpleResolvers: true,
  description: 'A key parameter; `name` is a stable camelCase key (resistance ...).',
})
export class ProductParameterNode {
  @Field(() => String, { description: 'A stable camelCase key (resistance, capacitance ...).' }) name!: string;
  @Field(() => String, { description: 'As the catalog shows it, with its unit ("10 kΩ").' }) value!: string;
}

@ObjectType('PriceBreak', {
  simpleResolvers: true,
  description: 'From `minQty` pieces on, each piece costs `unitPriceMilli`.',
})
export class PriceBreakNode {
  @Field(() => Int, { description: 'The smallest quantity this price applies to.' }) minQty!: number;
  @Field(() => Money, { description: 'Tax-inclusive unit price in 0.0001 yuan.' }) unitPriceMilli!: number;
}

@ObjectType('Product', {
  simpleResolvers: true,
  description: 'An electronic component offered by the shop.',
})
export class ProductNode {
  @Field(() => ID, { description: 'ID of the product.' }) id!: string;
  @Field(() => String, { description: 'Manufacturer part number.' }) mpn!: string;
  @Field(() => BrandNode, { description: 'The maker.' }) manufacturer!: BrandNode;
  @Field(() => CategoryNode, { description: 'The category it is listed in.' }) category!: CategoryNode;
  @Field(() => String, { description: 'The case it comes in (SOT-23, 0603, LQFP-48 ...).' }) package!: string;
  @Field(() => String, {
    nullable: true,
    description: 'What the part is made of (Silicon, Nylon 66 ...); null when not recorded.',
  })
  material!: string | null;
  @Field(() => String, { description: "In the request's language." }) description!: string;
  @Field(() => [ProductParameterNode], {
    description: 'Key parameters; filter lists by them with `ProductFilter.parameters`.',
  })
  parameters!: ProductParameterNode[];
  @Field(() => Int, { description: 'Days to ship what the stock does not cover.' }) leadTimeDays!: number;
  @Field(() => [PriceBreakNode], { description: 'Ordered by minQty; the first break is the minimum order.' })
  priceBreaks!: PriceBreakNode[];
  @Field(() => Money, { description: 'Unit price of the first price break, in 0.0001 yuan.' }) listPriceMilli!: number;
  @Field(() => Int, { description: 'Pieces in stock now.' }) stock!: number;
  @Field(() => Int, { description: 'Minimum order quantity.' }) moq!: number;
  @Field(() => Int, { description: 'Quantities above the minimum go in steps of this many.' }) orderIncrement!: number;
  @Field(() => String, { description: 'Date code of the stocked batch (year and week, e.g. 2447+).' })
  batchNumber!: string;
  @Field(() => Int, { nullable: true, description: 'Most pieces one customer may buy, when limited.' })
  purchaseLimit!: number | null;
  @Field(() => String, { nullable: true, description: "The maker's datasheet; null when there is none." })
  datasheetUrl!: string | null;
  @Field(() => String, { description: 'A drawing of the package.' }) imageUrl!: string;
  @Field(() => ProductStatus, { description: 'Where it stands now; see `ProductStatus`.' }) status!: ProductStatus;
  @Field(() => PartPackaging, { description: 'How the part is shipped.' }) packaging!: PartPackaging;
  @Field(() => Int, {
    nullable: true,
    description: 'Pieces on a full reel (the reel cut tape is cut from), tray or tube; null for bulk.',
  })
  packagingQuantity!: number | null;
  @Field(() => RohsStatus, { description: 'Whether the part complies with RoHS.' }) rohs!: RohsStatus;
  @Field(() => Lifecycle, { description: "Where the part is in its maker's life." }) lifecycle!: Lifecycle;
  @Field(() => Int, { description: 'Pieces ordered from the maker and not yet received, beside `stock`; 0 when none.' })
  onOrderQuantity!: number;
  @Field(() => Date, { nullable: true, description: 'When the pieces on order are expected; null when none are.' })
  onOrderExpectedAt!: Date | null;
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
}

@ObjectType('ProductEdge', { simpleResolvers: true, description: 'One part of a page of parts, with its cursor.' })
export class ProductEdge {
  @Field(() => String, { description: 'Pass it as `after` to read the items after this one.' }) cursor!: string;
  @Field(() => ProductNode, { description: 'The item.' }) node!: ProductNode;
}

@ObjectType('ParameterFacetValue', {
  simpleResolvers: true,
  description: 'One value of a parameter and how many listed parts have it.',
})
export class ParameterFacetValueNode {
  @Field(() => String, { description: 'As stored, with its unit ("10 kΩ"); pass it back in a parameter filter.' })
  value!: string;
  @Field(() => Float, {
    nullable: true,
    description:
      "The value in its base unit (ohms, farads, volts: 4.7 kΩ is 4700), the scale of a range filter's bounds; null for text.",
  })
  siNumber!: number | null;
  @Field(() => Int, { description: 'Listed parts with this value.' }) count!: number;
}

@ObjectType('ParameterFacet', {
  simpleResolvers: true,
  description: "A filterable parameter of the list's parts; counts apply every filter except this parameter's own.",
})
export class ParameterFacetNode {
  @Field(() => String, { description: 'A stable camelCase key (resistance ...) or `package`.' }) name!: string;
  @Field(() => [ParameterFacetValueNode], {
    description:
      'Numeric values in numeric order, then by text: all of them, or with valuesFirst those with the most parts and every ticked one.',
  })
  values!: ParameterFacetValueNode[];
  @Field(() => Int, { description: 'How many values the parameter has in the list, listed in values or not.' })
  valueCount!: number;
}

@ObjectType('ProductConnection', {
  simpleResolvers: true,
  description: 'A page of parts (a Relay connection) with their count and, on request, facets.',
})
export class ProductConnection {
  @Field(() => [ProductEdge], { description: 'The items of this page, each with its cursor.' }) edges!: ProductEdge[];
  @Field(() => PageInfo, {
    description: 'Where this page sits in the whole list: pass `endCursor` as `after` for the next page.',
  })
  pageInfo!: PageInfo;
  @Field(() => Int, {
    description: 'Matching parts, counted up to 1,000: when more match it is 1000 and totalCountCapped is true.',
  })
  totalCount!: number;
  @Field(() => Boolean, { description: 'More parts match than totalCount says (show it as "1,000+").' })
  totalCountCapped!: boolean;
  /** The list's filter, kept for the facets field so they are computed only when asked for. */
  filter!: ProductFilter;
}

@InputType('ProductParameterFilter', {
  description:
    'Parts whose parameter `name` has any of `values`, or a value between `min` and `max` (give values or bounds).',
})
export class ProductParameterFilterInput {
  @Field(() => String, { description: 'A parameter key (resistance ...) or `package`.' }) name!: string;
  @Field(() => [String], {
    defaultValue: [],
    description: 'Values as facets list them ("10 kΩ"); any of them matches.',
  })
  values!: string[];
  @Field(() => Float, {
    nullable: true,
    description: 'Lowest value, inclusive, in the base unit (ohms, farads, volts: 1 µF is 0.000001).',
  })
  min?: number | null;
  @Field(() => Float, { nullable: true, description: 'Highest value, inclusive, in the base unit.' })
  max?: number | null;
}

@InputType('ProductFilter', { description: 'Input of `products`.' })
export class ProductFilterInput {
  @Field(() => ID, { nullable: true, description: 'Parts of this category and the categories below it.' })
  categoryId?: string | null;
  @Field(() => ID, { nullable: true, description: 'ID of the brand.' }) brandId?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'An MPN in any spelling (case, spaces, dashes, dots and packaging suffixes such as -TR or #PBF do not matter; ' +
      'a prefix finds the family) or words of the description, parameters or maker. Trimmed; at most 200 characters.',
  })
  query?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Only parts with stock.' }) inStock?: boolean | null;
  @Field(() => Money, { nullable: true, description: 'Lowest listPriceMilli, in 0.0001 yuan.' })
  priceMinMilli?: number | null;
  @Field(() => Money, { nullable: true, description: 'Highest listPriceMilli, in 0.0001 yuan.' })
  priceMaxMilli?: number | null;
  @Field(() => [ProductParameterFilterInput], {
    nullable: true,
    description: 'AND across parameters, OR within one parameter; at most 20 parameters of 100 values each.',
  })
  parameters?: ProductParameterFilterInput[] | null;
  @Field(() => [Lifecycle], { nullable: true, description: 'Only parts in one of these lifecycle states.' })
  lifecycles?: Lifecycle[] | null;
  @Field(() => [PartPackaging], { nullable: true, description: 'Only parts shipped in one of these ways.' })
  packagings?: PartPackaging[] | null;
  @Field(() => Boolean, { nullable: true, description: 'Only RoHS-compliant parts.' }) rohsCompliant?: boolean | null;
}

@ObjectType('SearchSuggestion', {
  simpleResolvers: true,
  description: 'A completion offered while typing a search; one of the ids is set.',
})
export class SearchSuggestionNode {
  @Field(() => SearchSuggestionKind, { description: 'Which kind it is; see `SearchSuggestionKind`.' })
  kind!: keyof typeof SearchSuggestionKind;
  @Field(() => String, {
    description: "What to show: an MPN, a brand name, or a category name in the request's language.",
  })
  text!: string;
  @Field(() => ID, { nullable: true, description: 'ID of the product. Null when there is none.' }) productId!:
    string | null;
  @Field(() => ID, { nullable: true, description: 'ID of the brand. Null when there is none.' }) brandId!:
    string | null;
  @Field(() => ID, { nullable: true, description: 'ID of the category. Null when there is none.' }) categoryId!:
    string | null;
}

@ObjectType('MpnMatch', {
  simpleResolvers: true,
  description: 'The answer for one MPN of a `partsByMpn` lookup.',
})
export class MpnMatchNode {
  @Field(() => String, { description: 'The MPN as it was asked for.' }) query!: string;
  @Field(() => ProductNode, {
    nullable: true,
    description: 'The part with the same MPN, ignoring case, separators and packaging suffixes.',
  })
  exact!: ProductNode | null;
  @Field(() => [ProductNode], {
    description: 'Up to 5 parts whose MPN starts like the asked one, the exact part left out.',
  })
  candidates!: ProductNode[];
}

export function toBrandNode(brand: BrandFields, locale: Locale): BrandNode {
  return {
    id: String(brand.id),
    slug: brand.slug,
    name: brand.name,
    country: brand.country,
    website: brand.website ?? null,
    description: brand.description[locale],
    featured: brand.featured,
  };
}

function toCategoryFields(category: CategoryFields, locale: Locale): CategoryNode {
  return {
    id: String(category.id),
    slug: category.slug,
    name: category.name[locale],
    parentId: category.parent ? String(category.parent.id) : null,
    position: category.position,
  };
}

export function toProductNode(product: Product, locale: Locale): ProductNode {
  return toProductDetailNode(
    { id: product.id, product, manufacturer: product.manufacturer.unwrap(), category: product.category.unwrap() },
    locale,
  );
}

export function toProductDetailNode({ product, manufacturer, category }: ProductDetail, locale: Locale): ProductNode {
  return {
    id: String(product.id),
    mpn: product.mpn,
    manufacturer: toBrandNode(manufacturer, locale),
    category: toCategoryFields(category, locale),
    package: product.package,
    material: product.material ?? null,
    description: product.description[locale],
    parameters: Object.entries(product.parameters).map(([name, value]) => ({ name, value })),
    leadTimeDays: product.leadTimeDays,
    priceBreaks: product.priceBreaks,
    listPriceMilli: product.listPriceMilli,
    stock: product.stock,
    moq: product.moq,
    orderIncrement: product.orderIncrement,
    batchNumber: product.batchNumber,
    purchaseLimit: product.purchaseLimit ?? null,
    datasheetUrl: product.datasheetUrl ?? null,
    imageUrl: packageImagePath(product.package),
    status: product.status,
    packaging: product.packaging,
    packagingQuantity: product.packagingQuantity ?? null,
    rohs: product.rohs,
    lifecycle: product.lifecycle,
    onOrderQuantity: product.onOrderQuantity,
    onOrderExpectedAt: product.onOrderExpectedAt ?? null,
    createdAt: product.createdAt,
  };
}

export function toSearchSuggestionNode(suggestion: SearchSuggestion): SearchSuggestionNode {
  return {
    kind: suggestion.kind,
    text: suggestion.text,
    productId: suggestion.kind === 'MPN' ? String(suggestion.id) : null,
    brandId: suggestion.kind === 'BRAND' ? String(suggestion.id) : null,
    categoryId: suggestion.kind === 'CATEGORY' ? String(suggestion.id) : null,
  };
}

export function toMpnMatchNode(match: MpnMatch<ProductDetail>, locale: Locale): MpnMatchNode {
  return {
    query: match.query,
    exact: match.exact && toProductDetailNode(match.exact, locale),
    candidates: match.candidates.map((part) => toProductDetailNode(part, locale)),
  };
}

export function toCategoryNode({ category, productCount }: CategoryWithCount, locale: Locale): CategoryNode {
  return { ...toCategoryFields(category, locale), productCount };
}
