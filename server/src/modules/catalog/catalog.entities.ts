import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { LocalizedText } from '../../platform/i18n/index.js';

/** One row of a price-break table: from `minQty` pieces on, each piece costs `unitPriceMilli`. */
export interface PriceBreak {
  minQty: number;
  /** Tax-inclusive unit price in 0.0001 yuan. */
  unitPriceMilli: number;
}

export const ProductStatus = { ON_SHELF: 'ON_SHELF', OFF_SHELF: 'OFF_SHELF' } as const;
export type ProductStatus = (typeof ProductStatus)[keyof typeof ProductStatus];

/** How the maker ships a part: cut from a tape, a full reel, a tray, a tube, or loose. */
export const PartPackaging = { CUT_TAPE: 'CUT_TAPE', REEL: 'REEL', TRAY: 'TRAY', TUBE: 'TUBE', BULK: 'BULK' } as const;
export type PartPackaging = (typeof PartPackaging)[keyof typeof PartPackaging];

export const RohsStatus = { COMPLIANT: 'COMPLIANT', NON_COMPLIANT: 'NON_COMPLIANT', UNKNOWN: 'UNKNOWN' } as const;
export type RohsStatus = (typeof RohsStatus)[keyof typeof RohsStatus];

/** Where a part is in its maker's life: made, not for new designs, last orders taken, or no longer made. */
export const Lifecycle = {
  ACTIVE: 'ACTIVE',
  NRND: 'NRND',
  LAST_TIME_BUY: 'LAST_TIME_BUY',
  OBSOLETE: 'OBSOLETE',
} as const;
export type Lifecycle = (typeof Lifecycle)[keyof typeof Lifecycle];

export const Category = defineEntity({
  name: 'Category',
  tableName: 'category',
  properties: {
    id: p.integer().primary(),
    slug: p.string().length(64).unique(),
    name: p.json<LocalizedText>(),
    parent: () => p.manyToOne(Category).nullable().ref(),
    position: p.integer().default(0),
  },
});
export type Category = InferEntity<typeof Category>;

export const Brand = defineEntity({
  name: 'Brand',
  tableName: 'brand',
  properties: {
    id: p.integer().primary(),
    slug: p.string().length(64).unique(),
    name: p.string().length(128),
    country: p.string().length(64),
    website: p.string().length(255).nullable(),
    description: p.json<LocalizedText>(),
    featured: p.boolean().default(false),
  },
});
export type Brand = InferEntity<typeof Brand>;

