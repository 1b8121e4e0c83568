import { z } from 'zod';
import { DomainError } from '../../platform/errors/index.js';
import { toConnection } from '../../platform/graphql/connection.js';
import { parseId } from '../../platform/graphql/ids.js';
import { defineRoute } from '../../rest/route.js';
import { Lifecycle, PartPackaging, ProductStatus, RohsStatus } from './catalog.entities.js';
import { toCategoryNode, toProductDetailNode, toSearchSuggestionNode } from './catalog-nodes.graphql.js';
import type { CatalogService } from './catalog.service.js';
import { productListRequest } from './product-list-request.js';
import { ProductSort } from './product-search.js';

/** Largest value of a GraphQL Int, so a REST price bound means what the same GraphQL filter would. */
const MAX_INT = 2_147_483_647;

const idParameter = z.string().regex(/^\d{1,15}$/);
/** Query strings carry text; a page size is any integer (clamped later), a price a non-negative one. */
const integerParameter = z
  .string()
  .regex(/^-?\d{1,10}$/)
  .transform(Number);
const priceParameter = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().max(MAX_INT));

/** A parameter filter travels as JSON in one query parameter: values may hold any character but quotes. */
const parametersParameter = z
  .string()
  .max(8000)
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'not JSON' });
      return z.NEVER;
    }
  })
  .pipe(z.array(z.object({ name: z.string().max(48), values: z.array(z.string().max(96)).max(100) })).max(20));

const brand = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  country: z.string(),
  website: z.string().nullable(),
  description: z.string().describe("In the request's language"),
  featured: z.boolean(),
});

const categoryFields = {
  id: z.string(),
  slug: z.string(),
  name: z.string().describe("In the request's language"),
  parentId: z.string().nullable(),
  position: z.number().int(),
};

/** A part as every façade route answers it (the cart's lines carry it too). */
export const productData = z.object({
  id: z.string(),
  mpn: z.string().describe('Manufacturer part number'),
  manufacturer: brand,
  category: z.object(categoryFields),
  package: z.string(),
  material: z.string().nullable(),
  description: z.string().describe("In the request's language"),
  parameters: z.array(z.object({ name: z.string(), value: z.string() })),
  leadTimeDays: z.number().int(),
  priceBreaks: z
    .array(z.object({ minQty: z.number().int(), unitPriceMilli: z.number().int() }))
    .describe('Ordered by minQty; unit prices tax-inclusive in 0.0001 yuan'),
  listPriceMilli: z.number().int().describe('Unit price of the first price break, in 0.0001 yuan'),
  stock: z.number().int(),
  moq: z.number().int().describe('Minimum order quantity'),
  orderIncrement: z.number().int(),
  batchNumber: z.string(),
  purchaseLimit: z.number().int().nullable(),
  datasheetUrl: z.string().nullable(),
  imageUrl: z.string(),
  status: z.enum(ProductStatus),
  packaging: z.enum(PartPackaging).describe('How the maker ships the part'),
  packagingQuantity: z.number().int().nullable().describe('Pieces on a full reel, tray or tube; null for bulk'),
  rohs: z.enum(RohsStatus),
  lifecycle: z.enum(Lifecycle).describe('ACTIVE, NRND (not for new designs), LAST_TIME_BUY or OBSOLETE'),
  onOrderQuantity: z.number().int().describe('Pieces ordered from the maker and not yet received'),
  onOrderExpectedAt: z.string().nullable().describe('When the pieces on order are expected (ISO 8601); null when none'),
  createdAt: z.string().describe('ISO 8601 time'),
});

