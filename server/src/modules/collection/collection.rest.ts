import { z } from 'zod';
import type { RequestContext } from '../../platform/auth/index.js';
import { parseId } from '../../platform/graphql/ids.js';
import { defineRoute } from '../../rest/route.js';
import { productData } from '../catalog/catalog.rest.js';
import { toProductNode } from '../catalog/catalog.graphql.js';
import type { CollectedPage, CollectionService } from './collection.service.js';

const pageBody = z.object({
  first: z.number().int().optional().describe('Page size, default 20, clamped to 1..100'),
  after: z.string().max(200).optional().describe('endCursor of the previous page'),
});

const collectedPage = z.object({
  items: z.array(z.object({ product: productData, at: z.string().describe('When saved or last visited, ISO 8601') })),
  totalCount: z.number().int(),
  hasNextPage: z.boolean(),
  endCursor: z.string().nullable(),
});

function toCollectedPage(page: CollectedPage, locale: RequestContext['locale']) {
  const last = page.items.at(-1);
  return {
    items: page.items.map((item) => ({ product: toProductNode(item.product, locale), at: item.at.toISOString() })),
    totalCount: page.totalCount,
    hasNextPage: page.hasNextPage,
    endCursor: last ? page.cursorOf(last) : null,
  };
}

const productBody = z.object({ id: z.string().max(20).describe('Product id') });

/** Favourites and footprints of the signed-in user (code -202 without a session), like the GraphQL fields. */
export function collectionRoutes(collection: CollectionService) {
  return [
    defineRoute({
      method: 'POST',
      path: '/collection/list',
      tag: 'collection',
      summary: "The caller's favourite parts, newest first",
      body: pageBody,
      data: collectedPage,
      handle: async (ctx, { body }) =>
        toCollectedPage(await collection.listFavourites(ctx, body.first ?? 20, body.after), ctx.locale),
    }),
    defineRoute({
      method: 'POST',
      path: '/collection/add',
      tag: 'collection',
      summary: 'Saves a part as a favourite (again is fine); -404 for an unknown part',
      body: productBody,
      data: z.null(),
      handle: async (ctx, { body }) => {
        await collection.addFavourite(ctx, parseId(body.id, ['id']));
        return null;
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/collection/remove',
      tag: 'collection',
      summary: 'Takes a part off the favourites; data says whether it was there',
      body: productBody,
      data: z.boolean(),
      handle: async (ctx, { body }) => collection.removeFavourite(ctx, parseId(body.id, ['id'])),
    }),
    defineRoute({
      method: 'POST',
      path: '/collection/footprints',
      tag: 'collection',
      summary: 'Parts the caller visited, latest visit first (the last 100)',
      body: pageBody,
      data: collectedPage,
      handle: async (ctx, { body }) =>
        toCollectedPage(await collection.listFootprints(ctx, body.first ?? 20, body.after), ctx.locale),
    }),
  ];
}
