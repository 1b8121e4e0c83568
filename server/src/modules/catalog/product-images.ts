import type { EntityManager } from '@mikro-orm/sql';
import { uploadUrl } from '../../platform/uploads/index.js';
import { ProductImage } from './catalog.entities.js';

/** A photo staff uploaded for a part, as its pages show it. */
export interface ProductImageView {
  id: number;
  productId: number;
  url: string;
  position: number;
}

/** Most photos one part keeps. */
export const MAX_PRODUCT_IMAGES = 8;

/** The uploaded photos of parts by part id, each part's in display order, in one query. */
export async function readProductImages(
  em: EntityManager,
  productIds: readonly number[],
): Promise<Map<number, ProductImageView[]>> {
  const byProduct = new Map<number, ProductImageView[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const images = await em.find(
    ProductImage,
    { product: { $in: [...productIds] } },
    { orderBy: { product: 'asc', position: 'asc', id: 'asc' } },
  );
  for (const image of images) {
    byProduct.get(image.product.id)?.push({
      id: image.id,
      productId: image.product.id,
      url: uploadUrl(image.path),
      position: image.position,
    });
  }
  return byProduct;
}