export function catalogRoutes(catalog: CatalogService) {
  return [
    defineRoute({
      method: 'GET',
      path: '/goods/list',
      tag: 'goods',
      summary: 'On-shelf parts matching the filter, a page at a time (the GraphQL query products)',
      query: z.object({
        category: idParameter.optional().describe('Parts of this category and the categories below it'),
        brand: idParameter.optional().describe('Parts of this maker'),
        q: z
          .string()
          .optional()
          .describe('An MPN in any spelling (a prefix finds the family) or words; at most 200 characters'),
        inStock: z
          .enum(['true', 'false'])
          .transform((value) => value === 'true')
          .optional()
          .describe('true: only parts with stock'),
        priceMin: priceParameter.optional().describe('Lowest listPriceMilli, in 0.0001 yuan'),
        priceMax: priceParameter.optional().describe('Highest listPriceMilli, in 0.0001 yuan'),
        sort: z
          .enum(ProductSort)
          .optional()
          .describe('RELEVANCE with q, NEWEST otherwise; a cursor only continues its own sort'),
        parameters: parametersParameter
          .optional()
          .describe(
            'JSON [{"name":"resistance","values":["10 kΩ"]},{"name":"package","values":["0603"]}]: ' +
              'AND across parameters, OR within one',
          ),
        first: integerParameter.optional().describe('Page size, default 20, clamped to 1..100'),
        after: z.string().max(200).optional().describe('endCursor of the previous page'),
        facetValues: integerParameter
          .optional()
          .describe(
            'At most this many values per facet (at least 1): those with the most parts, plus ticked ones; all when absent',
          ),
      }),
      data: z.object({
        items: z.array(productData),
        totalCount: z.number().int().describe('Matching parts, counted up to 1,000'),
        totalCountCapped: z.boolean().describe('More parts match than totalCount says (show it as "1,000+")'),
        hasNextPage: z.boolean(),
        endCursor: z.string().nullable().describe('Pass as after for the next page; null for an empty page'),
        facets: z
          .array(
            z.object({
              name: z.string(),
              values: z.array(z.object({ value: z.string(), count: z.number().int() })),
              valueCount: z.number().int().describe('Values the parameter has in the list, listed or not'),
            }),
          )
          .describe(
            "The category's parametric filters with counts (each ignoring its own selection); empty without category",
          ),
      }),
      handle: async (ctx, { query }) => {
        const request = productListRequest(
          {
            categoryId: query.category,
            brandId: query.brand,
            query: query.q,
            inStock: query.inStock,
            priceMinMilli: query.priceMin,
            priceMaxMilli: query.priceMax,
            first: query.first,
            after: query.after,
            sort: query.sort,
            parameters: query.parameters,
          },
          (name) => [name === 'categoryId' ? 'category' : 'brand'],
        );
        const [page, facets] = await Promise.all([
          catalog.listProducts(ctx, request.filter, request.page),
          catalog.productFacets(ctx, request.filter, query.facetValues),
        ]);
        const connection = toConnection(page, (item) => toProductDetailNode(item, ctx.locale), page.cursorOf);
        return {
          items: connection.edges.map((edge) => edge.node),
          totalCount: connection.totalCount,
          totalCountCapped: page.totalCountCapped,
          hasNextPage: connection.pageInfo.hasNextPage,
          endCursor: connection.pageInfo.endCursor,
          facets,
        };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/goods/detail',
      tag: 'goods',
      summary: 'One part with every field; code -404 when there is none with this id',
      query: z.object({ id: idParameter.describe('Product id') }),
      data: productData,
      handle: async (ctx, { query }) => {
        const found = await catalog.productDetail(ctx, parseId(query.id, ['id']));
        if (!found) throw new DomainError('NOT_FOUND', { field: ['id'] });
        return toProductDetailNode(found, ctx.locale);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/goods/categories',
      tag: 'goods',
      summary: 'Every category with its on-shelf part count; build the tree from parentId',
      data: z.array(
        z.object({
          ...categoryFields,
          productCount: z.number().int().describe('On-shelf parts in this category and every category below it'),
        }),
      ),
      handle: async (ctx) => (await catalog.listCategories(ctx)).map((entry) => toCategoryNode(entry, ctx.locale)),
    }),
    defineRoute({
      method: 'GET',
      path: '/goods/suggestions',
      tag: 'goods',
      summary: 'Completions while typing a search: matching brands and categories, then MPNs starting like q',
      query: z.object({
        q: z.string().describe('The text typed so far; at most 200 characters'),
        first: integerParameter.optional().describe('How many, default 8, at most 20'),
      }),
      data: z.array(
        z.object({
          kind: z.enum(['MPN', 'BRAND', 'CATEGORY']),
          text: z.string().describe("An MPN, a brand name, or a category name in the request's language"),
          productId: z.string().nullable(),
          brandId: z.string().nullable(),
          categoryId: z.string().nullable(),
        }),
      ),
      handle: async (ctx, { query }) =>
        (await catalog.searchSuggestions(ctx, query.q, query.first ?? 8)).map(toSearchSuggestionNode),
    }),
  ];
}
