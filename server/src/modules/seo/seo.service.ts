import { isPagePath } from '@circuitmart/rules/page-paths';
import type { RequestContext } from '../../platform/auth/index.js';
import type { Locale } from '../../platform/i18n/index.js';
import { catalogLookups } from '../catalog/catalog-lookups.js';
import { ProductStatus } from '../catalog/catalog.public.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { CONTACT_CHANNEL_ID, type ContentService } from '../content/content.service.js';
import { packageImagePath } from '../catalog/package-images.js';
import { SITE_NAME, seoText } from './seo-texts.js';

/** What a page's head says about it before any JavaScript runs. */
export interface PageMeta {
  status: 200 | 404;
  title: string;
  description: string;
  /** Path (and the query that selects the content) of the page's one address; absent on a 404. */
  canonicalPath?: string;
  openGraphType: 'website' | 'product';
  imagePath?: string;
  /** schema.org data; paths in it (`url`, `image`) are made absolute when the page is rendered. */
  product?: ProductStructuredData;
  /** Keeps the page out of search results (a shared BOM quote, a 404). */
  noindex?: boolean;
  /** The shop's contact details (channel 2421), on the home page. */
  organization?: OrganizationStructuredData;
}

export interface OrganizationStructuredData {
  email: string;
  telephone: string;
  address: string;
}

export interface ProductStructuredData {
  name: string;
  mpn: string;
  sku: string;
  description: string;
  brand: string;
  category: string;
  /** Unit price of the first price break in yuan, as exact decimal text. */
  price: string;
  inStock: boolean;
  onShelf: boolean;
  moq: number;
}

/** Most URLs one sitemap file may list (the sitemaps.org limit). */
export const MAX_URLS_PER_SITEMAP = 50_000;
/** Part ids read per query while a sitemap file is written, so a large catalog is never held at once. */
const SITEMAP_BATCH = 5_000;
/** Longest search text repeated in a title; the page itself shows the whole query. */
const MAX_TITLE_QUERY = 80;
const MAX_DESCRIPTION = 300;

const goodsPathsThatAreNotParts = new Set(['list', 'chekout', 'pay', 'coupon']);

function titled(...parts: string[]): string {
  return [...parts, SITE_NAME].join(' – ');
}

function truncated(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}

/** 0.0001-yuan integer → yuan text with two to four decimals, without going through floating point. */
export function yuanFromMilli(milli: number): string {
  const fraction = String(milli % 10_000)
    .padStart(4, '0')
    .replace(/0{1,2}$/, '');
  return `${Math.trunc(milli / 10_000)}.${fraction}`;
}

function wholeNumberParam(value: string | null): number | undefined {
  return value !== null && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : undefined;
}

/** Titles, descriptions, canonical addresses and structured data of the shop's public pages, and its sitemap. */
export class SeoService {
  constructor(
    private readonly catalog: CatalogService,
    private readonly content: ContentService,
  ) {}

  async pageMeta(ctx: RequestContext, path: string, query: URLSearchParams): Promise<PageMeta> {
    if (path === '/' || path === '/index1') {
      return { ...this.homeMeta(ctx.locale), organization: await this.organization(ctx) };
    }
    if (path === '/goods/list') return this.listMeta(ctx, query);
    if (path === '/home/brand') {
      return {
        status: 200,
        title: titled(seoText('brandsTitle', ctx.locale)),
        description: seoText('brandsDescription', ctx.locale),
        canonicalPath: '/home/brand',
        openGraphType: 'website',
      };
    }
    if (path === '/home/brandDetails') return this.brandMeta(ctx, wholeNumberParam(query.get('id')));
    const part = /^\/goods\/([^/]+)$/.exec(path)?.[1];
    if (part !== undefined && !goodsPathsThatAreNotParts.has(part)) {
      return this.productMeta(ctx, wholeNumberParam(part));
    }
    // A shared quote is for whoever got the link: never indexed, and its token is no canonical address.
    if (path.startsWith('/bom/shared/') && isPagePath(path)) {
      return {
        status: 200,
        title: titled(seoText('sharedBomQuoteTitle', ctx.locale)),
        description: seoText('homeDescription', ctx.locale),
        openGraphType: 'website',
        noindex: true,
      };
    }
    if (!isPagePath(path)) {
      return {
        status: 404,
        title: titled(seoText('pageNotFoundTitle', ctx.locale)),
        description: seoText('homeDescription', ctx.locale),
        openGraphType: 'website',
      };
    }
    return { ...this.homeMeta(ctx.locale), canonicalPath: path };
  }

  private homeMeta(locale: Locale): PageMeta {
    return {
      status: 200,
      title: titled(seoText('homeTitle', locale)),
      description: seoText('homeDescription', locale),
      canonicalPath: '/',
      openGraphType: 'website',
    };
  }

  /** Without a contact record the home page simply goes without it. */
  private async organization(ctx: RequestContext): Promise<OrganizationStructuredData | undefined> {
    const channel = await this.content.getChannel(ctx, CONTACT_CHANNEL_ID).catch(() => null);
    if (!channel) return undefined;
    return {
      email: channel.email,
      telephone: channel.telephone,
      address: ctx.locale === 'zh-CN' ? channel.addressZh : channel.addressEn,
    };
  }

