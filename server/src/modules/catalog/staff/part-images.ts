import { requirePermission, type RequestContext } from '../../../platform/auth/index.js';
import { transactionalWithRetry } from '../../../platform/db/transaction-retry.js';
import { DomainError } from '../../../platform/errors/index.js';
import type { ImageStore, UploadedFile } from '../../../platform/uploads/index.js';
import { Product, ProductImage } from '../catalog.entities.js';
import { MAX_PRODUCT_IMAGES, readProductImages, type ProductImageView } from '../product-images.js';

/**
 * Staff's photos of a part (`catalog.edit`): uploaded, checked by content and re-encoded like avatars (metadata
 * dropped, random names), reordered, removed. The shop's product page shows them before the package drawing.
 */
export class PartImages {
  constructor(private readonly images: ImageStore) {}

  /** Adds an uploaded image as the part's last; answers the part's images in order. */
  async upload(ctx: RequestContext, productId: number, file: UploadedFile | undefined): Promise<ProductImageView[]> {
    requirePermission(ctx, 'catalog.edit');
    await this.requirePart(ctx, productId);
    if (!file) throw new DomainError('IMAGE_UPLOAD_FAILED', { field: ['file'] });
    const current = (await readProductImages(ctx.em, [productId])).get(productId)!;
    if (current.length >= MAX_PRODUCT_IMAGES) {
      throw new DomainError('PART_IMAGE_LIMIT', { params: { max: MAX_PRODUCT_IMAGES }, field: ['file'] });
    }
    const stored = await this.images.save(file.bytes, { folder: 'parts' });
    try {
      await transactionalWithRetry(ctx.em, async (tx) => {
        const last = current.at(-1)?.position ?? -1;
        tx.create(ProductImage, { product: productId, path: stored.path, position: last + 1 });
        await tx.flush();
      });
    } catch (error) {
      await this.images.remove(stored.path);
      throw error;
    }
    return this.imagesOf(ctx, productId);
  }

  /** Puts the part's images in the given order; it must name each of them once. */
  async reorder(ctx: RequestContext, productId: number, imageIds: number[]): Promise<ProductImageView[]> {
    requirePermission(ctx, 'catalog.edit');
    await this.requirePart(ctx, productId);
    await transactionalWithRetry(ctx.em, async (tx) => {
      const images = await tx.find(ProductImage, { product: productId });
      const sameSet =
        imageIds.length === images.length &&
        new Set(imageIds).size === imageIds.length &&
        images.every((image) => imageIds.includes(image.id));
      if (!sameSet) throw new DomainError('PART_IMAGE_ORDER_INVALID', { field: ['imageIds'] });
      for (const image of images) image.position = imageIds.indexOf(image.id);
      await tx.flush();
    });
    return this.imagesOf(ctx, productId);
  }

  /** Removes one image and then its file; answers the part's remaining images. */
  async remove(ctx: RequestContext, imageId: number): Promise<ProductImageView[]> {
    requirePermission(ctx, 'catalog.edit');
    const image = await ctx.em.findOne(ProductImage, { id: imageId });
    if (!image) throw new DomainError('NOT_FOUND');
    const productId = image.product.id;
    await ctx.em.nativeDelete(ProductImage, { id: imageId });
    await this.images.remove(image.path);
    return this.imagesOf(ctx, productId);
  }

  /** The part's images in order (`catalog.view`). */
  async imagesOf(ctx: RequestContext, productId: number): Promise<ProductImageView[]> {
    requirePermission(ctx, 'catalog.view');
    return (await readProductImages(ctx.em, [productId])).get(productId)!;
  }

  private async requirePart(ctx: RequestContext, productId: number): Promise<void> {
    if ((await ctx.em.count(Product, { id: productId })) === 0) throw new DomainError('NOT_FOUND');
  }
}
