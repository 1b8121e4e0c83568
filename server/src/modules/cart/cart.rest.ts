import { z } from 'zod';
import { parseId } from '../../platform/graphql/ids.js';
import { defineRoute } from '../../rest/route.js';
import { productData } from '../catalog/catalog.rest.js';
import type { RequestContext } from '../../platform/auth/index.js';
import type { Locale } from '../../platform/i18n/index.js';
import { toCartNode } from './cart.graphql.js';
import type { Cart, CartService } from './cart.service.js';

const idText = z.union([z.string(), z.number().int()]).transform(String);
const quantity = z.number().int().describe('Pieces');

const problem = z
  .object({ code: z.string(), message: z.string() })
  .nullable()
  .describe('Why the line cannot be ordered as it is; null when it can');

const cartLine = z.object({
  id: z.string(),
  product: productData,
  quantity: z.number().int(),
  selected: z.boolean(),
  addedAt: z.string().describe('ISO 8601 time'),
  priceBreak: z.object({ minQty: z.number().int(), unitPriceMilli: z.number().int() }),
  unitPriceMilli: z.number().int().describe('Unit price for this quantity in 0.0001 yuan'),
  lineTotalFen: z.number().int().describe('quantity × unit price, rounded half-up to fen once'),
  problem,
});

const cart = z.object({
  lines: z.array(cartLine).describe('Newest first'),
  lineCount: z.number().int(),
  selectedSubtotalFen: z.number().int().describe('Selected lines without a problem, in fen'),
  selectedCount: z.number().int(),
});

/** The cart as the façade answers it: the GraphQL shape, the problem without its GraphQL-only fields. */
function cartData(cart: Cart, locale: Locale) {
  const node = toCartNode(cart, locale);
  return {
    ...node,
    lines: node.lines.map((line) => ({
      ...line,
      problem: line.problem && { code: line.problem.code, message: line.problem.message },
    })),
  };
}

/** Cart routes under /api/cart; every one needs a session and answers -202 without one. */
export function cartRoutes(service: CartService) {
  const currentCart = async (ctx: RequestContext) => cartData(await service.viewCart(ctx), ctx.locale);
  return [
    defineRoute({
      method: 'GET',
      path: '/cart/list',
      tag: 'cart',
      summary: "The shopper's cart with prices by break and the selected subtotal (the GraphQL query myCart)",
      data: cart,
      handle: (ctx) => currentCart(ctx),
    }),
    defineRoute({
      method: 'GET',
      path: '/cart/count',
      tag: 'cart',
      summary: 'Number of lines in the cart, for the badge (the GraphQL query cartCount)',
      data: z.object({ count: z.number().int() }),
      handle: async (ctx) => ({ count: await service.countLines(ctx) }),
    }),
    defineRoute({
      method: 'POST',
      path: '/cart/add',
      tag: 'cart',
      summary: 'Adds pieces of a part; a part already in the cart grows its line (addToCart)',
      body: z.object({ productId: idText, quantity }),
      data: z.object({ lineId: z.string(), cart }),
      handle: async (ctx, { body }) => {
        const change = await service.addToCart(ctx, parseId(body.productId, ['productId']), body.quantity);
        return { lineId: String(change.line.line.id), cart: cartData(await change.cart(), ctx.locale) };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/cart/update',
      tag: 'cart',
      summary: "Changes a line's quantity, checked against MOQ, increment, limit and stock (updateCartLine)",
      body: z.object({ lineId: idText, quantity }),
      data: cart,
      handle: async (ctx, { body }) => {
        const change = await service.changeQuantity(ctx, parseId(body.lineId, ['lineId']), body.quantity);
        return cartData(await change.cart(), ctx.locale);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/cart/select',
      tag: 'cart',
      summary: 'Selects or unselects lines; every line when lineIds is omitted (selectCartLines)',
      body: z.object({ lineIds: z.array(idText).max(500).optional(), selected: z.boolean() }),
      data: cart,
      handle: async (ctx, { body }) => {
        const ids = body.lineIds?.map((id) => parseId(id, ['lineIds'])) ?? null;
        await service.selectLines(ctx, ids, body.selected);
        return currentCart(ctx);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/cart/remove',
      tag: 'cart',
      summary: 'Removes lines; none when any id is not in the cart (removeCartLines)',
      body: z.object({ lineIds: z.array(idText).min(1).max(500) }),
      data: z.object({ removedCount: z.number().int(), cart }),
      handle: async (ctx, { body }) => {
        const { removedCount, cart } = await service.removeLines(
          ctx,
          body.lineIds.map((id) => parseId(id, ['lineIds'])),
        );
        return { removedCount, cart: cartData(await cart(), ctx.locale) };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/cart/moveToFavourites',
      tag: 'cart',
      summary: 'Moves lines to the favourites and out of the cart in one transaction (moveCartLinesToFavourites)',
      body: z.object({ lineIds: z.array(idText).min(1).max(500) }),
      data: z.object({ removedCount: z.number().int(), cart }),
      handle: async (ctx, { body }) => {
        const removedCount = await service.moveToFavourites(
          ctx,
          body.lineIds.map((id) => parseId(id, ['lineIds'])),
        );
        return { removedCount, cart: await currentCart(ctx) };
      },
    }),
  ];
}
