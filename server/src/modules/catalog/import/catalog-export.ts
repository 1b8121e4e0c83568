import type { Writable } from 'node:stream';
import type { EntityManager, FilterQuery } from '@mikro-orm/sql';
import { requirePermission, type RequestContext } from '../../../platform/auth/index.js';
import type { Locale } from '../../../platform/i18n/index.js';
import { Category, Product, ProductStatus } from '../catalog.entities.js';
import { normalizeMpn } from '../mpn.js';
import { writePriceBreaks } from './import-cells.js';
import { fieldTitle, type ImportField } from './import-columns.js';

/** Which parts an export holds; every criterion left out takes all. */
export interface CatalogExportFilter {
  /** A category and every one below it. */
  categoryId?: number | undefined;
  makerId?: number | undefined;
  /** Part of an MPN, as the shop's search normalizes it. */
  query?: string | undefined;
  shelf?: ProductStatus | undefined;
}

/** The export's columns: the import's fields (one price column: the breaks), so an export imports again unchanged. */
const exportFields: readonly ImportField[] = [
  'mpn',
  'maker',
  'category',
  'package',
  'material',
  'description',
  'priceBreaks',
  'moq',
  'orderIncrement',
  'leadTimeDays',
  'purchaseLimit',
  'batchNumber',
  'datasheetUrl',
  'shelf',
  'stock',
];

/** Parts read per query: the export holds a page at a time, never the whole catalog. */
const PAGE = 1000;

async function categoryAndBelow(em: EntityManager, categoryId: number): Promise<number[]> {
  const categories = await em.find(Category, {}, { fields: ['id', 'parent'] });
  const ids = [categoryId];
  for (let index = 0; index < ids.length; index += 1) {
    for (const category of categories) if (category.parent?.id === ids[index]) ids.push(category.id);
  }
  return ids;
}

function rowOf(product: Product, locale: Locale): (string | number)[] {
  const cells: Record<ImportField, string | number> = {
    mpn: product.mpn,
    maker: product.manufacturer.getEntity().name,
    category: product.category.getEntity().slug,
    package: product.package,
    material: product.material ?? '',
    description: product.description[locale] ?? '',
    unitPrice: '',
    priceBreaks: writePriceBreaks(product.priceBreaks),
    moq: product.moq,
    orderIncrement: product.orderIncrement,
    leadTimeDays: product.leadTimeDays,
    purchaseLimit: product.purchaseLimit ?? '',
    batchNumber: product.batchNumber,
    datasheetUrl: product.datasheetUrl ?? '',
    shelf: product.status === ProductStatus.ON_SHELF ? 'yes' : 'no',
    stock: product.stock,
  };
  return exportFields.map((field) => cells[field]);
}

/**
 * The catalog, or the part of it a filter names, as an XLSX streamed into `out` page by page (thousands of parts
 * without holding them): one row per part with the import's columns. Needs `catalog.import`.
 */
export class CatalogExport {
  /** Checks the permission before anything is sent; the returned function writes the file. */
  prepare(ctx: RequestContext, filter: CatalogExportFilter): (out: Writable) => Promise<void> {
    requirePermission(ctx, 'catalog.import');
    return (out) => this.write(ctx.em.fork(), filter, ctx.locale, out);
  }

  private async write(em: EntityManager, filter: CatalogExportFilter, locale: Locale, out: Writable): Promise<void> {
    const where: FilterQuery<Product>[] = [];
    if (filter.categoryId !== undefined) {
      where.push({ category: { $in: await categoryAndBelow(em, filter.categoryId) } });
    }
    if (filter.makerId !== undefined) where.push({ manufacturer: filter.makerId });
    const mpnPart = filter.query === undefined ? '' : normalizeMpn(filter.query);
    if (mpnPart !== '') where.push({ mpnNormalized: { $like: `%${mpnPart}%` } });
    if (filter.shelf !== undefined) where.push({ status: filter.shelf });

    const { default: Excel } = await import('exceljs');
    const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
    const sheet = workbook.addWorksheet('Catalog');
    sheet.columns = exportFields.map((field) => ({ header: fieldTitle(field, locale), key: field, width: 18 }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    let afterId = 0;
    for (;;) {
      const page = await em.find(
        Product,
        { $and: [...where, { id: { $gt: afterId } }] },
        { orderBy: { id: 'asc' }, limit: PAGE, populate: ['manufacturer', 'category'] },
      );
      for (const product of page) sheet.addRow(rowOf(product, locale)).commit();
      if (page.length < PAGE) break;
      afterId = page.at(-1)!.id;
      em.clear();
    }
    sheet.commit();
    await workbook.commit();
  }
}
