import DataLoader from 'dataloader';
import { Arg, Ctx, Field, FieldResolver, Float, ID, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { connectionTypes, pageRequest, toConnection } from '../../platform/graphql/connection.js';
import type { RequestContext } from '../../platform/auth/index.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import { uploadUrl } from '../../platform/uploads/index.js';
import { OrderNode } from '../orders/order-nodes.graphql.js';
import type { OrderReview } from './reviews.entities.js';
import type { PublicReview, ReviewsService } from './reviews.service.js';

@ObjectType('OrderReview', { description: "The buyer's own review of an order." })
export class OrderReviewNode {
  @Field(() => ID, { description: 'ID of the order review.' }) id!: string;
  @Field(() => ID, { description: 'ID of the order.' }) orderId!: string;
  @Field(() => Int, { description: '1 to 5 stars.' }) rating!: number;
  @Field(() => String, { description: 'Plain text; escape it.' }) content!: string;
  @Field(() => [String], { description: 'URLs of the photos attached; may be empty.' }) photoUrls!: string[];
  @Field(() => Boolean, { description: "Whether the review shows the author's name masked." }) anonymous!: boolean;
  @Field(() => Boolean, {
    description: 'More than 10 characters: the review earned points (spec §5; the amount is in pointsRules).',
  })
  earnsPoints!: boolean;
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
}

@ObjectType('ProductReview', { description: 'A review on a part page.' })
export class ProductReviewNode {
  @Field(() => ID, { description: 'ID of the product review.' }) id!: string;
  @Field(() => Int, { description: '1 to 5 stars.' }) rating!: number;
  @Field(() => String, { description: 'Plain text; escape it.' }) content!: string;
  @Field(() => [String], { description: 'URLs of the photos attached; may be empty.' }) photoUrls!: string[];
  @Field(() => Boolean, { description: "Whether the author's name is masked." }) anonymous!: boolean;
  @Field(() => String, { description: 'Masked (first and last character) for an anonymous review.' })
  authorName!: string;
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
}

export const { Connection: ProductReviewConnection } = connectionTypes('ProductReview', ProductReviewNode);
export type ProductReviewConnection = InstanceType<typeof ProductReviewConnection>;

@ObjectType('ProductRating', { description: 'The star rating of a part from its reviews.' })
export class ProductRatingNode {
  @Field(() => Int, { description: 'Reviews counted.' }) count!: number;
  @Field(() => Float, { nullable: true, description: 'Mean stars, one decimal; null without reviews.' })
  average!: number | null;
}

export function toOrderReviewNode(review: OrderReview): OrderReviewNode {
  return {
    id: String(review.id),
    orderId: String(review.order.id),
    rating: review.rating,
    content: review.content,
    photoUrls: review.photoPaths.map(uploadUrl),
    anonymous: review.anonymous,
    earnsPoints: review.earnsPoints,
    createdAt: review.createdAt,
  };
}

export function toProductReviewNode({ id, review, authorName }: PublicReview): ProductReviewNode {
  return {
    id: String(id),
    rating: review.rating,
    content: review.content,
    photoUrls: review.photoPaths.map(uploadUrl),
    anonymous: review.anonymous,
    authorName,
    createdAt: review.createdAt,
  };
}

/** Reviews are submitted with their photos through POST /api/order/review (multipart). */
@Resolver()
export class ReviewsResolver {
  constructor(private readonly reviews: ReviewsService) {}

  @Query(() => OrderReviewNode, { nullable: true, description: "The signed-in buyer's review of their order." })
  async orderReview(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('orderId', () => ID, { description: 'ID of the order.' }) orderId: string,
  ): Promise<OrderReviewNode | null> {
    const review = await this.reviews.ofOrder(ctx, parseId(orderId, ['orderId']));
    return review && toOrderReviewNode(review);
  }

  @Query(() => ProductReviewConnection, { description: "A part's reviews, newest first." })
  async productReviews(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('productId', () => ID, { description: 'ID of the product.' }) productId: string,
    @Arg('first', () => Int, { nullable: true, description: 'At most 100; 20 by default.' }) first: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
  ): Promise<ProductReviewConnection> {
    const page = await this.reviews.ofProduct(
      ctx,
      parseId(productId, ['productId']),
      pageRequest(first ?? undefined, after),
    );
    return toConnection(page, toProductReviewNode);
  }

  @Query(() => ProductRatingNode, { description: "A part's review count and mean rating." })
  productRating(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('productId', () => ID, { description: 'ID of the product.' }) productId: string,
  ): Promise<ProductRatingNode> {
    return this.reviews.ratingOf(ctx, parseId(productId, ['productId']));
  }
}

/**
 * The review on an order the caller already sees (the buyer their own; staff any): the "view review" entry.
 * Batched per request, so the order list asks once for all its orders.
 */
@Resolver(() => OrderNode)
export class OrderReviewFieldResolver {
  private readonly loaders = new WeakMap<RequestContext, DataLoader<number, OrderReview | null>>();

  constructor(private readonly reviews: ReviewsService) {}

  @FieldResolver(() => OrderReviewNode, { nullable: true, description: 'The review, once the buyer wrote it.' })
  async review(@Root() order: OrderNode, @Ctx() { ctx }: GraphQLContext): Promise<OrderReviewNode | null> {
    let loader = this.loaders.get(ctx);
    if (!loader) {
      loader = new DataLoader(async (ids: readonly number[]) => {
        const found = await this.reviews.reviewsOfOrders(ctx.em, ids);
        return ids.map((id) => found.get(id) ?? null);
      });
      this.loaders.set(ctx, loader);
    }
    const review = await loader.load(Number(order.id));
    return review && toOrderReviewNode(review);
  }
}
