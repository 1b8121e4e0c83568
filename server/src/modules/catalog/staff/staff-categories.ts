import type { EntityManager } from '@mikro-orm/sql';
import { requirePermission, type RequestContext } from '../../../platform/auth/index.js';
import { transactionalWithRetry } from '../../../platform/db/transaction-retry.js';
import { DomainError } from '../../../platform/errors/index.js';
import { LOCALES, type LocalizedText } from '../../../platform/i18n/index.js';
import { Category, CategoryParameter, Product } from '../catalog.entities.js';
import { parameterKind } from '../values/part-values.js';
import { PACKAGE_PARAMETER } from '../parameter-values.js';
import { freshSlug } from './catalog-slugs.js';

const CATEGORY_NAME_MAX = 64;
const PARAMETER_LABEL_MAX = 64;
const PARAMETER_UNIT_MAX = 16;
const MAX_PARAMETERS = 40;
/** Parameter keys as `product.parameters` and the shop's filters use them. */
const parameterKey = /^[A-Za-z][A-Za-z0-9]{0,47}$/;

/** A parameter a leaf category's parts state. */
export interface CategoryParameterView {
  id: number;
  name: string;
  label: LocalizedText;
  unit: string | null;
  position: number;
}

/** A category as staff edit it: its name in every language, its place in the tree, its parameter definitions. */
export interface StaffCategoryView {
  id: number;
  slug: string;
  name: LocalizedText;
  parentId: number | null;
  position: number;
  /** Parts in this category itself, on the shelf or not (only a leaf holds parts). */
  partCount: number;
  parameters: CategoryParameterView[];
}

export interface CategoryParameterForm {
  name: string;
  label: LocalizedText;
  unit: string | null;
}

/** Characters as a person counts them. */
const length = (text: string) => [...text].length;

function checkedName(name: LocalizedText): LocalizedText {
  const trimmed = Object.fromEntries(LOCALES.map((locale) => [locale, (name[locale] ?? '').trim()])) as LocalizedText;
  if (LOCALES.some((locale) => !trimmed[locale] || length(trimmed[locale]) > CATEGORY_NAME_MAX)) {
    throw new DomainError('CATEGORY_NAME_INVALID', { field: ['name'] });
  }
  return trimmed;
}

/**
 * Staff's category tree (`catalog.view` reads, `catalog.edit` changes): create, rename per language, move and
 * order among siblings, and the parameter definitions of each leaf. A category's place in the tree is read per
 * request by the shop's lists (no kept result holds it), so a move shows in the next search.
 */
export class StaffCategories {
  /** Every category with its parameter definitions, in tree order (parents before children, siblings by position). */
  async categories(ctx: RequestContext): Promise<StaffCategoryView[]> {
    requirePermission(ctx, 'catalog.view');
    return this.readTree(ctx.em);
  }

  /** A new category, last below `parentId` (null: a top-level one); a category holding parts gets no children. */
  async createCategory(ctx: RequestContext, name: LocalizedText, parentId: number | null): Promise<number> {
    requirePermission(ctx, 'catalog.edit');
    const names = checkedName(name);
    return transactionalWithRetry(ctx.em, async (tx) => {
      if (parentId !== null) await this.requireParentWithoutParts(tx, parentId, ['parentId']);
      const siblings = await tx.count(Category, { parent: parentId });
      const category = tx.create(Category, {
        slug: await freshSlug(tx, 'category', names['en-US']),
        name: names,
        parent: parentId,
        position: siblings,
      });
      await tx.flush();
      return category.id;
    });
  }

  async renameCategory(ctx: RequestContext, id: number, name: LocalizedText): Promise<void> {
    requirePermission(ctx, 'catalog.edit');
    const names = checkedName(name);
    const category = await ctx.em.findOne(Category, { id });
    if (!category) throw new DomainError('NOT_FOUND');
    category.name = names;
    await ctx.em.flush();
  }

  /**
   * Moves a category below `parentId` (null: top level) to `position` among its new siblings (clamped), renumbering
   * the siblings it leaves and joins. Never below itself or a descendant, never into a category holding parts.
   */
  async moveCategory(ctx: RequestContext, id: number, parentId: number | null, position: number): Promise<void> {
    requirePermission(ctx, 'catalog.edit');
    await transactionalWithRetry(ctx.em, async (tx) => {
      const categories = await tx.find(Category, {}, { orderBy: { position: 'asc', id: 'asc' } });
      const moved = categories.find((category) => category.id === id);
      if (!moved) throw new DomainError('NOT_FOUND');
      if (parentId !== null) {
        for (let ancestor: number | null = parentId; ancestor !== null;) {
          if (ancestor === id) throw new DomainError('CATEGORY_MOVE_INVALID', { field: ['parentId'] });
          const above = categories.find((category) => category.id === ancestor);
          if (!above) throw new DomainError('NOT_FOUND', { field: ['parentId'] });
          ancestor = above.parent?.id ?? null;
        }
        await this.requireParentWithoutParts(tx, parentId, ['parentId']);
      }
      const oldParentId = moved.parent?.id ?? null;
      const siblingsOf = (parent: number | null) =>
        categories.filter((category) => (category.parent?.id ?? null) === parent && category.id !== id);
      siblingsOf(oldParentId).forEach((category, index) => (category.position = index));
      const newSiblings = siblingsOf(parentId);
      const at = Math.min(Math.max(Math.trunc(position), 0), newSiblings.length);
      newSiblings.splice(at, 0, moved);
      newSiblings.forEach((category, index) => (category.position = index));
      moved.parent = parentId === null ? null : tx.getReference(Category, parentId, { wrapped: true });
      await tx.flush();
    });
  }

