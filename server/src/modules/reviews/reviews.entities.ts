import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Product } from '../catalog/catalog.entities.js';
import { User } from '../identity/identity.entities.js';
import { Order } from '../orders/orders.entities.js';

/** The buyer's review of a received order (spec §3 Review: text, photos, anonymous flag, rating). One per order. */
export const OrderReview = defineEntity({
  name: 'OrderReview',
  tableName: 'order_review',
  properties: {
    id: p.integer().primary(),
    order: () => p.manyToOne(Order).ref().unique().deleteRule('cascade'),
    user: () => p.manyToOne(User).ref(),
    /** 1 to 5 stars. */
    rating: p.integer(),
    content: p.string().length(500),
    /** Stored image paths under the uploads folder (re-encoded, checked by content); at most 9. */
    photoPaths: p.json<string[]>(),
    anonymous: p.boolean(),
    /**
     * Spec §5: more than 10 characters earns points. The points module credits them when it hears of the review
     * (`ReviewsService.onReviewed`), by the same rule.
     */
    earnsPoints: p.boolean(),
    createdAt: p.datetime(),
  },
});
export type OrderReview = InferEntity<typeof OrderReview>;

/** Which parts a review speaks about (the order's lines), so a part page lists its reviews by index. */
export const OrderReviewProduct = defineEntity({
  name: 'OrderReviewProduct',
  tableName: 'order_review_product',
  uniques: [{ properties: ['review', 'product'] }],
  indexes: [{ properties: ['product', 'createdAt'] }],
  properties: {
    id: p.integer().primary(),
    review: () => p.manyToOne(OrderReview).ref().deleteRule('cascade'),
    product: () => p.manyToOne(Product).ref(),
    createdAt: p.datetime(),
  },
});
export type OrderReviewProduct = InferEntity<typeof OrderReviewProduct>;

export const reviewEntities = [OrderReview, OrderReviewProduct];