export const Product = defineEntity({
  name: 'Product',
  tableName: 'product',
  // (category, status) covers a category's on-shelf count without reading the wide rows. The price and MPN
  // indexes carry stock (and shelf state), so a price-ordered category list and an MPN family ranked by stock
  // are read from the index alone. The price index holds the id right after the price, in the list's order
  // (price, then id): MariaDB then reads a page of a category in price order and stops, instead of sorting the
  // category's 50,000 entries (64 ms a page at 100,000 parts, 0.3 ms now). `product_filter_by_id` holds every
  // column a list filters on, by id: SQLite's word search checks each full-text match against it (named with
  // INDEXED BY) instead of the wide row, half the time for a total of 1,000 matches.
  indexes: [
    {
      name: 'product_filter_by_id',
      properties: ['id', 'status', 'mpnNormalized', 'category', 'manufacturer', 'stock', 'listPriceMilli'],
    },
    { properties: ['category', 'id'] },
    { properties: ['category', 'status'] },
    { properties: ['category', 'status', 'listPriceMilli', 'id', 'stock'] },
    { properties: ['manufacturer', 'id'] },
    { properties: ['mpnNormalized', 'status', 'stock'] },
    // The dashboard's low stock (stock below MOQ, on shelf), fewest first.
    { properties: ['status', 'stock', 'moq'] },
  ],
  properties: {
    id: p.integer().primary(),
    mpn: p.string().length(96),
    /** The MPN upper-cased with separators removed, the key of exact and prefix lookups. */
    mpnNormalized: p.string().length(96),
    manufacturer: () => p.manyToOne(Brand).ref(),
    category: () => p.manyToOne(Category).ref(),
    package: p.string().length(48),
    material: p.string().length(96).nullable(),
    description: p.json<LocalizedText>(),
    /** Key parameters by parameter name (resistance, tolerance, voltageRating ...). */
    parameters: p.json<Record<string, string>>(),
    leadTimeDays: p.integer(),
    priceBreaks: p.json<PriceBreak[]>(),
    /** Unit price of the first price break, kept beside the table for sorting and price ranges. */
    listPriceMilli: p.integer(),
    stock: p.integer(),
    moq: p.integer(),
    orderIncrement: p.integer(),
    batchNumber: p.string().length(32),
    purchaseLimit: p.integer().nullable(),
    datasheetUrl: p.string().length(255).nullable(),
    status: p.enum(() => ProductStatus).default(ProductStatus.ON_SHELF),
    packaging: p.enum(() => PartPackaging).default(PartPackaging.BULK),
    /** Pieces on a full reel, or in a tray or tube; null for cut tape from no fixed reel and for bulk. */
    packagingQuantity: p.integer().nullable(),
    rohs: p.enum(() => RohsStatus).default(RohsStatus.UNKNOWN),
    lifecycle: p.enum(() => Lifecycle).default(Lifecycle.ACTIVE),
    /** Pieces ordered from the maker and not yet received; 0 when none are. */
    onOrderQuantity: p.integer().default(0),
    /** When the pieces on order are expected; null when none are on order. */
    onOrderExpectedAt: p.datetime().nullable(),
    /** When stock or prices last changed (the stock ledger and price edits set it); null: not since `createdAt`. */
    offerUpdatedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Product = InferEntity<typeof Product>;

/**
 * A parameter a leaf category's parts state (name key as in `product.parameters`, label per language, unit), in the
 * order the part editor asks for them.
 */
export const CategoryParameter = defineEntity({
  name: 'CategoryParameter',
  tableName: 'category_parameter',
  uniques: [{ properties: ['category', 'name'] }],
  properties: {
    id: p.integer().primary(),
    category: () => p.manyToOne(Category).ref().deleteRule('cascade'),
    name: p.string().length(48),
    label: p.json<LocalizedText>(),
    /** The unit values are given in ("Ω", "V", "°C"); null for a plain text parameter. */
    unit: p.string().length(16).nullable(),
    /** What the parameter measures (`ParameterKind`: resistance, voltage, dielectric ...); null for plain text. */
    kind: p.string().length(24).nullable(),
    position: p.integer().default(0),
  },
});
export type CategoryParameter = InferEntity<typeof CategoryParameter>;

/** A photo staff uploaded for a part (re-encoded, below the uploads folder); the product page shows them first. */
export const ProductImage = defineEntity({
  name: 'ProductImage',
  tableName: 'product_image',
  indexes: [{ properties: ['product', 'position'] }],
  properties: {
    id: p.integer().primary(),
    product: () => p.manyToOne(Product).ref().deleteRule('cascade'),
    path: p.string().length(128),
    position: p.integer(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ProductImage = InferEntity<typeof ProductImage>;

/**
 * One parametric value of a part (its package included), kept beside `product.parameters` so the list's facet
 * counts are one indexed GROUP BY.
 * The part's category and shelf state are copied here (triggers keep them in step with `product`), so a
 * category's facets are counted from this table's index alone, without visiting the wide product rows.
 */
export const ProductParameter = defineEntity({
  name: 'ProductParameter',
  tableName: 'product_parameter',
  // (product, name, value) lets a filtered list's facets join its parts' values without reading table rows.
  indexes: [
    { properties: ['name', 'value', 'product'] },
    { properties: ['product', 'name', 'value'] },
    { properties: ['category', 'onShelf', 'name', 'value', 'product'] },
    // Range filters and value search: the parts whose value lies between two numbers.
    { properties: ['name', 'siNumber', 'product'] },
  ],
  properties: {
    product: () => p.manyToOne(Product).ref().primary(),
    name: p.string().length(48).primary(),
    value: p.string().length(96),
    /** The value in the parameter's base unit (`4.7 kΩ` → 4700, `100 nF` → 1e-7); null for text values. */
    siNumber: p.double().nullable(),
    category: () => p.manyToOne(Category).ref(),
    onShelf: p.boolean(),
  },
});
export type ProductParameter = InferEntity<typeof ProductParameter>;

/**
 * How many on-shelf parts of a category, in stock or not, have each parameter value: a category's facets without
 * counting its parameter rows. Triggers on `product` and `product_parameter` (the facet_counts migration) keep
 * every count equal to a live count; rows that fall to zero stay and are skipped when read.
 */
export const FacetCount = defineEntity({
  name: 'FacetCount',
  tableName: 'facet_count',
  properties: {
    categoryId: p.integer().primary(),
    inStock: p.boolean().primary(),
    name: p.string().length(48).primary(),
    value: p.string().length(96).primary(),
    count: p.integer(),
  },
});
export type FacetCount = InferEntity<typeof FacetCount>;

/**
 * One row whose version triggers on `product`, `product_parameter` and `brand` (the catalog_version migration) bump
 * whenever the catalog changes in anything but stock; `CatalogReadCache` keeps read results until it moves.
 */
export const CatalogVersion = defineEntity({
  name: 'CatalogVersion',
  tableName: 'catalog_version',
  properties: {
    id: p.integer().primary().autoincrement(false),
    version: p.integer(),
  },
});
export type CatalogVersion = InferEntity<typeof CatalogVersion>;

/** Per category, a version that a trigger bumps whenever one of its parts runs out of or gets stock. */
export const CategoryStockVersion = defineEntity({
  name: 'CategoryStockVersion',
  tableName: 'category_stock_version',
  properties: {
    categoryId: p.integer().primary().autoincrement(false),
    version: p.integer(),
  },
});
export type CategoryStockVersion = InferEntity<typeof CategoryStockVersion>;

export const catalogEntities = [
  Category,
  Brand,
  Product,
  ProductParameter,
  CategoryParameter,
  ProductImage,
  FacetCount,
  CatalogVersion,
  CategoryStockVersion,
];
