import { REVIEW_MAX_PHOTOS } from '@circuitmart/rules/review-rules';
import { z } from 'zod';
import { parseId } from '../../platform/graphql/ids.js';
import { pageRequest } from '../../platform/graphql/connection.js';
import { defineRoute } from '../../rest/route.js';
import { toOrderReviewNode, toProductReviewNode } from './reviews.graphql.js';
import type { OrderReview } from './reviews.entities.js';
import type { ReviewsService } from './reviews.service.js';

const idText = z.union([z.string(), z.number().int()]).transform(String);

const review = z.object({
  id: z.string(),
  orderId: z.string(),
  rating: z.number().int(),
  content: z.string().describe('Plain text, escape it'),
  photoUrls: z.array(z.string()),
  anonymous: z.boolean(),
  earnsPoints: z
    .boolean()
    .describe('More than 10 characters (spec §5): the review earned points (see /api/points/rules)'),
  createdAt: z.string(),
});

const productReview = z.object({
  id: z.string(),
  rating: z.number().int(),
  content: z.string(),
  photoUrls: z.array(z.string()),
  anonymous: z.boolean(),
  authorName: z.string().describe('Masked for an anonymous review'),
  createdAt: z.string(),
});

function reviewData(saved: OrderReview) {
  const node = toOrderReviewNode(saved);
  return { ...node, createdAt: node.createdAt.toISOString() };
}

export function reviewRoutes(reviews: ReviewsService) {
  return [
    defineRoute({
      method: 'POST',
      path: '/order/review',
      tag: 'order',
      summary:
        `Reviews a received order (multipart: order_id, rating 1-5, content, anonymous "true"/"false" and up to ` +
        `${REVIEW_MAX_PHOTOS} photos in fields named \`file\`); the order becomes completed; code -202 without a session`,
      // One file more than allowed is read so that a tenth photo is refused rather than dropped.
      multipart: { maxFiles: REVIEW_MAX_PHOTOS + 1 },
      body: z.object({
        order_id: idText,
        // Checked by the service, so a missing or wrong rating or text answers the review's own message.
        rating: z.string().default(''),
        content: z.string().default(''),
        anonymous: z.enum(['true', 'false']).optional(),
      }),
      data: review,
      handle: async (ctx, { body, files }) => {
        const saved = await reviews.submit(
          ctx,
          parseId(body.order_id, ['order_id']),
          {
            rating: body.rating.trim() ? Number(body.rating) : Number.NaN,
            content: body.content,
            anonymous: body.anonymous === 'true',
          },
          files,
        );
        return reviewData(saved);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/order/review',
      tag: 'order',
      summary: "The signed-in buyer's review of their order (the review detail); data null before it is reviewed",
      query: z.object({ order_id: idText }),
      data: review.nullable(),
      handle: async (ctx, { query }) => {
        const found = await reviews.ofOrder(ctx, parseId(query.order_id, ['order_id']));
        return found && reviewData(found);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/goods/reviews',
      tag: 'goods',
      summary: "A part's reviews, newest first",
      query: z.object({
        id: z.string().regex(/^\d{1,15}$/),
        first: z.coerce.number().int().optional().describe('Page size, default 20, clamped to 1..100'),
      }),
      data: z.object({ items: z.array(productReview), totalCount: z.number().int() }),
      handle: async (ctx, { query }) => {
        const page = await reviews.ofProduct(ctx, parseId(query.id, ['id']), pageRequest(query.first, null));
        return {
          items: page.items.map((item) => {
            const node = toProductReviewNode(item);
            return { ...node, createdAt: node.createdAt.toISOString() };
          }),
          totalCount: page.totalCount,
        };
      },
    }),
  ];
}
