import type { EntityManager } from '@mikro-orm/sql';
import { readRows } from '../../platform/db/bound-statements.js';
import { inList } from '../../platform/db/in-list.js';
import { dateOfColumn } from '../../platform/db/sql-dates.js';
import type { LocalizedText } from '../../platform/i18n/index.js';
import type {
  Brand,
  Category,
  Lifecycle,
  PartPackaging,
  PriceBreak,
  Product,
  ProductStatus,
  RohsStatus,
} from './catalog.entities.js';

/** The fields of a part that its page shows, without the ORM's references. */
export type ProductFields = Pick<
  Product,
  | 'id'
  | 'mpn'
  | 'package'
  | 'material'
  | 'description'
  | 'parameters'
  | 'leadTimeDays'
  | 'priceBreaks'
  | 'listPriceMilli'
  | 'stock'
  | 'moq'
  | 'orderIncrement'
  | 'batchNumber'
  | 'purchaseLimit'
  | 'datasheetUrl'
  | 'status'
  | 'packaging'
  | 'packagingQuantity'
  | 'rohs'
  | 'lifecycle'
  | 'onOrderQuantity'
  | 'onOrderExpectedAt'
  | 'offerUpdatedAt'
  | 'createdAt'
>;
export type BrandFields = Pick<Brand, 'id' | 'slug' | 'name' | 'country' | 'website' | 'description' | 'featured'>;
export type CategoryFields = Pick<Category, 'id' | 'slug' | 'name' | 'position'> & {
  parent?: { id: number } | null | undefined;
};

/** A part with its maker and category, read as plain data. */
export interface ProductDetail {
  /** The part's id (as `product.id`), so lists page by it. */
  id: number;
  product: ProductFields;
  manufacturer: BrandFields;
  category: CategoryFields;
}

/** JSON columns arrive as text (SQLite, MariaDB) or parsed (MySQL). */
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

const nullable = <T>(value: T | null | undefined): T | null => value ?? null;

/** One part with its maker and category; null when there is none with this id. */
export async function readProductDetail(em: EntityManager, id: number): Promise<ProductDetail | null> {
  return (await readProductDetails(em, [id])).get(id) ?? null;
}

/**
 * Parts (on the shelf or not) with their makers and categories by id, in one joined query mapped by hand.
 * Product pages and list pages are the shop's most frequent reads; the ORM's query building and entity
 * hydration cost several times the query itself there.
 */
export async function readProductDetails(em: EntityManager, ids: number[]): Promise<Map<number, ProductDetail>> {
  if (ids.length === 0) return new Map();
  const byId = inList(em, 'p.id', ids);
  const rows = await readRows<Record<string, unknown>>(
    em,
    `SELECT p.id, p.mpn, p.package, p.material, p.description, p.parameters, p.lead_time_days, p.price_breaks,
       p.list_price_milli, p.stock, p.moq, p.order_increment, p.batch_number, p.purchase_limit, p.datasheet_url,
       p.status, p.packaging, p.packaging_quantity, p.rohs, p.lifecycle, p.on_order_quantity, p.on_order_expected_at,
       p.offer_updated_at, p.created_at,
       b.id AS b_id, b.slug AS b_slug, b.name AS b_name, b.country AS b_country, b.website AS b_website,
       b.description AS b_description, b.featured AS b_featured,
       c.id AS c_id, c.slug AS c_slug, c.name AS c_name, c.parent_id AS c_parent_id, c.position AS c_position
     FROM product p JOIN brand b ON b.id = p.manufacturer_id JOIN category c ON c.id = p.category_id
     WHERE ${byId.sql}`,
    byId.params,
  );
  // A call's parts share a few dozen makers and categories: each is mapped (its JSON parsed) once and shared, not once
  // per part (for 300 parts of a multi-match, parsing them again cost as much as parsing the parts' own JSON; a
  // 5,000-line BOM's tens of thousands of parts otherwise repeat them in the heap).
  const makers = new Map<number, BrandFields>();
  const categories = new Map<number, CategoryFields>();
  return new Map(
    rows.map((row) => {
      const makerId = Number(row.b_id);
      const categoryId = Number(row.c_id);
      let maker = makers.get(makerId);
      if (!maker) makers.set(makerId, (maker = makerOf(row)));
      let category = categories.get(categoryId);
      if (!category) categories.set(categoryId, (category = categoryOf(row)));
      return [Number(row.id), detailOf(row, maker, category)];
    }),
  );
}

function makerOf(row: Record<string, unknown>): BrandFields {
  return {
    id: Number(row.b_id),
    slug: String(row.b_slug),
    name: String(row.b_name),
    country: String(row.b_country),
    website: nullable(row.b_website as string | null),
    description: json<LocalizedText>(row.b_description),
    featured: Boolean(Number(row.b_featured)),
  };
}

function categoryOf(row: Record<string, unknown>): CategoryFields {
  return {
    id: Number(row.c_id),
    slug: String(row.c_slug),
    name: json<LocalizedText>(row.c_name),
    position: Number(row.c_position),
    parent: row.c_parent_id === null ? null : { id: Number(row.c_parent_id) },
  };
}

function detailOf(row: Record<string, unknown>, manufacturer: BrandFields, category: CategoryFields): ProductDetail {
  return {
    id: Number(row.id),
    product: {
      id: Number(row.id),
      mpn: String(row.mpn),
      package: String(row.package),
      material: nullable(row.material as string | null),
      description: json<LocalizedText>(row.description),
      parameters: json<Record<string, string>>(row.parameters),
      leadTimeDays: Number(row.lead_time_days),
      priceBreaks: json<PriceBreak[]>(row.price_breaks),
      listPriceMilli: Number(row.list_price_milli),
      stock: Number(row.stock),
      moq: Number(row.moq),
      orderIncrement: Number(row.order_increment),
      batchNumber: String(row.batch_number),
      purchaseLimit: row.purchase_limit === null ? null : Number(row.purchase_limit),
      datasheetUrl: nullable(row.datasheet_url as string | null),
      status: row.status as ProductStatus,
      packaging: row.packaging as PartPackaging,
      packagingQuantity: row.packaging_quantity === null ? null : Number(row.packaging_quantity),
      rohs: row.rohs as RohsStatus,
      lifecycle: row.lifecycle as Lifecycle,
      onOrderQuantity: Number(row.on_order_quantity),
      onOrderExpectedAt: row.on_order_expected_at === null ? null : dateOfColumn(row.on_order_expected_at),
      offerUpdatedAt: row.offer_updated_at === null ? null : dateOfColumn(row.offer_updated_at),
      createdAt: dateOfColumn(row.created_at),
    },
    manufacturer,
    category,
  };
}
