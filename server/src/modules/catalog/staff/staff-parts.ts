import { requirePermission, type RequestContext } from '../../../platform/auth/index.js';
import { transactionalWithRetry } from '../../../platform/db/transaction-retry.js';
import { DomainError } from '../../../platform/errors/index.js';
import type { CatalogService } from '../catalog.service.js';
import type { ProductFilter, ProductPage, ProductPageRequest } from '../catalog-views.js';
import { Product, ProductStatus } from '../catalog.entities.js';
import { readProductDetail, type ProductDetail } from '../product-reader.js';
import { PartReferences, writePartDraft, type PartDraft } from './part-drafts.js';

/**
 * Staff's parts: the search the shop has, on and off the shelf (`catalog.view`), and creating and editing a part
 * with every field (`catalog.edit`) through the one writer the import uses too. Stock is not edited here.
 */
export class StaffParts {
  constructor(private readonly catalog: CatalogService) {}

  /** The shop's search over parts in any shelf state (`filter.shelf`, both when absent). */
  search(ctx: RequestContext, filter: ProductFilter, page: ProductPageRequest): Promise<ProductPage> {
    requirePermission(ctx, 'catalog.view');
    return this.catalog.listProducts(ctx, { ...filter, shelf: filter.shelf ?? 'ANY' }, page);
  }

  /** One part, on the shelf or not; null when there is none. */
  part(ctx: RequestContext, id: number): Promise<ProductDetail | null> {
    requirePermission(ctx, 'catalog.view');
    return readProductDetail(ctx.em, id);
  }

  /** Creates a part (no stock yet); another part of the same maker and MPN is PART_DUPLICATE. */
  async createPart(ctx: RequestContext, draft: PartDraft): Promise<number> {
    requirePermission(ctx, 'catalog.edit');
    return transactionalWithRetry(ctx.em, async (tx) => {
      const written = await writePartDraft(tx, draft, await PartReferences.load(tx), {
        byMakerAndMpn: 'createOnly',
      });
      return written.productId;
    });
  }

  /** Rewrites every field of a part but its stock; placed orders keep the prices they were placed at. */
  async updatePart(ctx: RequestContext, id: number, draft: PartDraft): Promise<void> {
    requirePermission(ctx, 'catalog.edit');
    await transactionalWithRetry(ctx.em, async (tx) => {
      await writePartDraft(tx, draft, await PartReferences.load(tx), { productId: id });
    });
  }

  /** Puts a part on or takes it off the shelf, leaving every other field as it is. */
  async setShelf(ctx: RequestContext, id: number, onShelf: boolean): Promise<void> {
    requirePermission(ctx, 'catalog.edit');
    const product = await ctx.em.findOne(Product, { id });
    if (!product) throw new DomainError('NOT_FOUND');
    product.status = onShelf ? ProductStatus.ON_SHELF : ProductStatus.OFF_SHELF;
    await ctx.em.flush();
  }
}