  /**
   * Replaces a category's parameter definitions with `parameters`, in that order. A name its parts still state
   * may not be dropped (CATEGORY_PARAMETER_IN_USE): their values would stay in the shop's filters unexplained.
   */
  async setParameters(ctx: RequestContext, categoryId: number, parameters: CategoryParameterForm[]): Promise<void> {
    requirePermission(ctx, 'catalog.edit');
    const forms = parameters.map((form, index) => checkedParameter(form, index));
    if (forms.length > MAX_PARAMETERS || new Set(forms.map((form) => form.name)).size !== forms.length) {
      throw new DomainError('CATEGORY_PARAMETER_INVALID', { field: ['parameters'] });
    }
    await transactionalWithRetry(ctx.em, async (tx) => {
      if ((await tx.count(Category, { id: categoryId })) === 0) throw new DomainError('NOT_FOUND');
      const existing = await tx.find(CategoryParameter, { category: categoryId });
      const dropped = existing.filter((definition) => !forms.some((form) => form.name === definition.name));
      if (dropped.length > 0) {
        const used = await tx
          .getConnection()
          .execute<{ name: string }[]>(
            `SELECT DISTINCT name FROM product_parameter WHERE category_id = ? AND name IN (${dropped.map(() => '?').join(', ')})`,
            [categoryId, ...dropped.map((definition) => definition.name)],
            'all',
            tx.getTransactionContext(),
          );
        const inUse = used[0];
        if (inUse) {
          const index = existing.findIndex((definition) => definition.name === inUse.name);
          throw new DomainError('CATEGORY_PARAMETER_IN_USE', { field: ['parameters', String(index), 'name'] });
        }
        tx.remove(dropped);
      }
      forms.forEach((form, position) => {
        const definition = existing.find((candidate) => candidate.name === form.name);
        if (definition) tx.assign(definition, { label: form.label, unit: form.unit, position });
        else tx.create(CategoryParameter, { category: categoryId, ...form, kind: parameterKind(form.name), position });
      });
      await tx.flush();
    });
  }

  private async readTree(em: EntityManager): Promise<StaffCategoryView[]> {
    const [categories, definitions, counts] = await Promise.all([
      em.find(Category, {}, { orderBy: { position: 'asc', id: 'asc' } }),
      em.find(CategoryParameter, {}, { orderBy: { position: 'asc', id: 'asc' } }),
      em
        .getConnection()
        .execute<{ category_id: number; count: number | string }[]>(
          'SELECT category_id, count(*) AS count FROM product GROUP BY category_id',
          [],
          'all',
          em.getTransactionContext(),
        ),
    ]);
    const partCounts = new Map(counts.map((row) => [Number(row.category_id), Number(row.count)]));
    const views = new Map<number | null, StaffCategoryView[]>();
    for (const category of categories) {
      const parentId = category.parent?.id ?? null;
      views.set(parentId, [
        ...(views.get(parentId) ?? []),
        {
          id: category.id,
          slug: category.slug,
          name: category.name,
          parentId,
          position: category.position,
          partCount: partCounts.get(category.id) ?? 0,
          parameters: definitions
            .filter((definition) => definition.category.id === category.id)
            .map(({ id, name, label, unit, position }) => ({ id, name, label, unit: unit ?? null, position })),
        },
      ]);
    }
    const ordered: StaffCategoryView[] = [];
    const visit = (parentId: number | null) => {
      for (const view of views.get(parentId) ?? []) {
        ordered.push(view);
        visit(view.id);
      }
    };
    visit(null);
    return ordered;
  }

  private async requireParentWithoutParts(em: EntityManager, parentId: number, field: string[]): Promise<void> {
    if ((await em.count(Category, { id: parentId })) === 0) throw new DomainError('NOT_FOUND', { field });
    if ((await em.count(Product, { category: parentId })) > 0) throw new DomainError('CATEGORY_HAS_PARTS', { field });
  }
}

function checkedParameter(form: CategoryParameterForm, index: number): CategoryParameterForm {
  const label = Object.fromEntries(
    LOCALES.map((locale) => [locale, (form.label[locale] ?? '').trim()]),
  ) as LocalizedText;
  const unit = form.unit?.trim() || null;
  const valid =
    parameterKey.test(form.name) &&
    form.name !== PACKAGE_PARAMETER &&
    LOCALES.every((locale) => label[locale] && length(label[locale]) <= PARAMETER_LABEL_MAX) &&
    (unit === null || length(unit) <= PARAMETER_UNIT_MAX);
  if (!valid) throw new DomainError('CATEGORY_PARAMETER_INVALID', { field: ['parameters', String(index)] });
  return { name: form.name, label, unit };
}
