import { LOCALES, type Locale } from '../../../platform/i18n/index.js';
import { Category, Product, ProductStatus } from '../catalog.entities.js';
import { normalizeMpn } from '../mpn.js';
import { checkPartDraft, PartReferences, writePartDraft, type PartDraft } from '../staff/part-drafts.js';
import type { ImportField } from './import-columns.js';
import type { ImportBatchWriter, ImportPartWriter, ImportWriteOptions } from './import-part-writer.js';
import type { ImportedPart } from './import-rows.js';
import type { ImportRowProblem } from './import.entities.js';

/** The import field of a draft field's path (`['priceBreaks', '0', 'minQty']` → priceBreaks). */
function importFieldOf(path: readonly string[]): ImportField | null {
  const [head] = path;
  if (head === 'categoryId') return 'category';
  if (head === 'onShelf') return 'shelf';
  if (head === 'parameters' || head === undefined) return null;
  return head as ImportField;
}

/** A part's current values as a draft: what a row that changes nothing would write. */
function draftOf(product: Product): PartDraft {
  return {
    maker: { id: product.manufacturer.id },
    mpn: product.mpn,
    categoryId: product.category.id,
    package: product.package,
    material: product.material ?? null,
    description: { ...product.description },
    parameters: { ...product.parameters },
    leadTimeDays: product.leadTimeDays,
    moq: product.moq,
    orderIncrement: product.orderIncrement,
    purchaseLimit: product.purchaseLimit ?? null,
    batchNumber: product.batchNumber,
    datasheetUrl: product.datasheetUrl ?? null,
    priceBreaks: product.priceBreaks.map(({ minQty, unitPriceMilli }) => ({ minQty, unitPriceMilli })),
    onShelf: product.status === ProductStatus.ON_SHELF,
  };
}

/** What a new part gets for a field its row does not give (the editor's rule still refuses a part without them). */
const emptyDescription = () => Object.fromEntries(LOCALES.map((locale) => [locale, ''])) as Record<Locale, string>;

/**
 * The import's writer over the part editor's (staff/part-drafts.ts): a row's mapped cells laid over the part's
 * current values (or a new part's), checked by `checkPartDraft` and written by `writePartDraft`. A row whose draft
 * equals the part as it is writes nothing, so applying the same values again changes nothing.
 */
export const importPartDrafts: ImportPartWriter = {
  async open(em, parts, options: ImportWriteOptions): Promise<ImportBatchWriter> {
    const [references, categories] = await Promise.all([
      PartReferences.load(em),
      em.find(Category, {}, { fields: ['id', 'slug'] }),
    ]);
    const categoryIdBySlug = new Map(categories.map((category) => [category.slug.toLowerCase(), category.id]));
    const categoryIdOf = (cell: string) =>
      /^\d+$/.test(cell) ? Number(cell) : (categoryIdBySlug.get(cell.toLowerCase()) ?? -1);
    const makerIds = [...new Set(parts.flatMap((part) => references.makerIdOf({ name: part.maker }) ?? []))];
    const existing = await em.find(
      Product,
      { manufacturer: { $in: makerIds }, mpnNormalized: { $in: parts.map((part) => normalizeMpn(part.mpn)) } },
      { orderBy: { id: 'asc' } },
    );
    const existingByKey = new Map<string, Product>();
    for (const product of existing) {
      const key = `${product.manufacturer.id}:${product.mpnNormalized}`;
      if (!existingByKey.has(key)) existingByKey.set(key, product);
    }
    const locale = (LOCALES as readonly string[]).includes(options.descriptionLocale)
      ? (options.descriptionLocale as Locale)
      : 'en-US';

    const currentOf = (part: ImportedPart) => {
      const makerId = references.makerIdOf({ name: part.maker });
      return makerId === null ? undefined : existingByKey.get(`${makerId}:${normalizeMpn(part.mpn)}`);
    };
    const draftFor = (part: ImportedPart, current: Product | undefined): PartDraft => {
      const base: PartDraft = current
        ? draftOf(current)
        : {
            maker: { name: part.maker },
            mpn: part.mpn,
            categoryId: -1,
            package: '',
            material: null,
            description: emptyDescription(),
            parameters: {},
            leadTimeDays: 0,
            moq: 1,
            orderIncrement: 1,
            purchaseLimit: null,
            batchNumber: '',
            datasheetUrl: null,
            priceBreaks: [],
            onShelf: true,
          };
      return {
        ...base,
        mpn: part.mpn,
        ...(part.category !== undefined && { categoryId: categoryIdOf(part.category) }),
        ...(part.package !== undefined && { package: part.package }),
        ...(part.material !== undefined && { material: part.material }),
        ...(part.description !== undefined && { description: { ...base.description, [locale]: part.description } }),
        ...(part.leadTimeDays !== undefined && { leadTimeDays: part.leadTimeDays }),
        ...(part.moq !== undefined && { moq: part.moq }),
        ...(part.orderIncrement !== undefined && { orderIncrement: part.orderIncrement }),
        ...(part.purchaseLimit !== undefined && { purchaseLimit: part.purchaseLimit }),
        ...(part.batchNumber !== undefined && { batchNumber: part.batchNumber }),
        ...(part.datasheetUrl !== undefined && { datasheetUrl: part.datasheetUrl }),
        ...(part.priceBreaks !== undefined && {
          priceBreaks: [...part.priceBreaks].sort((left, right) => left.minQty - right.minQty),
        }),
        ...(part.onShelf !== undefined && { onShelf: part.onShelf }),
      };
    };

    return {
      problemsOf(part): ImportRowProblem[] {
        return checkPartDraft(draftFor(part, currentOf(part)), references).map((problem) => ({
          field: importFieldOf(problem.field),
          code: problem.code,
          ...(problem.params && { params: problem.params }),
        }));
      },
      async write(part) {
        const current = currentOf(part);
        const draft = draftFor(part, current);
        if (current && JSON.stringify(draft) === JSON.stringify(draftOf(current))) {
          return { productId: current.id, outcome: 'unchanged' };
        }
        const written = await writePartDraft(em, draft, references, { byMakerAndMpn: 'createOrUpdate' });
        return { productId: written.productId, outcome: written.created ? 'created' : 'updated' };
      },
    };
  },
};
