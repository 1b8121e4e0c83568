import type { EntityManager } from '@mikro-orm/sql';
import { partProblems, type PartFields, type PartRuleCode } from '@circuitmart/rules/part-rules';
import { DomainError, type ErrorCode } from '../../../platform/errors/index.js';
import { LOCALES, type LocalizedText } from '../../../platform/i18n/index.js';
import { Brand, Category, CategoryParameter, Product, ProductParameter, ProductStatus } from '../catalog.entities.js';
import { normalizeMpn } from '../mpn.js';
import { filterableParameters } from '../parameter-values.js';

/**
 * A part as staff write it, field by field, in plain values: the part editor sends one, the price-list import makes
 * one per row. Stock is not a field: it changes only through stock adjustments (a new part starts with none).
 */
export interface PartDraft extends PartFields {
  /** The maker by id (the editor) or by name as a price list spells it (matched ignoring case and outer spaces). */
  maker: { id: number } | { name: string };
  /** A leaf category (one without subcategories). */
  categoryId: number;
  onShelf: boolean;
}

export type PartDraftCode = PartRuleCode | 'PART_MAKER_UNKNOWN' | 'PART_CATEGORY_NOT_LEAF' | 'PART_DUPLICATE';

/** A broken rule of a draft: the field's path (`['priceBreaks', '1', 'unitPriceMilli']`) and its catalogue code. */
export interface PartDraftProblem {
  field: string[];
  code: PartDraftCode & ErrorCode;
  params?: Record<string, number>;
}

interface KnownCategory {
  leaf: boolean;
  parameterNames: string[];
}

/**
 * The makers and categories a batch of drafts refers to, read once (two small tables and the parameter
 * definitions), so checking thousands of import rows costs no query per row.
 */
export class PartReferences {
  private constructor(
    private readonly makerIds: Set<number>,
    private readonly makerIdsByName: Map<string, number>,
    private readonly categories: Map<number, KnownCategory>,
  ) {}

  static async load(em: EntityManager): Promise<PartReferences> {
    const [makers, categories, definitions] = await Promise.all([
      em.find(Brand, {}, { fields: ['id', 'name'] }),
      em.find(Category, {}, { fields: ['id', 'parent'] }),
      em.find(CategoryParameter, {}, { fields: ['category', 'name'], orderBy: { position: 'asc', id: 'asc' } }),
    ]);
    const parents = new Set(categories.flatMap((category) => (category.parent ? [category.parent.id] : [])));
    const known = new Map<number, KnownCategory>(
      categories.map((category) => [category.id, { leaf: !parents.has(category.id), parameterNames: [] }]),
    );
    for (const definition of definitions) known.get(definition.category.id)?.parameterNames.push(definition.name);
    return new PartReferences(
      new Set(makers.map((maker) => maker.id)),
      new Map(makers.map((maker) => [makerKey(maker.name), maker.id])),
      known,
    );
  }

  /** The maker's id, or null when there is no such maker. */
  makerIdOf(maker: PartDraft['maker']): number | null {
    if ('id' in maker) return this.makerIds.has(maker.id) ? maker.id : null;
    return this.makerIdsByName.get(makerKey(maker.name)) ?? null;
  }

  /** The leaf category's parameter names, or null when it is unknown or has subcategories. */
  leafParameterNames(categoryId: number): string[] | null {
    const category = this.categories.get(categoryId);
    return category?.leaf ? category.parameterNames : null;
  }
}

const makerKey = (name: string) => name.trim().toLocaleLowerCase();

/**
 * THE check of a part draft, for the editor and the import alike: the shared field rules
 * (@circuitmart/rules/part-rules), then that its maker exists and its category is a leaf whose parameters it
 * states. Every problem is answered, so an import's error report lists them all. Empty when it may be written.
 */
export function checkPartDraft(draft: PartDraft, references: PartReferences): PartDraftProblem[] {
  const problems: PartDraftProblem[] = [];
  if (references.makerIdOf(draft.maker) === null) problems.push({ field: ['maker'], code: 'PART_MAKER_UNKNOWN' });
  const parameterNames = references.leafParameterNames(draft.categoryId);
  if (parameterNames === null) problems.push({ field: ['categoryId'], code: 'PART_CATEGORY_NOT_LEAF' });
  const stated = statedParameters(draft.parameters);
  // An unknown category's parameters are not judged: the category is the mistake.
  const fieldProblems = partProblems({ ...draft, parameters: stated }, parameterNames ?? Object.keys(stated));
  return [...problems, ...fieldProblems];
}

/** How `writePartDraft` finds the part it writes. */
export type PartTarget =
  /** This part (the editor's save); another part of the same maker and MPN is PART_DUPLICATE. */
  | { productId: number }
  /** The part of the draft's maker and MPN: updated when there is one, else created (the import). */
  | { byMakerAndMpn: 'createOrUpdate' }
  /** A new part; one of the same maker and MPN already there is PART_DUPLICATE (the editor's "new part"). */
  | { byMakerAndMpn: 'createOnly' };

