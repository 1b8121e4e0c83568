import type { EntityName, RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { LocalizedText } from '../platform/i18n/index.js';
import { PickupPoint } from '../modules/addresses/addresses.entities.js';
import { Brand, Category, CategoryParameter, Product, ProductParameter } from '../modules/catalog/catalog.entities.js';
import { filterableParameters } from '../modules/catalog/parameter-values.js';
import { parameterKind } from '../modules/catalog/values/part-values.js';
import { productSearchFor } from '../modules/catalog/product-search.js';
import { Announcement, Article, Channel, FaqEntry, SitePage } from '../modules/content/content.entities.js';
import { AGREEMENT_SLUG } from '../modules/content/content.service.js';
import { paragraphsToHtml } from '../modules/content/rich-text.js';
import { catalogProducts, catalogReferenceData, type ProductSeed } from './catalog-data.js';
import { categoryParameterNames, parameterDefinitions } from './category-parameters.js';
import { announcements, articles, contactChannel, faqEntries, registrationAgreement } from './content-data.js';
import { pickupPoints } from './pickup-points.js';

/** When the seeded help centre and agreement count as published. */
const contentPublishedAt = new Date(Date.UTC(2025, 0, 1));

/** The seeded texts are plain paragraphs; the site stores bodies as (sanitized) HTML. */
function htmlOf(text: LocalizedText): LocalizedText {
  return Object.fromEntries(
    Object.entries(text).map(([locale, value]) => [locale, paragraphsToHtml(value)]),
  ) as LocalizedText;
}

/** Rows per INSERT: large enough to be fast, small enough for SQLite's and MySQL's placeholder limits. */
const batchSize = 1000;

export interface SeedCounts {
  categories: number;
  brands: number;
  products: number;
}

/** The seed writes the contact channel in the same transaction as everything else, so no channel means no data. */
export async function isDatabaseEmpty(em: EntityManager): Promise<boolean> {
  return (await em.fork().count(Channel, {})) === 0;
}

async function insertInBatches<Entity extends object>(
  em: EntityManager,
  entity: EntityName<Entity>,
  rows: RequiredEntityData<Entity>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    await em.insertMany(entity, rows.slice(start, start + batchSize));
  }
}

/**
 * Fills an empty database with the demo catalog, site content and pickup points in one transaction. Categories, brands and
 * products get ids 1..n in generation order, so products reference their category and maker without reading
 * anything back.
 */
export async function seedDemoData(em: EntityManager, options: { parts: number }): Promise<SeedCounts> {
  const catalog = catalogReferenceData();
  const categoryIds = new Map(catalog.categories.map((category, index) => [category.slug, index + 1]));
  const brandIds = new Map(catalog.brands.map((brand, index) => [brand.slug, index + 1]));
  const idOf = (ids: Map<string, number>, slug: string) => {
    const id = ids.get(slug);
    if (id === undefined) throw new Error(`The demo catalog refers to an unknown slug "${slug}"`);
    return id;
  };

  const categoryRows = catalog.categories.map((category, index) => ({
    id: index + 1,
    slug: category.slug,
    name: category.name,
    parent: category.parentSlug === null ? null : idOf(categoryIds, category.parentSlug),
    position: category.position,
  }));
  const brandRows = catalog.brands.map((brand, index) => ({ id: index + 1, ...brand }));
  // Every leaf's parameter definitions, whatever number of parts is seeded, so the part editor offers them all.
  const parameterRows = Object.entries(categoryParameterNames).flatMap(([slug, names]) =>
    names.map((name, position) => ({
      category: idOf(categoryIds, slug),
      name,
      ...parameterDefinitions[name]!,
      kind: parameterKind(name),
      position,
    })),
  );
  let products = 0;
  const insertProducts = async (transaction: EntityManager, seeds: ReturnType<typeof catalogProducts>) => {
    // Parts are generated, written and forgotten a batch at a time: a million parts never sit in memory at once.
    let batch: (Omit<ProductSeed, 'manufacturer' | 'category'> & {
      id: number;
      manufacturer: number;
      category: number;
    })[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      await transaction.insertMany(Product, batch);
      await insertInBatches(
        transaction,
        ProductParameter,
        batch.flatMap((product) =>
          filterableParameters(product).map((parameter) => ({
            product: product.id,
            category: product.category,
            onShelf: product.status === 'ON_SHELF',
            ...parameter,
          })),
        ),
      );
      batch = [];
    };
    for (const product of seeds) {
      products++;
      batch.push({
        ...product,
        id: products,
        manufacturer: idOf(brandIds, product.manufacturer),
        category: idOf(categoryIds, product.category),
      });
      if (batch.length === batchSize) await flush();
    }
    await flush();
  };

  await em.fork().transactional(async (transaction) => {
    await insertInBatches(transaction, Category, categoryRows);
    await insertInBatches(transaction, Brand, brandRows);
    await insertInBatches(transaction, CategoryParameter, parameterRows);
    await insertProducts(transaction, catalogProducts({ parts: options.parts }));
    await insertInBatches(
      transaction,
      Announcement,
      announcements.map((announcement, index) => ({
        id: index + 1,
        ...announcement,
        body: htmlOf(announcement.body),
        published: true,
      })),
    );
    await insertInBatches(
      transaction,
      Article,
      articles.map((article, index) => ({ id: index + 1, ...article, body: htmlOf(article.body), published: true })),
    );
    await transaction.insertMany(
      FaqEntry,
      faqEntries.map((entry, index) => ({
        id: index + 1,
        ...entry,
        body: htmlOf(entry.body),
        published: true,
        publishedAt: contentPublishedAt,
      })),
    );
    await transaction.insert(SitePage, {
      id: 1,
      slug: AGREEMENT_SLUG,
      title: registrationAgreement.title,
      body: htmlOf(registrationAgreement.body),
      published: true,
      publishedAt: contentPublishedAt,
    });
    await transaction.insertMany(
      PickupPoint,
      pickupPoints.map((point, index) => ({ id: index + 1, position: index, ...point })),
    );
    await transaction.insert(Channel, contactChannel);
  });
  await productSearchFor(em).afterBulkLoad(em.fork());

  return { categories: categoryRows.length, brands: brandRows.length, products };
}
