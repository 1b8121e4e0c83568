import {
  REVIEW_CONTENT_MAX,
  REVIEW_MAX_PHOTOS,
  REVIEW_POINTS_MIN_CHARACTERS,
  reviewContentProblem,
  reviewPhotoCountProblem,
  reviewRatingProblem,
} from '@circuitmart/rules/review-rules';
import { raw, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/sql';
import { requireUser, type RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Page, PageRequest } from '../../platform/graphql/connection.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { ImageStore, UploadedFile } from '../../platform/uploads/index.js';
import { userDirectory, type UserContact } from '../identity/user-directory.js';
import { OrderAction } from '../orders/orders.states.js';
import type { OrdersService } from '../orders/orders.service.js';
import { OrderReview, OrderReviewProduct } from './reviews.entities.js';

export interface ReviewForm {
  rating: number;
  content: string;
  anonymous: boolean;
}

/** A review as a part page shows it: the author's name is masked when they asked to stay anonymous. */
export interface PublicReview {
  id: number;
  review: OrderReview;
  authorName: string;
}

/** A review just saved, as other modules hear of it (points for reviewing). */
export interface ReviewedEvent {
  userId: number;
  orderId: number;
  orderNumber: string;
  /** Characters of the review's text (trimmed). */
  textLength: number;
  photoCount: number;
  at: Date;
}

/** Runs inside the review's transaction; a throw rolls the review back. */
export type ReviewedListener = (em: SqlEntityManager, event: ReviewedEvent) => Promise<void>;

export interface ProductRating {
  count: number;
  /** Mean stars, one decimal; null without reviews. */
  average: number | null;
}

/** `b***r` from `buyer`: the first and last character of a name, never more. */
export function maskName(name: string): string {
  const chars = Array.from(name);
  if (chars.length <= 1) return `${chars[0] ?? ''}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}

function displayName(user: UserContact): string {
  if (user.nickname) return user.nickname;
  if (user.username) return user.username;
  // Contact data never shows in full on a public page.
  const contact = user.email?.split('@')[0] ?? user.phone ?? String(user.id);
  return maskName(contact);
}

/**
 * Order reviews (spec §3 Review): the buyer of a received order ("to be reviewed") rates it with text,
 * up to 9 photos and an anonymous flag; submitting fires REVIEW in the order state machine, in the same
 * transaction. Part pages list the reviews of orders that contained the part.
 */
export class ReviewsService {
  private readonly reviewedListeners: ReviewedListener[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly orders: OrdersService,
    private readonly images: ImageStore,
  ) {}

  /** Who hears of each review, in the order of registration, inside the review's transaction. */
  onReviewed(listener: ReviewedListener): void {
    this.reviewedListeners.push(listener);
  }

  async submit(ctx: RequestContext, orderId: number, form: ReviewForm, photos: UploadedFile[]): Promise<OrderReview> {
    const userId = Number(requireUser(ctx).id);
    // The rules and wording the review form shares (@circuitmart/rules/review-rules).
    const ratingProblem = reviewRatingProblem(form.rating);
    if (ratingProblem) throw new DomainError(ratingProblem, { field: ['input', 'rating'] });
    const content = form.content.trim();
    const contentProblem = reviewContentProblem(content);
    if (contentProblem) {
      throw new DomainError(contentProblem, { params: { max: REVIEW_CONTENT_MAX }, field: ['input', 'content'] });
    }
    const photoProblem = reviewPhotoCountProblem(photos.length);
    if (photoProblem) {
      throw new DomainError(photoProblem, { params: { max: REVIEW_MAX_PHOTOS }, field: ['input', 'photos'] });
    }
    // Staff may read any order, but only its buyer reviews it: someone else's order does not exist for them.
    const { order, lines } = await this.orders.orderDetail(ctx, orderId);
    if (order.user.id !== userId || order.deletedAt) throw new DomainError('NOT_FOUND');
    if (order.status !== 'PENDING_REVIEW') throw new DomainError('ORDER_ACTION_NOT_ALLOWED');
    const photoPaths: string[] = [];
    for (const photo of photos) photoPaths.push((await this.images.save(photo.bytes, { folder: 'reviews' })).path);
    const now = this.clock.now();
    try {
      return await ctx.em.transactional(async (em) => {
        const review = em.create(OrderReview, {
          order: order.id,
          user: userId,
          rating: form.rating,
          content,
          photoPaths,
          anonymous: form.anonymous,
          earnsPoints: Array.from(content).length > REVIEW_POINTS_MIN_CHARACTERS,
          createdAt: now,
        });
        await em.flush();
        for (const productId of new Set(lines.map((line) => line.product.id))) {
          em.create(OrderReviewProduct, { review: review.id, product: productId, createdAt: now });
        }
        await em.flush();
        const moved = await this.orders.transition(em, order.id, OrderAction.REVIEW, { actorId: userId });
        if (!moved) throw new DomainError('ORDER_ACTION_NOT_ALLOWED');
        const reviewed: ReviewedEvent = {
          userId,
          orderId: order.id,
          orderNumber: order.number,
          textLength: Array.from(content).length,
          photoCount: photoPaths.length,
          at: now,
        };
        for (const listener of this.reviewedListeners) await listener(em, reviewed);
        return review;
      });
    } catch (error) {
      await Promise.all(photoPaths.map((photo) => this.images.remove(photo)));
      // Two submits at once: the other one reviewed the order.
      if (error instanceof UniqueConstraintViolationException) throw new DomainError('ORDER_ACTION_NOT_ALLOWED');
      throw error;
    }
  }

  /** The buyer's own review of an order, or null. */
  async ofOrder(ctx: RequestContext, orderId: number): Promise<OrderReview | null> {
    const userId = Number(requireUser(ctx).id);
    return ctx.em.findOne(OrderReview, { order: orderId, user: userId });
  }

  /** The reviews of orders the caller already sees (their own orders; staff any), by order id. */
  async reviewsOfOrders(em: EntityManager, orderIds: readonly number[]): Promise<Map<number, OrderReview>> {
    const found = await em.find(OrderReview, { order: { $in: [...orderIds] } });
    return new Map(found.map((review) => [review.order.id, review]));
  }

  /** A part's reviews, newest first; public. */
  async ofProduct(ctx: RequestContext, productId: number, page: PageRequest): Promise<Page<PublicReview>> {
    const where = { product: productId };
    const [rows, totalCount] = await Promise.all([
      ctx.em.find(
        OrderReviewProduct,
        { ...where, ...(page.afterId !== undefined && { id: { $lt: page.afterId } }) },
        { orderBy: { id: 'desc' }, limit: page.first + 1, populate: ['review'] },
      ),
      ctx.em.count(OrderReviewProduct, where),
    ]);
    const shown = rows.slice(0, page.first);
    const authorIds = [...new Set(shown.map((row) => row.review.getEntity().user.id))];
    const authors = await userDirectory.contacts(ctx.em, authorIds);
    const nameById = new Map(authors.map((author) => [author.id, displayName(author)]));
    return {
      items: shown.map((row) => {
        const review = row.review.getEntity();
        const name = nameById.get(review.user.id) ?? '';
        return { id: row.id, review, authorName: review.anonymous ? maskName(name) : name };
      }),
      hasNextPage: rows.length > page.first,
      hasPreviousPage: page.afterId !== undefined,
      totalCount,
    };
  }

  async ratingOf(ctx: RequestContext, productId: number): Promise<ProductRating> {
    const [row] = await ctx.em
      .createQueryBuilder(OrderReviewProduct, 'link')
      .select([raw('count(*) as count'), raw('avg(r.rating) as average')])
      .join('link.review', 'r')
      .where({ product: productId })
      .execute<{ count: number | string; average: number | string | null }[]>();
    const count = Number(row?.count ?? 0);
    return { count, average: count && row?.average != null ? Math.round(Number(row.average) * 10) / 10 : null };
  }
}