export interface WrittenPart {
  productId: number;
  created: boolean;
}

/**
 * THE writer of a part, inside the caller's transaction (`em` is its EntityManager): checks the draft (the first
 * problem is thrown as a user error on its field), then creates or updates the `product` row and its
 * `product_parameter` rows exactly as the catalog reads them (normalized MPN, list price = the first break's price,
 * package among the filterable values). The database's triggers then move the search text, the facet counts and
 * the catalog version, so search, facets and kept results show the change as soon as the transaction commits.
 */
export async function writePartDraft(
  em: EntityManager,
  draft: PartDraft,
  references: PartReferences,
  target: PartTarget,
): Promise<WrittenPart> {
  const problem = checkPartDraft(draft, references)[0];
  if (problem) throw new DomainError(problem.code, { params: problem.params, field: problem.field });
  const makerId = references.makerIdOf(draft.maker)!;
  const mpnNormalized = normalizeMpn(draft.mpn);
  const sameKey = await em.findOne(
    Product,
    { manufacturer: makerId, mpnNormalized },
    { fields: ['id'], orderBy: { id: 'asc' } },
  );
  let product: Product | null;
  if ('productId' in target) {
    product = await em.findOne(Product, { id: target.productId });
    if (!product) throw new DomainError('NOT_FOUND');
    if (sameKey && sameKey.id !== product.id) throw new DomainError('PART_DUPLICATE', { field: ['mpn'] });
  } else {
    if (sameKey && target.byMakerAndMpn === 'createOnly') throw new DomainError('PART_DUPLICATE', { field: ['mpn'] });
    product = sameKey ? await em.findOne(Product, { id: sameKey.id }) : null;
  }
  const parameters = statedParameters(draft.parameters);
  const priceBreaks = [...draft.priceBreaks]
    .sort((left, right) => left.minQty - right.minQty)
    .map(({ minQty, unitPriceMilli }) => ({ minQty, unitPriceMilli }));
  const fields = {
    mpn: draft.mpn,
    mpnNormalized,
    manufacturer: em.getReference(Brand, makerId),
    category: em.getReference(Category, draft.categoryId),
    package: draft.package,
    material: draft.material === '' ? null : draft.material,
    description: completeDescription(draft.description),
    parameters,
    leadTimeDays: draft.leadTimeDays,
    priceBreaks,
    listPriceMilli: priceBreaks[0]!.unitPriceMilli,
    moq: draft.moq,
    orderIncrement: draft.orderIncrement,
    purchaseLimit: draft.purchaseLimit,
    batchNumber: draft.batchNumber,
    datasheetUrl: draft.datasheetUrl === '' ? null : draft.datasheetUrl,
    status: draft.onShelf ? ProductStatus.ON_SHELF : ProductStatus.OFF_SHELF,
  };
  const created = !product;
  if (product) em.assign(product, fields);
  else product = em.create(Product, { ...fields, stock: 0 });
  // The part row first: the parameter rows copy its category and shelf state, and their triggers read it.
  await em.flush();
  await writeParameterRows(em, product);
  return { productId: product.id, created };
}

/** The stated parameters: trimmed, blank values left out (a blank field means the part does not state it). */
function statedParameters(parameters: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(parameters)
      .map(([name, value]) => [name, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );
}

/** Languages left blank show the English text, else the first one given (a maker's price list has one language). */
function completeDescription(description: PartDraft['description']): LocalizedText {
  const fallback = description['en-US'] || LOCALES.map((locale) => description[locale]).find((text) => text) || '';
  return Object.fromEntries(LOCALES.map((locale) => [locale, description[locale] || fallback])) as LocalizedText;
}

/**
 * Brings the part's `product_parameter` rows in line with its parameters and package: only the rows that differ are
 * deleted, changed or added, so the facet counts' triggers move only what changed.
 */
async function writeParameterRows(em: EntityManager, product: Product): Promise<void> {
  const wanted = new Map(filterableParameters(product).map((row) => [row.name, row]));
  const existing = await em
    .getConnection()
    .execute<{ name: string; value: string }[]>(
      'SELECT name, value FROM product_parameter WHERE product_id = ?',
      [product.id],
      'all',
      em.getTransactionContext(),
    );
  const have = new Map(existing.map((row) => [row.name, row.value]));
  const removed = [...have.keys()].filter((name) => !wanted.has(name));
  if (removed.length > 0) await em.nativeDelete(ProductParameter, { product: product.id, name: { $in: removed } });
  for (const [name, { value, siNumber }] of wanted) {
    const current = have.get(name);
    if (current === value) continue;
    if (current === undefined) {
      await em.insert(ProductParameter, {
        product: product.id,
        name,
        value,
        siNumber,
        category: product.category.id,
        onShelf: product.status === ProductStatus.ON_SHELF,
      });
    } else {
      await em.nativeUpdate(ProductParameter, { product: product.id, name }, { value, siNumber });
    }
  }
}
