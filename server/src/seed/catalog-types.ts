import type {
  Lifecycle,
  PartPackaging,
  PriceBreak,
  ProductStatus,
  RohsStatus,
} from '../modules/catalog/catalog.entities.js';
import type { LocalizedText } from '../platform/i18n/index.js';

/** A category row before insertion; the parent is named by slug. */
export interface CategorySeed {
  slug: string;
  name: LocalizedText;
  parentSlug: string | null;
  position: number;
}

export interface BrandSeed {
  slug: string;
  name: string;
  country: string;
  website: string | null;
  description: LocalizedText;
  featured: boolean;
}

/** A product row before insertion; manufacturer and category are named by slug. */
export interface ProductSeed {
  mpn: string;
  mpnNormalized: string;
  manufacturer: string;
  category: string;
  package: string;
  material: string | null;
  description: LocalizedText;
  parameters: Record<string, string>;
  leadTimeDays: number;
  priceBreaks: PriceBreak[];
  listPriceMilli: number;
  stock: number;
  moq: number;
  orderIncrement: number;
  batchNumber: string;
  purchaseLimit: number | null;
  datasheetUrl: string | null;
  status: ProductStatus;
  packaging: PartPackaging;
  packagingQuantity: number | null;
  rohs: RohsStatus;
  lifecycle: Lifecycle;
  onOrderQuantity: number;
  onOrderExpectedAt: Date | null;
  createdAt: Date;
}

export interface CatalogSeed {
  categories: CategorySeed[];
  brands: BrandSeed[];
  products: ProductSeed[];
}