  private async productMeta(ctx: RequestContext, id: number | undefined): Promise<PageMeta> {
    const product = id === undefined ? null : await this.catalog.getProduct(ctx, id);
    if (!product) {
      return {
        status: 404,
        title: titled(seoText('productNotFoundTitle', ctx.locale)),
        description: seoText('homeDescription', ctx.locale),
        openGraphType: 'website',
      };
    }
    const brand = product.manufacturer.getEntity();
    const category = product.category.getEntity().name[ctx.locale];
    const firstBreak = [...product.priceBreaks].sort((a, b) => a.minQty - b.minQty)[0];
    const price = yuanFromMilli(firstBreak?.unitPriceMilli ?? product.listPriceMilli);
    const description = product.description[ctx.locale];
    return {
      status: 200,
      title: titled(seoText('productTitle', ctx.locale, { mpn: product.mpn, brand: brand.name, category })),
      description: truncated(
        seoText('productDescription', ctx.locale, {
          mpn: product.mpn,
          brand: brand.name,
          package: product.package,
          description,
          stock: product.stock,
          price,
        }),
        MAX_DESCRIPTION,
      ),
      canonicalPath: `/goods/${product.id}`,
      openGraphType: 'product',
      imagePath: packageImagePath(product.package),
      product: {
        name: product.mpn,
        mpn: product.mpn,
        sku: String(product.id),
        description,
        brand: brand.name,
        category,
        price,
        inStock: product.stock > 0,
        onShelf: product.status === ProductStatus.ON_SHELF,
        moq: product.moq,
      },
    };
  }

  private async brandMeta(ctx: RequestContext, id: number | undefined): Promise<PageMeta> {
    const brand = id === undefined ? null : await this.catalog.getBrand(ctx, id);
    if (!brand) {
      return {
        status: 404,
        title: titled(seoText('brandNotFoundTitle', ctx.locale)),
        description: seoText('brandsDescription', ctx.locale),
        openGraphType: 'website',
      };
    }
    return {
      status: 200,
      title: titled(seoText('brandTitle', ctx.locale, { brand: brand.name })),
      description: truncated(brand.description[ctx.locale], MAX_DESCRIPTION),
      canonicalPath: `/home/brandDetails?id=${brand.id}`,
      openGraphType: 'website',
    };
  }

  /** The list's own address keeps what selects its content (search, category, brand), not sort or paging. */
  private async listMeta(ctx: RequestContext, query: URLSearchParams): Promise<PageMeta> {
    const categoryId = wholeNumberParam(query.get('category'));
    const brandId = wholeNumberParam(query.get('brand'));
    const text = query.get('q')?.trim().slice(0, MAX_TITLE_QUERY) ?? '';
    const [category, brand] = await Promise.all([
      categoryId === undefined ? null : catalogLookups.category(ctx.em, categoryId),
      brandId === undefined ? null : this.catalog.getBrand(ctx, brandId),
    ]);
    const subject = category?.name[ctx.locale] ?? brand?.name ?? seoText('partsTitle', ctx.locale);
    const canonical = new URLSearchParams();
    if (text) canonical.set('q', text);
    if (category) canonical.set('category', String(category.id));
    if (brand) canonical.set('brand', String(brand.id));
    const search = canonical.toString();
    return {
      status: 200,
      title: titled(...(text ? [seoText('searchTitle', ctx.locale, { query: text })] : []), subject),
      description: seoText('listDescription', ctx.locale, { what: subject }),
      canonicalPath: search ? `/goods/list?${search}` : '/goods/list',
      openGraphType: 'website',
    };
  }

  /** Home, the lists and every category and brand page: few enough to read whole. */
  private async namedPaths(ctx: RequestContext): Promise<string[]> {
    const [categoryIds, brandIds] = await Promise.all([
      catalogLookups.categoryIds(ctx.em),
      catalogLookups.brandIds(ctx.em),
    ]);
    return [
      '/',
      '/goods/list',
      '/home/brand',
      ...categoryIds.map((id) => `/goods/list?category=${id}`),
      ...brandIds.map((id) => `/home/brandDetails?id=${id}`),
    ];
  }

  /** How many sitemap files the catalog needs at `perFile` URLs each. */
  async sitemapFileCount(ctx: RequestContext, perFile: number): Promise<number> {
    const [named, parts] = await Promise.all([this.namedPaths(ctx), catalogLookups.onShelfProductCount(ctx.em)]);
    return Math.max(1, Math.ceil((named.length + parts) / perFile));
  }

  /**
   * The paths of sitemap file `file` (0-based) in batches: the named pages first, then on-shelf parts by id,
   * read a batch at a time so writing a file never holds the whole catalog.
   */
  async *sitemapPaths(ctx: RequestContext, file: number, perFile: number): AsyncGenerator<string[]> {
    const named = await this.namedPaths(ctx);
    const start = file * perFile;
    const end = start + perFile;
    if (start < named.length) yield named.slice(start, end);
    let remaining = end - Math.max(start, named.length);
    const skip = Math.max(0, start - named.length);
    let afterId: number | undefined;
    while (remaining > 0) {
      const limit = Math.min(SITEMAP_BATCH, remaining);
      const ids = await catalogLookups.onShelfProductIds(ctx.em, { afterId, skip, limit });
      if (ids.length === 0) return;
      yield ids.map((id) => `/goods/${id}`);
      afterId = ids.at(-1)!;
      remaining -= ids.length;
      if (ids.length < limit) return;
    }
  }
}
